import Glibc
import PseudoTerminalSupport
import Testing

/// Pi-hole's installer (v6), a program nobody here wrote, asks its questions through
/// `dialog`; with presently first on `PATH` as `dialog`, the same keys give the same
/// settings as with the real dialog: the welcome (a yes/no whose default is Exit,
/// answered by its Continue button's letter), the interface (a radiolist, Down and
/// Space), the upstream DNS (a menu scrolled to Custom, an inputbox refused once by the
/// installer and offered again with what it kept, and its confirmation), query logging
/// (No, with Right), the privacy level (a radiolist) and the blocklists (Yes).
///
/// The installer is not part of this repository: `PRESENTLY_PIHOLE_INSTALLER` names its
/// `basic-install.sh`, which `.ci/run` sets when it can get one.
@Suite("Pi-hole's installer on presently as dialog", .serialized)
struct PiHoleInstallerTests {
  static let installerPath = getenv("PRESENTLY_PIHOLE_INSTALLER").map { String(cString: $0) } ?? ""

  static var script: String {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/scripts/examples/pihole-dialogs"
  }

  /// What the installer asks, one word of each box that shows once it is drawn, and the
  /// keys the user types there.
  static let answers: [(word: String, keys: String)] = [
    ("transform", "\r"),
    ("donations", "\r"),
    ("SERVER", "c"),
    ("Interface", "\u{1B}OB \r"),
    ("Upstream", String(repeating: "\u{1B}OB", count: 8) + "\r"),
    ("separated", "8.8.8.8, x\r"),
    ("Invalid", "\r"),
    ("separated", ", 8.8.4.4\r"),
    ("correct", "\r"),
    ("logging", "\u{1B}OC\r"),
    ("privacy", "\u{1B}OB\u{1B}OB \r"),
    ("third", "\r"),
  ]

  @Test(
    "the installer's dialogs set what they set with dialog",
    .enabled(
      if: access("/usr/bin/dialog", X_OK) == 0 && access(installerPath, R_OK) == 0,
      "PRESENTLY_PIHOLE_INSTALLER names Pi-hole's basic-install.sh (.ci/run sets it when it can get one)"))
  func dialogs() async throws {
    let real = try await run(dialogFolder: "/usr/bin")
    let folder = Subprocess.temporaryFolder() + "/bin"
    mkdir(folder, 0o755)
    symlink(Tool.path, folder + "/dialog")
    let ours = try await run(dialogFolder: folder)
    #expect(
      real
        == "interface=wlan0 dns=8.8.8.8,8.8.4.4 logging=false privacy=2 "
        + "lists=https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts\n")
    #expect(ours == real, "the settings with presently, then with dialog")
  }

  /// Runs the installer's dialogs with `dialogFolder` first on PATH, answering each box
  /// once it is drawn and reads keys, and returns the settings they made.
  func run(dialogFolder: String) async throws -> String {
    let results = Subprocess.temporaryFolder()
    let session = try PseudoTerminal(
      program: "/bin/bash", arguments: [Self.script, Self.installerPath, results],
      environment: ["PATH": dialogFolder + ":/usr/bin:/bin", "HOME": results], columns: 80, rows: 30)
    for (word, keys) in Self.answers {
      // The word in what was drawn since the last answer: an earlier box's text is no sign.
      let mark = session.text.utf8.count
      try await session.waitUntil("\(word) drawn, and keys read", timeout: .seconds(20)) {
        $0.readsKeys && Substring($0.text.utf8.dropFirst(mark)).contains(word)
      }
      await session.settle(for: .milliseconds(300))
      session.send(keys)
    }
    #expect(try await session.waitForExit(timeout: .seconds(20)) == .exited(0))
    #expect(session.settingsAreRestored)
    return Subprocess.readFile(results + "/result")
  }
}
