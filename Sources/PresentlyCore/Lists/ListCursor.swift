/// Where a list stands: its page and filter, the highlighted row (what Enter on an empty
/// line takes), and the rows marked with Space when several may be chosen. The one list
/// value every list of Presently holds (a list prompt, a whiptail menu, a list of the
/// browser), and the one to hold in a list widget of your own.
///
/// Rows are known by their index in the whole list, from 0, whatever the filter and the
/// page. The cursor holds no rows: it knows how many there are, and asks for their text
/// (``ListTexts``) when it narrows, so that a page costs the rows on it.
///
/// Keys change it through ``apply(_:)``, a function of the cursor alone, so that what
/// each key does is tested without a terminal:
///
/// ```swift
/// var cursor = ListCursor(count: 3, pageSize: 10)
/// cursor.apply(.next)      // .moved
/// cursor.highlight         // 1
/// cursor.apply(.last)      // .moved, on row 2
/// cursor.apply(.next)      // .stayed("This is the last row.")
/// ```
public struct ListCursor: Equatable, Sendable {
  package var pager: ListPager
  /// The highlighted row, if any: what Enter on an empty line takes.
  public var highlight: Int?
  /// The marked rows, when several may be chosen. ``marksInOrder`` gives them in the
  /// order they were marked.
  public var marks: Set<Int> = []
  /// The rows ``toggleMark(_:)`` marked, in the order it marked them (a row it unmarked
  /// left out): what ``marksInOrder`` adds to ``marks``, which stays the set to test.
  var markingOrder: [Int] = []

  /// A cursor on `pager`, highlighting `highlight`, with `marks` marked.
  package init(pager: ListPager, highlight: Int?, marks: Set<Int> = []) {
    self.pager = pager
    self.highlight = highlight
    self.marks = marks
  }

  /// A cursor on a list of `count` rows shown `pageSize` at a time, unfiltered,
  /// highlighting `highlight` (the first row unless told otherwise; `nil` for none) on
  /// the page that shows it.
  public init(count: Int, pageSize: Int, highlight: Int? = 0, marks: Set<Int> = []) {
    let count = max(0, count)
    self.init(
      pager: ListPager(count: count, pageSize: pageSize),
      highlight: highlight.flatMap { (0..<count).contains($0) ? $0 : nil }, marks: marks)
    if let highlight = self.highlight { pager.reveal(item: highlight) }
  }

  /// What a key did to a ``ListCursor``, and so what a widget draws.
  ///
  /// ```swift
  /// switch cursor.apply(action) {
  /// case .moved, .paged: return .redraw()
  /// case .stayed(let message): return message.isEmpty ? .stay : .refuse(message, keepsText: false)
  /// }
  /// ```
  public enum Move: Equatable, Sendable {
    /// The highlight or a mark changed on the page shown.
    case moved
    /// Another page (or the first highlight) is to be drawn.
    case paged
    /// Nothing to do: at an end, or the key means nothing here.
    case stayed(StyledText)
  }

  /// The highlighted item's position among the rows that pass the filter.
  private var position: Int? { highlight.flatMap(pager.position(ofItem:)) }

  /// Moves the highlight, pages or marks, for one key's action: ``KeyAction/next`` and
  /// ``KeyAction/previous`` a row, ``KeyAction/first`` and ``KeyAction/last`` to an end,
  /// ``KeyAction/nextPage`` and ``KeyAction/previousPage`` a page (the highlight to the
  /// same place on it), ``KeyAction/toggle`` marks or unmarks the highlighted row. At an
  /// end, or in an empty list, it stays and says why (``Phrase``); any other action
  /// stays with nothing to say.
  ///
  /// - Returns: What changed: the row on the page, the page, or nothing.
  public mutating func apply(_ action: KeyAction) -> Move {
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
      toggleMark(highlight)
      return .moved
    default:
      return .stayed("")
    }
  }

  /// Moves the highlight `step` rows among those that pass the filter. From no row, or
  /// a row the filter hides (the rows are in the filter's ranking, where it has no
  /// place), the first step forward goes to the first row and back to the last.
  public mutating func move(by step: Int) -> Move {
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
  ///
  /// - Returns: ``Move/paged``, or ``Move/stayed(_:)`` at the first or last page.
  public mutating func page(forward: Bool, movesHighlight: Bool = true) -> Move {
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
  public mutating func keepHighlightVisible() {
    guard let highlight, pager.position(ofItem: highlight) == nil, pager.visibleCount > 0 else { return }
    self.highlight = pager.item(atPosition: 0)
  }
}
