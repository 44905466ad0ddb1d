import PseudoTerminalSupport
import Testing

/// Without a controlling terminal: answers from standard input, never a hang.
@Suite("presently without a terminal", .serialized)
struct NoTerminalTests {
  @Test(
    "answers piped in are read as lines",
    arguments: [
      (["confirm", "Go?"], "y\n", 0, ""),
      (["confirm", "Go?"], "no\n", 1, ""),
      (["input", "--prompt", "Name"], "Ada\n", 0, "Ada\n"),
      (["input", "--pattern", "[0-9]+"], "x\n42\n", 0, "42\n"),
      (["choose", "red", "green", "blue"], "2\n", 0, "green\n"),
      (["alert", "--field", "Name", "--action", "OK", "--action", "Cancel:cancel"], "Ada\nOK\n", 0, "OK\nAda\n"),
    ] as [([String], String, Int32, String)])
  func pipedAnswers(arguments: [String], answers: String, status: Int32, output: String) async throws {
    let result = try await Tool.run(arguments, input: .bytes(Array(answers.utf8)))
    #expect(result.ending == .exited(status), "\(result.errors)")
    #expect(result.output == output)
    #expect(!result.errors.contains("\u{1B}"), "no escape sequence without a terminal")
  }

  /// A file of lines for `browse`, which then reads answers from standard input.
  static let lines = Subprocess.temporaryFile("lines.txt", containing: "alpha\nbeta\n")

  static let subcommands: [[String]] = [
    ["confirm", "Go?"], ["input"], ["choose", "a", "b"], ["alert", "--action", "OK"], ["browse", lines], ["choose"],
  ]

  @Test("with nothing to read, each subcommand exits 255 at once", arguments: subcommands)
  func endOfInput(arguments: [String]) async throws {
    for input in [Subprocess.Input.null, .closed, .bytes([])] {
      let result = try await Tool.run(arguments, input: input, timeout: .seconds(30))
      #expect(result.ending == .exited(255), "\(input): \(result.errors)")
      #expect(result.elapsed < .seconds(1), "\(input) took \(result.elapsed)")
    }
  }

  @Test(
    "a pipe that never writes ends with the timeout: 124, or the default's status",
    arguments: [
      (["confirm", "Go?"], 124), (["confirm", "--default", "no", "Go?"], 1), (["input"], 124),
      (["choose", "a", "b"], 124), (["alert", "--action", "OK"], 0), (["alert", "--action", "Stop:cancel"], 124),
    ] as [([String], Int32)])
  func silentPipe(arguments: [String], status: Int32) async throws {
    let result = try await Tool.run(
      Array(arguments.prefix(1)) + ["--timeout", "0.5"] + arguments.dropFirst(), input: .silentPipe)
    #expect(result.ending == .exited(status), "\(result.errors)")
    #expect(result.elapsed < .seconds(2))
  }

  @Test(
    "items on standard input and no terminal: no answer can be had, 255 at once, even while the input stays open",
    arguments: ["choose", "browse"])
  func itemsButNoTerminal(subcommand: String) async throws {
    for input in [Subprocess.Input.bytes(Array("a\nb\n".utf8)), .silentPipe] {
      let result = try await Tool.run([subcommand], input: input)
      #expect(result.ending == .exited(255), "\(input)")
      #expect(result.output == "")
      #expect(result.elapsed < .seconds(1), "\(input) took \(result.elapsed)")
    }
  }
}
