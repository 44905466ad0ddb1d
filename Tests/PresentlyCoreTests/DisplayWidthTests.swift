import PresentlyCore
import Testing

/// Columns line up: wide characters take two cells, combining marks none.
@Suite("Display width and layout")
struct DisplayWidthTests {
  @Test(
    "widths of ASCII, CJK, emoji and combining text",
    arguments: [
      ("hello", 5), ("日本語", 6), ("한국어", 6), ("ｆｕｌｌ", 8), ("👍", 2), ("👍🏽", 2),
      ("👨‍👩‍👧", 2), ("🇸🇪", 2), ("e\u{301}", 1), ("a\u{200B}b", 2), ("☺\u{FE0F}", 2), ("", 0),
    ])
  func widths(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test(
    "truncation never cuts a character and ends with an ellipsis",
    arguments: [
      ("hello world", 8, "hello w…"),
      ("日本語のテキスト", 7, "日本語…"),
      ("日本語のテキスト", 8, "日本語…"),
      ("e\u{301}e\u{301}e\u{301}e\u{301}", 3, "e\u{301}e\u{301}…"),
      ("👍👍👍", 4, "👍…"),
      ("short", 10, "short"),
      ("abc", 0, ""),
    ])
  func truncation(text: String, width: Int, expected: String) {
    let truncated = StyledText(text).truncated(toWidth: width)
    #expect(truncated.plain == expected)
    #expect(DisplayWidth.of(truncated.plain) <= width)
  }

  @Test("truncation shows line breaks as ␤, keeps each run's style, and gives the ellipsis the last one kept")
  func truncationOfRuns() {
    let text: StyledText = "ab\("cdef\ngh", style: .bold)"
    let cut = text.truncated(toWidth: 5)
    #expect(cut.runs.map(\.text) == ["ab", "cd\u{2026}"])
    #expect(cut.runs.last?.style == .bold)
    #expect(text.truncated(toWidth: 20).plain == "abcdef\u{2424}gh")
  }

  @Test("a row's text is the start of a long item, cut between characters")
  func itemPrefix() {
    let texts = ListTexts(count: 2) { ["日本語のテキスト", "short"][$0] }
    #expect(texts.text(of: 0, upTo: 7) == "日本")
    #expect(texts.text(of: 0, upTo: 9) == "日本語")
    #expect(texts.text(of: 1, upTo: 7) == "short")
    #expect(texts.text(of: 0) == "日本語のテキスト")
  }

  @Test("padding fills to exactly the width")
  func padding() {
    #expect(StyledText("日本").padded(toWidth: 6).plain == "日本  ")
    #expect(DisplayWidth.of(StyledText("日本語のテキスト").padded(toWidth: 7).plain) == 7)
  }

  @Test("wrapping breaks at spaces, keeps line breaks, and splits words wider than the line")
  func wrapping() {
    #expect(StyledText("the quick brown fox").wrapped(toWidth: 10).map(\.plain) == ["the quick", "brown fox"])
    #expect(StyledText("one\ntwo three").wrapped(toWidth: 5).map(\.plain) == ["one", "two", "three"])
    #expect(StyledText("abcdefghij").wrapped(toWidth: 4).map(\.plain) == ["abcd", "efgh", "ij"])
    #expect(StyledText("日本語テキスト").wrapped(toWidth: 5).map(\.plain) == ["日本", "語テ", "キス", "ト"])
    for line in StyledText("naïve 日本語 text that goes on").wrapped(toWidth: 7) {
      #expect(DisplayWidth.of(line.plain) <= 7)
    }
  }

  @Test("styles survive layout")
  func stylesSurvive() {
    let text: StyledText = "plain \("bold words here", style: .bold)"
    let lines = text.wrapped(toWidth: 11)
    #expect(lines.map(\.plain) == ["plain bold", "words here"])
    #expect(lines[1].runs.allSatisfy { $0.style == .bold })
  }
}
