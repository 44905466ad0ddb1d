/// What a ``ListCursor`` shows: its rows, the ones that pass the filter, and the page.
///
/// A widget draws ``pageItems`` in its body and says where the page is in a status line:
///
/// ```swift
/// for row in cursor.pageItems { lines.append(rows[row].title) }
/// if cursor.pageCount > 1 { lines.append("Page \(cursor.pageNumber) of \(cursor.pageCount)") }
/// ```
extension ListCursor {
  /// How many rows the whole list has.
  public var count: Int { pager.count }

  /// How many rows a page shows; at least 1.
  public var pageSize: Int { pager.pageSize }

  /// The rows on the page shown, in order: best match first under a filter, else in
  /// the list's order.
  public var pageItems: [Int] { pager.pageItems }

  /// The page shown, counted from 1.
  public var pageNumber: Int { pager.pageNumber }

  /// How many pages the rows that pass the filter take; at least 1.
  public var pageCount: Int { pager.pageCount }

  /// Whether a page follows the one shown.
  public var hasNextPage: Bool { pager.hasNextPage }

  /// Whether a page comes before the one shown.
  public var hasPreviousPage: Bool { pager.hasPreviousPage }

  /// How many rows pass the filter: all of them without one.
  public var visibleCount: Int { pager.visibleCount }

  /// The text the rows are narrowed by, as typed; empty for none.
  public var filter: String { pager.filter }

  /// The query the rows are narrowed by, for marking what it matches in a row drawn
  /// (``/PresentlyCore/StyledText/showingMatches(of:width:style:)``); `nil` without a filter.
  public var query: FuzzyQuery? { pager.query }

  /// Shows `pageSize` rows a page (a new window size), keeping the highlighted row on
  /// the page shown.
  public mutating func resize(pageSize: Int) {
    pager.resize(pageSize: pageSize)
    if let highlight { pager.reveal(item: highlight) }
  }

  /// Shows the page that holds `row`, when it passes the filter.
  public mutating func reveal(_ row: Int) {
    pager.reveal(item: row)
  }

  /// The place of `row` among the rows that pass the filter, from 0, or `nil` when the
  /// filter hides it.
  ///
  /// - Complexity: O(1) without a filter, O(*n*) with one.
  public func position(of row: Int) -> Int? {
    pager.position(ofItem: row)
  }
}
