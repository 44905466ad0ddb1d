import Glibc
import PseudoTerminalSupport
import Testing

/// A script written the way raspi-config writes its menus (`scripts/examples/settings-menu`)
/// runs unchanged with `presently` as the `whiptail` on its `PATH`: a main menu whose
/// Cancel is Finish, submenus whose Cancel is Back, an input box, a checklist, a message
/// box and a closing yes/no, each a separate `whiptail` run.
@Suite("a raspi-config-style script on presently as whiptail", .serialized)
struct WhiptailScriptTests {
  static let down = "\u{1B}[B"
  static let up = "\u{1B}[A"

  static var script: String {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/scripts/examples/settings-menu"
  }

  /// Waits until `text` has been drawn `count` times in all and a prompt is open again:
  /// the script's next `whiptail` run is waiting for keys.
  func waitForShowing(_ text: String, _ count: Int, on session: PseudoTerminal) async throws {
    try await session.waitUntil("\(text.debugDescription) shown \(count) times, and a prompt open") {
      $0.text.ranges(of: text).count >= count && $0.readsKeys
    }
    await session.settle(for: .milliseconds(50))
  }

  @Test("menus, a submenu and back, an input box, a checklist, a message box, then Finish and No")
  func wholeSession() async throws {
    let folder = Subprocess.temporaryFolder()
    mkdir(folder + "/bin", 0o755)
    symlink(Tool.path, folder + "/bin/whiptail")
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", #""$0"; echo "script ended with $?""#, Self.script],
      environment: ["PATH": folder + "/bin:/usr/bin:/bin", "SETTINGS_FILE": folder + "/settings.conf"],
      columns: 100, rows: 30)

    // The main menu: its title, back title and Select / Finish buttons.
    try await waitForShowing("Setup Options", 1, on: session)
    #expect(session.screen.text.contains("Example Board Model B"))
    #expect(session.screen.text.contains("<Select>  <Finish>"))
    session.send("\r")
    // System Options, then S1 Hostname: an input box holding the current name.
    try await waitForShowing("Set name for this computer", 1, on: session)
    #expect(session.screen.text.contains("<Select>  <Back>"))
    session.send("\r")
    try await waitForShowing("Please enter a hostname", 1, on: session)
    // The box's text comes before its line: wait for the line, holding the current name.
    try await session.waitUntil("the line holding the current name") { $0.screen.cursorLine.hasPrefix("> raspberrypi") }
    session.send("\u{15}kitchen-pi\r")
    // Back at the main menu; into System Options again, and Back out of it.
    try await waitForShowing("Setup Options", 2, on: session)
    session.send("\r")
    try await waitForShowing("Set name for this computer", 2, on: session)
    session.send("\t\t\r")
    // Interface Options: a checklist; Space marks ssh and spi.
    try await waitForShowing("Setup Options", 3, on: session)
    session.send(Self.down + "\r")
    try await waitForShowing("Interfaces to enable", 1, on: session)
    session.send(" " + Self.down + Self.down + " ")
    try await session.waitUntil("ssh and spi marked") {
      $0.screen.text.contains("[x] ssh") && $0.screen.text.contains("[x] spi")
    }
    session.send("\r")
    // About: a message box whose \n is a line break.
    try await waitForShowing("Setup Options", 4, on: session)
    #expect(session.screen.cursorLine.hasPrefix("Choose:"))
    session.send(Self.down)
    // Down from the default goes to the third row: the last choice is the default.
    try await session.waitForRow(3)
    session.send("\r")
    try await waitForShowing("straightforward way", 1, on: session)
    #expect(session.screen.lines.contains("It was written the way raspi-config is."))
    session.send("\r")
    // Finish (Tab, Tab, Enter), then No to the reboot question (Tab, Enter).
    try await waitForShowing("Setup Options", 5, on: session)
    session.send("\t\t\r")
    try await waitForShowing("Would you like to reboot now?", 1, on: session)
    session.send("\t\r")
    try await session.waitFor("script ended with 0")
    #expect(!session.text.contains("reboot requested"))
    #expect(!session.text.contains("Programmer error"))
    #expect(
      Subprocess.readFile(folder + "/settings.conf") == """
        hostname=kitchen-pi
        boot=desktop
        services=ssh spi
        password_set=no

        """)
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.settingsAreRestored)
  }
}
