import PresentlyCore

extension BoxWidget {
  /// The text's window when it scrolls, the rows of the page, and the buttons.
  package func body(in frame: WidgetFrame) -> [StyledText] {
    let width = frame.width
    var lines: [StyledText] = []
    if scrollsText(in: frame) {
      let text = textLines(width: width)
      let height = textHeight(in: frame)
      lines += text.dropFirst(scroll).prefix(height)
      let last = min(text.count, scroll + height)
      let keys = "\u{00B7} Up, Down, PgUp and PgDn scroll"
      lines.append(
        StyledText("lines \(scroll + 1)\u{2013}\(last) of \(text.count) \(keys)", style: .dim).truncated(toWidth: width)
      )
    }
    if let cursor, let rows {
      lines += cursor.pager.pageItems.flatMap {
        row($0, rows: rows, cursor: cursor, width: width, inReverse: frame.highlightsInReverse)
      }
      if cursor.pager.pageCount > 1 {
        lines.append(StyledText("Page \(cursor.pager.pageNumber) of \(cursor.pager.pageCount)", style: .dim))
      }
    }
    return lines + Flow.lines(buttonLabels, width: width)
  }

  /// The line of ``body(in:)`` that holds the highlighted row, if it is on the page and
  /// Enter takes it (a box with rows has no scrolling text above them); with a button
  /// that Enter takes focused, none: the prompt names the button.
  package func focusRow(in frame: WidgetFrame) -> Int? {
    guard entersRow, let cursor, let rows, let highlight = cursor.highlight, !scrollsText(in: frame) else {
      return nil
    }
    var line = 0
    for item in cursor.pager.pageItems {
      if item == highlight { return line }
      line += row(item, rows: rows, cursor: cursor, width: frame.width, inReverse: frame.highlightsInReverse).count
    }
    return nil
  }

  /// A row: its number, its mark, its tag padded to the tags' column, and its item; where
  /// highlighted, bold and in reverse video, or, without styles, marked `>` (see
  /// ``NumberedRow``).
  ///
  /// A tag is what the row answers, so it is never cut: a tag wider than the column
  /// pushes its item along, and the item is cut at the end of the line. Only a tag wider
  /// than the whole line wraps, with its item, onto lines of its own under the first.
  func row(_ item: Int, rows: BoxRows, cursor: ListCursor, width: Int, inReverse: Bool) -> [StyledText] {
    var mark = StyledText()
    switch rows.kind {
    case .menu: break
    case .checklist: mark = cursor.marks.contains(item) ? "[x] " : "[ ] "
    case .radiolist: mark = cursor.marks.contains(item) ? "(*) " : "( ) "
    }
    let indent = NumberedRow.numberWidth(largestNumber: rows.tags.count)
    let room = max(1, width - indent)
    // Tags that are the rows' numbers (1, 2, 3…) are shown once, as the numbers.
    var shown = StyledText()
    var tagEnd = 0
    if rows.showsTags, !rows.tagsAreNumbers {
      let tag = StyledText(rows.tags[item], lineBreaks: .show)
      if rows.showsItems, !rows.items[item].isEmpty {
        let column = rows.tagColumn(room: room - mark.width)
        shown += (tag.width < column ? tag.padded(toWidth: column) : tag) + "  "
      } else {
        shown += tag
      }
      tagEnd = mark.width + tag.width
    }
    if rows.showsItems { shown += StyledText(rows.items[item], lineBreaks: .show) }
    var title = mark + shown.showingMatches(of: cursor.pager.query, width: room - mark.width)
    if item == cursor.highlight && entersRow { title = title.styled(.bold) }
    let number = item + 1
    let isHighlighted = item == cursor.highlight
    let (isMarked, isReversed) = (isHighlighted && !inReverse, isHighlighted && inReverse)
    guard tagEnd > room else {
      return [
        NumberedRow.make(
          number: number, largestNumber: rows.tags.count, title: title, width: width, isMarked: isMarked,
          isHighlighted: isReversed)
      ]
    }
    let wrapped = title.wrapped(toWidth: room)
    let first = NumberedRow.make(
      number: number, largestNumber: rows.tags.count, title: wrapped[0], width: width, isMarked: isMarked,
      isHighlighted: isReversed)
    return [first] + wrapped.dropFirst().map { StyledText(String(repeating: " ", count: indent)) + $0 }
  }

  /// `<Ok>  <Cancel>`, the focused button marked `>` and drawn in reverse.
  var buttonLabels: [StyledText] {
    buttons.indices.map { index in
      let label = StyledText("<" + buttons[index] + ">", lineBreaks: .show)
      return focus == .button(index) ? ">" + label.styled([.reverse, .bold]) : label
    }
  }

  /// The prompt, with what Enter takes as its hint: a button, or, where the rows are not
  /// drawn in place, the highlighted row's tag.
  ///
  /// Drawn in place, the highlighted row shows what Enter takes, and the prompt's text
  /// stays the same as the highlight moves: a screen reader then reads the row the cursor
  /// is left on (``LineRequest/cursorRestsAbove``), not the prompt again.
  func prompt(in frame: WidgetFrame) -> StyledText {
    let highlighted = cursor?.highlight.flatMap { cursor?.pager.position(ofItem: $0) == nil ? nil : rows?.tags[$0] }
    let enter: String? =
      switch focus {
      case .button(let index) where !entersRow: "<" + buttons[index] + ">"
      case .button, .content:
        highlighted == nil ? buttons.first.map { "<" + $0 + ">" } : frame.drawsInPlace ? nil : highlighted
      }
    var label: String =
      switch content {
      case .entry: ""
      case .list: "Choose"
      case .none: "Answer"
      }
    label += list?.matchCount ?? ""
    guard !label.isEmpty else {
      // An entry's line: `> ` while it has the focus, else what Enter takes, `[<Cancel>]: `.
      return focus == .content ? "> " : PromptText.make("", hint: enter.map { StyledText($0, lineBreaks: .show) })
    }
    return PromptText.make(label, hint: enter.map { StyledText($0, lineBreaks: .show) })
  }

  /// The text, wrapped to `width`.
  func textLines(width: Int) -> [StyledText] {
    if let styledText { return styledText.plain.isEmpty ? [] : styledText.wrapped(toWidth: width) }
    return text.isEmpty ? [] : StyledText(text).wrapped(toWidth: width)
  }

  /// The rows of text a window shows when the text scrolls: what the heading, the
  /// scroll line, the buttons, the prompt and a message leave.
  func textHeight(in frame: WidgetFrame) -> Int {
    max(3, frame.size.rows - heading.lines(width: frame.width).count - 4)
  }

  /// Whether the text is longer than the window, and scrolls in place: only a message
  /// box's, and only where the body can be drawn again in place. Elsewhere it is printed
  /// whole above the box, for the terminal's own scrolling.
  func scrollsText(in frame: WidgetFrame) -> Bool {
    guard case .none = content, frame.allowsCursorControl, frame.isInteractive else { return false }
    return textLines(width: frame.width).count > textHeight(in: frame)
  }
}
