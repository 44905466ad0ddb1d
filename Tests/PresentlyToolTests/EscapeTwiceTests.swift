import PseudoTerminalSupport
import Testing

/// Escape pressed twice fast comes in one write (`ESC ESC`), which readline alone reads
/// as M-Escape (`complete`): in a prompt it is two Escapes, each one level back (issue
/// 30, point 5), as fzf ends on it. Typed text first, then the widget.
@Suite("presently: Escape twice in one write")
struct EscapeTwiceTests {
  /// A prompt, and what is sent before Escape Escape: typed text, or Space on a list
  /// with marks.
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let prompt: String
    let sent: String
    /// What the screen shows once `sent` has arrived.
    let shown: String

    var testDescription: String { "presently \(arguments.joined(separator: " ")), then \(sent.debugDescription)" }
  }

  static let cases = [
    // After typed text: the first Escape clears it, the second ends the list.
    Case(arguments: ["choose", "apple", "banana", "cherry"], prompt: "Choose:", sent: "ban", shown: "(1 of 3)"),
    // On an empty line with a row marked: dismissed, nothing chosen.
    Case(arguments: ["choose", "--multiple", "a", "b", "c"], prompt: "Choose", sent: " ", shown: "1 marked"),
    Case(arguments: ["input"], prompt: "Value:", sent: "Ada", shown: "Ada"),
  ]

  @Test("Escape Escape in one write dismisses the prompt: status 1, nothing printed", arguments: cases)
  func dismisses(_ example: Case) async throws {
    let session = try Tool.start(example.arguments)
    try await session.waitForPrompt(example.prompt)
    session.send(example.sent)
    try await session.waitFor(example.shown)
    session.send("\u{1B}\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }
}
