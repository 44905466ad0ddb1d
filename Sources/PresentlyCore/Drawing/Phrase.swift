/// The sentences widgets say to the user, in one place, so that the same situation is
/// said the same way in a list, a sheet, a whiptail box and the browser.
///
/// Text that came from the user or from data (a typed title, a filter) is quoted and
/// sanitized by ``Feedback/quoted(_:)``.
package enum Phrase {
  // MARK: Narrowing

  /// What a query typed to narrow a list matches, as ``FuzzyQuery`` reads it: the one
  /// sentence the `?` help, `MasterDetailBrowser`'s documentation, the DocC articles and
  /// the README say it in (a test checks that they do).
  package static let matchRule =
    "Matches are fuzzy: the characters typed appear in order, anything between them (fb finds foo-bar); case is "
    + "ignored unless the query has a capital (smart case); a leading ' asks for the characters together, an exact "
    + "substring."

  // MARK: Moving in a list

  package static let firstRow: StyledText = "This is the first row."
  package static let lastRow: StyledText = "This is the last row."
  package static let firstPage: StyledText = "This is the first page."
  package static let lastPage: StyledText = "This is the last page."
  package static let emptyList: StyledText = "The list is empty."
  package static let markNeedsRow: StyledText = "Move to a row with the arrow keys first, then Space marks it."

  /// `Nothing matches “kiwi”: / alone shows every row.`
  package static func nothingMatches(_ filter: String) -> StyledText {
    filter.isEmpty ? nothingMatchesFilter : "Nothing matches " + Feedback.quoted(filter) + ": / alone shows every row."
  }

  /// When what is being typed matches no row: `Nothing matches “xyz”.`
  package static func nothingMatchesTyped(_ query: String) -> StyledText {
    "Nothing matches " + Feedback.quoted(query) + "."
  }

  /// When a key moves in a list that the filter has emptied.
  package static let nothingMatchesFilter: StyledText = "Nothing matches the filter: / alone shows every row."

  // MARK: Naming rows

  /// `There is no row 9: rows go from 1 to 6.`
  package static func noRow(_ number: Int, count: Int) -> StyledText {
    if count == 0 { return emptyList }
    if count == 1 { return "There is no row \(number): there is only row 1." }
    return "There is no row \(number): rows go from 1 to \(count)."
  }

  /// `Row 4 is hidden by the filter “ap”: / alone shows every row.`
  package static func hiddenRow(_ number: Int, filter: String) -> StyledText {
    "Row \(number) is hidden by the filter " + Feedback.quoted(filter) + ": / alone shows every row."
  }

  /// `Row 3 was removed while you typed.`
  package static func removedRow(_ number: Int) -> StyledText {
    "Row \(number) was removed while you typed."
  }

  package static let chooseOne: StyledText = "Choose one: type a single number."

  /// When more rows are named or marked than may be chosen.
  package static func atMost(_ limit: Int) -> StyledText {
    "At most \(limit) may be chosen: unmark one first."
  }

  /// `Nothing is called “kiwi”: type a number or a title.`, with `noun` for what rows
  /// are known by (`title`, `tag`), and the filter named when one hides rows.
  package static func nothingCalled(_ typed: String, noun: String = "title", isFiltered: Bool = false) -> StyledText {
    let scope: StyledText = isFiltered ? " among the filtered ones (/ alone clears the filter)" : ""
    return "Nothing is called " + Feedback.quoted(typed) + scope + ": type a number or a \(noun)."
  }

  /// `“b” could be banana, blackberry or blueberry: type more of it, or a number.`
  package static func couldBe(_ typed: String, _ titles: [String], orNumber: Bool = true) -> StyledText {
    Feedback.quoted(typed) + " could be " + Feedback.alternatives(titles, limit: orNumber ? 3 : 4)
      + (orNumber ? ": type more of it, or a number." : ": type more of it.")
  }

  /// `Type a number or a title, then Enter.`
  package static func typeAName(noun: String = "title", many: Bool = false) -> StyledText {
    many
      ? "Type numbers such as 1 3-5, or \(noun)s separated by commas, then Enter."
      : "Type a number or a \(noun), then Enter."
  }
}
