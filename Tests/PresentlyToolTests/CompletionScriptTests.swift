import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// `presently --generate-completion-script bash|zsh|fish`: written from the tables, so
/// that every command, every option's every name (gum's among them) and every choice is
/// offered; bash's checked in a real bash, zsh's and fish's parsed by the shells.
@Suite("Completion scripts")
struct CompletionScriptTests {
  /// What bash offers at a Tab after `words` (the last one being completed), with the
  /// script sourced.
  static func offered(_ words: [String]) async throws -> [String] {
    let script = Subprocess.temporaryFile("presently.bash", containing: CompletionScript.script(for: "bash") ?? "")
    let body =
      #"source "$1" || exit 9; complete -p presently >/dev/null || exit 8; shift; "#
      + #"COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _presently; printf '%s\n' "${COMPREPLY[@]}""#
    let result = try await Subprocess.run("/bin/bash", ["-c", body, "bash", script] + words)
    #expect(result.ending == .exited(0), "\(result.errors)")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test(
    "bash offers commands, options and choices at a Tab",
    arguments: [
      (["presently", "ch"], ["choose"]), (["presently", "choose", "--li"], ["--limit"]),
      (["presently", "choose", "--no-"], ["--no-limit"]), (["presently", "spin", "--spinner", "l"], ["line"]),
      (["presently", "spin", "-s", "d"], ["dot"]),
      (["presently", "log", "--formatter", ""], ["json", "logfmt", "text"]),
      (["presently", "style", "--border", "r"], ["rounded"]), (["presently", "help", "fo"], ["format"]),
      (["presently", "confirm", "--default", "=", "f"], ["false"]),
      (["presently", "--generate-completion-script", "z"], ["zsh"]),
      (["presently", "spin", "--show-std"], ["--show-stdout", "--show-stderr"]),
    ])
  func bash(words: [String], expected: [String]) async throws {
    #expect(try await Self.offered(words).sorted() == expected.sorted(), "\(words)")
  }

  @Test("every name of every row, and every choice, is in each shell's script", arguments: CompletionScript.shells)
  func everyRow(shell: String) throws {
    let script = try #require(CompletionScript.script(for: shell))
    for table in NativeCommandLine.tables {
      #expect(script.contains(table.name))
      for option in table.summary.options {
        for spelling in option.spellings {
          let name = shell == "fish" ? String(spelling.drop { $0 == "-" }) : spelling
          #expect(script.contains(name), "\(shell) \(table.name) \(spelling)")
        }
        for choice in option.choices { #expect(script.contains(choice), "\(shell) \(table.name) \(choice)") }
      }
    }
  }

  @Test("zsh and fish parse their scripts", arguments: [("zsh", "-n"), ("fish", "--no-execute")])
  func parses(shell: String, check: String) async throws {
    let path = "/usr/bin/" + shell
    guard Subprocess.readBytes(path).count > 0 else {
      print("\(shell) is not installed: its script is not parsed")
      return
    }
    let script = Subprocess.temporaryFile("presently." + shell, containing: CompletionScript.script(for: shell) ?? "")
    let result = try await Subprocess.run(path, [check, script])
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.errors.isEmpty)
  }

  @Test("the tool prints them, as argument-parser spelled the option")
  func printed() async throws {
    for shell in CompletionScript.shells {
      for arguments in [["--generate-completion-script", shell], ["--generate-completion-script=" + shell]] {
        let result = try await Tool.run(arguments, input: .null)
        #expect(result.ending == .exited(0))
        #expect(result.output == CompletionScript.script(for: shell))
      }
    }
  }
}
