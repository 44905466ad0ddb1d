/// Text that is safe to show on a terminal, in runs that carry a ``TextStyle``.
///
/// `StyledText` is the only kind of text a ``Terminal`` accepts, and every way of
/// making one sanitizes its characters (see ``Sanitizer``), so untrusted strings
/// cannot reach the terminal as control sequences: escape sequences can only come
/// from the terminal's own rendering of styles. Literals and interpolations read
/// naturally; interpolated values are sanitized like any other untrusted text.
///
/// ```swift
/// let name = "evil\u{1B}[2J"                   // from a file
/// let line: StyledText = "Delete \(name, style: .bold)?"
/// line.plain                                   // "Delete evil␛[2J?"
/// ```
///
/// The only control character a `StyledText` may hold is the newline, which marks a
/// line break. Tabs become spaces when the text is made.
public struct StyledText: Sendable, Hashable {
  /// A stretch of text drawn in one style.
  public struct Run: Sendable, Hashable {
    /// Sanitized text: no control character except newline.
    public let text: String
    /// How the text is drawn.
    public let style: TextStyle
  }

  /// The runs, in order; adjacent runs have different styles and none is empty.
  public private(set) var runs: [Run]

  /// Creates empty text.
  public init() { runs = [] }

  /// Creates text from an untrusted string, sanitizing it.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters become visible replacements.
  ///   - style: The style of the whole text.
  ///   - lineBreaks: Whether newlines stay line breaks or are shown as `␤`.
  public init(_ text: some StringProtocol, style: TextStyle = [], lineBreaks: Sanitizer.LineBreaks = .keep) {
    runs = []
    append(sanitized: Sanitizer.sanitize(text, lineBreaks: lineBreaks), style: style)
  }

  /// Creates text from untrusted bytes, replacing invalid UTF-8 and sanitizing the rest.
  ///
  /// - Parameters:
  ///   - bytes: Bytes such as a line of standard input.
  ///   - style: The style of the whole text.
  ///   - lineBreaks: Whether newlines stay line breaks or are shown as `␤`.
  public init(bytes: some Collection<UInt8>, style: TextStyle = [], lineBreaks: Sanitizer.LineBreaks = .keep) {
    runs = []
    append(sanitized: Sanitizer.sanitize(bytes: bytes, lineBreaks: lineBreaks), style: style)
  }

  init(runs: [Run]) {
    self.runs = []
    for run in runs { append(sanitized: run.text, style: run.style) }
  }

  /// The text without its styles.
  public var plain: String {
    // A loop rather than `joined()`, which, generic and not inlined here, looks its
    // types up at run time: a cost paid before the first prompt.
    var text = ""
    for run in runs { text += run.text }
    return text
  }

  /// Whether there is no text at all.
  public var isEmpty: Bool { runs.isEmpty }

  /// The cells the widest line occupies.
  public var width: Int { lines.map { DisplayWidth.of($0.plain) }.max() ?? 0 }

  /// Appends untrusted text, sanitizing it.
  public mutating func append(_ text: some StringProtocol, style: TextStyle = []) {
    append(sanitized: Sanitizer.sanitize(text), style: style)
  }

  /// Appends other styled text.
  public mutating func append(_ other: StyledText) {
    for run in other.runs { append(sanitized: run.text, style: run.style) }
  }

  /// Returns this text with `style` added to every run.
  ///
  /// ```swift
  /// let title = StyledText("Settings").styled(.bold)
  /// ```
  public func styled(_ style: TextStyle) -> StyledText {
    StyledText(runs: runs.map { Run(text: $0.text, style: $0.style.union(style)) })
  }

  /// Joins texts with a separator between them.
  public static func joined(_ parts: [StyledText], separator: StyledText = "") -> StyledText {
    var result = StyledText()
    for (index, part) in parts.enumerated() {
      if index > 0 { result.append(separator) }
      result.append(part)
    }
    return result
  }

  /// Concatenates two texts.
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// Appends `rhs` to `lhs`.
  public static func += (lhs: inout StyledText, rhs: StyledText) {
    lhs.append(rhs)
  }

  /// Appends text that is already sanitized, merging it with the last run when the styles match.
  mutating func append(sanitized text: String, style: TextStyle) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1] = Run(text: last.text + text, style: style)
    } else {
      runs.append(Run(text: text, style: style))
    }
  }
}

extension StyledText: ExpressibleByStringInterpolation {
  /// Creates text from a literal; like all text, it is sanitized.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates text from an interpolation, sanitizing every interpolated value.
  public init(stringInterpolation interpolation: StringInterpolation) {
    self = interpolation.text
  }

  /// Builds ``StyledText`` from a literal with interpolated values.
  ///
  /// ```swift
  /// let prompt: StyledText = "\(count) items, \("q", style: .bold) to quit"
  /// ```
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = StyledText()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends the literal part.
    public mutating func appendLiteral(_ literal: String) {
      text.append(literal)
    }

    /// Appends a value's description, sanitized.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible, style: TextStyle = []) {
      text.append(value.description, style: style)
    }

    /// Appends styled text as it is, optionally adding a style.
    public mutating func appendInterpolation(_ value: StyledText, style: TextStyle = []) {
      text.append(style.isEmpty ? value : value.styled(style))
    }
  }
}

extension StyledText: CustomStringConvertible {
  /// The plain text.
  public var description: String { plain }
}
