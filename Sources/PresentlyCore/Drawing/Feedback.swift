/// The one-line messages a prompt shows before it asks again.
package enum Feedback {
  /// The widest a quoted title may be in a message, in cells.
  package static let quoteWidth = 32

  /// Writes `message` in the warning style, wrapped to the terminal's width.
  ///
  /// - Returns: How many lines were written.
  @discardableResult
  package static func say(_ message: StyledText, on terminal: any Terminal) -> Int {
    let lines = message.styled(.yellow).wrapped(toWidth: max(1, terminal.size.columns))
    for line in lines { terminal.writeLine(line) }
    return lines.count
  }

  /// Untrusted text in quotation marks, on one line and cut to ``quoteWidth``.
  package static func quoted(_ text: String) -> StyledText {
    "\u{201C}" + StyledText(text, lineBreaks: .show).truncated(toWidth: quoteWidth) + "\u{201D}"
  }

  /// Titles as a list for a sentence: `Add, Edit or Cancel`, at most `limit` of them.
  package static func alternatives(_ titles: [String], limit: Int = 4) -> StyledText {
    let shown = titles.prefix(limit).map { StyledText($0, lineBreaks: .show).truncated(toWidth: quoteWidth) }
    guard shown.count > 1 else { return shown.first ?? StyledText() }
    if titles.count > limit { return StyledText.joined(shown, separator: ", ") + ", \u{2026}" }
    return StyledText.joined(Array(shown.dropLast()), separator: ", ") + " or " + shown[shown.count - 1]
  }

  /// How many rows of `width` cells a line of text takes on the screen: what a prompt
  /// and its answer take, for a widget that erases what it drew.
  package static func rows(of text: String, width: Int) -> Int {
    // A line editor draws a control character of the answer as `^X`, in two cells, where
    // the sanitizer's picture takes one (a tab is spaces, and a line break and NUL a
    // picture, in both).
    let carets = text.unicodeScalars.count { scalar in
      ((0x01..<0x20).contains(scalar.value) && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F
    }
    let cells = DisplayWidth.of(Sanitizer.sanitize(text, lineBreaks: .show)) + carets
    return max(1, (cells + max(1, width) - 1) / max(1, width))
  }
}
