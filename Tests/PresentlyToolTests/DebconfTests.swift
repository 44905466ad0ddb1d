import Glibc
import PseudoTerminalSupport
import Testing

/// Debian's debconf, for real, with `presently` as its whiptail: a confmodule script
/// asks a question of each kind through `DEBIAN_FRONTEND=dialog`, on a private database,
/// and reads the answers back with `db_get`.
@Suite("debconf on presently as whiptail", .serialized)
struct DebconfTests {
  static let frontend = "/usr/share/debconf/frontend"

  static let templates = """
    Template: presently-test/select
    Type: select
    Choices: alpha, beta, gamma
    Default: alpha
    Description: Which letter?
     Choose one of the letters.

    Template: presently-test/multiselect
    Type: multiselect
    Choices: alpha, beta, gamma
    Description: Which letters?
     Choose any of them.

    Template: presently-test/string
    Type: string
    Description: Your name?
     Type it in full.

    Template: presently-test/password
    Type: password
    Description: A password?
     It is not shown.

    Template: presently-test/boolean
    Type: boolean
    Default: false
    Description: Shall we go on?
     Say yes or no.

    Template: presently-test/note
    Type: note
    Description: All done
     The answers are saved.

    """

  static let script = """
    #!/bin/sh
    set -e
    . /usr/share/debconf/confmodule
    for q in select multiselect string password boolean note; do
      db_input high presently-test/$q || true
    done
    db_go || true
    for q in select multiselect string password boolean; do
      db_get presently-test/$q
      echo "$q=$RET" >> "$ANSWERS"
    done

    """

  /// A folder with the script, its templates, a debconf configuration whose databases
  /// live there, and `bin/whiptail` (or `bin/dialog`) linked to the built `presently`.
  static func makeFolder(
    link: String = "whiptail", target: String = Tool.path, script: String = script, templates: String = templates
  ) -> String {
    let folder = Subprocess.temporaryFolder()
    Subprocess.writeFile(script, to: folder + "/script")
    chmod(folder + "/script", 0o755)
    Subprocess.writeFile(templates, to: folder + "/script.templates")
    Subprocess.writeFile(
      """
      Config: configdb
      Templates: templatedb

      Name: configdb
      Driver: File
      Filename: \(folder)/config.dat

      Name: templatedb
      Driver: File
      Filename: \(folder)/templates.dat

      """, to: folder + "/debconf.conf")
    mkdir(folder + "/bin", 0o755)
    symlink(target, folder + "/bin/" + link)
    return folder
  }

  /// Answers each question of the script as a user would (beta; alpha and gamma; a name;
  /// a password; yes; Enter at the note), then checks the status, that the password was
  /// never shown, and what `db_get` read back.
  static func answerEveryQuestion(on session: PseudoTerminal, okLabel: String, folder: String) async throws {
    let down = "\u{1B}[B"
    try await session.waitForPrompt("Choose:")
    #expect(session.screen.text.contains("Which letter?"))
    session.send(down + "\r")
    try await session.waitFor("Which letters?")
    try await session.waitForPrompt("Choose:")
    session.send(" " + down + down + " \r")
    try await session.waitFor("Your name?")
    try await session.waitForPrompt(">")
    session.send("Ada Lovelace\r")
    try await session.waitFor("A password?")
    try await session.waitForPrompt(">")
    session.send("s3cret\r")
    try await session.waitFor("Shall we go on?")
    try await session.waitForPrompt("Answer [<No>]:")
    session.send("\t\r")
    try await session.waitFor("All done")
    try await session.waitForPrompt("Answer [<\(okLabel)>]:")
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(!session.text.contains("s3cret"), "the password is never shown")
    #expect(
      Subprocess.readFile(folder + "/answers") == """
        select=beta
        multiselect=alpha, gamma
        string=Ada Lovelace
        password=s3cret
        boolean=true

        """)
  }

  @Test(
    "select, multiselect, string, password, boolean and note: the answers db_get reads back",
    .enabled(if: access(frontend, X_OK) == 0, "debconf is installed by .ci/run"))
  func everyKindOfQuestion() async throws {
    let folder = Self.makeFolder()
    let session = try PseudoTerminal(
      program: Self.frontend, arguments: [folder + "/script"],
      environment: [
        "DEBIAN_FRONTEND": "dialog", "DEBCONF_SYSTEMRC": folder + "/debconf.conf", "ANSWERS": folder + "/answers",
        "PATH": folder + "/bin:/usr/bin:/bin",
      ],
      columns: 80, rows: 24)
    try await Self.answerEveryQuestion(on: session, okLabel: "Ok", folder: folder)
    #expect(!session.text.contains("giving up"), "nothing on whiptail's standard error")
    #expect(session.settingsAreRestored)
  }

  @Test(
    "with dialog instead of whiptail: the same questions, the same answers",
    .enabled(if: access(frontend, X_OK) == 0, "debconf is installed by .ci/run"))
  func asDialog() async throws {
    let folder = Self.makeFolder(link: "dialog")
    // DEBCONF_FORCE_DIALOG: debconf takes dialog even where a whiptail is installed.
    let session = try PseudoTerminal(
      program: Self.frontend, arguments: [folder + "/script"],
      environment: [
        "DEBIAN_FRONTEND": "dialog", "DEBCONF_FORCE_DIALOG": "1", "DEBCONF_SYSTEMRC": folder + "/debconf.conf",
        "ANSWERS": folder + "/answers", "PATH": folder + "/bin:/usr/bin:/bin",
      ],
      columns: 80, rows: 24)
    try await Self.answerEveryQuestion(on: session, okLabel: "OK", folder: folder)
    #expect(session.settingsAreRestored)
  }

  @Test("the README's sudo recipe: sudo's secure_path finds the system's whiptail, env PATH= puts the link first")
  func sudoPath() async throws {
    let folder = Self.makeFolder()
    // What sudo leaves (Debian's secure_path), then the recipe's `env PATH="$HOME/.local/bin:$PATH"`.
    let securePath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
    let plain = try await Subprocess.run(
      "/usr/bin/env", ["-i", "PATH=" + securePath, "sh", "-c", "command -v whiptail"], input: .null)
    #expect(plain.output != folder + "/bin/whiptail\n", "without the recipe, the link is not found")
    let recipe = try await Subprocess.run(
      "/usr/bin/env",
      ["-i", "PATH=" + securePath, "env", "PATH=\(folder)/bin:\(securePath)", "sh", "-c", "command -v whiptail"],
      input: .null)
    #expect(recipe.output == folder + "/bin/whiptail\n")
  }
}
