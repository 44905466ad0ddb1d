/// How a run of text is drawn: attributes such as bold or dim, a foreground colour and a
/// background colour.
///
/// Styles are a request, not a promise: a terminal that may not style (because
/// `NO_COLOR` is set, `TERM` is `dumb`, or the output is not a terminal) draws the
/// text plainly, and one with fewer colours draws the nearest it has. See
/// ``Terminal/allowsStyles`` and ``ColorDepth``.
///
/// ```swift
/// let warning: StyledText = StyledText("careful", style: [.bold, .red])
/// let header = StyledText("Pick", style: [.bold, .foreground(.palette(212))])
/// ```
///
/// ## One value, colours included
///
/// A style is one 64-bit value: bits 0 to 7 the attributes, 8 to 13 the six named
/// colours, then 25 bits for the foreground colour (``foreground(_:)``) and 25 for the
/// background (``background(_:)``), each enough for a true colour. The colours are in the
/// style, not beside it in ``StyledText``'s runs, so that everything that takes a style
/// (a widget's header, the highlight, a match) takes a colour the same way, and `[.bold,
/// .red]` literals, `union` and ``StyledText/styled(_:)`` read as before.
///
/// As a set, a colour is a slot rather than bits: the union of two styles takes the
/// second's colour where it has one (a style added over another wins), the intersection
/// keeps a colour both have, and `contains` asks for the same colour. A style with a
/// foreground colour draws it rather than a named one.
public struct TextStyle: OptionSet, Hashable, Sendable {
  /// The raw bits (see "One value, colours included" above).
  public let rawValue: UInt64

  /// Creates a style from its raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Bold, or increased intensity.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Dim, or decreased intensity: hints and disabled choices.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Italic, where the terminal has it.
  public static let italic = TextStyle(rawValue: 1 << 2)
  /// Underlined.
  public static let underline = TextStyle(rawValue: 1 << 3)
  /// Foreground and background swapped: the selected row.
  public static let reverse = TextStyle(rawValue: 1 << 4)
  /// Struck through, where the terminal has it.
  public static let strikethrough = TextStyle(rawValue: 1 << 5)

  /// Red foreground: errors and destructive actions.
  public static let red = TextStyle(rawValue: 1 << 8)
  /// Green foreground.
  public static let green = TextStyle(rawValue: 1 << 9)
  /// Yellow foreground: warnings.
  public static let yellow = TextStyle(rawValue: 1 << 10)
  /// Blue foreground.
  public static let blue = TextStyle(rawValue: 1 << 11)
  /// Magenta foreground.
  public static let magenta = TextStyle(rawValue: 1 << 12)
  /// Cyan foreground: titles and headings.
  public static let cyan = TextStyle(rawValue: 1 << 13)

  /// Text drawn in `color`: one of the 16, the 256, or a true colour.
  ///
  /// ```swift
  /// let pink: TextStyle = [.bold, .foreground(.palette(212))]
  /// ```
  public static func foreground(_ color: TerminalColor) -> TextStyle {
    TextStyle(rawValue: color.packed << foregroundShift)
  }

  /// Text drawn on `color`.
  public static func background(_ color: TerminalColor) -> TextStyle {
    TextStyle(rawValue: color.packed << backgroundShift)
  }

  /// The foreground colour given with ``foreground(_:)``, if any; the named colours
  /// (``red`` and the others) are not counted.
  public var foreground: TerminalColor? { TerminalColor(packed: rawValue >> Self.foregroundShift & Self.slotMask) }

  /// The background colour given with ``background(_:)``, if any.
  public var background: TerminalColor? { TerminalColor(packed: rawValue >> Self.backgroundShift & Self.slotMask) }

  static let foregroundShift: UInt64 = 14
  static let backgroundShift: UInt64 = 39
  static let slotMask: UInt64 = (1 << 25) - 1
  /// The bits of the attributes and the named colours.
  static let flagMask: UInt64 = (1 << foregroundShift) - 1

  /// The Select Graphic Rendition parameters for this style, in a fixed order, colours as
  /// a terminal of `depth` draws them.
  func graphicRenditionCodes(depth: ColorDepth = .trueColor) -> [Int] {
    var codes: [Int] = []
    let attributes: [(TextStyle, Int)] = [
      (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
    ]
    for (style, code) in attributes where contains(style) { codes.append(code) }
    let colors: [(TextStyle, Int)] = [
      (.red, 31), (.green, 32), (.yellow, 33), (.blue, 34), (.magenta, 35), (.cyan, 36),
    ]
    if let foreground {
      codes += foreground.parameters(background: false, depth: depth)
    } else if let color = colors.first(where: { contains($0.0) }) {
      codes.append(color.1)
    }
    if let background { codes += background.parameters(background: true, depth: depth) }
    return codes
  }
}
