import PseudoTerminalSupport
import Testing

/// Screens you read take single keys at once on an empty line, as less does: the pager's
/// letters, and `q` and the one-letter commands of `browse`, `table` and `file`. A letter
/// typed after other text is text.
@Suite("presently: single keys at once on an empty line")
struct SingleKeyTests {
  static func lines(_ count: Int) -> PseudoTerminal.Stream {
    .pipe(bytes: Array((1...count).map { "line \($0)" }.joined(separator: "\n").utf8) + [0x0A])
  }

  @Test("seq | presently pager, then G alone: the last line shows; then q alone ends it with 0")
  func pagerLetters() async throws {
    let session = try Tool.start(["pager"], input: Self.lines(300), output: .terminal)
    try await session.waitForPrompt("line 21")
    session.send("G")
    try await session.waitFor("line 300")
    try await session.waitForPrompt(":")
    session.send("g")
    try await session.waitUntil("back at the top") { $0.screen.lines.first?.hasPrefix("line 1") == true }
    try await session.waitForPrompt(":")
    session.send("q")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("presently pager, then /zq and Enter: a q typed after text is text, the search finds nothing")
  func letterAfterTextIsText() async throws {
    let session = try Tool.start(["pager"], input: Self.lines(300), output: .terminal)
    try await session.waitForPrompt("line 21")
    session.send("/")
    try await session.waitFor(": /")
    session.send("zq")
    try await session.waitFor(": /zq")
    session.send("\r")
    try await session.waitFor("zq")
    try await session.waitForPrompt(":")
    session.send("n")
    try await session.waitForPrompt(":")
    session.send("q")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("seq | presently browse, then q alone: it quits with 1 at once")
  func browseQuits() async throws {
    let session = try Tool.start(["browse"], input: Self.lines(50), columns: 120)
    try await session.waitFor("50 items")
    try await session.waitUntil("the prompt open") { $0.readsKeys }
    session.send("q")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("presently table, then n alone pages at once; q alone quits with 1")
  func tableKeys() async throws {
    let rows = (1...100).map { "row\($0),\($0)" }.joined(separator: "\n")
    let session = try Tool.start(
      ["table"], input: .pipe(bytes: Array(("name,number\n" + rows + "\n").utf8)), columns: 120)
    try await session.waitFor("row1")
    try await session.waitUntil("the prompt open") { $0.readsKeys }
    session.send("n")
    try await session.waitFor("row40")
    try await session.waitUntil("the prompt open") { $0.readsKeys }
    session.send("q")
    #expect(try await session.finish() == .exited(1))
  }
}
