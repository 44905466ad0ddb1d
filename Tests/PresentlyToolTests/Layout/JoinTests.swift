import Testing

@testable import PresentlyCommands

/// `gum join`, as lipgloss v2.0.5's `JoinHorizontal` and `JoinVertical` (join.go) place
/// blocks, with gum's `--align` names (internal/decode/align.go).
@Suite("gum join")
struct JoinTests {
  static let esc = "\u{1B}"

  @Test(
    "side by side",
    arguments: [
      // Top: short blocks get empty lines below; every line padded to its block's width.
      (["a\nb\nc", "x"], "top", "ax\nb \nc "),
      // Bottom: empty lines above.
      (["a\nb\nc", "x"], "bottom", "a \nb \ncx"),
      // Center: round(n × 0.5) lines above, the rest below.
      (["a\nb\nc", "x"], "center", "a \nbx\nc "),
      (["a\nb\nc\nd", "x"], "center", "a \nb \ncx\nd "),  // 3 lines to add: round(1.5) = 2 above
      // decode.Align has no "middle": it is the zero value, top.
      (["a\nb\nc", "x"], "middle", "ax\nb \nc "),
      // Widths are the widest line of each block; the last block is padded too.
      (["ab\nc", "d\nef"], "top", "abd \nc ef"),
      // Wide characters count two cells.
      (["日本\nx", "y"], "top", "日本y\nx    "),
    ])
  func horizontal(texts: [String], align: String, expected: String) {
    #expect(Join.horizontal(texts, position: LayoutPosition.gum(align)) == expected)
  }

  @Test(
    "one above the other",
    arguments: [
      (["wide", "x"], "left", "wide\nx   "),
      (["wide", "x"], "right", "wide\n   x"),
      // Center: round(w × 0.5) spaces on the left: 3 → 2 left, 1 right.
      (["wide", "x"], "center", "wide\n  x "),
      // round(0.5) is 1: an odd space goes on the left.
      (["a\nbb", "ccc"], "center", " a \n bb\nccc"),
      (["a", ""], "left", "a\n "),
    ])
  func vertical(texts: [String], align: String, expected: String) {
    #expect(Join.vertical(texts, position: LayoutPosition.gum(align)) == expected)
  }

  @Test("one block comes back as it is, none gives nothing")
  func degenerate() {
    #expect(Join.horizontal(["a\nbbb"], position: 0) == "a\nbbb")
    #expect(Join.vertical([], position: 0) == "")
    #expect(Join.horizontal([], position: 0) == "")
  }

  @Test("a styled block's sequences take no room and are kept")
  func styledBlocks() {
    let box = LayoutStyle(foreground: "212", border: "rounded").render("hi")
    let joined = Join.horizontal([box, "x"], position: 0)
    let lines = joined.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines.map { LayoutText.width($0) } == [5, 5, 5])
    #expect(joined.hasPrefix("╭──╮x\n│\(Self.esc)[38;5;212mhi\(Self.esc)[m│ \n"))
  }

  @Test("other escape sequences are made visible")
  func hostile() {
    let joined = Join.vertical(["\u{1B}]0;title\u{07}", "\u{1B}[2J"], position: 0)
    #expect(!joined.contains("\u{1B}"))
    #expect(joined == "␛]0;title␇\n␛[2J      ")
  }
}
