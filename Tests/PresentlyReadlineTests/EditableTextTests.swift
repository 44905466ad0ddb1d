import Testing

@testable import PresentlyReadline

/// A line's initial text in readline's line (`EditableText`): the value itself but for
/// what readline would draw raw, and the value back, every unit not edited as given.
@Suite("Editable text")
struct EditableTextTests {
  @Test(
    "tabs and control characters stay in the line as themselves: readline draws them safely",
    arguments: ["plain", "a\tb", "esc \u{1B}[31m red", "del\u{7F}", "caf\u{E9}"])
  func keptAsItIs(text: String) {
    let editable = EditableText(text, asciiOnly: false)
    #expect(editable.line == text)
    #expect(editable.text(of: text + "!") == text + "!")
  }

  @Test(
    "what readline would draw raw is held in another form, and comes back as given",
    arguments: [
      ("a\u{9B}31m", "a\u{FFFD}31m"), ("l\u{202E}r", "l\u{FFFD}r"), ("a\nb", "a\u{2424}b"),
      ("nul\u{0}", "nul\u{2400}"), ("x\u{2028}y", "x y"),
    ])
  func heldAnotherWay(text: String, line: String) {
    let editable = EditableText(text, asciiOnly: false)
    #expect(editable.line == line)
    #expect(editable.text(of: line).unicodeScalars.elementsEqual(text.unicodeScalars), "untouched, it is the text")
    #expect(editable.text(of: "<" + line + ">") == "<" + text + ">", "edited around, the rest is as given")
  }

  @Test("on a terminal that is not UTF-8 the line is ASCII, and the text comes back as given")
  func asciiOnly() {
    let editable = EditableText("caf\u{E9} \u{2026}", asciiOnly: true)
    #expect(editable.line == "caf? .")
    #expect(editable.text(of: "caf? .") == "caf\u{E9} \u{2026}")
    #expect(editable.text(of: "caf? .!") == "caf\u{E9} \u{2026}!")
  }
}
