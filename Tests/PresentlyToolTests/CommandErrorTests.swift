import PseudoTerminalSupport
import Testing

/// What a command run for a box writes on its standard error reaches the screen only
/// made harmless. (`spin`'s own cases are in `SpinTests`.)
@Suite("a command's standard error on the screen")
struct CommandErrorTests {
  @Test("dialog --prgbox shows the command's standard error in the box with its output, made harmless, as dialog does")
  func prgbox() async throws {
    let command = "echo out; printf 'err\\033]0;pwned\\007\\033[31mred\\n' >&2"
    let session = try Tool.start(["dialog", "--stdout", "--prgbox", "Text", command, "0", "0"])
    try await session.waitForPrompt("Answer [<OK>]:")
    let lines = session.screen.lines
    let text = try #require(lines.firstIndex { $0.hasPrefix("Text") })
    #expect(lines.contains { $0.hasPrefix("out") })
    let error = try #require(lines.firstIndex { $0.hasPrefix("err") }, "\(session.screen.text)")
    #expect(error > text, "in the box, below its text")
    #expect(lines[error].contains("\u{241B}]0;pwned\u{2407}"), "the sequence shown as text")
    #expect(!session.text.contains("\u{1B}]0;pwned") && !session.text.contains("\u{1B}[31mred"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }
}
