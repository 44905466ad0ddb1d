import PresentlyCore

/// How completion candidates are merged and listed: pure functions, tested on their own.
enum CompletionList {
  /// The longest common prefix of `candidates`, by whole characters.
  static func commonPrefix(of candidates: [String]) -> String {
    guard var prefix = candidates.first.map(Array.init) else { return "" }
    for candidate in candidates.dropFirst() {
      var count = 0
      for (a, b) in zip(prefix, candidate) {
        if a != b { break }
        count += 1
      }
      prefix.removeLast(prefix.count - count)
    }
    return String(prefix)
  }

  /// Candidates in columns across `width` cells, at most `maxRows` lines, the last line
  /// saying how many were left out. Every line ends with a newline.
  static func layout(_ candidates: [String], width: Int, maxRows: Int) -> String {
    let texts = candidates.map { StyledText($0, lineBreaks: .show) }
    let widest = min(texts.map(\.width).max() ?? 0, max(1, width - 2))
    let columnWidth = widest + 2
    let columns = max(1, width / columnWidth)
    let rowsNeeded = (texts.count + columns - 1) / columns
    let rows = rowsNeeded > maxRows ? max(1, maxRows - 1) : rowsNeeded
    let shown = min(texts.count, rows * columns)
    var output = ""
    for row in 0..<rows {
      var line = StyledText()
      for column in 0..<columns {
        let index = column * rows + row
        guard index < shown else { break }
        line += texts[index].padded(toWidth: column == columns - 1 ? widest : columnWidth)
      }
      output += line.plain.trimmingTrailingSpaces + "\n"
    }
    if shown < texts.count {
      output += "\u{2026} and \(texts.count - shown) more\n"
    }
    return output
  }
}
