import PresentlyCore

/// Untrusted text made safe for readline to draw as part of a line: history entries and
/// completion candidates. (A line's initial text is the value itself, and comes back as
/// given: see `EditableText`.)
enum SafeText {
  /// `text` on one line with every control made visible (see `Sanitizer`), and in ASCII
  /// alone when the terminal is not UTF-8 (see `ASCIIFallback`).
  static func line(_ text: String, asciiOnly: Bool) -> String {
    let safe = Sanitizer.sanitize(text, lineBreaks: .show)
    return asciiOnly ? ASCIIFallback.transliterate(safe) : safe
  }
}
