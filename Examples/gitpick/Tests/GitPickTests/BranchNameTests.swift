import GitPick
import Presently
import Testing

@Suite("Branch names, as git checks them", .timeLimit(.minutes(1)))
struct BranchNameTests {
  static let names = [
    "main", "feature/login", "fix-42", "v1.2", "a/b/c", "ünïcode", "", "@", "-x", "/lead", "trail/", "dot.",
    "a..b", "a//b", "a@{b", "has space", "tab\there", "til~de", "ca^ret", "co:lon", "que?ry", "st*ar", "br[acket",
    "back\\slash", ".hidden", "a/.hidden", "x.lock", "a/b.lock/c", "del\u{7F}",
  ]

  @Test("every name is judged as `git check-ref-format --branch` judges it", arguments: names)
  func agreesWithGit(name: String) async throws {
    let git = try await ExternalCommand("git", arguments: ["check-ref-format", "--branch", name]).run()
    #expect(BranchName.isValid(name) == git.succeeded, "git said \(git.status): \(git.errorText)")
  }

  @Test("a refused name says why, in words")
  func saysWhy() {
    #expect(BranchName.problem(with: "fix..it") == "has \u{201C}..\u{201D} in it")
    #expect(BranchName.problem(with: "has space") == "has a space or a control character")
    #expect(BranchName.problem(with: "feature/login") == nil)
  }
}
