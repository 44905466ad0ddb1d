import PresentlyCore

/// Narrowing as the user types, at a terminal that tells each key.
///
/// - Each edit of the line narrows the rows to those that match it (a ``FuzzyQuery``),
///   best first, with the highlight on the best; `/text` narrows by `text`.
/// - A line of digits that is a row's number does not narrow: it highlights that row
///   (numbers are the rows' own, whatever the filter); several numbers (`1 3-5`) show
///   the whole list. Digits that are no row's number narrow like any text.
/// - Enter on a narrowed line takes the highlighted row; where several may be chosen, it
///   marks (or unmarks) it and the line starts again, the marks kept.
extension ListPrompt {
  /// Whether the rows are narrowed by the line being typed.
  var isNarrowedAsTyped: Bool { liveLine != nil && !cursor.pager.filter.isEmpty }

  /// Narrows the rows for one edit of the line.
  mutating func narrow(toLine line: String) -> WidgetStep<[Int]> {
    liveLine = line
    let before = cursor
    var target = line.trimmingSpaces
    var row: Int?
    let input = ListInput(line)
    switch input {
    case .empty:
      target = appliedFilter
    case .filter(let text):
      target = text
    case .numbers(let ranges):
      if let number = input.number, (1...count).contains(number) {
        (target, row) = ("", number - 1)
      } else if input.number == nil, ranges.allSatisfy({ $0.upperBound <= count }) {
        target = ""
      }
    case .text:
      break
    }
    narrowRows(to: target)
    if let row {
      cursor.highlight = row
      cursor.pager.reveal(item: row)
    }
    // Nothing is printed for a key where the list cannot be drawn again: a screen reader
    // hears the rows it moves to, not the list again.
    return cursor == before ? .stay : .redraw(transcript: [])
  }

  /// Narrows the rows to `text`, highlighting the best match; an empty text shows them all.
  mutating func narrowRows(to text: String) {
    guard text != cursor.pager.filter else { return }
    let texts = self.texts ?? ListTexts(count: count, title: title)
    self.texts = texts
    cursor.pager.narrow(to: FuzzyQuery(text), in: texts)
    if text.isEmpty {
      cursor.keepHighlightVisible()
    } else {
      cursor.highlight = cursor.pager.visibleCount > 0 ? cursor.pager.item(atPosition: 0) : nil
    }
  }

  /// What Enter on a line narrowed as typed does, or `nil` when the line means what it
  /// means from a pipe (empty, `/text`, row numbers).
  mutating func takeHighlighted(_ line: String, in frame: WidgetFrame) -> WidgetStep<[Int]>? {
    switch ListInput(line) {
    case .empty, .filter:
      return nil
    case .numbers(let ranges) where ranges.allSatisfy({ $0.upperBound <= count }):
      return nil
    case .numbers, .text:
      break
    }
    guard !cursor.pager.filter.isEmpty, let highlight = cursor.highlight,
      cursor.pager.position(ofItem: highlight) != nil
    else { return nil }
    guard selectsMany else { return choose([highlight]) }
    if cursor.marks.remove(highlight) == nil { cursor.marks.insert(highlight) }
    // The line is done: the rows widen to what they were before it, the mark kept.
    narrowRows(to: appliedFilter)
    cursor.highlight = highlight
    cursor.pager.reveal(item: highlight)
    return .redraw(transcript: [transcriptRow(of: highlight, width: frame.width)])
  }

  /// A highlighted row printed on a line of its own (where the list cannot be drawn
  /// again), with its place among the matches when the rows are narrowed:
  /// `> 3  gamma  (1 of 8)`.
  func transcriptRow(of item: Int, width: Int) -> StyledText {
    var line = row(of: item, cursor: cursor, width: width)
    if !cursor.pager.filter.isEmpty, let position = cursor.pager.position(ofItem: item) {
      line += StyledText("  (\(position + 1) of \(cursor.pager.visibleCount))", style: .dim)
    }
    return line
  }
}
