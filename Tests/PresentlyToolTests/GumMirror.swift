import Glibc
import PseudoTerminalSupport
import Testing

/// gum v2.0.0's files, read from a local mirror of charmbracelet/gum at the tag (never
/// copied into this repository), and a folder to run them in with a link named `gum`
/// first on `PATH`.
enum GumMirror {
  static let repository = "/work/.mirror/charmbracelet+gum/repo"
  static let tag = "v2.0.0"

  /// gum's file `path` at the tag; nil without the mirror.
  static func file(_ path: String) async throws -> String? {
    let shown = try await Subprocess.run("/usr/bin/git", ["--git-dir=" + repository, "show", tag + ":" + path])
    guard shown.ending == .exited(0) else { return nil }
    return shown.output
  }

  /// A new folder holding `bin/gum` (a link to the tool) and gum's files `paths` at the
  /// tag, at the same paths under it; nil without the mirror.
  static func folder(with paths: [String]) async throws -> String? {
    let folder = Subprocess.temporaryFolder()
    mkdir(folder + "/bin", 0o755)
    symlink(Tool.path, folder + "/bin/gum")
    for path in paths {
      guard let text = try await file(path) else { return nil }
      if let slash = path.lastIndex(of: "/") { mkdir(folder + "/" + path[..<slash], 0o755) }
      Subprocess.writeFile(text, to: folder + "/" + path)
    }
    return folder
  }

  /// The environment a script runs in: the folder's `bin` first on `PATH`, `HOME` the
  /// folder, and a git identity for scripts that commit.
  static func environment(_ folder: String, adding extra: [String: String] = [:]) -> [String: String] {
    let identity =
      ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"].map { ($0, "Ada Lovelace") }
      + ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"].map { ($0, "ada@example.org") }
    return Dictionary(uniqueKeysWithValues: identity).merging(
      ["PATH": folder + "/bin:/usr/bin:/bin", "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"]
    ) { $1 }.merging(extra) { $1 }
  }

  /// Says that gum's mirror is missing and what is not run for it.
  static func skip(_ what: String) {
    print("No mirror of charmbracelet/gum at \(repository): \(what) is not run")
  }
}

/// One step of a user at the terminal: wait until `shown` is on the screen and a prompt
/// reads keys, then type `keys`.
struct GumKeys: Sendable {
  let shown: String
  let keys: String

  init(_ shown: String, _ keys: String) { (self.shown, self.keys) = (shown, keys) }

  /// Down, as an xterm sends it.
  static let down = "\u{1B}[B"
  /// Ctrl-D.
  static let endOfText = "\u{04}"

  /// Waits for each step's text, then types its keys.
  static func play(_ steps: [GumKeys], on session: PseudoTerminal) async throws {
    for step in steps {
      try await session.waitUntil("\(step.shown.debugDescription) shown, and a prompt open") {
        ($0.screen.text.contains(step.shown) || $0.text.contains(step.shown)) && $0.readsKeys
      }
      await session.settle(for: .milliseconds(50))
      session.send(step.keys)
    }
  }
}
