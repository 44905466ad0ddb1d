/// The rows a typed line names, read the one way every list reads it: numbers and ranges
/// (`3`, `1 3-5`), a title or the unique start of one (ignoring case), and, where several
/// may be chosen, titles, numbers and ranges separated by commas.
///
/// ```swift
/// ListNaming.items(in: "ban, 6", count: 6, many: true, title: { fruits[$0] }) {
///   pager.resolve($0) { fruits[$0] }
/// }
/// // .success([2, 5])
/// ```
package enum ListNaming {
  /// Why a line names no row, and whether its text is worth offering again.
  package typealias Refusal = ListCursor.Refusal

  /// The items `text` names, in the order named, each once, or why it names none.
  ///
  /// - Parameters:
  ///   - text: The line, trimmed.
  ///   - count: How many items the whole list has; numbers count from 1.
  ///   - many: Whether several may be named.
  ///   - noun: What rows are known by, for the messages: `title` or `tag`.
  ///   - title: An item's title.
  ///   - isFiltered: Whether a filter hides rows, which a title that names none may be.
  ///   - resolve: The item a title or the start of one names, among those shown.
  package static func items(
    in text: String, count: Int, many: Bool, noun: String = "title", isFiltered: Bool = false,
    title: (Int) -> String, resolve: (String) -> ListResolution
  ) -> Result<[Int], Refusal> {
    func name(_ text: String) -> Result<Int, Refusal> {
      item(named: text, noun: noun, isFiltered: isFiltered, title: title, resolve: resolve)
    }
    if case .numbers(let ranges) = ListInput(text) { return numbers(ranges, count: count, many: many) }
    guard many, text.contains(",") else { return name(text).map { [$0] } }
    // A title may hold a comma: a whole title comes first.
    if case .item(let item) = resolve(text), TextMatching.equal(title(item), text) { return .success([item]) }
    var items: [Int] = []
    var seen = Set<Int>()
    for part in text.split(separator: ",").map(\.trimmingSpaces) where !part.isEmpty {
      let named: Result<[Int], Refusal>
      if case .numbers(let ranges) = ListInput(part) {
        named = numbers(ranges, count: count, many: true)
      } else {
        named = name(part).map { [$0] }
      }
      switch named {
      case .success(let found): items += found.filter { seen.insert($0).inserted }
      case .failure(let refusal): return .failure(refusal)
      }
    }
    guard !items.isEmpty else { return .failure(Refusal(message: "Type at least one \(noun).", keepsText: true)) }
    return .success(items)
  }

  /// Items by number: one, or several and ranges when several may be named.
  package static func numbers(_ ranges: [ClosedRange<Int>], count: Int, many: Bool) -> Result<[Int], Refusal> {
    // Numbers are answers, not text to fix: a refused one is not offered again.
    if !many, ranges.count != 1 || ranges[0].count != 1 {
      return .failure(Refusal(message: Phrase.chooseOne, keepsText: false))
    }
    if let outside = ranges.first(where: { $0.lowerBound < 1 || $0.upperBound > count }) {
      let number = outside.lowerBound < 1 ? outside.lowerBound : outside.upperBound
      return .failure(Refusal(message: Phrase.noRow(number, count: count), keepsText: false))
    }
    var seen = Set<Int>()
    var items: [Int] = []
    for range in ranges {
      for number in range where seen.insert(number).inserted { items.append(number - 1) }
    }
    return .success(items)
  }

  /// The one item a title or the start of one names.
  private static func item(
    named text: String, noun: String, isFiltered: Bool, title: (Int) -> String, resolve: (String) -> ListResolution
  ) -> Result<Int, Refusal> {
    switch resolve(text) {
    case .item(let item):
      return .success(item)
    case .ambiguous(let items):
      return .failure(Refusal(message: Phrase.couldBe(text, items.map(title)), keepsText: true))
    case .none:
      return .failure(Refusal(message: Phrase.nothingCalled(text, noun: noun, isFiltered: isFiltered), keepsText: true))
    }
  }
}
