import Glibc
import PseudoTerminalSupport
import Testing

/// debconf's select questions answered with the same keys on the real whiptail or dialog
/// and on presently in its place: the same answer comes back through `db_get`, and what
/// the user must see to answer (the choices, whole) is on the screen.
@Suite("debconf's selects: the same keys, the same answers as whiptail and dialog", .serialized)
struct DebconfKeysTests {
  /// console-setup's character sets, as its `console-setup/codeset47` offers them: long
  /// choices, shown as tags (debconf sends each as a tag with an empty item).
  static let codesets = [
    "Guess optimal character set", "# Arabic", "# Cyrillic - Slavic languages (also Bosnian and Serbian Latin)",
    "# Latin1 and Latin5 - western Europe and Turkic languages", "# Latin2 - central Europe and Romanian",
    "# Latin3 and Latin8 - Chichewa; Esperanto; Irish; Maltese and Welsh",
    ". Combined - Latin; Slavic Cyrillic; Hebrew; basic Arabic",
  ]

  static let templates = """
    Template: presently-test/select
    Type: select
    Choices: \(codesets.joined(separator: ", "))
    Default: Guess optimal character set
    Description: Character set to support:
     Choose the character set.

    """

  /// One question, with back-up on: `db_go`'s status (30 for Cancel) and the answer.
  static let script = """
    #!/bin/sh
    . /usr/share/debconf/confmodule
    db_capb backup
    db_input high presently-test/select || true
    db_go
    echo "go=$?" >> "$ANSWERS"
    db_get presently-test/select
    echo "select=$RET" >> "$ANSWERS"

    """

  static let available = access(DebconfTests.frontend, X_OK) == 0

  /// Runs the question with `program` as debconf's `link` (`whiptail` or `dialog`) in a
  /// terminal of `columns`, waits until `shown` is on the screen, presses `keys` one by
  /// one, and returns what the script wrote and the screen as it was before the keys.
  static func answer(
    link: String, program: String, columns: Int, shown: String, keys: [String]
  ) async throws -> (answers: String, screen: String) {
    let folder = DebconfTests.makeFolder(link: link, target: program, script: script, templates: templates)
    var environment = [
      "DEBIAN_FRONTEND": "dialog", "DEBCONF_SYSTEMRC": folder + "/debconf.conf", "ANSWERS": folder + "/answers",
      "PATH": folder + "/bin:/usr/bin:/bin", "TERM": "xterm",
    ]
    if link == "dialog" { environment["DEBCONF_FORCE_DIALOG"] = "1" }
    let session = try PseudoTerminal(
      program: DebconfTests.frontend, arguments: [folder + "/script"], environment: environment, columns: columns,
      rows: 30)
    try await session.waitUntil("the question drawn and reading keys", timeout: .seconds(30)) {
      $0.readsKeys && $0.screen.text.contains(shown)
    }
    await session.settle(for: .milliseconds(300))
    let screen = session.screen.text
    for key in keys {
      session.send(key)
      await session.settle(for: .milliseconds(300))
    }
    #expect(try await session.waitForExit(timeout: .seconds(30)) == .exited(0))
    return (Subprocess.readFile(folder + "/answers"), screen)
  }

  @Test(
    "console-setup's long choices are shown whole at 100 columns, as whiptail shows them, and answer the same",
    .enabled(if: available && access("/usr/bin/whiptail", X_OK) == 0, "debconf and whiptail are installed"))
  func longChoicesWhole() async throws {
    let keys = ["\u{1B}OB", "\u{1B}OB", "\u{1B}OB", "\r"]
    let real = try await Self.answer(
      link: "whiptail", program: "/usr/bin/whiptail", columns: 100, shown: "Guess optimal", keys: keys)
    let ours = try await Self.answer(
      link: "whiptail", program: Tool.path, columns: 100, shown: "Guess optimal", keys: keys)
    #expect(real.answers == "go=0\nselect=\(Self.codesets[3])\n")
    #expect(ours.answers == real.answers)
    for choice in Self.codesets {
      #expect(real.screen.contains(choice), "whiptail shows \(choice.debugDescription) whole")
      #expect(ours.screen.contains(choice), "presently shows \(choice.debugDescription) whole:\n\(ours.screen)")
    }
  }

  @Test(
    "with dialog, Down, Tab and Enter is Cancel, as in dialog: debconf backs up and keeps the default",
    .enabled(if: available && access("/usr/bin/dialog", X_OK) == 0, "debconf and dialog are installed"))
  func tabIsCancelWithDialog() async throws {
    let keys = ["\u{1B}OB", "\t", "\r"]
    let real = try await Self.answer(
      link: "dialog", program: "/usr/bin/dialog", columns: 100, shown: "Guess optimal", keys: keys)
    let ours = try await Self.answer(
      link: "dialog", program: Tool.path, columns: 100, shown: "Guess optimal", keys: keys)
    #expect(real.answers == "go=30\nselect=Guess optimal character set\n")
    #expect(ours.answers == real.answers)
  }
}
