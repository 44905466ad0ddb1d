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
    ["confirm", "Go?"], ["input"], ["choose", "a", "b"], ["alert", "--action", "Delete:destructive"],
    ["browse", lines],
  ]

  @Test("with no answer to read and no default, each subcommand exits 255 at once, saying why", arguments: subcommands)
  func endOfInput(arguments: [String]) async throws {
    for input in [Subprocess.Input.null, .closed, .bytes([])] {
      let result = try await Tool.run(arguments, input: input, timeout: .seconds(30))
      #expect(result.ending == .exited(255), "\(input): \(result.errors)")
      let said = result.errors.split(separator: "\n").last ?? ""
      #expect(said == "presently: The input ended before an answer.", "\(input): \(result.errors)")
      // "At once": well under the 30 s a wait for an answer would take; loose enough for
      // a debug build started beside the rest of the suite on two cores.
      #expect(result.elapsed < Bound.atOnce, "\(input) took \(result.elapsed)")
    }
  }

  @Test(
    "with no answer to read, a default given is the answer",
    arguments: [
      (["confirm", "--default", "no", "Go?"], 1, ""), (["confirm", "--default", "yes", "Go?"], 0, ""),
      (["input", "--value", "localhost"], 0, "localhost\n"), (["choose", "--default", "b", "a", "b"], 0, "b\n"),
      (["alert", "--action", "OK", "--action", "Cancel:cancel"], 0, "OK\n"),
    ] as [([String], Int32, String)])
  func defaultsTaken(arguments: [String], status: Int32, output: String) async throws {
    for input in [Subprocess.Input.null, .closed] {
      let result = try await Tool.run(arguments, input: input, timeout: .seconds(30))
      #expect(result.ending == .exited(status), "\(input): \(result.errors)")
      #expect(result.output == output)
    }
  }

  @Test("an empty list is nothing to choose from: 1, as at a terminal", arguments: ["choose", "browse"])
  func emptyList(subcommand: String) async throws {
    let empty = Subprocess.temporaryFile("empty.txt", containing: "")
    let runs: [([String], Subprocess.Input)] =
      [
        ([subcommand], .null), ([subcommand], .closed), ([subcommand], .bytes([])),
      ] + (subcommand == "browse" ? [(["browse", empty], .bytes(Array("1\n".utf8)))] : [])
    for (arguments, input) in runs {
      let result = try await Tool.run(arguments, input: input)
      #expect(result.ending == .exited(1), "\(arguments) \(input): \(result.errors)")
      #expect(result.errors.contains("Nothing to"), "\(result.errors)")
      // "At once": well under the 30 s a wait for an answer would take; loose enough for
      // a debug build started beside the rest of the suite on two cores.
      #expect(result.elapsed < Bound.atOnce, "\(input) took \(result.elapsed)")
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
    #expect(result.elapsed < Bound.atOnce)
  }

  @Test(
    "items on standard input and no terminal: no answer can be had, 255 and a message as soon as an item comes",
    arguments: ["choose", "browse"])
  func itemsButNoTerminal(subcommand: String) async throws {
    let result = try await Tool.run([subcommand], input: .bytes(Array("a\nb\n".utf8)))
    #expect(result.ending == .exited(255))
    #expect(result.output == "")
    #expect(result.errors.contains("No answer can be had"), "\(result.errors)")
    #expect(result.elapsed < Bound.atOnce, "took \(result.elapsed)")

    let silent = try await Tool.run([subcommand, "--timeout", "0.5"], input: .silentPipe)
    #expect(silent.ending == .exited(124), "\(silent.errors)")
    #expect(silent.elapsed < Bound.atOnce)
  }

  @Test("items on standard input and no terminal: --default is the answer, taken as soon as it comes")
  func defaultWithoutTerminal() async throws {
    let taken = try await Tool.run(["choose", "--default", "b"], input: .bytes(Array("a\nb\nc\n".utf8)))
    #expect(taken.ending == .exited(0), "\(taken.errors)")
    #expect(taken.output == "b\n")

    let missing = try await Tool.run(["choose", "--default", "z"], input: .bytes(Array("a\nb\n".utf8)))
    #expect(missing.ending == .exited(64))
    #expect(missing.errors.contains("is not one of the items"))
  }

  @Test(
    "an empty answer takes the initial value, as Enter does at a terminal",
    arguments: [
      (["input", "--value", "8080"], "8080\n"),
      (["alert", "--field", "Shell=/bin/bash", "--action", "OK"], "OK\n/bin/bash\n"),
    ] as [([String], String)])
  func emptyAnswerKeepsInitial(arguments: [String], output: String) async throws {
    let result = try await Tool.run(arguments, input: .bytes(Array("\nOK\n".utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output == output)
  }

  @Test("browse reads the whole file before the answers, and a number prints its line", arguments: 0..<5)
  func browseAnswersTheWholeFile(attempt: Int) async throws {
    let three = Subprocess.temporaryFile("three.txt", containing: "one\ntwo\nthree\n")
    let result = try await Tool.run(["browse", three], input: .bytes(Array("2\n".utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output == "two\n")
  }
}
