import GitPick
import PresentationTesting
import Presently
import Testing

/// gitpick's flow on the scripted terminal, over a real repository made for each test:
/// what a user of gitpick does, in plain-text assertions.
@Suite("gitpick's browser, on a real repository", .timeLimit(.minutes(1)))
struct GitPickBrowserTests {
  static let subjects = ["Start the pager", "Teach q to quit", "Mark the matches"]
  static let wide = TerminalSize(columns: 120, rows: 24)

  @Test("the newest commit comes first; Enter on the second row picks its full hash")
  func picksACommit() async throws {
    let repository = try await Repository.make(subjects: Self.subjects)
    defer { Task { await repository.remove() } }
    let commits = try await repository.git.log()
    #expect(commits.map(\.subject) == Self.subjects.reversed())
    let terminal = ScriptedTerminal(answers: [.key(.next), .wait], size: Self.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(GitPick.browser(repository.git, commits: commits)) }
    _ = try await terminal.nextPrompt()
    terminal.type("")
    #expect(try await task.value == commits[1].hash)
    #expect(commits[1].hash.count == 40)
  }

  @Test("the detail is git show --stat, sized to its pane: the commit's file and its subject")
  func sizedDetail() async throws {
    let repository = try await Repository.make(subjects: Self.subjects)
    defer { Task { await repository.remove() } }
    let commits = try await repository.git.log()
    let terminal = ScriptedTerminal(answers: [.wait], size: Self.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(GitPick.browser(repository.git, commits: commits)) }
    _ = try await terminal.nextPrompt()
    try await waitUntil("the stat of the newest commit") { terminal.screen.contains("file2.txt") }
    #expect(terminal.screen.contains("Mark the matches"))
    #expect(terminal.screen.contains("1 file changed"))
    terminal.type("q")
    #expect(try await task.value == nil)
  }

  @Test("c names a branch: Create is refused for a name git refuses, then made for a good one")
  func makesABranch() async throws {
    let repository = try await Repository.make(subjects: Self.subjects)
    defer { Task { await repository.remove() } }
    let commits = try await repository.git.log()
    let alert = GitPick.newBranch(at: commits[0])
    #expect(alert.defaultAction(for: FieldValues(["fix..it"], labels: ["Branch"]))?.title == nil)
    #expect(alert.defaultAction(for: FieldValues(["feature/marks"], labels: ["Branch"]))?.title == "Create")
    let terminal = ScriptedTerminal(answers: ["c", "feature/marks", "", "q"], size: Self.wide)
    _ = try await terminal.present(GitPick.browser(repository.git, commits: commits))
    #expect(terminal.screen.contains("Branch feature/marks made at \(commits[0].shortHash)."))
    #expect(try await repository.git.branches().contains("feature/marks"))
  }

  @Test("Cancel in the branch alert makes no branch and stays in the browser")
  func cancelsABranch() async throws {
    let repository = try await Repository.make(subjects: Self.subjects)
    defer { Task { await repository.remove() } }
    let commits = try await repository.git.log()
    let terminal = ScriptedTerminal(answers: ["c", "later", "Cancel", "q"], size: Self.wide)
    _ = try await terminal.present(GitPick.browser(repository.git, commits: commits))
    #expect(terminal.screen.contains("No branch made."))
    #expect(try await repository.git.branches() == ["develop", "main"])
  }

  @Test("s chooses another branch, asks, and switches to it")
  func switchesBranch() async throws {
    let repository = try await Repository.make(subjects: Self.subjects)
    defer { Task { await repository.remove() } }
    let commits = try await repository.git.log()
    let terminal = ScriptedTerminal(answers: ["s", "develop", "y", "q"], size: Self.wide)
    _ = try await terminal.present(GitPick.browser(repository.git, commits: commits))
    #expect(terminal.screen.contains("On develop now."))
    #expect(try await repository.git.currentBranch() == "develop")
  }
}
