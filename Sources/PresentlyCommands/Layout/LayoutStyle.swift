/// Every style flag of `gum style` (and of the style flags other gum commands embed), as a
/// value that renders text the way lipgloss v2 renders it (``render(_:profile:)``).
///
/// ```swift
/// var style = LayoutStyle()
/// style.border = .rounded
/// style.padding = LayoutSpacing(gum: "0 1")
/// style.foreground = LayoutColor(gum: "212")
/// let bytes = style.render("Bubble Gum", profile: .trueColor)
/// // "╭────────────╮\n│\u{1B}[38;5;212m Bubble Gum \u{1B}[m│\n…" (padding is styled too)
/// ```
///
/// A style from gum's flags sets every property, as gum's `ToLipgloss` does; a style that
/// sets none (``bare``, which gum's template functions make) leaves text as it is but for
/// its tabs.
package struct LayoutStyle: Sendable, Hashable {
  /// `--foreground`: the text's colour.
  package var foreground = LayoutColor.none
  /// `--background`: the colour behind the text, its padding and alignment spaces.
  package var background = LayoutColor.none
  /// `--border`: nil for `none`.
  package var border: LayoutBorder?
  /// `--border-foreground`: the border's colour.
  package var borderForeground = LayoutColor.none
  /// `--border-background`: the colour behind the border.
  package var borderBackground = LayoutColor.none
  /// `--align`: the horizontal position of lines within the block (``LayoutPosition``).
  package var horizontalAlignment = 0.0
  /// Where the text sits when `height` adds lines: gum leaves it at the top (0).
  package var verticalAlignment = 0.0
  /// `--width`: the block's width, border included, margins not; 0 for as wide as the text.
  package var width = 0 { didSet { width = max(0, width) } }
  /// `--height`: the block's least height, border included; 0 for as high as the text.
  package var height = 0 { didSet { height = max(0, height) } }
  /// `--margin`: space outside the border.
  package var margin = LayoutSpacing.zero
  /// `--padding`: space inside the border, in the text's colours.
  package var padding = LayoutSpacing.zero
  /// `--bold`, `--faint`, `--italic`, `--strikethrough`, `--underline`.
  package var bold = false, faint = false, italic = false, strikethrough = false, underline = false
  /// Reverse video and blinking, which gum's template functions `Reverse` and `Blink` set.
  package var reverse = false, blink = false
  /// One line with no padding, margin or border, as lipgloss's `Inline` (gum log's parts).
  package var inline = false
  /// Whether the style sets nothing at all, so that rendering leaves text as it is.
  package var bare = false

  /// A style with every property at its zero value, as gum's flags give it by default.
  package init() {}

  /// A style that sets nothing: lipgloss's `NewStyle()` before any setter.
  package static var nothing: LayoutStyle {
    var style = LayoutStyle()
    style.bare = true
    return style
  }

  /// The style gum's flags describe, each given as gum reads it (``LayoutColor/init(gum:)``,
  /// ``LayoutBorder/named(_:)``, ``LayoutPosition/gum(_:)``, ``LayoutSpacing/init(gum:)``).
  package init(
    foreground: String = "", background: String = "", border: String = "none", borderForeground: String = "",
    borderBackground: String = "", align: String = "left", width: Int = 0, height: Int = 0,
    margin: String = "0 0", padding: String = "0 0"
  ) {
    self.foreground = LayoutColor(gum: foreground)
    self.background = LayoutColor(gum: background)
    self.border = LayoutBorder.named(border)
    self.borderForeground = LayoutColor(gum: borderForeground)
    self.borderBackground = LayoutColor(gum: borderBackground)
    self.horizontalAlignment = LayoutPosition.gum(align)
    self.width = max(0, width)
    self.height = max(0, height)
    self.margin = LayoutSpacing(gum: margin)
    self.padding = LayoutSpacing(gum: padding)
  }

  /// The text style (x/ansi's pen) lipgloss builds for the characters, in lipgloss's order:
  /// bold, italic, underline, reverse, blink, faint, foreground, background, the underline
  /// again (as its style, single), strikethrough.
  var textPen: SGRStyle {
    var pen = SGRStyle()
    if bold { pen = pen.adding("1") }
    if italic { pen = pen.adding("3") }
    if underline { pen = pen.adding("4") }
    if reverse { pen = pen.adding("7") }
    if blink { pen = pen.adding("5") }
    if faint { pen = pen.adding("2") }
    pen = pen.addingForeground(foreground).addingBackground(background)
    if underline { pen = pen.adding("4") }
    if strikethrough { pen = pen.adding("9") }
    return pen
  }

  /// The pen for spaces between words, used when the text is underlined or struck through:
  /// the colours, then the line, so that the line runs under the spaces too.
  var spacePen: SGRStyle {
    var pen = SGRStyle().addingForeground(foreground).addingBackground(background)
    if underline { pen = pen.adding("4") }
    if strikethrough { pen = pen.adding("9") }
    return pen
  }

  /// The pen for padding and alignment spaces: reverse and the foreground when reversed,
  /// and the background.
  var whitespacePen: SGRStyle {
    var pen = SGRStyle()
    if reverse { pen = pen.adding("7").addingForeground(foreground) }
    return pen.addingBackground(background)
  }
}
