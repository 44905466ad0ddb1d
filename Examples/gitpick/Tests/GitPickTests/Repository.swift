import GitPick
import Presently

/// A real git repository in a folder of its own, made with git itself for a test and
/// removed after it.
struct Repository {
  let path: String
  let git: Git

  /// A repository with `subjects.count` commits, oldest first, each adding a file named
  /// after its index, on a branch `main`, with a second branch `develop` when there is a
  /// commit to put it on; its folder's name has `name` in it.
  static func make(subjects: [String], named name: String = "test") async throws -> Repository {
    let folder = try await ExternalCommand("mktemp", arguments: ["-d", "/tmp/gitpick-\(name).XXXXXX"]).run()
    let path = folder.outputText.filter { !$0.isNewline }
    let repository = Repository(path: path, git: Git(repository: path))
    try await repository.git("init", "--quiet", "--initial-branch=main")
    for (index, subject) in subjects.enumerated() {
      try await repository.run("sh", "-c", "printf 'line %s\\n' \"$1\" > \"$2/file\(index).txt\"", "sh", subject, path)
      try await repository.git("add", "file\(index).txt")
      try await repository.git("commit", "--quiet", "-m", subject)
    }
    if !subjects.isEmpty { try await repository.git("branch", "develop") }
    return repository
  }

  /// Runs git in the repository, as its author (no global configuration needed).
  func git(_ arguments: String...) async throws {
    let identity = ["-c", "user.name=Ada Lovelace", "-c", "user.email=ada@example.org", "-c", "commit.gpgsign=false"]
    try await run("git", arguments: identity + ["-C", path] + arguments)
  }

  func run(_ program: String, _ arguments: String...) async throws {
    try await run(program, arguments: arguments)
  }

  func run(_ program: String, arguments: [String]) async throws {
    let outcome = try await ExternalCommand(program, arguments: arguments).run()
    if !outcome.succeeded { throw Git.Failure(message: "\(program) \(arguments): \(outcome.errorText)") }
  }

  /// Removes the folder.
  func remove() async {
    _ = try? await ExternalCommand("rm", arguments: ["-rf", "--", path]).run()
  }
}
