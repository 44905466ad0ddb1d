import PresentlyCore
import Testing

/// When styles are drawn.
@Suite("Style policy")
struct StylePolicyTests {
  @Test(
    "styles follow NO_COLOR, TERM=dumb, the device and CLICOLOR_FORCE",
    arguments: [
      ([:], true, true),
      (["TERM": "xterm-256color"], true, true),
      (["TERM": "xterm-256color"], false, false),
      (["NO_COLOR": "1"], true, false),
      (["NO_COLOR": ""], true, true),
      (["TERM": "dumb"], true, false),
      (["CLICOLOR_FORCE": "1"], false, true),
      (["CLICOLOR_FORCE": "1", "TERM": "dumb"], true, true),
      (["CLICOLOR_FORCE": "0"], false, false),
      (["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], true, false),
    ] as [([String: String], Bool, Bool)])
  func policy(environment: [String: String], isTerminal: Bool, expected: Bool) {
    #expect(StylePolicy.allowsStyles(variable: { environment[$0] }, isTerminal: isTerminal) == expected)
  }

  @Test("a dumb terminal gets no cursor control")
  func dumbTerminal() {
    #expect(!StylePolicy.allowsCursorControl(variable: { ["TERM": "dumb"][$0] }, isTerminal: true))
    #expect(StylePolicy.allowsCursorControl(variable: { ["TERM": "xterm"][$0] }, isTerminal: true))
    #expect(!StylePolicy.allowsCursorControl(variable: { ["TERM": "xterm"][$0] }, isTerminal: false))
  }

  @Test("rendering without styles writes no escape sequence")
  func renderingWithoutStyles() {
    let text: StyledText = "\("bold", style: [.bold, .red]) and dim"
    #expect(text.rendered(withStyles: false) == "bold and dim")
    #expect(text.rendered(withStyles: true) == "\u{1B}[1;31mbold\u{1B}[0m and dim")
    #expect(
      text.rendered(withStyles: true, invisibleMarkers: ("\u{1}", "\u{2}"))
        == "\u{1}\u{1B}[1;31m\u{2}bold\u{1}\u{1B}[0m\u{2} and dim")
  }
}
