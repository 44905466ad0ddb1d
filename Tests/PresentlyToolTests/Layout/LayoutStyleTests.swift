import Testing

@testable import PresentlyCommands

/// `gum style`'s bytes, case by case, as lipgloss v2.0.5's `Style.Render` makes them
/// (style.go, align.go, borders.go, wrap.go) and gum v2.0.0's `ToLipgloss` sets the style
/// up. Each case names the rule of the source it checks. Bytes are before gum's final
/// newline, in true colour (colorprofile's writer passes them through).
@Suite("gum style")
struct LayoutStyleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let text: String
    let style: LayoutStyle
    let expected: String
    var testDescription: String { rule }
  }

  static func style(
    foreground: String = "", background: String = "", border: String = "none", borderForeground: String = "",
    borderBackground: String = "", align: String = "left", width: Int = 0, height: Int = 0, margin: String = "0 0",
    padding: String = "0 0", _ change: @Sendable (inout LayoutStyle) -> Void = { _ in }
  ) -> LayoutStyle {
    var style = LayoutStyle(
      foreground: foreground, background: background, border: border, borderForeground: borderForeground,
      borderBackground: borderBackground, align: align, width: width, height: height, margin: margin,
      padding: padding)
    change(&style)
    return style
  }

  static let esc = "\u{1B}"

  static let cases: [Case] = [
    // Render: a style with every property set but nothing visible leaves one line as it is.
    Case(rule: "plain text is unchanged", text: "hi", style: style(), expected: "hi"),
    // gum joins its arguments with \n; alignTextHorizontal pads short lines to the widest.
    Case(rule: "lines are padded to the widest", text: "a\nbcd", style: style(), expected: "a  \nbcd"),
    // maybeConvertTabs: a tab is four spaces.
    Case(rule: "a tab is four spaces", text: "a\tb", style: style(), expected: "a    b"),
    // applyBorder: corners and edges of RoundedBorder, the top repeated to the width.
    Case(rule: "rounded border", text: "hi", style: style(border: "rounded"), expected: "╭──╮\n│hi│\n╰──╯"),
    Case(rule: "double border", text: "hi", style: style(border: "double"), expected: "╔══╗\n║hi║\n╚══╝"),
    Case(rule: "thick border", text: "hi", style: style(border: "thick"), expected: "┏━━┓\n┃hi┃\n┗━━┛"),
    Case(rule: "normal border", text: "hi", style: style(border: "normal"), expected: "┌──┐\n│hi│\n└──┘"),
    Case(rule: "hidden border is spaces", text: "hi", style: style(border: "hidden"), expected: "    \n hi \n    "),
    // gum's border "none" is an empty Border: applyBorder aborts.
    Case(rule: "border none draws nothing", text: "hi", style: style(border: "none"), expected: "hi"),
    // Padding: left and right first, then empty lines, which alignment pads to the width.
    Case(
      rule: "padding 1 2 inside a border", text: "Hi", style: style(border: "normal", padding: "1 2"),
      expected: "┌──────┐\n│      │\n│  Hi  │\n│      │\n└──────┘"),
    // gum's ParsePadding: three numbers give no padding at all.
    Case(rule: "three padding numbers are none", text: "hi", style: style(padding: "1 2 3"), expected: "hi"),
    Case(
      rule: "four padding numbers are top right bottom left", text: "x", style: style(padding: "0 1 1 2"),
      expected: "  x \n    "),
    // Width: ansi.Wrap at the width, then alignment pads every line to it.
    Case(
      rule: "width wraps and pads", text: "The quick brown fox", style: style(width: 10),
      expected: "The quick \nbrown fox "),
    // alignTextHorizontal, Center: the odd space goes on the right.
    Case(
      rule: "center splits with the odd space right", text: "abc", style: style(align: "center", width: 10),
      expected: "   abc    "),
    Case(rule: "right pads on the left", text: "hi", style: style(align: "right", width: 6), expected: "    hi"),
    // decode.Align: bottom is 1.0, the same as right.
    Case(rule: "bottom aligns as right", text: "hi", style: style(align: "bottom", width: 4), expected: "  hi"),
    // decode.Align has no "middle": the map's zero value, left.
    Case(rule: "middle aligns as left", text: "hi", style: style(align: "middle", width: 4), expected: "hi  "),
    // Width includes the border: wrap and alignment at width − 2.
    Case(
      rule: "width includes the border", text: "hi", style: style(border: "rounded", width: 8),
      expected: "╭──────╮\n│hi    │\n╰──────╯"),
    // Height: alignTextVertical (Top) adds lines below, alignment pads them.
    Case(rule: "height adds lines below", text: "hi", style: style(height: 3), expected: "hi\n  \n  "),
    Case(
      rule: "height includes the border", text: "hi", style: style(border: "normal", height: 5),
      expected: "┌──┐\n│hi│\n│  │\n│  │\n└──┘"),
    // applyMargins: spaces left and right, lines of spaces as wide as the block.
    Case(rule: "margins are plain spaces", text: "hi", style: style(margin: "1 2"), expected: "      \n  hi  \n      "),
    // Styled: one SGR sequence per line, reset with ESC [ m; bold comes before colours.
    Case(
      rule: "bold and a palette colour", text: "Hi", style: style(foreground: "212") { $0.bold = true },
      expected: "\(esc)[1;38;5;212mHi\(esc)[m"),
    Case(
      rule: "each line styled on its own", text: "a\nb", style: style(foreground: "1"),
      expected: "\(esc)[31ma\(esc)[m\n\(esc)[31mb\(esc)[m"),
    // Render's order: italic (3) is added before faint (2).
    Case(
      rule: "italic before faint", text: "x",
      style: style {
        $0.italic = true; $0.faint = true
      },
      expected: "\(esc)[3;2mx\(esc)[m"),
    // Underline is added twice (Underline, then UnderlineStyle(single)); text goes a
    // character at a time, spaces with their own pen.
    Case(
      rule: "underline styles each character", text: "a b", style: style { $0.underline = true },
      expected: "\(esc)[4;4ma\(esc)[m\(esc)[4m \(esc)[m\(esc)[4;4mb\(esc)[m"),
    Case(
      rule: "strikethrough styles each character", text: "ab", style: style { $0.strikethrough = true },
      expected: "\(esc)[9ma\(esc)[m\(esc)[9mb\(esc)[m"),
    // Padding takes the whitespace pen (the background); padding lines are styled spaces.
    Case(
      rule: "padding in the background colour", text: "x", style: style(background: "1", padding: "1"),
      expected:
        "\(esc)[41m   \(esc)[m\n\(esc)[41m \(esc)[m\(esc)[41mx\(esc)[m\(esc)[41m \(esc)[m\n\(esc)[41m   \(esc)[m"),
    Case(
      rule: "true colour background", text: "Hi", style: style(background: "#ff0000"),
      expected: "\(esc)[48;2;255;0;0mHi\(esc)[m"),
    // styleBorder: every piece of the border in its colours.
    Case(
      rule: "border colours", text: "X", style: style(border: "double", borderForeground: "212"),
      expected:
        "\(esc)[38;5;212m╔═╗\(esc)[m\n\(esc)[38;5;212m║\(esc)[mX\(esc)[38;5;212m║\(esc)[m\n\(esc)[38;5;212m╚═╝\(esc)[m"),
    // Render styles even an empty line: x/ansi's Styled wraps empty text too.
    Case(rule: "empty text is still wrapped", text: "", style: style { $0.bold = true }, expected: "\(esc)[1m\(esc)[m"),
  ]

  @Test("gives lipgloss's bytes", arguments: cases)
  func renders(_ example: Case) {
    #expect(example.style.render(example.text, profile: .trueColor) == example.expected, "\(example.rule)")
  }

  /// colorprofile's writer: the same style on terminals of every profile.
  @Test(
    "brings styles down to the terminal's profile",
    arguments: [
      (LayoutColorProfile.trueColor, "\u{1B}[1;38;5;212mHi\u{1B}[m"),
      (.ansi256, "\u{1B}[1;38;5;212mHi\u{1B}[m"),
      (.ansi, "\u{1B}[1;91mHi\u{1B}[m"),  // ansi256To16[212] = 9, bright red
      (.noColor, "\u{1B}[1mHi\u{1B}[m"),  // NO_COLOR keeps attributes
      (.plain, "Hi"),  // not a terminal, or TERM=dumb: no sequence at all
    ])
  func profiles(profile: LayoutColorProfile, expected: String) {
    var style = LayoutStyle(foreground: "212")
    style.bold = true
    #expect(style.render("Hi", profile: profile) == expected)
  }

  @Test("a colour alone leaves an empty sequence without colours")
  func colourAloneWithoutColours() {
    // handleSgr drops the colour and writes what is left: nothing, so ESC [ m.
    #expect(LayoutStyle(foreground: "212").render("Hi", profile: .noColor) == "\u{1B}[mHi\u{1B}[m")
  }

  @Test("text carries no escape sequence of its own but SGR")
  func hostileText() {
    let style = LayoutStyle(border: "rounded")
    let rendered = style.render("a\u{1B}]52;c;eA==\u{07}\u{1B}[2Jb\u{1B}[1mc", profile: .trueColor)
    #expect(!rendered.contains("\u{1B}]"))
    #expect(!rendered.contains("\u{1B}[2J"))
    #expect(rendered.contains("\u{1B}[1mc"), "an SGR sequence (another gum style's output) is kept")
    #expect(rendered.contains("␛]52;c;eA==␇"))
  }
}
