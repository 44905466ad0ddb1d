/// How `gum format` draws markdown: glamour's built-in styles (`--theme`, `GLAMOUR_STYLE`),
/// their marks and colours taken from glamour v2's style sheets, for a line-oriented
/// rendering (``MarkdownFormat``).
package struct MarkdownTheme: Sendable {
  /// Spaces before every line of the document.
  package var margin = 2
  /// A blank line before the document and after it.
  package var framed = true
  /// The colour of body text.
  package var textColor = LayoutColor.none
  /// Headings: colour, boldness, the marks before each level (h1 to h6).
  package var headingColor = LayoutColor.none
  package var headingBold = false
  package var headingPrefixes = ["# ", "## ", "### ", "#### ", "##### ", "###### "]
  /// The first level's own look: marks around it and its colours.
  package var h1Suffix = ""
  package var h1Color = LayoutColor.none
  package var h1Background = LayoutColor.none
  /// The sixth level's colour and whether it is bold.
  package var h6Color = LayoutColor.none
  package var h6Bold = false
  /// A thematic break, and its colour.
  package var rule = "--------"
  package var ruleColor = LayoutColor.none
  /// List marks: a bullet, and a task's two states.
  package var bullet = "• "
  package var ticked = "[x] "
  package var unticked = "[ ] "
  /// The mark before each line of a quotation.
  package var quoteMark = "| "
  /// Links: the text's colour and boldness, the address's colour and underline.
  package var linkTextColor = LayoutColor.none
  package var linkTextBold = false
  package var linkColor = LayoutColor.none
  package var linkUnderline = false
  /// Images: the words around the description.
  package var imagePrefix = "Image: "
  package var imageSuffix = " →"
  /// Code spans: marks around them (spaces inside colours, or backquotes) and colours.
  package var codeMark = "`"
  package var codeColor = LayoutColor.none
  package var codeBackground = LayoutColor.none
  /// Code blocks: their colour and indentation.
  package var codeBlockColor = LayoutColor.none
  package var codeBlockMargin = 2
  /// Whether emphasis is drawn with styles (italic, bold, crossed out) or with its marks.
  package var stylesEmphasis = false
  /// Table lines: where they cross, between columns, under the header.
  package var tableCross = "|"
  package var tableColumn = "|"
  package var tableRow = "-"

  /// glamour's `notty` and `ascii` styles: marks instead of styles.
  package static let ascii = MarkdownTheme()

  /// glamour's `pink` style, gum's default.
  package static let pink: MarkdownTheme = {
    var theme = styled()
    theme.framed = false
    theme.headingColor = .indexed(212)
    theme.headingPrefixes = ["", "▌ ", "┃ ", "│ ", "┆ ", "┊ "]
    theme.h1Suffix = ""
    theme.h1Color = .indexed(212)
    theme.h6Color = .indexed(212)
    theme.rule = "──────"
    theme.ruleColor = .indexed(212)
    theme.linkColor = .indexed(99)
    theme.imageSuffix = ""
    theme.codeColor = .indexed(212)
    theme.codeBackground = .indexed(236)
    return theme
  }()

  /// glamour's `dark` style.
  package static let dark: MarkdownTheme = {
    var theme = styled()
    theme.textColor = .indexed(252)
    theme.headingColor = .indexed(39)
    theme.h1Color = .indexed(228)
    theme.h1Background = .indexed(63)
    theme.h6Color = .indexed(35)
    theme.ruleColor = .indexed(240)
    theme.linkTextColor = .indexed(35)
    theme.linkColor = .indexed(30)
    theme.codeColor = .indexed(203)
    theme.codeBackground = .indexed(236)
    theme.codeBlockColor = .indexed(244)
    return theme
  }()

  /// glamour's `light` style.
  package static let light: MarkdownTheme = {
    var theme = dark
    theme.textColor = .indexed(234)
    theme.headingColor = .indexed(27)
    theme.h6Color = .indexed(27)
    theme.ruleColor = .indexed(249)
    theme.linkTextColor = .indexed(29)
    theme.linkColor = .indexed(36)
    theme.codeBackground = .indexed(254)
    theme.codeBlockColor = .indexed(242)
    return theme
  }()

  /// No margin, no frame, no styles: what glamour draws with no style sheet, as gum's
  /// `format -t emoji` asks it to.
  package static let bare: MarkdownTheme = {
    var theme = MarkdownTheme()
    theme.margin = 0
    theme.framed = false
    theme.headingPrefixes = ["", "", "", "", "", ""]
    theme.codeMark = ""
    theme.imageSuffix = ""
    theme.stylesEmphasis = true
    return theme
  }()

  /// The theme glamour names `name`: `pink`, `dark`, `light`, `notty`, `ascii`, and
  /// `dracula`, `tokyo-night` and `auto` drawn as `dark`; nil for any other name (glamour
  /// would read a style sheet from that path, which this does not).
  package static func named(_ name: String) -> MarkdownTheme? {
    switch name {
    case "pink": .pink
    case "dark", "dracula", "tokyo-night", "auto": .dark
    case "light": .light
    case "notty", "ascii": .ascii
    default: nil
    }
  }

  /// What the styled themes share: glamour's `dark` marks.
  private static func styled() -> MarkdownTheme {
    var theme = MarkdownTheme()
    theme.headingBold = true
    theme.headingPrefixes = [" ", "## ", "### ", "#### ", "##### ", "###### "]
    theme.h1Suffix = " "
    theme.rule = "--------"
    theme.ticked = "[✓] "
    theme.quoteMark = "│ "
    theme.linkTextBold = true
    theme.linkUnderline = true
    theme.codeMark = " "
    theme.stylesEmphasis = true
    theme.tableCross = "┼"
    theme.tableColumn = "│"
    theme.tableRow = "─"
    return theme
  }
}
