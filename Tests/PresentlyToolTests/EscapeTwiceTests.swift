import PseudoTerminalSupport
import Testing

/// Escape pressed twice fast comes in one write (`ESC ESC`), which readline alone reads
/// as M-Escape (`complete`): in a prompt it is two Escapes, each one level back (issue
/// 30, point 5), as fzf ends on it. Typed text first, then the widget.
@Suite("presently: Escape twice in one write")
struct EscapeTwiceTests {
  @Test(
    "presently choose apple banana cherry, ban typed, then Escape Escape in one write: the text, then the list (status 1)"
  )
  func afterTextEndsTheList() async throws {
    let session = try Tool.start(["choose", "apple", "banana", "cherry"])
    try await session.waitForPrompt("Choose:")
    session.send("ban")
    try await session.waitFor("(1 of 3)")
    session.send("\u{1B}\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("presently choose --multiple a b c, Space on a, then Escape Escape in one write: dismissed, nothing chosen")
  func onAnEmptyLineEndsTheList() async throws {
    let session = try Tool.start(["choose", "--multiple", "a", "b", "c"])
    try await session.waitForPrompt("Choose")
    session.send(" ")
    try await session.waitFor("1 marked")
    session.send("\u{1B}\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("presently input, Ada typed, then Escape Escape in one write: dismissed (status 1)")
  func inputEnds() async throws {
    let session = try Tool.start(["input"])
    try await session.waitForPrompt("Value:")
    session.send("Ada")
    try await session.waitFor("Ada")
    session.send("\u{1B}\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }
}
