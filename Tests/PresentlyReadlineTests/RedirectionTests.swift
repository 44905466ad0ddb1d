import PseudoTerminalSupport
import Testing

/// Where the terminal reads and draws when standard streams are redirected, and what it
/// does without any terminal.
@Suite("Readline terminal, redirected", .serialized)
struct RedirectionTests {
  let demo = Products.path("demo")

  @Test("with standard output redirected, the prompt is drawn on the terminal and only the result goes out")
  func standardOutputCarriesOnlyTheResult() async throws {
    let session = try PseudoTerminal(program: demo, arguments: ["prompt"], standardOutput: .pipe())
    try await session.waitFor("Favourite fruit: apple")
    session.send("s\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.standardOutput == "line: apples\n")
  }

  @Test("with standard input redirected, keys still come from the terminal")
  func keysComeFromTheTerminal() async throws {
    let session = try PseudoTerminal(
      program: demo, arguments: ["prompt"], standardInput: .pipe(bytes: Array("from the pipe\n".utf8)))
    try await session.waitFor("Favourite fruit: apple")
    session.send("\r")
    try await session.waitFor("line: apple")
    #expect(try await session.waitForExit() == .exited(0))
  }

  @Test("without a terminal, answers are plain lines of standard input and no escape sequence is written")
  func plainLinesWithoutTerminal() async throws {
    let result = try await Subprocess.run(
      demo, ["prompt", "--count", "2"], input: .bytes(Array("first\nsecond\n".utf8)))
    #expect(result.ending == .exited(0))
    #expect(result.output == "line: first\nline: second\n")
    #expect(!result.errors.contains("\u{1B}"))
    #expect(result.errors.contains("Favourite fruit:"))
  }

  @Test(
    "without a terminal, the end of input is an error at once, never a hang",
    arguments: [Subprocess.Input.null, .closed, .bytes([])])
  func endOfInputWithoutTerminal(input: Subprocess.Input) async throws {
    let result = try await Subprocess.run(demo, ["prompt"], input: input, timeout: .seconds(30))
    #expect(result.ending == .exited(255))
    #expect(result.errors.contains("ending: endOfInput"))
    #expect(result.elapsed < Bound.atOnce)
  }

  @Test("without a terminal, a pipe that never writes is cancelled by a timeout")
  func silentPipeIsCancelled() async throws {
    let result = try await Subprocess.run(
      demo, ["prompt", "--cancel-after", "200"], input: .silentPipe, timeout: .seconds(30))
    #expect(result.ending == .exited(1))
    #expect(result.errors.contains("ending: dismissed"))
  }
}
