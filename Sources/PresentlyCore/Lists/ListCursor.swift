/// Where a keyed list stands (a list prompt, a whiptail menu, a list of the browser): its
/// page and filter, the highlighted row (what Enter on an empty line takes, the browser's
/// selection), and the rows marked with Space when several may be chosen.
///
/// Keys change it through ``apply(_:)``, a function of the cursor alone, so that what
/// each key does is tested without a terminal.
package struct ListCursor: Equatable, Sendable {
  package var pager: ListPager
  /// The highlighted item, if any: the default at first.
  package var highlight: Int?
  /// The marked items, when several may be chosen.
  package var marks: Set<Int> = []

  /// A cursor on `pager`, highlighting `highlight`, with `marks` marked.
  package init(pager: ListPager, highlight: Int?, marks: Set<Int> = []) {
    self.pager = pager
    self.highlight = highlight
    self.marks = marks
  }

  /// What a key did.
  package enum Move: Equatable, Sendable {
    /// The highlight or a mark changed on the page shown.
    case moved
    /// Another page (or the first highlight) is to be drawn.
    case paged
    /// Nothing to do: at an end, or the key means nothing here.
    case stayed(StyledText)
  }

  /// The highlighted item's position among the rows that pass the filter.
  private var position: Int? { highlight.flatMap(pager.position(ofItem:)) }

  /// Moves the highlight, pages or marks, for one key's action.
  package mutating func apply(_ action: KeyAction) -> Move {
    guard pager.visibleCount > 0 else {
      return .stayed(pager.count == 0 ? Phrase.emptyList : Phrase.nothingMatchesFilter)
    }
    switch action {
    case .next: return move(by: 1)
    case .previous: return move(by: -1)
    case .first: return highlight(at: 0, end: Phrase.firstRow)
    case .last: return highlight(at: pager.visibleCount - 1, end: Phrase.lastRow)
    case .nextPage: return page(forward: true)
    case .previousPage: return page(forward: false)
    case .toggle:
      guard let highlight else { return .stayed(Phrase.markNeedsRow) }
      if marks.remove(highlight) == nil { marks.insert(highlight) }
      return .moved
    default:
      return .stayed("")
    }
  }

  /// Moves the highlight `step` rows among those that pass the filter. From no row, or
  /// a row the filter hides (the rows are in the filter's ranking, where it has no
  /// place), the first step forward goes to the first row and back to the last.
  package mutating func move(by step: Int) -> Move {
    let visible = pager.visibleCount
    guard visible > 0 else { return .stayed(pager.count == 0 ? Phrase.emptyList : Phrase.nothingMatchesFilter) }
    let target: Int
    if let highlight, let here = pager.position(ofItem: highlight) {
      target = here + step
    } else {
      target = step > 0 ? step - 1 : visible + step
    }
    return highlight(at: target, end: step > 0 ? Phrase.lastRow : Phrase.firstRow)
  }

  /// Shows the next or previous page; with `movesHighlight`, the highlight goes to the
  /// same place on the new page, so that it stays on a row that can be seen.
  package mutating func page(forward: Bool, movesHighlight: Bool = true) -> Move {
    // The place on the page of a highlight shown on it; the top of the page otherwise.
    let shown = pager.pageStart..<(pager.pageStart + pager.pageSize)
    let offset = position.flatMap { shown.contains($0) ? $0 - pager.pageStart : nil } ?? 0
    guard forward ? pager.nextPage() : pager.previousPage() else {
      return .stayed(forward ? Phrase.lastPage : Phrase.firstPage)
    }
    let items = pager.pageItems
    if movesHighlight, !items.isEmpty { highlight = items[min(offset, items.count - 1)] }
    return .paged
  }

  /// Highlights the row at a position among those that pass the filter, showing its page.
  private mutating func highlight(at target: Int, end: StyledText) -> Move {
    guard (0..<pager.visibleCount).contains(target) else { return .stayed(end) }
    let item = pager.item(atPosition: target)
    guard item != highlight else { return .stayed(end) }
    let page = pager.pageStart
    highlight = item
    pager.reveal(item: item)
    return pager.pageStart == page ? .moved : .paged
  }

  /// After a filter: a highlight stays when its row passes, else goes to the first row
  /// that does.
  package mutating func keepHighlightVisible() {
    guard let highlight, pager.position(ofItem: highlight) == nil, pager.visibleCount > 0 else { return }
    self.highlight = pager.item(atPosition: 0)
  }
}
