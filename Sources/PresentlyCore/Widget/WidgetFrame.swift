/// What a ``Widget`` draws for: the terminal's size and abilities when it draws.
///
/// ```swift
/// func body(in frame: WidgetFrame) -> [StyledText] {
///   [StyledText(title, style: .bold).truncated(toWidth: frame.width)]
/// }
/// ```
public struct WidgetFrame: Sendable, Hashable {
  /// The window's size.
  public var size: TerminalSize
  /// Whether a person is at the keyboard (see ``Terminal/isInteractive``).
  public var isInteractive: Bool
  /// Whether the body can be drawn again in place (see ``Terminal/allowsCursorControl``).
  public var allowsCursorControl: Bool
  /// Whether each key that changes the line comes to the widget as it is typed (see
  /// ``Terminal/reportsEdits``): then a list narrows as the user types.
  public var reportsEdits: Bool
  /// Whether characters beyond ASCII reach the screen (see ``Terminal/allowsUnicode``).
  public var allowsUnicode: Bool
  /// Whether styles are drawn (see ``Terminal/allowsStyles``): where they are not, a
  /// highlight is a character (`>`) rather than reverse video.
  public var allowsStyles: Bool

  /// Creates a frame.
  public init(
    size: TerminalSize = .standard, isInteractive: Bool = true, allowsCursorControl: Bool = true,
    reportsEdits: Bool = false, allowsUnicode: Bool = true, allowsStyles: Bool = true
  ) {
    self.size = size
    self.isInteractive = isInteractive
    self.allowsCursorControl = allowsCursorControl
    self.reportsEdits = reportsEdits
    self.allowsUnicode = allowsUnicode
    self.allowsStyles = allowsStyles
  }

  /// The frame of `terminal` now.
  public init(_ terminal: any Terminal) {
    self.init(
      size: terminal.size, isInteractive: terminal.isInteractive, allowsCursorControl: terminal.allowsCursorControl,
      reportsEdits: terminal.reportsEdits, allowsUnicode: terminal.allowsUnicode,
      allowsStyles: terminal.allowsStyles)
  }

  /// Whether what changes is drawn again in place: the cursor can move, and a person is
  /// there to see it. Elsewhere a widget's changes are printed as a transcript.
  public var drawsInPlace: Bool { allowsCursorControl && isInteractive }

  /// Whether a highlighted row is drawn in reverse video, its text unchanged, rather than
  /// marked with `>` (see ``NumberedRow``): where styles are drawn and the list is drawn
  /// again in place, so that a move changes no text on the screen.
  public var highlightsInReverse: Bool { allowsStyles && drawsInPlace }

  /// The cells across, at least 1.
  public var width: Int { max(1, size.columns) }
}
