import PresentlyCore

extension ListPrompt {
  /// The current page: its numbered rows, the highlighted one in reverse video or marked
  /// with `>` (see ``NumberedRow``; the marked ones with `[x]` when several may be chosen), a status line when there is
  /// more than one page or a filter, and how to name several items when several may be
  /// chosen.
  func body(in frame: WidgetFrame) -> [StyledText] {
    let width = frame.width
    var lines: [StyledText] = []
    for (offset, item) in cursor.pager.pageItems.enumerated() {
      if item == gapBefore, offset > 0 { lines.append(StyledText()) }
      lines.append(row(of: item, cursor: cursor, width: width, inReverse: frame.highlightsInReverse))
    }
    if let status = statusLine(cursor.pager, asTyped: frame.reportsEdits) {
      lines.append(status.truncated(toWidth: width).styled(.dim))
    }
    if selectsMany {
      let hint = frame.reportsEdits ? Self.severalHintAsTyped : Self.severalHint
      lines.append(StyledText(hint, style: .dim).truncated(toWidth: width))
    }
    return lines
  }

  /// The line of ``body(in:)`` that holds the highlighted row, if it is on the page.
  func focusRow(in frame: WidgetFrame) -> Int? {
    var line = 0
    for (offset, item) in cursor.pager.pageItems.enumerated() {
      if item == gapBefore, offset > 0 { line += 1 }
      if item == cursor.highlight { return line }
      line += 1
    }
    return nil
  }

  /// An item's row: its number, its title (bold when highlighted), and `[x]` or `[ ]`
  /// when several may be chosen (or ``prefixes``); the highlighted one in reverse video,
  /// or, without styles, with `>` before it (see ``NumberedRow``). A cursor given
  /// (gum's `--cursor`) is drawn before the highlighted row either way: it was asked for.
  /// The styles asked for the highlight, the matches and the marked rows are added.
  func row(of item: Int, cursor: ListCursor, width: Int, inReverse: Bool) -> StyledText {
    let isHighlighted = item == cursor.highlight
    let marks = selectsMany ? prefixes.markWidth : 0
    let room = width - NumberedRow.numberWidth(largestNumber: count, marker: prefixes.cursor) - marks
    let matched = TextStyle([.underline, .bold]).union(styles.match)
    let shown = row(item).showingMatches(of: cursor.pager.query, width: room, style: matched)
    var title = isHighlighted ? shown.styled(TextStyle.bold.union(styles.highlightedItem)) : shown.styled(styles.item)
    if selectsMany {
      let isMarked = cursor.marks.contains(item)
      title = prefixes.mark(isMarked: isMarked, isHighlighted: isHighlighted) + title
      if isMarked, !styles.selected.isEmpty { title = title.styled(styles.selected) }
    }
    return NumberedRow.make(
      number: item + 1, largestNumber: count, title: title, width: width,
      isMarked: isHighlighted && (!inReverse || prefixes.cursor != nil), isHighlighted: isHighlighted && inReverse,
      marker: prefixes.cursor, highlightStyle: styles.cursor)
  }

  /// How to name several items, below the list of a prompt that selects many.
  static let severalHint = "Several: Space marks, or type 1 3-5, or titles with commas between"
  /// The same, where the list narrows as the user types.
  static let severalHintAsTyped = "Several: Space, or Enter after typing, marks a row; Enter alone takes the marks"

  /// `Page 2 of 50 · n next · p previous · /text filters`, or `nil` when there is
  /// nothing to say; where the list narrows as typed, what keys do there.
  func statusLine(_ pager: ListPager, asTyped: Bool = false) -> StyledText? {
    if list.liveLine != nil || (asTyped && pager.filter.isEmpty) { return liveStatusLine(pager) }
    var parts: [StyledText] = []
    if !pager.filter.isEmpty {
      parts.append("\(pager.visibleCount) of \(count) match " + Feedback.quoted(pager.filter))
    }
    if pager.pageCount > 1 {
      parts.append("Page \(pager.pageNumber) of \(pager.pageCount)")
      if pager.hasNextPage { parts.append("n next") }
      if pager.hasPreviousPage { parts.append("p previous") }
    }
    if !pager.filter.isEmpty {
      parts.append("/ clears")
    } else if pager.pageCount > 1 {
      parts.append("/text filters")
    }
    guard !parts.isEmpty else { return nil }
    return StyledText.joined(parts, separator: " \u{00B7} ")
  }

  /// The status line where the rows narrow as typed (the prompt says how many match):
  /// that nothing does, and the pages.
  private func liveStatusLine(_ pager: ListPager) -> StyledText? {
    var parts: [StyledText] = []
    if pager.visibleCount == 0, !pager.filter.isEmpty { parts.append(Phrase.nothingMatchesTyped(pager.filter)) }
    if pager.pageCount > 1 {
      parts.append("Page \(pager.pageNumber) of \(pager.pageCount) \u{00B7} Page Down, Page Up")
      if pager.filter.isEmpty { parts.append("type to narrow") }
    }
    guard !parts.isEmpty else { return nil }
    return StyledText.joined(parts, separator: " \u{00B7} ")
  }

  /// Tab completion: the titles of the items that pass the filter and can be chosen,
  /// starting with the typed text; after a comma, when several may be chosen, the title
  /// being typed there.
  func completion(for pager: ListPager) -> Completion {
    let title = self.title
    let refusal = self.refusal
    let selectsMany = self.selectsMany
    return Completion { typed in
      if typed.trimmingLeadingSpaces.hasPrefix("/") { return [] }
      var head = ""
      var part = typed.trimmingLeadingSpaces
      if selectsMany, let comma = typed.lastIndex(of: ",") {
        head = String(typed[...comma]) + " "
        part = typed[typed.index(after: comma)...].trimmingLeadingSpaces
      }
      var candidates: [String] = []
      for position in 0..<pager.visibleCount where candidates.count < 200 {
        let item = pager.item(atPosition: position)
        let candidate = title(item)
        if TextMatching.hasPrefix(candidate, part), refusal(item) == nil { candidates.append(head + candidate) }
      }
      return candidates
    }
  }
}
