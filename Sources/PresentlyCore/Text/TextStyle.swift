/// How a run of text is drawn: attributes such as bold or dim, and a foreground color.
///
/// Styles are a request, not a promise: a terminal that may not style (because
/// `NO_COLOR` is set, `TERM` is `dumb`, or the output is not a terminal) draws the
/// text plainly. See ``Terminal/allowsStyles``.
///
/// ```swift
/// let warning: StyledText = StyledText("careful", style: [.bold, .red])
/// ```
public struct TextStyle: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt16

  /// Creates a style from its raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

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

  /// The Select Graphic Rendition parameters for this style, in a fixed order.
  var graphicRenditionCodes: [Int] {
    var codes: [Int] = []
    let attributes: [(TextStyle, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
    for (style, code) in attributes where contains(style) { codes.append(code) }
    let colors: [(TextStyle, Int)] = [
      (.red, 31), (.green, 32), (.yellow, 33), (.blue, 34), (.magenta, 35), (.cyan, 36),
    ]
    if let color = colors.first(where: { contains($0.0) }) { codes.append(color.1) }
    return codes
  }
}
