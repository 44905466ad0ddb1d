import PresentlyCore

/// The state of a list screen on the browser's stacks, whatever the type of its
/// elements: the version shown, the page and filter, the selection, and the detail of
/// the selection once presented.
struct ListScreen<Value: Sendable>: Sendable {
  /// A command's key and what it does, for the hints and the help.
  struct CommandHelp: Sendable {
    let key: String
    let help: String
    var priority = HintPriority.normal
  }

  /// Whether a live source still feeds the list.
  enum Source: Sendable {
    case none, live, ended
  }

  let id: ScreenID
  let title: StyledText
  /// The cells a row needs, when the list says.
  let rowWidth: Int?
  /// The line above the rows that names their columns, for a row's width.
  let columnHeader: (@Sendable (Int) -> StyledText)?
  /// The application's commands, less those with the browser's own keys.
  let commands: [CommandHelp]
  /// The feed the versions come from.
  let feed: ListFeed<Value>
  /// The version shown.
  private(set) var contents: ListContents<Value>
  /// The page, filter and selection shown; its highlight is the selection, or, where
  /// nothing is selected (collapsed, the detail not pushed), the row Enter takes.
  private(set) var cursor: ListCursor
  private(set) var rules: MasterDetailRules
  /// The detail of the selection, once presented.
  var detail: DetailState?
  /// The item selected before the last deselection, selected again when the layout
  /// expands with nothing selected.
  private(set) var lastSelected: Int?
  /// A command's request to select an element, until it is answered or the user
  /// selects something else.
  private(set) var selectionRequest: Int?
  var source: Source

  init(
    id: ScreenID, title: StyledText, rowWidth: Int?, columnHeader: (@Sendable (Int) -> StyledText)? = nil,
    commands: [CommandHelp], feed: ListFeed<Value>, contents: ListContents<Value>, layout: Layout, pageSize: Int
  ) {
    self.id = id
    self.title = title
    self.rowWidth = rowWidth
    self.columnHeader = columnHeader
    self.commands = commands.filter { !BrowserInput.reservedKeys.contains($0.key) }
    self.feed = feed
    self.contents = contents
    rules = MasterDetailRules(first: contents.count > 0 ? 0 : nil, layout: layout)
    let rows = max(1, pageSize - (columnHeader == nil ? 0 : 1))
    cursor = ListCursor(pager: ListPager(count: contents.count, pageSize: rows), highlight: rules.selected)
    source = feed.run == nil ? .none : .live
    let presenting: MasterDetailRules.Presenting = rules.selected.map { .some($0) }
    present(presenting)
  }

  /// The selected item.
  var selected: Int? { rules.selected }
  /// The row Enter, Right and the application's commands act on: the selection, else
  /// the highlight, which every list with rows has at every width.
  var highlighted: Int? { rules.selected ?? cursor.highlight }
  /// The page and filter shown.
  var pager: ListPager { cursor.pager }
  var canActivate: Bool { contents.activate != nil }

  /// An item's title, cut when it is far longer than a message can show.
  func itemTitle(_ item: Int) -> String {
    contents.title(item).clipped(toWidth: 40)
  }

  // MARK: Selection

  /// Presents what the rules asked for: the detail of an item, or nothing; the cursor
  /// highlights the selection, whatever the rules did.
  private mutating func present(_ presenting: MasterDetailRules.Presenting) {
    cursor.highlight = rules.selected ?? cursor.highlight
    keepHighlightVisible()
    guard let item = presenting else { return }
    detail = item.map { item in
      let title = StyledText(contents.title(item).clipped(toWidth: 1000)).singleLine
      return DetailState(title: title, source: contents.detail(item))
    }
  }

  /// Selects `item` for the user, showing its page.
  mutating func select(_ item: Int, layout: Layout) {
    selectionRequest = nil
    let presenting = rules.select(item, isValid: (0..<contents.count).contains(item), layout: layout)
    present(presenting)
    cursor.pager.reveal(item: item)
  }

  /// Highlights `item`: selects it, unless nothing is selected with the layout collapsed,
  /// where a highlight moves without opening the detail.
  mutating func highlight(_ item: Int, layout: Layout) {
    guard layout == .collapsed, selected == nil else { return select(item, layout: layout) }
    cursor.highlight = item
    cursor.pager.reveal(item: item)
  }

  /// Without a selection, the highlight stays on a row that passes the filter: the
  /// first, when the filter hides it.
  private mutating func keepHighlightVisible() {
    guard rules.selected == nil else { return }
    if let highlight = cursor.highlight, pager.position(ofItem: highlight) != nil { return }
    cursor.highlight = pager.visibleCount > 0 ? pager.item(atPosition: 0) : nil
  }

  /// Deselects, remembering the item for when the layout expands again.
  mutating func deselect() {
    if let selected { lastSelected = selected }
    let presenting = rules.deselect()
    present(presenting)
  }

  /// Applies a change of layout; expanding with nothing selected selects the item last
  /// selected if it is still there, else the first.
  mutating func changeLayout(from old: Layout, to new: Layout) {
    let preferred = lastSelected.flatMap { pager.position(ofItem: $0) != nil ? $0 : nil }
    let first = preferred ?? (pager.visibleCount > 0 ? pager.item(atPosition: 0) : nil)
    let (presenting, _) = rules.changeLayout(from: old, to: new, first: first)
    present(presenting)
    if let selected { cursor.pager.reveal(item: selected) }
  }

  /// Takes a new version: the selection follows its element, by the rules for the
  /// layout, and a selection request is answered when the version has its element.
  mutating func apply(_ update: ListUpdate<Value>, layout: Layout) {
    let selectedWasShown = selected.map(pager.pageItems.contains) ?? false
    contents = update.contents
    let presenting = rules.update(update.change, layout: layout)
    lastSelected = lastSelected.flatMap(update.change.index)
    cursor.pager.update(count: contents.count, title: contents.title)
    present(presenting)
    if selectedWasShown, let selected { cursor.pager.reveal(item: selected) }
    if let answer = update.answer, answer.token == selectionRequest {
      selectionRequest = nil
      if pager.position(ofItem: answer.item) == nil { cursor.pager.filter(by: "", title: contents.title) }
      select(answer.item, layout: layout)
    }
    keepSelectionVisible(layout: layout)
  }

  /// Waits for the feed to answer request `token`.
  mutating func request(_ token: Int) {
    selectionRequest = token
  }

  /// Expanded, the detail beside the list never shows a row the list hides: a
  /// selection the filter hides moves to the first match, or goes when nothing matches.
  private mutating func keepSelectionVisible(layout: Layout) {
    guard layout == .expanded else { return }
    if let selected, pager.position(ofItem: selected) != nil { return }
    if let selected, pager.visibleCount == 0 {
      lastSelected = selected
      let presenting = rules.deselect()
      present(presenting)
    } else if pager.visibleCount > 0 {
      let first = pager.item(atPosition: 0)
      let preferred = lastSelected.flatMap { pager.position(ofItem: $0) != nil ? $0 : nil }
      let presenting = rules.select(preferred ?? first, isValid: true, layout: layout)
      present(presenting)
    }
  }

  // MARK: Moving

  /// Moves the selection `step` rows among those that pass the filter (see
  /// ``ListCursor/move(by:)``).
  mutating func move(by step: Int, layout: Layout) -> ListCursor.Move {
    var moved = cursor
    let move = moved.move(by: step)
    if case .stayed = move { return move }
    if let item = moved.highlight { highlight(item, layout: layout) }
    return move
  }

  // MARK: Pages and filters

  /// Shows only the rows whose title matches `text` (`Phrase.matchRule`); a selection the filter hides
  /// moves to the first match when the detail is beside the list.
  mutating func filter(by text: String, layout: Layout) {
    cursor.pager.filter(by: text, title: contents.title)
    if let selected, pager.position(ofItem: selected) != nil { cursor.pager.reveal(item: selected) }
    keepSelectionVisible(layout: layout)
    keepHighlightVisible()
  }

  /// Moves a page; expanded, the selection moves with it, to the same place on the
  /// page, so the detail shows a row that can be seen.
  mutating func page(forward: Bool, layout: Layout) -> ListCursor.Move {
    let move = cursor.page(forward: forward, movesHighlight: layout == .expanded || selected == nil)
    if case .paged = move, layout == .expanded, let item = cursor.highlight, item != selected {
      present(rules.select(item, isValid: true, layout: layout))
      selectionRequest = nil
    }
    cursor.highlight = selected ?? cursor.highlight
    return move
  }

  mutating func resize(pageSize: Int) {
    let selectedWasShown = selected.map(pager.pageItems.contains) ?? false
    cursor.pager.resize(pageSize: max(1, pageSize - (columnHeader == nil ? 0 : 1)))
    if selectedWasShown, let selected { cursor.pager.reveal(item: selected) }
    keepHighlightVisible()
  }

  func resolve(_ typed: String) -> ListResolution {
    pager.resolve(typed, title: contents.title)
  }

  /// Tab's candidates: command keys of more than one letter, then titles.
  func completions() -> @Sendable (String) -> [String] {
    let pager = self.pager
    let titles = contents.title
    let keys = commands.map(\.key).filter { $0.count > 1 }
    return { typed in
      keys.filter { $0.hasPrefix(typed) } + pager.completions(for: typed, title: titles)
    }
  }
}
