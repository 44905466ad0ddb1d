import PseudoTerminalSupport
import Testing

/// Wherever a default is given (`--default`, `--value`, an alert's default action), a
/// timeout takes it; without one, a timeout exits 124. Every command that takes a
/// default and `--timeout`, at a terminal where nothing is typed.
@Suite("a timeout takes the default", .serialized)
struct TimeoutDefaultTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["write", "--value", "TEXT", "--timeout", "1"], status: 0, output: "TEXT\n"),
    Case(arguments: ["write", "--value", "one\ntwo\n", "--timeout", "1"], status: 0, output: "one\ntwo\n"),
    Case(arguments: ["write", "--timeout", "1"], status: 124, output: ""),
    Case(arguments: ["input", "--value", "8080", "--timeout", "1"], status: 0, output: "8080\n"),
    Case(arguments: ["input", "--timeout", "1"], status: 124, output: ""),
    Case(arguments: ["confirm", "--default", "yes", "--timeout", "1", "Go?"], status: 0, output: ""),
    Case(arguments: ["confirm", "--default", "no", "--timeout", "1", "Go?"], status: 1, output: ""),
    Case(arguments: ["confirm", "--timeout", "1", "Go?"], status: 124, output: ""),
    Case(arguments: ["choose", "--default", "b", "--timeout", "1", "a", "b"], status: 0, output: "b\n"),
    Case(arguments: ["choose", "--timeout", "1", "a", "b"], status: 124, output: ""),
    Case(
      arguments: ["alert", "--field", "Name=Ada", "--action", "OK", "--timeout", "1"], status: 0, output: "OK\nAda\n"),
    Case(arguments: ["alert", "--action", "Cancel:cancel", "--timeout", "1"], status: 124, output: ""),
    // filter's --value is the query typed so far, not an answer: nothing to take.
    Case(arguments: ["filter", "--value", "a", "--timeout", "1", "a", "b"], status: 124, output: ""),
  ]

  @Test("each command with --timeout and nothing typed", arguments: cases)
  func timeout(line: Case) async throws {
    let session = try Tool.start(line.arguments)
    #expect(try await session.finish() == .exited(line.status))
    #expect(session.standardOutput == line.output)
    if line.status == 124 { #expect(session.text.contains("presently: Timed out")) }
  }
}
