/// The sentences widgets say to the user about a list, in one place, so that the same
/// situation is said the same way in a list, a sheet, a whiptail box, the browser and a
/// widget of your own.
///
/// Refuse with them from ``Widget/apply(_:in:)``:
///
/// ```swift
/// case .line(let text) where text == "0":
///   return .refuse(Phrase.noRow(0, count: rows.count), keepsText: false)
/// ```
///
/// Text that came from the user or from data (a typed title, a filter) is put in
/// quotation marks, on one line, sanitized and cut to 32 cells.
public enum Phrase {
  // MARK: Narrowing

  /// What a query typed to narrow a list matches, as ``FuzzyQuery`` reads it: the one
  /// sentence the `?` help, `MasterDetailBrowser`'s documentation, the DocC articles and
  /// the README say it in (a test checks that they do). Say it in a widget's help.
  public static let matchRule =
    "Matches are fuzzy: the characters typed appear in order, anything between them (fb finds foo-bar); case is "
    + "ignored unless the query has a capital (smart case); a leading ' asks for the characters together, an exact "
    + "substring."

  // MARK: Moving in a list

  /// When a key moves up from the first row.
  public static let firstRow: StyledText = "This is the first row."
  /// When a key moves down from the last row.
  public static let lastRow: StyledText = "This is the last row."
  /// When a key pages back from the first page.
  public static let firstPage: StyledText = "This is the first page."
  /// When a key pages on from the last page.
  public static let lastPage: StyledText = "This is the last page."
  /// When a key moves in a list with no rows.
  public static let emptyList: StyledText = "The list is empty."
  /// When Space would mark a row but none is highlighted.
  public static let markNeedsRow: StyledText = "Move to a row with the arrow keys first, then Space marks it."

  /// When a filter entered as `/kiwi` matches no row: `Nothing matches “kiwi”: / alone
  /// shows every row.`
  public static func nothingMatches(_ filter: String) -> StyledText {
    filter.isEmpty ? nothingMatchesFilter : "Nothing matches " + Feedback.quoted(filter) + ": / alone shows every row."
  }

  /// When what is being typed matches no row: `Nothing matches “xyz”.`
  public static func nothingMatchesTyped(_ query: String) -> StyledText {
    "Nothing matches " + Feedback.quoted(query) + "."
  }

  /// When a key moves in a list that the filter has emptied.
  public static let nothingMatchesFilter: StyledText = "Nothing matches the filter: / alone shows every row."

  // MARK: Naming rows

  /// When a number names no row of a list of `count`: `There is no row 9: rows go from 1
  /// to 6.`
  public static func noRow(_ number: Int, count: Int) -> StyledText {
    if count == 0 { return emptyList }
    if count == 1 { return "There is no row \(number): there is only row 1." }
    return "There is no row \(number): rows go from 1 to \(count)."
  }

  /// When a number names a row the filter hides: `Row 4 is hidden by the filter “ap”: /
  /// alone shows every row.`
  public static func hiddenRow(_ number: Int, filter: String) -> StyledText {
    "Row \(number) is hidden by the filter " + Feedback.quoted(filter) + ": / alone shows every row."
  }

  /// When a row named was taken out of a live list meanwhile: `Row 3 was removed while
  /// you typed.`
  public static func removedRow(_ number: Int) -> StyledText {
    "Row \(number) was removed while you typed."
  }

  /// When several rows are named where one may be chosen.
  public static let chooseOne: StyledText = "Choose one: type a single number."

  /// When more rows are named or marked than may be chosen.
  public static func atMost(_ limit: Int) -> StyledText {
    "At most \(limit) may be chosen: unmark one first."
  }

  /// `Nothing is called “kiwi”: type a number or a title.`, with `noun` for what rows
  /// are known by (`title`, `tag`), and the filter named when one hides rows.
  public static func nothingCalled(_ typed: String, noun: String = "title", isFiltered: Bool = false) -> StyledText {
    let scope: StyledText = isFiltered ? " among the filtered ones (/ alone clears the filter)" : ""
    return "Nothing is called " + Feedback.quoted(typed) + scope + ": type a number or a \(noun)."
  }

  /// When the start of a title names several rows, `titles`: `“b” could be banana,
  /// blackberry or blueberry: type more of it, or a number.`
  public static func couldBe(_ typed: String, _ titles: [String], orNumber: Bool = true) -> StyledText {
    Feedback.quoted(typed) + " could be " + Feedback.alternatives(titles, limit: orNumber ? 3 : 4)
      + (orNumber ? ": type more of it, or a number." : ": type more of it.")
  }

  /// How to name a row (or several, with `many`), when Enter has nothing to take: `Type a
  /// number or a title, then Enter.`
  public static func typeAName(noun: String = "title", many: Bool = false) -> StyledText {
    many
      ? "Type numbers such as 1 3-5, or \(noun)s separated by commas, then Enter."
      : "Type a number or a \(noun), then Enter."
  }
}
