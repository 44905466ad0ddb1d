import PresentlyCore
import Testing

@testable import Alerts

/// A box's rows as drawn: a tag is what the row answers, so it is shown whole, as whiptail
/// and dialog show it; the item is what gives way.
@Suite("Boxes: rows as drawn")
struct BoxRowsTests {
  /// The rows of a menu of `tags` and `items`, drawn `columns` wide, where styles are
  /// not drawn (the highlight is `>`), or where they are.
  static func drawn(_ tags: [String], items: [String], columns: Int, allowsStyles: Bool = false) -> [String] {
    drawnStyled(tags, items: items, columns: columns, allowsStyles: allowsStyles).map(\.plain)
  }

  /// The same, with their styles.
  static func drawnStyled(_ tags: [String], items: [String], columns: Int, allowsStyles: Bool) -> [StyledText] {
    let rows = BoxRows(
      kind: .menu, tags: tags, items: items, initiallyOn: tags.map { _ in false }, highlight: nil)
    let frame = WidgetFrame(size: TerminalSize(columns: columns, rows: 40), allowsStyles: allowsStyles)
    let box = BoxWidget(
      heading: Heading(), text: "", content: .list(rows), buttons: ["Ok"], focus: .content, frame: frame)
    return box.body(in: frame).dropLast()
  }

  @Test("where styles are drawn, the highlighted row is in reverse video and its text is the others' (no >)")
  func highlightInReverse() {
    let rows = Self.drawnStyled(["a", "b"], items: ["apple", "banana"], columns: 40, allowsStyles: true)
    #expect(rows.map(\.plain) == ["  1  a  apple", "  2  b  banana"])
    #expect(reversed(rows[0]) == ["1  a  apple"])
    #expect(reversed(rows[1]).isEmpty)
  }

  static let codesets = [
    "Guess optimal character set", "# Cyrillic - Slavic languages (also Bosnian and Serbian Latin)",
    "# Latin3 and Latin8 - Chichewa; Esperanto; Irish; Maltese and Welsh",
  ]

  @Test("debconf's long choices (tags with no item) are shown whole where the line has room")
  func longTagsWhole() {
    let lines = Self.drawn(Self.codesets, items: ["", "", ""], columns: 100)
    #expect(lines == [" >1  " + Self.codesets[0], "  2  " + Self.codesets[1], "  3  " + Self.codesets[2]])
  }

  @Test("a tag wider than the column pushes its item along, and the item is cut at the end of the line")
  func itemGivesWay() {
    let lines = Self.drawn(
      ["a-rather-long-tag-that-goes-on-and-on", "short"], items: ["with a description that is long too", "one"],
      columns: 60)
    #expect(lines[0].hasPrefix(" >1  a-rather-long-tag-that-goes-on-and-on  with"), "\(lines[0])")
    #expect(lines[0].hasSuffix("\u{2026}") && lines[0].count == 60, "\(lines[0])")
    #expect(lines[1].hasPrefix("  2  short ") && lines[1].hasSuffix("  one"), "\(lines[1])")
  }

  @Test("a tag wider than the whole line wraps onto lines of its own, under the first, and is never cut")
  func widerThanTheLine() {
    let lines = Self.drawn(Self.codesets, items: ["", "", ""], columns: 40)
    #expect(
      lines == [
        " >1  Guess optimal character set", "  2  # Cyrillic - Slavic languages (also",
        "     Bosnian and Serbian Latin)", "  3  # Latin3 and Latin8 - Chichewa;",
        "     Esperanto; Irish; Maltese and Welsh",
      ])
  }

  @Test("tags and items line up after the widest tag, as whiptail draws them")
  func column() {
    let lines = Self.drawn(
      ["1 System Options", "2 Display"], items: ["Configure system", "Configure display"], columns: 80)
    #expect(lines == [" >1  1 System Options  Configure system", "  2  2 Display         Configure display"])
  }
}
