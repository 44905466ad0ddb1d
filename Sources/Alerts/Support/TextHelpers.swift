import Presentation

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  var trimmedSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }

  /// The text without spaces and tabs at the start.
  var trimmedLeadingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" })
  }
}

/// Lays out short pieces of text side by side, starting a new line where the next piece
/// would pass the width: an alert's row of actions.
enum Flow {
  static func lines(_ parts: [StyledText], separator: StyledText = "  ", width: Int) -> [StyledText] {
    let width = max(1, width)
    let separatorWidth = separator.width
    var lines: [StyledText] = []
    var current = StyledText()
    var used = 0
    for part in parts {
      let part = part.truncated(toWidth: width)
      let partWidth = part.width
      if used > 0, used + separatorWidth + partWidth > width {
        lines.append(current)
        current = StyledText()
        used = 0
      }
      if used > 0 {
        current += separator
        used += separatorWidth
      }
      current += part
      used += partWidth
    }
    if used > 0 || lines.isEmpty { lines.append(current) }
    return lines
  }
}

/// The title of an item as the user sees and types it: sanitized, on one line.
enum VisibleTitle {
  static func of(_ text: String) -> String {
    Sanitizer.sanitize(text, lineBreaks: .show)
  }
}
