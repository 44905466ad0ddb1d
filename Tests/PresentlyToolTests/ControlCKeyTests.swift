import Glibc
import PseudoTerminalSupport
import Testing

/// Ctrl-C while a prompt is open is a key, not a signal to the foreground group: the
/// widget ends with 130, the terminal is restored, and the bash script that ran it as
/// `x=$(presently …)` carries on to its next line, as after `x=$(fzf)`.
@Suite("presently: Ctrl-C is a key while a prompt is open")
struct ControlCKeyTests {
  /// A command of the script, and what shows once it waits for a key.
  struct Case: Sendable, CustomTestStringConvertible {
    var command: String
    var shows: String
    var testDescription: String { command }
  }

  static let cases: [Case] = [
    Case(command: "presently input", shows: "Value:"),
    Case(command: "presently choose apple banana cherry", shows: "Choose:"),
    Case(command: "presently confirm 'Go on?'", shows: "Go on?"),
    Case(command: "seq 100 | presently filter", shows: "Filter:"),
    Case(command: "presently write", shows: "Ctrl-D"),
    // The pager pages only to a terminal: its output goes there, the status to the script.
    Case(command: "seq 300 | presently pager >/dev/tty", shows: "21"),
    Case(command: "seq 30 | presently browse", shows: "30 items"),
    Case(command: "printf 'name,age\\nada,36\\n' | presently table", shows: "ada"),
    Case(command: "presently file /", shows: "etc"),
  ]

  /// Runs `command` in a bash script as `x=$(command)`, with the terminal's settings
  /// written before and after by `stty -g`.
  static func script(_ command: String) throws -> (PseudoTerminal, folder: String) {
    let folder = Subprocess.temporaryFolder()
    let script = """
      stty -g > "$W/before"
      x=$(\(command)); echo "rc=$? after"
      stty -g > "$W/after"
      """
    let folderOfTool = String(Tool.path.prefix(upTo: Tool.path.lastIndex(of: "/")!))
    let session = try PseudoTerminal(
      program: "/bin/bash", arguments: ["-c", script],
      environment: ["W": folder, "PATH": folderOfTool + ":/usr/bin:/bin"])
    return (session, folder)
  }

  /// Waits for the script's end, and checks that it carried on with 130 and that `stty -g`
  /// says the same before and after.
  static func expectCarriedOn(
    _ session: PseudoTerminal, folder: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let ending = try await session.waitForExit()
    #expect(ending == .exited(0), "bash itself was not ended by a signal", sourceLocation: sourceLocation)
    #expect(session.screen.text.contains("rc=130 after"), "\(session.screen.text)", sourceLocation: sourceLocation)
    let before = Subprocess.readFile(folder + "/before")
    #expect(!before.isEmpty, sourceLocation: sourceLocation)
    #expect(Subprocess.readFile(folder + "/after") == before, "stty -g", sourceLocation: sourceLocation)
  }

  @Test(
    "x=$(…) at a prompt, then Ctrl-C: the script's next line prints rc=130, the terminal as before", arguments: cases)
  func atPrompt(_ testCase: Case) async throws {
    let (session, folder) = try Self.script(testCase.command)
    try await session.waitForPrompt(testCase.shows)
    session.send("\u{03}")
    try await Self.expectCarriedOn(session, folder: folder)
  }

  @Test("x=$(…) at a prompt in vi mode, in command mode, then Ctrl-C: rc=130 and the script carries on")
  func inViMode() async throws {
    let inputrc = Subprocess.temporaryFolder() + "/inputrc"
    Subprocess.writeFile("set editing-mode vi\nset show-mode-in-prompt on\n", to: inputrc)
    let folder = Subprocess.temporaryFolder()
    let folderOfTool = String(Tool.path.prefix(upTo: Tool.path.lastIndex(of: "/")!))
    let session = try PseudoTerminal(
      program: "/bin/bash",
      arguments: ["-c", #"stty -g > "$W/before"; x=$(presently input); echo "rc=$? after"; stty -g > "$W/after""#],
      environment: ["W": folder, "PATH": folderOfTool + ":/usr/bin:/bin", "INPUTRC": inputrc])
    try await session.waitForPrompt("Value:")
    session.send("abc\u{1B}")
    try await session.waitFor("(cmd)")
    session.send("\u{03}")
    try await Self.expectCarriedOn(session, folder: folder)
  }

  @Test("x=$(presently spin -- sleep 300), then Ctrl-C: the command ends, rc=130, the script carries on")
  func whileSpinning() async throws {
    let (session, folder) = try Self.script("presently spin --title Waiting -- sleep 300")
    try await session.waitFor("Waiting")
    // Keys are held while the spinner turns: the terminal echoes nothing.
    try await session.waitUntil("keys held") { $0.settingsNow.c_lflag & tcflag_t(ECHO) == 0 }
    session.send("\u{03}")
    try await Self.expectCarriedOn(session, folder: folder)
  }

  @Test("seq 300 | presently pager, then Ctrl-C: no SIGINT reaches the shell, which carries on with 130")
  func pagerSendsNoSignal() async throws {
    let session = try PseudoTerminal(
      program: "/bin/bash",
      arguments: ["-c", #"trap 'echo shell got SIGINT' INT; seq 300 | "$0" pager; echo "rc=$? after""#, Tool.path])
    try await session.waitForPrompt("21")
    session.send("\u{03}")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.screen.text.contains("rc=130 after"), "\(session.screen.text)")
    #expect(!session.screen.text.contains("shell got SIGINT"), "\(session.screen.text)")
  }

  @Test("kill -INT from outside still ends a prompt as before: 130, the terminal restored")
  func signalFromOutside() async throws {
    let session = try Tool.start(["input"])
    try await session.waitForPrompt("Value:")
    session.signal(SIGINT)
    #expect(try await session.finish() == .exited(130))
  }
}
