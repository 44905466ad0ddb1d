/// Where a keyed list stands (a list prompt, a whiptail menu): its page and filter, the highlighted row (what Enter on
/// an empty line takes), and the rows marked with Space when several may be chosen.
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
    let visible = pager.visibleCount
    guard visible > 0 else { return .stayed("Nothing matches the filter: / alone clears it.") }
    switch action {
    case .next: return highlight(at: position.map { $0 + 1 } ?? 0, end: "This is the last row.")
    case .previous: return highlight(at: position.map { $0 - 1 } ?? visible - 1, end: "This is the first row.")
    case .first: return highlight(at: 0, end: "This is the first row.")
    case .last: return highlight(at: visible - 1, end: "This is the last row.")
    case .nextPage, .previousPage:
      let forward = action == .nextPage
      let offset = position.map { $0 - pager.pageStart } ?? 0
      guard forward ? pager.nextPage() : pager.previousPage() else {
        return .stayed(forward ? "This is the last page." : "This is the first page.")
      }
      let items = pager.pageItems
      highlight = items[min(offset, items.count - 1)]
      return .paged
    case .toggle:
      guard let highlight else { return .stayed("Move to a row with the arrow keys first, then Space marks it.") }
      if marks.remove(highlight) == nil { marks.insert(highlight) }
      return .moved
    default:
      return .stayed("")
    }
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
