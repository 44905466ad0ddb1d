import PresentlyCore

/// Narrowing as the user types, at a terminal that tells each key: the rule of the
/// list's ``PickList``, with a `/text` filter entered before as what an empty line
/// shows. Enter on a narrowed line takes the highlighted row; where several may be
/// chosen, it marks (or unmarks) it and the line starts again, the marks kept.
extension ListPrompt {
  /// What the prompt does for a step of its list: draws the rows again (printing the
  /// highlighted row where they cannot be drawn again, after a mark), ends with the
  /// items chosen, or refuses.
  func step(for step: PickList.Step, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    switch step {
    case .stay:
      return .stay
    case .narrowed:
      // Nothing is printed for a key where the list cannot be drawn again: a screen reader
      // hears the rows it moves to, not the list again.
      return .redraw(transcript: [])
    case .marked:
      return .redraw(transcript: cursor.highlight.map { [transcriptRow(of: $0, width: frame.width)] } ?? [])
    case .chosen(let items):
      return choose(items)
    case .refused(let message, let keepsText):
      return .refuse(message, keepsText: keepsText)
    }
  }

  /// Opens on `initialQuery`, the rows narrowed by it, where the list narrows as typed.
  mutating func startNarrowed(in frame: WidgetFrame) {
    guard frame.reportsEdits, !initialQuery.isEmpty else { return }
    _ = list.follow(typing: initialQuery)
  }

  /// More items arrived: the rows that pass the filter are ranked again with them, and the
  /// page is drawn again when it shows something new.
  mutating func take(_ arrived: Int, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    guard arrived != count else { return .stay }
    let before = cursor
    count = arrived
    if cursor.pager.query != nil {
      let filter = cursor.pager.filter
      list.cursor.pager = ListPager(count: count, pageSize: cursor.pager.pageSize)
      let texts = list.rowTexts()
      list.cursor.pager.narrow(to: FuzzyQuery(filter, exact: list.exact), in: texts)
      list.cursor.keepHighlightVisible()
    } else {
      list.cursor.pager.update(count: count, title: title)
    }
    if cursor.highlight == nil, frame.isInteractive, cursor.pager.visibleCount > 0 {
      list.cursor.highlight = cursor.pager.item(atPosition: 0)
    }
    return cursor == before ? .stay : .redraw(transcript: [])
  }

  /// A highlighted row printed on a line of its own (where the list cannot be drawn
  /// again), with its place among the matches when the rows are narrowed:
  /// `> 3  gamma  (1 of 8)`.
  func transcriptRow(of item: Int, width: Int) -> StyledText {
    row(of: item, cursor: cursor, width: width, inReverse: false) + cursor.placeAmongMatches
  }
}
