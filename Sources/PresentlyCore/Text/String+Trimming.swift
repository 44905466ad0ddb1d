extension StringProtocol {
  /// The text without spaces and tabs at either end: how every typed answer is read.
  package var trimmingSpaces: String {
    String(trimmingLeadingSpaces.reversed().drop(while: Self.isSpace).reversed())
  }

  /// The text without spaces and tabs at the start.
  package var trimmingLeadingSpaces: String {
    String(drop(while: Self.isSpace))
  }

  /// The text without spaces and tabs at the end.
  package var trimmingTrailingSpaces: String {
    guard let end = lastIndex(where: { !Self.isSpace($0) }) else { return "" }
    return String(self[...end])
  }

  private static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }
}
