import PresentlyCore

extension ListPrompt {
  /// What a typed line means for the list as `pager` shows it, with `highlight` what
  /// Enter takes and `marks` the rows marked with Space.
  func interpret(_ line: String, pager: ListPager, highlight: Int? = nil, marks: Set<Int> = []) -> Outcome {
    switch ListInput(line) {
    case .empty:
      if !marks.isEmpty { return choose(marks.sorted()) }
      guard let defaultItem = highlight ?? defaultItem else {
        return .refused(
          selectsMany
            ? "Type numbers such as 1 3-5, or titles separated by commas, then Enter."
            : "Type a number or a title, then Enter.",
          keepsText: false)
      }
      return choose([defaultItem])
    case .filter(let text):
      var moved = pager
      moved.filter(by: text, title: title)
      if !text.isEmpty, moved.visibleCount == 0 {
        return .refused("Nothing matches " + Feedback.quoted(text) + ".", keepsText: true)
      }
      return .moved(moved)
    case .numbers(let ranges):
      return chooseNumbers(ranges)
    case .text(let text):
      return interpretText(text, pager: pager)
    }
  }

  /// Items by number: one, or several and ranges when the list selects many.
  private func chooseNumbers(_ ranges: [ClosedRange<Int>]) -> Outcome {
    if !selectsMany, ranges.count != 1 || ranges[0].count != 1 {
      return .refused("Choose one: type a single number.", keepsText: true)
    }
    if let outside = ranges.first(where: { $0.lowerBound < 1 || $0.upperBound > count }) {
      let number = outside.lowerBound < 1 ? outside.lowerBound : outside.upperBound
      let range: StyledText = count == 1 ? "only 1" : "1 to \(count)"
      return .refused("There is no number \(number) here: the numbers are \(range).", keepsText: true)
    }
    var seen = Set<Int>()
    var items: [Int] = []
    for range in ranges {
      for number in range where seen.insert(number).inserted { items.append(number - 1) }
    }
    return choose(items)
  }

  /// Paging words, a title or a prefix of one, or (selecting many) titles, prefixes,
  /// numbers and ranges separated by commas.
  private func interpretText(_ text: String, pager: ListPager) -> Outcome {
    if pager.pageCount > 1 {
      switch text.lowercased() {
      case "n":
        var moved = pager
        return moved.nextPage() ? .moved(moved) : .refused("This is the last page.", keepsText: false)
      case "p":
        var moved = pager
        return moved.previousPage() ? .moved(moved) : .refused("This is the first page.", keepsText: false)
      default: break
      }
    }
    guard selectsMany, text.contains(",") else {
      guard let item = resolve(text, pager: pager) else {
        return .refused(problem(with: text, pager), keepsText: true)
      }
      return choose([item])
    }
    if case .item(let item) = pager.resolve(text, title: title), TextMatching.equal(title(item), text) {
      return choose([item])
    }
    var items: [Int] = []
    var seen = Set<Int>()
    for part in text.split(separator: ",").map(\.trimmingSpaces) where !part.isEmpty {
      if case .numbers(let ranges) = ListInput(part) {
        switch chooseNumbers(ranges) {
        case .chosen(let numbered): items += numbered.filter { seen.insert($0).inserted }
        case let other: return other
        }
      } else if let item = resolve(part, pager: pager) {
        if seen.insert(item).inserted { items.append(item) }
      } else {
        return .refused(problem(with: part, pager), keepsText: true)
      }
    }
    return items.isEmpty ? .refused("Type at least one title.", keepsText: true) : choose(items)
  }

  /// The one item a title or prefix names, if there is one.
  private func resolve(_ text: String, pager: ListPager) -> Int? {
    if case .item(let item) = pager.resolve(text, title: title) { return item }
    return nil
  }

  /// Why `text` names no single item: several items start with it, or nothing matches.
  private func problem(with text: String, _ pager: ListPager) -> StyledText {
    switch pager.resolve(text, title: title) {
    case .ambiguous(let items):
      let shown = Feedback.alternatives(items.map(title), limit: 3)
      return Feedback.quoted(text) + " could be " + shown + ": type more of it, or a number."
    case .none, .item:
      let scope: StyledText = pager.filter.isEmpty ? "" : " among the filtered ones (/ alone clears the filter)"
      return "Nothing is called " + Feedback.quoted(text) + scope + ": type a number or a title."
    }
  }

  /// The items, unless one of them is refused.
  private func choose(_ items: [Int]) -> Outcome {
    for item in items {
      // An item that cannot be chosen now is no typing mistake: nothing to fix in the line.
      if let reason = refusal(item) { return .refused(reason, keepsText: false) }
    }
    return .chosen(items)
  }
}
