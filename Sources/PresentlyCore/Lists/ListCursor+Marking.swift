extension ListCursor {
  /// Marks `item`, or unmarks it when it is marked, and keeps the order of marking for
  /// ``marksInOrder``: what Space (``KeyAction/toggle``) does to the highlighted row.
  ///
  /// ```swift
  /// var cursor = ListCursor(count: 5, pageSize: 10)
  /// cursor.toggleMark(3)  // true: marked
  /// cursor.toggleMark(1)
  /// cursor.marksInOrder   // [3, 1]
  /// ```
  /// - Returns: Whether `item` is marked now.
  /// - Complexity: O(*m*), *m* the rows marked this way.
  @discardableResult
  public mutating func toggleMark(_ item: Int) -> Bool {
    markingOrder.removeAll { $0 == item }
    guard marks.remove(item) == nil else { return false }
    marks.insert(item)
    markingOrder.append(item)
    return true
  }

  /// The marked rows in the order they were marked: first the rows marked by setting
  /// ``marks`` (those a list starts with), in the list's order, then the rows
  /// ``toggleMark(_:)`` marked, in the order it marked them; a row unmarked and marked
  /// again counts from the second time. gum's `choose --ordered` prints its choices in
  /// this order; ``marks`` is the set, for drawing and testing a row.
  ///
  /// ```swift
  /// var cursor = ListCursor(count: 5, pageSize: 10, marks: [4, 0])
  /// cursor.toggleMark(2)
  /// cursor.marksInOrder  // [0, 4, 2]
  /// ```
  /// - Complexity: O(*k* log *k*), *k* the rows marked.
  public var marksInOrder: [Int] {
    let toggled = markingOrder.filter { marks.contains($0) }
    let byToggling = Set(toggled)
    return marks.filter { !byToggling.contains($0) }.sorted() + toggled
  }

  /// Marks every row that passes the filter, in the list's order and at most `limit`
  /// marked in all; when they are all marked already (or `limit` is reached), unmarks
  /// every row instead: gum's `ctrl+a` in `choose --no-limit`.
  ///
  /// - Complexity: O(*n*), *n* the rows that pass the filter.
  public mutating func toggleAll(limit: Int? = nil) {
    let visible = (0..<pager.visibleCount).map { pager.item(atPosition: $0) }
    let room = limit.map { $0 - marks.count } ?? Int.max
    let unmarked = visible.filter { !marks.contains($0) }
    guard !unmarked.isEmpty, room > 0 else {
      (marks, markingOrder) = ([], [])
      return
    }
    for item in unmarked.prefix(room) { toggleMark(item) }
  }
}
