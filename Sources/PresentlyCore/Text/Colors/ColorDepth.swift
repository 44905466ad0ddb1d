/// How many colours a terminal draws: what a ``TerminalColor`` is brought down to before it
/// is written, as charmbracelet's colorprofile does for gum (x/ansi's `Convert256` and
/// `Convert16`).
///
/// | Depth | A palette colour | A true colour |
/// | --- | --- | --- |
/// | ``trueColor`` | as asked | as asked |
/// | ``palette256`` | as asked | the nearest of the 256 |
/// | ``ansi16`` | the nearest of the 16 | the nearest of the 256, then of the 16 |
///
/// A terminal that may not style at all (``Terminal/allowsStyles``) writes no colour,
/// whatever its depth.
///
/// ```swift
/// ColorDepth.ansi16.converted(.palette(212))  // .ansi(9)
/// ```
public enum ColorDepth: Int, Hashable, Sendable, Comparable {
  /// The 16 ANSI colours.
  case ansi16 = 1
  /// The xterm palette of 256 colours.
  case palette256
  /// 24-bit colour.
  case trueColor

  /// Orders depths by how many colours they draw.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `color` as a terminal of this depth draws it.
  public func converted(_ color: TerminalColor) -> TerminalColor {
    switch (color, self) {
    case (.ansi, _), (_, .trueColor), (.palette, .palette256): color
    case (.palette(let index), .ansi16): .ansi(XtermPalette.nearest16(index))
    case (.rgb(let red, let green, let blue), .palette256):
      .palette(XtermPalette.nearest256(red: red, green: green, blue: blue))
    case (.rgb(let red, let green, let blue), .ansi16):
      .ansi(XtermPalette.nearest16(XtermPalette.nearest256(red: red, green: green, blue: blue)))
    }
  }
}
