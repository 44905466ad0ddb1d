import PresentlyCore

/// A menu's, a checklist's or a radiolist's rows narrow as the user types, at a terminal
/// that tells each key: the rule of `ListCursor.follow(typing:in:otherwise:)`, matching
/// each row's tag and item. Enter on a narrowed line takes the highlighted row: a menu
/// and a radiolist end with it, a checklist marks (or unmarks) it and the line starts
/// again, every row shown, the marks kept; Enter on the empty line is then Ok.
extension BoxWidget {
  /// Whether the rows are narrowed by the line being typed.
  var isNarrowedAsTyped: Bool { liveLine != nil && !(cursor?.pager.filter.isEmpty ?? true) }

  /// Narrows the rows for one edit of the line.
  mutating func narrow(toLine line: String) -> WidgetStep<BoxOutcome> {
    guard var cursor, let rows else { return .stay }
    liveLine = line
    let before = cursor
    cursor.follow(typing: line, in: rowTexts(rows), otherwise: "")
    self.cursor = cursor
    if cursor.pager.filter != before.pager.filter { focusOnContent() }
    return cursor == before ? .stay : .redraw(transcript: [])
  }

  /// Each row as it is matched: its tag and its item, as shown.
  mutating func rowTexts(_ rows: BoxRows) -> ListTexts {
    let texts =
      self.texts
      ?? ListTexts(count: rows.tags.count) { item in
        let tag = rows.showsTags && !rows.tagsAreNumbers ? rows.tags[item] : ""
        let text = rows.showsItems ? rows.items[item] : ""
        return tag.isEmpty || text.isEmpty ? tag + text : tag + " " + text
      }
    self.texts = texts
    return texts
  }

  /// What Enter on a line narrowed as typed does, or `nil` when the line means what it
  /// means from a pipe.
  mutating func takeHighlighted(_ line: String, in frame: WidgetFrame) -> WidgetStep<BoxOutcome>? {
    guard var cursor, let rows, let highlight = cursor.rowTaken(byEntering: line) else { return nil }
    switch rows.kind {
    case .menu, .radiolist:
      return .finish(BoxOutcome(button: 0, entry: entry, chosen: [highlight]))
    case .checklist:
      if cursor.marks.remove(highlight) == nil { cursor.marks.insert(highlight) }
      cursor.narrow(to: "", in: rowTexts(rows))
      cursor.highlight = highlight
      cursor.pager.reveal(item: highlight)
      self.cursor = cursor
      focusOnContent()
      return .redraw(transcript: row(highlight, rows: rows, cursor: cursor, width: frame.width, inReverse: false))
    }
  }
}
