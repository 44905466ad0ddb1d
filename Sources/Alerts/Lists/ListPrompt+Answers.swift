import PresentlyCore

extension ListPrompt {
  /// What a typed line means for the list as `pager` shows it, with `highlight` what
  /// Enter takes and `marks` the rows marked with Space.
  func interpret(_ line: String, pager: ListPager, highlight: Int? = nil, marks: Set<Int> = []) -> Outcome {
    switch ListInput(line) {
    case .empty:
      if !marks.isEmpty { return choose(marks.sorted()) }
      guard let defaultItem = highlight ?? defaultItem else {
        return .refused(Phrase.typeAName(many: selectsMany), keepsText: false)
      }
      return choose([defaultItem])
    case .filter(let text):
      var moved = pager
      moved.filter(by: text, title: title)
      if !text.isEmpty, moved.visibleCount == 0 { return .refused(Phrase.nothingMatches(text), keepsText: true) }
      return .moved(moved)
    case .numbers, .text:
      let text = line.trimmingSpaces
      if pager.pageCount > 1 {
        switch text.lowercased() {
        case "n":
          var moved = pager
          return moved.nextPage() ? .moved(moved) : .refused(Phrase.lastPage, keepsText: false)
        case "p":
          var moved = pager
          return moved.previousPage() ? .moved(moved) : .refused(Phrase.firstPage, keepsText: false)
        default: break
        }
      }
      let named = ListNaming.items(
        in: text, count: count, many: selectsMany, isFiltered: !pager.filter.isEmpty, title: title
      ) { pager.resolve($0, title: title) }
      switch named {
      case .success(let items): return choose(items)
      case .failure(let refusal): return .refused(refusal.message, keepsText: refusal.keepsText)
      }
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
