import PresentlyCore

/// The state of a list screen while it is on the navigation stacks.
///
/// Only the browser's loop touches it. Its elements are the list's own collection,
/// never copied or mapped: titles are looked up one at a time.
final class ListScreenState<Value: Sendable, Elements: RandomAccessCollection & Sendable>: ListScreenModel
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element

  let id = ScreenID()
  let definition: BrowserList<Value, Elements>
  let selection: MasterDetailSelection<Elements>
  private(set) var pager: ListPager
  var isDetailStale = false
  private var elements: Elements
  private let latest = LatestValue<Elements>()
  /// What a command asked to select once it appears.
  private var requestedSelection: (@Sendable (Element) -> Bool)?

  init(_ definition: BrowserList<Value, Elements>, isCollapsed: Bool?, pageSize: Int) {
    self.definition = definition
    elements = definition.elements
    selection = MasterDetailSelection(
      elements: definition.elements, isSame: definition.isSame, needsUpdate: definition.needsUpdate,
      isCollapsed: isCollapsed)
    pager = ListPager(count: definition.elements.count, pageSize: pageSize)
  }

  var title: StyledText { definition.title }

  var selectedItem: Int? {
    selection.selection.map { $0.index - elements.startIndex }
  }

  var presentableSelection: (any Sendable)? { selection.selection }

  var canActivate: Bool { definition.activation != nil }

  var commands: [(key: String, help: String)] {
    definition.commands.filter { !BrowserInput.reservedKeys.contains($0.key) }.map { ($0.key, $0.help) }
  }

  private func element(atItem item: Int) -> Element {
    elements[elements.startIndex + item]
  }

  func itemTitle(ofItem item: Int) -> String {
    definition.itemTitle(element(atItem: item)).clipped(toWidth: 40)
  }

  /// A title lookup over `elements`, for the pager.
  private static func titles(
    of elements: Elements, _ itemTitle: @escaping @Sendable (Element) -> String
  ) -> @Sendable (Int) -> String {
    let start = elements.startIndex
    return { itemTitle(elements[start + $0]) }
  }

  // MARK: Selection and layout

  func setCollapsed(_ isCollapsed: Bool) {
    selection.isCollapsed = isCollapsed
  }

  func installPresentDetail(_ effects: EffectQueue) {
    let id = self.id
    selection.presentDetail = { selected in
      effects.post(.present(list: id, selection: selected))
    }
  }

  func select(item: Int) {
    requestedSelection = nil
    selection.select(index: elements.startIndex + item)
    pager.reveal(item: item)
  }

  func deselect() {
    selection.deselect()
  }

  func move(by step: Int) -> MoveResult {
    let visible = pager.visibleCount
    guard visible > 0 else { return .empty }
    let position: Int
    if let current = selectedItem {
      if let here = pager.position(ofItem: current) {
        position = here + step
      } else {
        let after = firstPosition(after: current)
        position = step > 0 ? after + step - 1 : after + step
      }
    } else {
      position = step > 0 ? 0 : visible - 1
    }
    guard (0..<visible).contains(position) else { return .atEnd }
    select(item: pager.item(atPosition: position))
    return .moved
  }

  /// The first position among the rows that pass the filter whose item comes after `item`.
  private func firstPosition(after item: Int) -> Int {
    var low = 0
    var high = pager.visibleCount
    while low < high {
      let middle = (low + high) / 2
      if pager.item(atPosition: middle) <= item { low = middle + 1 } else { high = middle }
    }
    return low
  }

  // MARK: Pages and filters

  /// Filters the rows. When the selection passes the filter its page is shown; when the
  /// filter hides it and the detail is beside the list, the first match is selected, so
  /// the detail never shows a row the list does not.
  func filter(by text: String) {
    pager.filter(by: text, title: Self.titles(of: elements, definition.itemTitle))
    if let item = selectedItem, pager.position(ofItem: item) != nil {
      pager.reveal(item: item)
    } else if selection.isCollapsed == false, pager.visibleCount > 0 {
      selection.select(index: elements.startIndex + pager.item(atPosition: 0))
    }
  }

  func nextPage() -> Bool { pager.nextPage() }

  func previousPage() -> Bool { pager.previousPage() }

  func resize(pageSize: Int) {
    let selectedWasShown = selectedItem.map(pager.pageItems.contains) ?? false
    pager.resize(pageSize: pageSize)
    if selectedWasShown, let item = selectedItem { pager.reveal(item: item) }
  }

  func resolve(_ typed: String) -> ListResolution {
    pager.resolve(typed, title: Self.titles(of: elements, definition.itemTitle))
  }

  func completions() -> @Sendable (String) -> [String] {
    let pager = self.pager
    let titles = Self.titles(of: elements, definition.itemTitle)
    let keys = commands.map(\.key).filter { $0.count > 1 }
    return { typed in
      keys.filter { $0.hasPrefix(typed) } + pager.completions(for: typed, title: titles)
    }
  }

  // MARK: Rows

  func rows(width: Int) -> [StyledText] {
    let items = pager.pageItems
    let selected = selectedItem
    let digits = String(max(1, pager.count)).count
    let titleWidth = max(0, width - digits - 4)
    return items.map { item in
      let element = element(atItem: item)
      let title =
        definition.row.map { $0(element, titleWidth) }
        ?? StyledText(definition.itemTitle(element).clipped(toWidth: titleWidth))
      return NumberedRow.make(
        number: item + 1, largestNumber: pager.count, title: title, width: width, isMarked: item == selected)
    }
  }

  // MARK: Live updates

  func startUpdates(_ events: AsyncStream<BrowserEvent>.Continuation) -> Task<Void, Never>? {
    guard let updates = definition.updates else { return nil }
    let latest = self.latest
    let id = self.id
    return Task {
      do {
        try await updates { elements in
          if latest.store(elements) { events.yield(.elements(id)) }
        }
        events.yield(.updatesEnded(id, failure: nil))
      } catch {
        if !Task.isCancelled { events.yield(.updatesEnded(id, failure: "\(error)")) }
      }
    }
  }

  func takeLatestElements() -> Bool {
    guard let new = latest.take() else { return false }
    let selectedWasShown = selectedItem.map(pager.pageItems.contains) ?? false
    elements = new
    selection.update(elements: new)
    pager.update(count: new.count, title: Self.titles(of: new, definition.itemTitle))
    if selectedWasShown, let item = selectedItem { pager.reveal(item: item) }
    applyRequestedSelection()
    return true
  }

  func applyRequestedSelection() {
    guard let requested = requestedSelection else { return }
    guard let index = elements.firstIndex(where: requested) else { return }
    requestedSelection = nil
    let item = index - elements.startIndex
    selection.select(index: index)
    if pager.position(ofItem: item) == nil, !pager.filter.isEmpty {
      pager.filter(by: "", title: Self.titles(of: elements, definition.itemTitle))
    }
    pager.reveal(item: item)
  }

  // MARK: Details

  func makeDetail(for presented: any Sendable) -> DetailScreenState {
    guard let selected = presented as? IndexedElement<Element> else {
      return DetailScreenState(owner: id, element: nil, title: StyledText(), text: StyledText())
    }
    let element = selected.element
    let title = StyledText(definition.itemTitle(element).clipped(toWidth: 1000)).singleLine
    switch definition.detail {
    case .title:
      return DetailScreenState(
        owner: id, element: element, title: title, text: StyledText(definition.itemTitle(element)))
    case .text(let detail):
      return DetailScreenState(owner: id, element: element, title: title, text: detail(element))
    case .loading(_, _):
      return DetailScreenState(owner: id, element: element, title: title, load: DetailLoad())
    }
  }

  /// The task that makes a loading detail, and how long to wait for it before drawing.
  func loader(for detail: DetailScreenState) -> (grace: Duration, run: @Sendable () async -> StyledText)? {
    guard case .loading(let grace, let load) = definition.detail, let element = detail.element as? Element else {
      return nil
    }
    return (grace, { await load(element) })
  }

  func shows(_ detail: DetailScreenState) -> Bool {
    guard detail.owner == id, let shown = detail.element as? Element, let selected = selection.selection else {
      return false
    }
    return definition.isSame(shown, selected.element)
  }

  // MARK: Activation and commands

  func activate(_ context: PresentationContext) async throws -> ListOutcome<Value> {
    guard let activation = definition.activation, let selected = selection.selection else { return .stay }
    return outcome(of: try await activation(context, selected.element))
  }

  func run(command key: String, _ context: PresentationContext) async throws -> ListOutcome<Value> {
    guard let command = definition.commands.first(where: { $0.key == key }) else { return .stay }
    return outcome(of: try await command.handler(context, selection.selection?.element))
  }

  private func outcome(of action: BrowserAction<Value, Element>) -> ListOutcome<Value> {
    switch action {
    case .stay: return .stay
    case .message(let text): return .message(text)
    case .finish(let value): return .finish(value)
    case .quit: return .quit
    case .push(let screen): return .push(screen)
    case .select(let predicate):
      requestedSelection = predicate
      _ = takeLatestElements()
      applyRequestedSelection()
      return .stay
    }
  }
}
