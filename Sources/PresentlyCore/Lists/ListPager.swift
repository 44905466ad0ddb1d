/// The state of a numbered list shown a page at a time and narrowed by a filter: what
/// `choose`, action sheets and the browser's master pane have in common.
///
/// The pager holds no items. It knows how many there are and asks for an item's title
/// (the sanitized text the user sees) when it filters or matches, so a list of a million
/// lines is never copied: a page costs the rows on it.
///
/// Items keep their numbers (their position in the whole list, from 1) whatever the
/// filter and page, so "item 57" means the same item on every screen.
///
/// ```swift
/// var pager = ListPager(count: fruits.count, pageSize: 10)
/// pager.filter(by: "berr") { fruits[$0] }
/// for item in pager.pageItems { print(item + 1, fruits[item]) }
/// ```
package struct ListPager: Sendable, Equatable {
  /// How many items the whole list has.
  package private(set) var count: Int
  /// The filter in force; empty for none.
  package private(set) var filter = ""
  /// How many rows a page shows; at least 1.
  package private(set) var pageSize: Int
  /// Where the page starts, as a position among the items that pass the filter.
  package private(set) var pageStart = 0

  /// Indices of the items that pass the filter, best first; `nil` when there is no filter.
  private var matches: [Int32]?
  /// The query the matches are for, from which a longer one narrows; `nil` without a
  /// filter.
  package private(set) var query: FuzzyQuery?

  /// Creates a pager at the first page, unfiltered.
  package init(count: Int, pageSize: Int) {
    self.count = max(0, count)
    self.pageSize = max(1, pageSize)
  }

  /// How many items pass the filter.
  package var visibleCount: Int { matches?.count ?? count }

  /// The item at a position among those that pass the filter.
  package func item(atPosition position: Int) -> Int {
    matches.map { Int($0[position]) } ?? position
  }

  /// The position of an item among those that pass the filter, or `nil` when it does not pass.
  ///
  /// - Complexity: O(1) without a filter, O(*n*) with one, whose order is the ranking.
  package func position(ofItem item: Int) -> Int? {
    guard item >= 0, item < count else { return nil }
    guard let matches else { return item }
    return matches.firstIndex(of: Int32(truncatingIfNeeded: item))
  }

  /// The items on the current page, in order.
  package var pageItems: [Int] {
    let end = min(visibleCount, pageStart + pageSize)
    guard pageStart < end else { return [] }
    return (pageStart..<end).map(item(atPosition:))
  }

  /// The current page, counted from 1.
  package var pageNumber: Int { pageStart / pageSize + 1 }

  /// How many pages there are; at least 1.
  package var pageCount: Int { max(1, (visibleCount + pageSize - 1) / pageSize) }

  /// Whether a page follows this one.
  package var hasNextPage: Bool { pageStart + pageSize < visibleCount }

  /// Whether a page comes before this one.
  package var hasPreviousPage: Bool { pageStart > 0 }

  /// Moves to the next page; returns false at the last one.
  @discardableResult
  package mutating func nextPage() -> Bool {
    guard hasNextPage else { return false }
    pageStart += pageSize
    return true
  }

  /// Moves to the previous page; returns false at the first one.
  @discardableResult
  package mutating func previousPage() -> Bool {
    guard hasPreviousPage else { return false }
    pageStart = max(0, pageStart - pageSize)
    return true
  }

  /// Changes the page size, keeping the first row of the page on the page.
  package mutating func resize(pageSize: Int) {
    self.pageSize = max(1, pageSize)
    pageStart = (pageStart / self.pageSize) * self.pageSize
    clampPage()
  }

  /// Shows the page that holds `item`, if it passes the filter.
  package mutating func reveal(item: Int) {
    guard let position = position(ofItem: item) else { return }
    pageStart = (position / pageSize) * pageSize
  }

  /// Keeps only the items that match `text` (a ``FuzzyQuery``), best first, and goes to
  /// the first page; an empty `text` removes the filter.
  ///
  /// - Complexity: O(*n*) title lookups.
  package mutating func filter(by text: String, title: (Int) -> String) {
    let query = FuzzyQuery(text)
    filter = text
    let candidates = self.query.flatMap { query.narrows($0) ? matches : nil }
    self.query = query.isEmpty ? nil : query
    matches = query.isEmpty ? nil : ListRanking.rank(query, count: count, among: candidates, title: title)
    pageStart = 0
  }

  /// Keeps only the items of `texts` that match `query`, best first, and goes to the
  /// first page; an empty query removes the filter. A query that grew from the last one
  /// ranks only what matched it.
  ///
  /// - Complexity: O(*n*) in the items scanned: the last matches, or every item.
  package mutating func narrow(to query: FuzzyQuery, in texts: ListTexts) {
    filter = query.text
    defer {
      self.query = query.isEmpty ? nil : query
      pageStart = 0
    }
    guard !query.isEmpty else {
      matches = nil
      return
    }
    let candidates = self.query.flatMap { query.narrows($0) ? matches : nil }
    matches = ListRanking.rank(query, in: texts, among: candidates)
  }

  /// Takes a new list length (a live list changed), applying the filter again and
  /// keeping the page where it can.
  package mutating func update(count: Int, title: (Int) -> String) {
    self.count = max(0, count)
    if let query { matches = ListRanking.rank(query, count: self.count, title: title) }
    clampPage()
  }

  /// The item a typed line names among those that pass the filter: a title equal to it
  /// (ignoring case), else the only title that starts with it.
  ///
  /// - Complexity: O(*n*) title lookups.
  package func resolve(_ typed: String, title: (Int) -> String) -> ListResolution {
    guard !typed.isEmpty else { return .none }
    var prefixed: [Int] = []
    for position in 0..<visibleCount {
      let item = item(atPosition: position)
      let candidate = title(item)
      if TextMatching.equal(candidate, typed) { return .item(item) }
      if prefixed.count < 6, TextMatching.hasPrefix(candidate, typed) { prefixed.append(item) }
    }
    switch prefixed.count {
    case 0: return .none
    case 1: return .item(prefixed[0])
    default: return .ambiguous(prefixed)
    }
  }

  /// Titles that start with what was typed, among the items that pass the filter, for
  /// the Tab key.
  package func completions(for typed: String, limit: Int = 200, title: (Int) -> String) -> [String] {
    var result: [String] = []
    for position in 0..<visibleCount where result.count < limit {
      let candidate = title(item(atPosition: position))
      if TextMatching.hasPrefix(candidate, typed) { result.append(candidate) }
    }
    return result
  }

  private mutating func clampPage() {
    if pageStart >= visibleCount { pageStart = max(0, ((visibleCount - 1) / pageSize) * pageSize) }
    pageStart = max(0, pageStart)
  }
}

/// What a typed title names in a list.
package enum ListResolution: Hashable, Sendable {
  /// One item, by its index.
  case item(Int)
  /// Several items start with it; the first few, by index.
  case ambiguous([Int])
  /// Nothing matches.
  case none
}
