import PseudoTerminalSupport
import Testing

/// Alerts without any terminal, answers from a pipe: line by line, the value on standard
/// output, the prompts on standard error without escape sequences, and never a hang.
@Suite("Alerts without a terminal", .serialized)
struct AlertPipeTests {
  let demo = Products.path("demo")

  @Test(
    "each part answers from lines of standard input",
    arguments: [
      ("server", "nope\nAdd\n1\nhttps://example.com\n\n", "server: https://example.com\n"),
      ("question", "maybe\nno\n", "question: false\n"),
      ("sheet", "1\n", "sheet: deleted\n"),
      ("signin", "ada\nhunter2\nsign\n", "signin: signed in as ada\n"),
      ("confirm", "y\n", "confirm: true\n"),
      ("ask", "\nAda\n", "ask: Ada\n"),
      ("number", "eighty\n443\n", "number: 443\n"),
      ("password", "hunter2\n", "password: (7 characters)\n"),
      ("many", "1 3\n", "many: "),
    ])
  func answersFromStandardInput(part: String, input: String, output: String) async throws {
    let result = try await Subprocess.run(demo, ["alert", part], input: .bytes(Array(input.utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output.hasPrefix(output))
    #expect(!result.errors.contains("\u{1B}"))
    #expect(!result.errors.contains("hunter2"))
  }

  @Test(
    "the end of input ends every part at once with status 255", arguments: ["server", "sheet", "confirm", "choose"])
  func endOfInput(part: String) async throws {
    let result = try await Subprocess.run(
      demo, ["alert", part], input: .bytes(Array("zzzz nothing\n".utf8)), timeout: .seconds(30))
    #expect(result.ending == .exited(255))
    #expect(result.errors.contains("ending: endOfInput"))
    #expect(result.elapsed < Bound.atOnce)
  }

  @Test("a timeout takes the alert's default action, and confirm's default answer")
  func timeoutTakesTheDefault() async throws {
    let question = try await Subprocess.run(demo, ["alert", "question", "--timeout", "1"], input: .silentPipe)
    #expect(question.ending == .exited(0))
    #expect(question.output == "question: true\n")
    let confirm = try await Subprocess.run(demo, ["alert", "confirm", "--timeout", "1"], input: .silentPipe)
    #expect(confirm.output == "confirm: false\n")
    let server = try await Subprocess.run(demo, ["alert", "server", "--timeout", "1"], input: .silentPipe)
    #expect(server.ending == .exited(124), "no default action: Add is disabled for the initial value")
  }
}
