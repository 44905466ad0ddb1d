import PseudoTerminalSupport
import Testing

/// Invalid arguments: exit 64 with the message on standard error, and nothing drawn.
@Suite("presently arguments")
struct ArgumentTests {
  @Test(
    "invalid arguments exit 64 with a message",
    arguments: [
      ["confirm"], ["confirm", "--default", "maybe", "Go?"], ["confirm", "--timeout", "-1", "Go?"],
      ["confirm", "--timeout", "soon", "Go?"], ["input", "--pattern", "("], ["input", "--error", "x"],
      ["input", "--password", "--history", "h"], ["nonsense"],
      ["confirm", "--affirmative", "Yes", "--negative", "yes", "Go?"],
    ])
  func invalid(arguments: [String]) async throws {
    let result = try await Tool.run(arguments, input: .null)
    #expect(result.ending == .exited(64), "\(arguments)")
    #expect(!result.errors.isEmpty)
    #expect(result.output.isEmpty)
  }

  @Test("every subcommand has help with examples", arguments: ["confirm", "input", "choose", "alert"])
  func help(subcommand: String) async throws {
    let result = try await Tool.run([subcommand, "--help"], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.output.contains("Examples:"))
  }

  @Test("shell completion scripts are generated", arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) async throws {
    let result = try await Tool.run(["--generate-completion-script", shell], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.output.contains("confirm"))
  }
}
