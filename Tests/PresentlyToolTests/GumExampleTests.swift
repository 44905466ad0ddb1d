import Glibc
import PseudoTerminalSupport
import Testing

/// gum's own example scripts (v2.0.0's `examples/`, from a local mirror of
/// charmbracelet/gum), run unchanged by `sh` with a link named `gum` first on `PATH`, and
/// answered with keys at a pseudo-terminal as a user answers them.
@Suite("gum's example scripts on presently as gum", .serialized, .timeLimit(.minutes(2)))
struct GumExampleTests {
  static let mirror = "/work/.mirror/charmbracelet+gum/repo"

  /// gum's `examples/NAME` at v2.0.0, written into `folder`; nil without the mirror.
  static func example(_ name: String, into folder: String) async throws -> String? {
    let shown = try await Subprocess.run("/usr/bin/git", ["--git-dir=" + mirror, "show", "v2.0.0:examples/" + name])
    guard shown.ending == .exited(0) else { return nil }
    let path = folder + "/" + name
    Subprocess.writeFile(shown.output, to: path)
    return path
  }

  /// Waits until `text` is on the screen and a prompt reads keys.
  static func waitForPrompt(_ text: String, on session: PseudoTerminal) async throws {
    try await session.waitUntil("\(text.debugDescription) shown, and a prompt open") {
      $0.text.contains(text) && $0.readsKeys
    }
    await session.settle(for: .milliseconds(50))
  }

  @Test("commit.sh: choose a type, a scope, a summary, a description, confirm: git commits that message")
  func commit() async throws {
    let folder = Subprocess.temporaryFolder()
    guard let script = try await Self.example("commit.sh", into: folder) else {
      print("No mirror of charmbracelet/gum at \(Self.mirror): gum's commit.sh is not run")
      return
    }
    mkdir(folder + "/bin", 0o755)
    symlink(Tool.path, folder + "/bin/gum")
    let repository = folder + "/repository"
    let made = try await Subprocess.run(
      "/bin/sh", ["-c", "git init -q \"$0\" && cd \"$0\" && echo one > file && git add file", repository])
    #expect(made.ending == .exited(0), "\(made.errors)")
    let identity =
      ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"].map { ($0, "Ada Lovelace") }
      + ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"].map { ($0, "ada@example.org") }
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", #"cd "$1" && sh "$0"; echo "script ended with $?""#, script, repository],
      environment: Dictionary(uniqueKeysWithValues: identity).merging(
        ["PATH": folder + "/bin:/usr/bin:/bin", "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"]) { $1 },
      columns: 100, rows: 30)

    try await Self.waitForPrompt("refactor", on: session)
    session.send("feat\r")  // narrows to feat; Enter takes it
    try await Self.waitForPrompt("scope", on: session)
    session.send("cli\r")
    try await Self.waitForPrompt("feat(cli): ", on: session)
    session.send("add gum's examples\r")  // after the value the script put there
    try await Self.waitForPrompt("Details of this change", on: session)
    session.send("They run unchanged.\r\u{04}")  // a line, then Ctrl-D on the empty one
    try await Self.waitForPrompt("Commit changes?", on: session)
    session.send("y")
    try await session.waitFor("script ended with 0")
    let log = try await Subprocess.run("/usr/bin/git", ["-C", repository, "log", "-1", "--format=%B"])
    #expect(log.output == "feat(cli): add gum's examples\n\nThey run unchanged.\n\n", "\(log.output.debugDescription)")
  }
}
