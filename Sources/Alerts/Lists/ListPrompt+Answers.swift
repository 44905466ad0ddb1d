import PresentlyCore

extension ListPrompt {
  /// What a typed line does: names items, which end the list; filters or pages, drawn
  /// below; or is refused.
  mutating func answer(_ line: String, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    // Enter on a line that narrowed the rows takes the highlighted one.
    let taken = list.enter(line).map { step(for: $0, in: frame) }
    return list.endLine(line, with: taken ?? interpret(line, in: frame))
  }

  private mutating func interpret(_ line: String, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    let pager = cursor.pager
    switch ListInput(line) {
    case .empty:
      if !cursor.marks.isEmpty { return choose(keepsMarkingOrder ? cursor.marksInOrder : cursor.marks.sorted()) }
      if selectsMany, takesNothingUnmarked { return .finish([]) }
      guard let defaultItem = cursor.highlight ?? defaultItem else {
        return .refuse(Phrase.typeAName(many: selectsMany), keepsText: false)
      }
      return choose([defaultItem])
    case .filter(let text):
      // Typed live or read from a pipe, one rule: `--exact` included.
      var moved = pager
      moved.narrow(to: FuzzyQuery(text, exact: list.exact), in: list.rowTexts())
      if !text.isEmpty, moved.visibleCount == 0 { return .refuse(Phrase.nothingMatches(text), keepsText: true) }
      list.appliedFilter = text
      // Narrowed as typed, the rows are on the screen already: drawn again in place.
      return show(moved, inPlace: list.liveLine == line && frame.drawsInPlace)
    case .numbers, .text:
      let text = line.trimmingSpaces
      if pager.pageCount > 1, ["n", "p"].contains(text.lowercased()) {
        var moved = pager
        let forward = text.lowercased() == "n"
        guard forward ? moved.nextPage() : moved.previousPage() else {
          return .refuse(forward ? Phrase.lastPage : Phrase.firstPage, keepsText: false)
        }
        return show(moved)
      }
      switch list.rows(named: text, title: title) {
      case .success(let items): return choose(items)
      case .failure(let refusal): return .refuse(refusal.message, keepsText: refusal.keepsText)
      }
    }
  }

  /// Shows another page or filter, below the answer that asked for it (or over it).
  private mutating func show(_ pager: ListPager, inPlace: Bool = false) -> WidgetStep<[Int]> {
    list.cursor.pager = pager
    list.cursor.keepHighlightVisible()
    return inPlace ? .redraw() : .drawBelow
  }

  /// The items, unless one of them is refused.
  func choose(_ items: [Int]) -> WidgetStep<[Int]> {
    if let limit, items.count > limit { return .refuse(Phrase.atMost(limit), keepsText: false) }
    for item in items {
      // An item that cannot be chosen now is no typing mistake: nothing to fix in the line.
      if let reason = refusal(item) { return .refuse(reason, keepsText: false) }
    }
    return .finish(items)
  }
}
