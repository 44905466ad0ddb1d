import PseudoTerminalSupport
import Testing

/// Invalid arguments: exit 64 with the message on standard error, and nothing drawn.
@Suite("presently arguments")
struct ArgumentTests {
  @Test(
    "invalid arguments exit 64 with a message",
    arguments: [
      ["confirm", "a", "b"], ["confirm", "--default", "maybe", "Go?"], ["confirm", "--timeout", "-1", "Go?"],
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

  @Test(
    "every subcommand has help with examples, each on a line of its own at any width",
    arguments: ["confirm", "input", "choose", "alert", "browse", "style", "format", "log"])
  func help(subcommand: String) async throws {
    for arguments in [[subcommand, "--help"], [subcommand, "-h"], ["help", subcommand]] {
      let result = try await Subprocess.run(Tool.path, arguments, environment: ["COLUMNS": "40"])
      #expect(result.ending == .exited(0))
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      let start = try #require(lines.firstIndex(of: "EXAMPLES:"), "\(arguments)")
      let examples = lines[(start + 1)...].prefix { !$0.isEmpty }
      #expect(examples.count >= 3)
      #expect(examples.allSatisfy { $0.hasPrefix("  ") && $0.contains("presently \(subcommand)") }, "\(examples)")
    }
  }

  @Test("presently --help names whiptail, dialog and gum, with the links to install on lines of their own")
  func helpNamesWhiptailMode() async throws {
    let result = try await Tool.run(["--help"], input: .null)
    #expect(result.output.contains("As whiptail, dialog or gum: run as a link named whiptail, dialog or gum"))
    #expect(result.output.contains("\n  ln -s \"$(command -v presently)\" ~/.local/bin/whiptail\n"))
    #expect(result.output.contains("\n  ln -s \"$(command -v presently)\" ~/.local/bin/dialog\n"))
    #expect(result.output.contains("\n  export PATH=\"/usr/lib/presently/compat:$PATH\"\n"))
  }

  @Test("shell completion scripts are generated", arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) async throws {
    let result = try await Tool.run(["--generate-completion-script", shell], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.output.contains("confirm"))
  }
}
