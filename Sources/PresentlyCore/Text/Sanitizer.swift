/// Makes untrusted text harmless to a terminal, keeping it readable.
///
/// Text from data, files, arguments or the network may carry bytes that a terminal
/// obeys rather than shows: escape sequences that move the cursor, rewrite the
/// window title, write the clipboard (OSC 52) or hide links (OSC 8). Everything
/// that could be obeyed becomes a visible replacement:
///
/// | Input | Shown as |
/// | --- | --- |
/// | C0 controls (U+0000 to U+001F), including ESC | the matching Control Picture, such as `␛` or `␀` |
/// | DEL (U+007F) | `␡` |
/// | C1 controls (U+0080 to U+009F) | `�` |
/// | bidirectional overrides, embeddings, isolates and marks | `�` |
/// | line and paragraph separators (U+2028, U+2029) | a space |
/// | invalid UTF-8 (see ``sanitize(bytes:lineBreaks:)``) | `�` |
///
/// Newline and tab are laid out instead: a newline is kept as a line break (or shown
/// as `␤` where a single line is required) and a tab becomes spaces up to the next
/// multiple of eight columns.
///
/// - Complexity: O(*n*) in the length of the text.
public enum Sanitizer {
  /// What to do with newlines.
  public enum LineBreaks: Sendable {
    /// Keep them as line breaks: messages and details.
    case keep
    /// Show them as `␤`: titles, rows and anything that must stay on one line.
    case show
  }

  /// Returns `text` with every control sequence made visible and harmless.
  ///
  /// ```swift
  /// Sanitizer.sanitize("\u{1B}]52;c;ZXZpbA==\u{07}ok")  // "␛]52;c;ZXZpbA==␇ok"
  /// ```
  /// - Parameters:
  ///   - text: Untrusted text.
  ///   - lineBreaks: Whether newlines stay line breaks.
  /// - Returns: Text that contains no control character other than, with `.keep`, newline.
  public static func sanitize(_ text: some StringProtocol, lineBreaks: LineBreaks = .keep) -> String {
    sanitize(Substring(text), lineBreaks: lineBreaks)
  }

  /// Sanitizes `text`: the same as the generic form, written for `String` so that a
  /// caller in another module runs it without looking types up at run time.
  package static func sanitize(_ text: String, lineBreaks: LineBreaks = .keep) -> String {
    sanitize(text[...], lineBreaks: lineBreaks)
  }

  /// Sanitizes `text`: the same as the generic form, written for `Substring`.
  package static func sanitize(_ text: Substring, lineBreaks: LineBreaks = .keep) -> String {
    if isHarmless(text) { return String(text) }
    var result = String.UnicodeScalarView()
    var column = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where lineBreaks == .keep:
        result.append(scalar)
        column = 0
      case 0x0A:
        result.append("\u{2424}")
        column += 1
      case 0x09:
        let spaces = 8 - column % 8
        result.append(contentsOf: repeatElement(" ", count: spaces))
        column += spaces
      default:
        let shown = replacement(for: scalar)
        result.append(shown)
        column += Int(DisplayWidth.of(shown))
      }
    }
    return String(result)
  }

  /// Decodes bytes as UTF-8, replacing invalid sequences with `�`, then sanitizes them.
  ///
  /// - Parameters:
  ///   - bytes: Untrusted bytes, such as a line read from standard input.
  ///   - lineBreaks: Whether newlines stay line breaks.
  /// - Returns: Text safe to show on a terminal.
  public static func sanitize(bytes: some Collection<UInt8>, lineBreaks: LineBreaks = .keep) -> String {
    sanitize(String(decoding: bytes, as: UTF8.self), lineBreaks: lineBreaks)
  }

  /// Whether `scalar` would be drawn as itself.
  package static func isHarmless(_ scalar: Unicode.Scalar) -> Bool {
    replacement(for: scalar) == scalar
  }

  /// The fast path: most text is printable ASCII.
  private static func isHarmless(_ text: Substring) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// What `scalar` is shown as: itself when harmless, else its visible replacement (the
  /// table above; a tab and a newline are laid out by ``sanitize(_:lineBreaks:)``).
  package static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F: return "\u{FFFD}"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
    case 0x2028, 0x2029: return " "
    default: return scalar
    }
  }
}
