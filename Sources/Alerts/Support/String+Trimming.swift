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
