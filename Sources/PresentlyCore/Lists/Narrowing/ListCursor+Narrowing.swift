/// Narrowing as the user types: the rule every list follows (choose, sheets, whiptail's
/// menus and checklists), at a terminal that tells each key
/// (``WidgetFrame/reportsEdits``, ``WidgetEvent/edited(_:)``).
///
/// - Each edit of the line narrows the rows to those that match it (a ``FuzzyQuery``),
///   best first, the highlight on the best; `/text` narrows by `text`; an empty line
///   shows the rows as they were before it (`otherwise`).
/// - A line of digits is text first: where an item matches it, it narrows like any text,
///   so that typing `250` in a list of numbers highlights `250`, not row 250. Only where
///   no item matches is it row numbers: one row's number highlights that row (numbers
///   are the rows' own, whatever the filter), several (`1 3-5`) show every row. This is
///   the one place the choice is made; from a pipe, where nothing narrows, a number is
///   always the row's (``rows(named:many:noun:title:)``), so that answering costs no
///   scan of the titles.
/// - Space marks the highlighted row on an empty line and on a line that narrowed the
///   rows (``spaceMarks(typed:)``); marks are items, kept through narrowing and widening.
/// - Enter on a line that narrowed the rows takes the highlighted row
///   (``rowTaken(byEntering:)``); a line of row numbers or `/text` means what it means
///   from a pipe.
///
/// ```swift
/// case .edited(let line):
///   cursor.follow(typing: line, in: texts, otherwise: "")
///   return .redraw()
/// ```
extension ListCursor {
  /// Follows one edit of `line`: narrows or highlights, as the rule above says.
  ///
  /// - Parameters:
  ///   - line: The whole text of the open line.
  ///   - texts: Every row's text, what a query is matched against.
  ///   - filter: What the rows are narrowed by when the line is empty: a `/text`
  ///     entered before, or nothing.
  ///   - exact: Whether a query is an exact substring unless it starts with `'`.
  public mutating func follow(
    typing line: String, in texts: ListTexts, otherwise filter: String, exact: Bool = false
  ) {
    var target = line.trimmingSpaces
    var row: Int?
    let input = ListInput(line)
    switch input {
    case .empty:
      target = filter
    case .filter(let text):
      target = text
    case .numbers(let ranges):
      // An item that matches beats a row number.
      narrow(to: target, in: texts, exact: exact)
      if pager.visibleCount > 0 { return }
      if let number = input.number, (1...max(1, pager.count)).contains(number) {
        (target, row) = ("", number - 1)
      } else if input.number == nil, ranges.allSatisfy({ $0.upperBound <= pager.count }) {
        target = ""
      }
    case .text:
      break
    }
    narrow(to: target, in: texts, exact: exact)
    if let row {
      highlight = row
      pager.reveal(item: row)
    }
  }

  /// Narrows the rows to those `text` matches (a ``FuzzyQuery``; all of them when
  /// empty), best first, the highlight on the best match, and shows the first page.
  ///
  /// - Complexity: O(*n*) in the rows matched: those the last query matched when `text`
  ///   only adds to it, every row otherwise.
  public mutating func narrow(to text: String, in texts: ListTexts, exact: Bool = false) {
    guard text != pager.filter else { return }
    pager.narrow(to: FuzzyQuery(text, exact: exact), in: texts)
    if text.isEmpty {
      keepHighlightVisible()
    } else {
      highlight = pager.visibleCount > 0 ? pager.item(atPosition: 0) : nil
    }
  }

  /// The row Enter on `line` takes when the line narrowed the rows: the highlighted
  /// match; `nil` for an empty line, `/text`, row numbers that matched no item (as
  /// ``follow(typing:in:otherwise:exact:)`` decided), or when nothing matches.
  public func rowTaken(byEntering line: String) -> Int? {
    switch ListInput(line) {
    case .empty, .filter:
      return nil
    case .numbers(let ranges)
    where pager.filter != line.trimmingSpaces && ranges.allSatisfy({ $0.upperBound <= pager.count }):
      return nil
    case .numbers, .text:
      break
    }
    guard !pager.filter.isEmpty, let highlight, pager.position(ofItem: highlight) != nil else { return nil }
    return highlight
  }

  /// Whether Space, pressed with `text` in the line, marks the highlighted row: on an
  /// empty line, and on a line that narrowed the rows to matches (the highlight is on
  /// one of them), as whiptail's Space toggles. On a line of row numbers, or one that
  /// matches nothing, Space is a space: `1 3-5` is still typed whole.
  public func spaceMarks(typed text: String) -> Bool {
    let typed: String
    switch ListInput(text) {
    case .empty: return true
    case .filter(let filter): typed = filter
    case .numbers, .text: typed = text.trimmingSpaces
    }
    return !typed.isEmpty && typed == pager.filter && pager.visibleCount > 0
  }

  /// `  (2 of 8)`: the highlighted row's place among the matches, for a row printed on a
  /// line of its own; empty without a filter.
  public var placeAmongMatches: StyledText {
    guard !pager.filter.isEmpty, let highlight, let position = pager.position(ofItem: highlight) else {
      return StyledText()
    }
    return StyledText("  (\(position + 1) of \(pager.visibleCount))", style: .dim)
  }
}
