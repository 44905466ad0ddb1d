import Presently
import PseudoTerminalSupport
import Testing

/// The gitpick program's own endings, run as a script runs it.
@Suite("gitpick, the program", .timeLimit(.minutes(1)))
struct GitPickProgramTests {
  @Test("a folder git cannot read: status 2 and git's one line on standard error, nothing on standard output")
  func notARepository() async throws {
    let run = try await ExternalCommand(Products.path("gitpick"), arguments: ["/tmp/no-such-repository"]).run()
    #expect(run.status == .exited(2))
    #expect(run.standardOutput.isEmpty, "nothing on standard output, where a hash goes")
    #expect(run.errorText.hasPrefix("gitpick: fatal: cannot change to"), "\(run.errorText)")
  }

  @Test("a repository without commits: status 1, its name said with its escapes made harmless")
  func noCommits() async throws {
    let repository = try await Repository.make(subjects: [], named: "empty-\u{1B}]52;c;cm0gLXJmIH4=\u{07}")
    defer { Task { await repository.remove() } }
    let run = try await ExternalCommand(Products.path("gitpick"), arguments: [repository.path]).run()
    #expect(run.status == .exited(1))
    #expect(run.errorText.hasSuffix(" has no commits\n"), "\(run.errorText)")
    #expect(!run.standardError.contains(0x1B) && !run.standardError.contains(0x07), "\(run.standardError)")
  }

  @Test("--help says how to use it, on standard output, status 0")
  func help() async throws {
    let run = try await ExternalCommand(Products.path("gitpick"), arguments: ["--help"]).run()
    #expect(run.status == .exited(0))
    #expect(run.outputText.hasPrefix("Usage: gitpick [REPOSITORY]"))
  }
}
