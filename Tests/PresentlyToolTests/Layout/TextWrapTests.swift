import Testing

@testable import PresentlyCommands

/// x/ansi v0.11.7's `Wrap` (wrap.go), which lipgloss's `Style.Width` applies.
@Suite("Text wrapping")
struct TextWrapTests {
  @Test(
    "wraps as x/ansi's Wrap does",
    arguments: [
      // Words move whole to the next line; the space at the break goes.
      ("The quick brown fox", 10, "The quick\nbrown fox"),
      // A word as wide as the limit is cut there; a longer one where it reaches it.
      ("abcdefghij", 4, "abcd\nefgh\nij"),
      ("ab abcdefgh", 4, "ab\nabcd\nefgh"),
      // A hyphen ends a word and stays on its line.
      ("foo-bar", 4, "foo-\nbar"),
      ("well-known fact", 6, "well-\nknown\nfact"),
      // Existing line breaks are kept; trailing spaces that fit are kept.
      ("a\nb c", 10, "a\nb c"),
      ("ab  ", 10, "ab  "),
      ("ab  \ncd", 3, "ab\ncd"),
      // Wide characters take two cells.
      ("日本語の文", 4, "日本\n語の\n文"),
      // A limit below 1 leaves the text alone.
      ("a b", 0, "a b"),
    ])
  func wraps(text: String, limit: Int, expected: String) {
    #expect(TextWrap.wrap(text, limit: limit) == expected)
  }

  @Test("SGR sequences take no room")
  func sequences() {
    let text = "\u{1B}[1mbold\u{1B}[m text"
    #expect(TextWrap.wrap(text, limit: 4) == "\u{1B}[1mbold\u{1B}[m\ntext")
  }
}
