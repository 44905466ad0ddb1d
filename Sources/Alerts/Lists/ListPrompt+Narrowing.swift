import PresentlyCore

/// Narrowing as the user types, at a terminal that tells each key: the rule of
/// `ListCursor.follow(typing:in:otherwise:)`, with a `/text` filter entered before as
/// what an empty line shows. Enter on a narrowed line takes the highlighted row; where
/// several may be chosen, it marks (or unmarks) it and the line starts again, the marks
/// kept.
extension ListPrompt {
  /// Whether the rows are narrowed by the line being typed.
  var isNarrowedAsTyped: Bool { liveLine != nil && !cursor.pager.filter.isEmpty }

  /// Narrows the rows for one edit of the line.
  mutating func narrow(toLine line: String) -> WidgetStep<[Int]> {
    liveLine = line
    let before = cursor
    cursor.follow(typing: line, in: titleTexts(), otherwise: appliedFilter, exact: exact)
    // Nothing is printed for a key where the list cannot be drawn again: a screen reader
    // hears the rows it moves to, not the list again.
    return cursor == before ? .stay : .redraw(transcript: [])
  }

  /// Opens on `initialQuery`, the rows narrowed by it, where the list narrows as typed.
  mutating func startNarrowed(in frame: WidgetFrame) {
    guard frame.reportsEdits, !initialQuery.isEmpty else { return }
    _ = narrow(toLine: initialQuery)
  }

  /// Every item's title, made once, at the first key, unless given; again when more
  /// items have arrived since.
  mutating func titleTexts() -> ListTexts {
    if let texts, texts.count == count { return texts }
    let texts = textsSource?() ?? ListTexts(count: count, title: title)
    self.texts = texts
    return texts
  }

  /// More items arrived: the rows that pass the filter are ranked again with them, and the
  /// page is drawn again when it shows something new.
  mutating func take(_ arrived: Int, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    guard arrived != count else { return .stay }
    let before = cursor
    count = arrived
    if cursor.pager.query != nil {
      let filter = cursor.pager.filter
      var pager = ListPager(count: count, pageSize: cursor.pager.pageSize)
      pager.narrow(to: FuzzyQuery(filter, exact: exact), in: titleTexts())
      cursor.pager = pager
      cursor.keepHighlightVisible()
    } else {
      cursor.pager.update(count: count, title: title)
    }
    if cursor.highlight == nil, frame.isInteractive, cursor.pager.visibleCount > 0 {
      cursor.highlight = cursor.pager.item(atPosition: 0)
    }
    return cursor == before ? .stay : .redraw(transcript: [])
  }

  /// What Enter on a line narrowed as typed does, or `nil` when the line means what it
  /// means from a pipe (empty, `/text`, row numbers, nothing matching).
  mutating func takeHighlighted(_ line: String, in frame: WidgetFrame) -> WidgetStep<[Int]>? {
    guard let highlight = cursor.rowTaken(byEntering: line) else { return nil }
    guard selectsMany else { return choose([highlight]) }
    if !cursor.marks.contains(highlight), let limit, cursor.marks.count >= limit {
      return .refuse(Phrase.atMost(limit), keepsText: true)
    }
    cursor.toggleMark(highlight)
    // The line is done: the rows widen to what they were before it, the mark kept.
    cursor.narrow(to: appliedFilter, in: titleTexts(), exact: exact)
    cursor.highlight = highlight
    cursor.pager.reveal(item: highlight)
    return .redraw(transcript: [transcriptRow(of: highlight, width: frame.width)])
  }

  /// A highlighted row printed on a line of its own (where the list cannot be drawn
  /// again), with its place among the matches when the rows are narrowed:
  /// `> 3  gamma  (1 of 8)`.
  func transcriptRow(of item: Int, width: Int) -> StyledText {
    row(of: item, cursor: cursor, width: width, inReverse: false) + cursor.placeAmongMatches
  }
}
