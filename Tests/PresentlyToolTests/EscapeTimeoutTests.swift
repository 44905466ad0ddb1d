import PseudoTerminalSupport
import Testing

/// Escape acts at once: Presently's `keyseq-timeout` is 50 ms unless the user's inputrc
/// sets another, while the keys of a sequence sent together (an arrow) still move.
///
/// Each case tells the timeout by what a key does, not by a clock: an Escape followed,
/// 300 ms later, by the rest of Down's sequence (`[B`) is Escape alone when the timeout
/// is shorter than that (the list is dismissed, status 1), and Down when it is longer
/// (the highlight moves). How quickly Escape acts is measured in `scripts/bench --only keys`.
@Suite("presently: Escape's timeout")
struct EscapeTimeoutTests {
  /// Escape, then, after `gap`, the rest of Down's sequence.
  static func escapeThenRest(_ session: PseudoTerminal, gap: Duration = .milliseconds(300)) async throws {
    session.send("\u{1B}")
    try await Task.sleep(for: gap)
    session.send("[B")
  }

  @Test("presently choose a b c, then Escape and, 300 ms later, [B: Escape alone dismissed it (status 1)")
  func escapeActsBeforeTheRest() async throws {
    let session = try Tool.start(["choose", "a", "b", "c"])
    try await session.waitForPrompt("Choose:")
    try await Self.escapeThenRest(session)
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
    // The cursor never rested on a row: no Down moved the highlight.
    #expect(!session.text.contains("\u{1B}7"), "\(session.screen.text)")
  }

  @Test("presently choose a b c, then Down in one write, and Enter: prints b")
  func arrowInOneWriteMoves() async throws {
    let session = try Tool.start(["choose", "a", "b", "c"])
    try await session.waitForPrompt("Choose:")
    session.send("\u{1B}[B")
    try await session.waitForRow(2)
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "b\n")
  }

  @Test("presently input, then Alt-b in one write: the cursor goes back a word, nothing is cancelled")
  func altKeyInOneWrite() async throws {
    let session = try Tool.start(["input"])
    try await session.waitForPrompt("Value:")
    session.send("one two\u{1B}bX\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "one Xtwo\n")
  }

  @Test("with set keyseq-timeout 10000 in INPUTRC, Escape and [B 300 ms later are still Down: the user's setting wins")
  func usersTimeoutWins() async throws {
    // A long setting, so that a machine too busy to send the rest within a second (the
    // suite's million-element tests take a core for a minute) still sends it in time.
    let inputrc = KeysTests.inputrc("set keyseq-timeout 10000")
    let session = try Tool.start(["choose", "a", "b", "c"], environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("Choose:")
    try await Self.escapeThenRest(session)
    try await session.waitForRow(2)
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "b\n")
  }
}
