/// Names quoted in a refusal with what cannot be seen made visible: two names that
/// differ only in a byte-order mark, a zero-width space or a no-break space must not
/// look alike in a message that lists one beside the other.
///
/// ```swift
/// VisibleText.quoted("\u{FEFF}name")  // “<U+FEFF>name”
/// ```
enum VisibleText {
  /// `name` in quotation marks, each character that draws nothing, or looks like a
  /// plain space without being one, written as its code point (`<U+00A0>`).
  static func quoted(_ name: String) -> String {
    var shown = "\u{201C}"
    for scalar in name.unicodeScalars {
      if isInvisible(scalar) {
        shown += "<U+" + hexadecimal(scalar.value) + ">"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown + "\u{201D}"
  }

  /// Whether `scalar` draws nothing (a format character, a default-ignorable code point
  /// such as U+FEFF or U+200B, a control) or is a space other than U+0020.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return false }
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint { return true }
    switch properties.generalCategory {
    case .format, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// `value` in capital hexadecimal, at least four digits.
  private static func hexadecimal(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
