/// A pick list's steps: one edit, key or line in, what it did out (``PickList/Step``),
/// which the widget that embeds the list turns into what it draws.
///
/// ```swift
/// case .edited(let text):
///   return show(list.follow(typing: text))
/// case .line(let line):
///   return list.endLine(line, with: list.enter(line).map(show) ?? answer(line))
/// ```
extension PickList {
  /// What a step did to the list.
  package enum Step: Equatable, Sendable {
    /// Nothing changed.
    case stay
    /// The rows changed as the line was typed: draw the list again; where it cannot be
    /// drawn again, print nothing (a screen reader hears the rows it moves to, not the
    /// list again).
    case narrowed
    /// A row was marked or unmarked (or picked), the highlight on it: draw the list
    /// again; where it cannot be, print the highlighted row.
    case marked
    /// The rows chosen: the list ends with them.
    case chosen([Int])
    /// A message, then the same line (with the text, when `keepsText`).
    case refused(StyledText, keepsText: Bool)
  }

  /// Follows one edit of the line: narrows the rows or highlights one, as
  /// ``ListCursor/follow(typing:in:otherwise:exact:)`` says, an empty line showing the
  /// ``appliedFilter``.
  ///
  /// - Returns: ``Step/narrowed``, or ``Step/stay`` when the list is as it was.
  /// - Complexity: O(*n*) in the rows matched (see ``ListCursor/narrow(to:in:exact:)``).
  package mutating func follow(typing line: String) -> Step {
    liveLine = line
    let before = cursor
    let texts = rowTexts()
    cursor.follow(typing: line, in: texts, otherwise: appliedFilter, exact: exact)
    return cursor == before ? .stay : .narrowed
  }

  /// A key came with `text` in the line: once the rows narrow as typed, that is the line
  /// they narrow by.
  package mutating func keyCame(with text: String) {
    if liveLine != nil { liveLine = text }
  }

  /// Space, pressed with `text` in the line: marks the highlighted row on an empty line
  /// and on a line that narrowed the rows (``ListCursor/spaceMarks(typed:)``); elsewhere
  /// it is a space, and the line narrows with it. One mark moves to the row; of many,
  /// the row is marked or unmarked, unless as many as the limit are marked already.
  package mutating func space(typed text: String) -> Step {
    guard cursor.spaceMarks(typed: text) else { return follow(typing: text + " ") }
    switch marking {
    case .none:
      return .stay
    case .one:
      guard let highlight = cursor.highlight else { return .refused(Phrase.markNeedsRow, keepsText: false) }
      cursor.marks = [highlight]
      return .marked
    case .many(let limit):
      if let limit, let highlight = cursor.highlight, !cursor.marks.contains(highlight), cursor.marks.count >= limit {
        return .refused(Phrase.atMost(limit), keepsText: false)
      }
      switch cursor.apply(.toggle) {
      case .stayed(let message): return message.isEmpty ? .stay : .refused(message, keepsText: false)
      case .moved, .paged: return .marked
      }
    }
  }

  /// What Enter on `line` does where the line narrowed the rows (it is ``liveLine``):
  /// takes the highlighted row; where many may be marked, marks (or unmarks) it, and the
  /// rows go back to what they were before the line, the highlight on the row. `nil`
  /// where the line means what it means from a pipe (empty, `/text`, row numbers,
  /// nothing matching): the widget reads it (see ``rows(named:title:)``).
  package mutating func enter(_ line: String) -> Step? {
    guard liveLine == line, let highlight = cursor.rowTaken(byEntering: line) else { return nil }
    guard case .many(let limit) = marking else { return .chosen([highlight]) }
    if !cursor.marks.contains(highlight), let limit, cursor.marks.count >= limit {
      return .refused(Phrase.atMost(limit), keepsText: true)
    }
    cursor.toggleMark(highlight)
    cursor.narrow(to: appliedFilter, in: rowTexts(), exact: exact)
    cursor.highlight = highlight
    cursor.pager.reveal(item: highlight)
    return .marked
  }

  /// Ends the line `line`, read to `step`: a line that narrowed the rows and comes back
  /// to be fixed still narrows them; any other line is done.
  ///
  /// - Returns: `step`.
  package mutating func endLine<Result>(_ line: String, with step: WidgetStep<Result>) -> WidgetStep<Result> {
    if case .refuse(_, keepsText: true) = step, liveLine == line { liveLine = line } else { liveLine = nil }
    return step
  }

  /// The rows `text` names, read as from a pipe (``ListNaming``): numbers, ranges, a
  /// title or the start of one among the rows shown, and, where many may be marked,
  /// several separated by commas.
  ///
  /// - Parameter title: A row's title (or tag) as the user sees and types it.
  /// - Complexity: O(*n*) title lookups for a title; O(1) for numbers.
  package func rows(named text: String, title: (Int) -> String) -> Result<[Int], ListNaming.Refusal> {
    let pager = cursor.pager
    var many = false
    if case .many = marking { many = true }
    return ListNaming.items(
      in: text.trimmingSpaces, count: pager.count, many: many, noun: noun,
      isFiltered: keepsFilters && !pager.filter.isEmpty, title: title
    ) { pager.resolve($0, title: title) }
  }
}
