import PresentlyCore

/// A place in the text as the screen sees it: a line, and a row of that line once it is
/// wrapped to the window.
struct PagerPosition: Hashable, Comparable {
  /// The line, from 0.
  var line: Int
  /// The row within the wrapped line, from 0.
  var row = 0

  static func < (lhs: PagerPosition, rhs: PagerPosition) -> Bool {
    (lhs.line, lhs.row) < (rhs.line, rhs.row)
  }
}

/// How the text falls into rows at one width: the wrapping of lines by word, the line
/// numbers, the matches shown, and the moves from row to row.
struct PagerLayout {
  /// The narrowest gutter of line numbers, the spaces after them included.
  static let gutterWidth = 8

  let text: PagerText
  let width: Int
  let numbersLines: Bool
  /// The text searched for, shown highlighted.
  let search: PagerSearch?
  /// Whether a stream is read further for the rows: in a step, not in a drawing.
  var reads = true
  /// Added to the dim line numbers and the reversed matches.
  var styles = ElementStyles()
  /// The line of the match a search last moved to, whose matches have
  /// ``ElementStyles/currentMatch`` added (gum's `--match-highlight.*`).
  var currentMatch: Int?

  /// The cells the gutter of line `index` takes: its number and two spaces, 8 at least.
  func gutterWidth(of index: Int) -> Int {
    numbersLines ? max(Self.gutterWidth, String(index + 1).count + 2) : 0
  }

  /// The cells the text of line `index` has.
  func textWidth(of index: Int) -> Int { max(1, width - gutterWidth(of: index)) }

  /// Line `index` wrapped into rows, numbered if asked; `nil` past the end.
  func rows(of index: Int) -> [StyledText]? {
    text.line(index, reading: reads).map { rows(of: $0, index: index) }
  }

  /// `bytes`, line `index` of the text, wrapped into rows.
  func rows(of bytes: [UInt8], index: Int) -> [StyledText] {
    let wrapped = styled(bytes, isCurrentMatch: index == currentMatch).wrapped(toWidth: textWidth(of: index))
    let rows = wrapped.isEmpty ? [StyledText()] : wrapped
    guard numbersLines else { return rows }
    let gutter = gutterWidth(of: index)
    return rows.enumerated().map { row, text in
      let number = row == 0 ? String(index + 1) : ""
      return StyledText(
        String(repeating: " ", count: gutter - 2 - number.count) + number + "  ",
        style: TextStyle.dim.union(styles.lineNumber)) + text
    }
  }

  /// The line's bytes as text to show: tabs expanded, everything else sanitized by
  /// `StyledText`, and the matches in reverse video, with the current match's style
  /// added on the line a search moved to.
  func styled(_ bytes: [UInt8], isCurrentMatch: Bool = false) -> StyledText {
    let expanded = Self.expandingTabs(bytes)
    guard let search, !search.needle.isEmpty else { return StyledText(bytes: expanded, lineBreaks: .show) }
    var result = StyledText()
    var start = 0
    var style = TextStyle.reverse.union(styles.match)
    if isCurrentMatch { style = style.union(styles.currentMatch) }
    for match in search.matches(in: expanded) {
      result += StyledText(bytes: expanded[start..<match.lowerBound], lineBreaks: .show)
      result += StyledText(bytes: expanded[match], style: style, lineBreaks: .show)
      start = match.upperBound
    }
    return result + StyledText(bytes: expanded[start...], lineBreaks: .show)
  }

  /// `bytes` with each tab replaced by spaces to the next multiple of 8 bytes, and a
  /// carriage return before the end dropped.
  static func expandingTabs(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    guard bytes.contains(0x09) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    for byte in bytes {
      if byte == 0x09 {
        result.append(contentsOf: repeatElement(0x20, count: 8 - result.count % 8))
      } else {
        result.append(byte)
      }
    }
    return result
  }

  /// The rows shown from `top`, at most `count`.
  func visibleRows(from top: PagerPosition, count: Int) -> [StyledText] {
    var result: [StyledText] = []
    var line = top.line
    var skip = top.row
    while result.count < count, let rows = rows(of: line) {
      result += rows.dropFirst(skip).prefix(count - result.count)
      skip = 0
      line += 1
    }
    return result
  }

  /// The position `count` rows below `position`, stopping at the end of the text (the
  /// position just past the last row); with the rows moved.
  func forward(from position: PagerPosition, by count: Int) -> (position: PagerPosition, moved: Int) {
    var position = position
    var moved = 0
    while moved < count, let rows = rows(of: position.line)?.count {
      let left = rows - position.row
      if count - moved < left {
        position.row += count - moved
        moved = count
      } else {
        moved += left
        position = PagerPosition(line: position.line + 1)
      }
    }
    return (position, moved)
  }

  /// The position `count` rows above `position`, stopping at the first row.
  func backward(from position: PagerPosition, by count: Int) -> PagerPosition {
    var position = position
    var left = count
    while left > 0 {
      if left <= position.row {
        position.row -= left
        return position
      }
      guard position.line > 0, let rows = rows(of: position.line - 1)?.count else {
        return PagerPosition(line: 0)
      }
      left -= position.row + 1
      position = PagerPosition(line: position.line - 1, row: rows - 1)
    }
    return position
  }

  /// `top`, moved up where the rows below it would not fill `screen` rows: the last
  /// screen is a whole one.
  func clamped(_ top: PagerPosition, screen: Int) -> PagerPosition {
    let (end, moved) = forward(from: top, by: screen)
    return moved < screen ? backward(from: end, by: screen) : top
  }
}
