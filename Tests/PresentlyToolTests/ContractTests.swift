import Glibc
import PseudoTerminalSupport
import Testing

/// Small promises of the tool: timeouts that leave the question, disabled actions that
/// say why, styles that exist, a timeout that holds while an answer is checked.
@Suite("presently contracts", .serialized)
struct ContractTests {
  @Test("a timeout leaves the question on the screen with what was decided, after a countdown")
  func timeoutLeavesTheQuestion() async throws {
    let session = try Tool.start(["confirm", "--default", "no", "--timeout", "1.5", "Continue?"])
    #expect(try await session.finish() == .exited(1))
    #expect(session.text.contains("(1s) "), "the seconds left, shown in the prompt")
    #expect(session.screen.lines.contains("Continue? (timed out: no)"), "the question and what was decided stay")
  }

  @Test("choose: the default item is what a timeout decides, and says so")
  func chooseTimeoutNote() async throws {
    let session = try Tool.start(["choose", "--default", "beta", "--timeout", "1", "alpha", "beta"])
    try await session.waitFor("Choose:")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "beta\n")
    #expect(session.screen.lines.contains("Choose: (timed out: beta)"), "the question and what was decided stay")
  }

  @Test("a disabled action says which --enable rule is unmet")
  func disabledActionSaysWhy() async throws {
    let session = try Tool.start(
      [
        "alert", "--field", "URL=ftp://x", "--field", "Port=80", "--action", "Add", "--action", "Cancel:cancel",
        "--enable", "Add:1=https?://.+", "--enable", "Add:2=[0-9]+",
      ])
    try await session.waitForPrompt("URL: ftp://x")
    session.send("\r\r")
    try await session.waitForPrompt("Choose:")
    session.send("add\r")
    try await session.waitFor("URL must match https?://.+.")
    #expect(!session.screen.text.contains("Port must match"), "only the rule that is unmet")
    session.send("cancel\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("an action with a style that does not exist is an argument error that lists the styles")
  func unknownStyle() async throws {
    let result = try await Tool.run(["alert", "--action", "OK:bogus"], input: .null)
    #expect(result.ending == .exited(64))
    #expect(result.errors.contains("the styles are default, cancel and destructive"))
    let colon = try await Tool.run(["alert", "--action", "Note: later"], input: .bytes(Array("note\n".utf8)))
    #expect(colon.ending == .exited(0), "a label may hold a colon: \(colon.errors)")
    #expect(colon.output == "Note: later\n")
  }

  @Test("the timeout holds while an answer is checked by a regular expression that backtracks for ever")
  func timeoutHoldsWhileChecking() async throws {
    let session = try Tool.start(["input", "--pattern", "(a+)+$", "--timeout", "1"])
    try await session.waitForPrompt("Value:")
    session.send(String(repeating: "a", count: 40) + "!\r")
    let started = ContinuousClock.now
    #expect(try await session.finish() == .exited(124))
    #expect(ContinuousClock.now - started < Bound.atOnce)
  }

  @Test("a rejected choice is offered again to be fixed")
  func rejectedChoiceKept() async throws {
    let session = try Tool.start(["choose", "alpha", "beta"])
    try await session.waitForPrompt("Choose:")
    session.send("zeta\r")
    try await session.waitFor("Nothing is called")
    try await session.waitUntil("the answer in the line again") {
      // Narrowed as typed, the prompt says that nothing matches.
      $0.screen.lines.last { $0.hasPrefix("Choose (0 of 2)") } == "Choose (0 of 2): zeta"
    }
    session.send("\u{15}beta\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "beta\n")
  }
}
