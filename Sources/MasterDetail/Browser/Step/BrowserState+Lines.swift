import PresentlyCore

extension BrowserState {
  /// Handles a typed line.
  mutating func handle(line: String) -> BrowserStep<Value> {
    let wasShowingHelp = showsHelp
    showsHelp = false
    message = nil
    keptText = ""
    let keys = Set(topList?.commands.map(\.key) ?? [])
    switch BrowserInput(line, commandKeys: keys) {
    case .activate:
      if !wasShowingHelp { return activate() }
    case .select(let number):
      if select(number: number) { return activateWithoutTerminal() }
      keptText = line
    case .severalNumbers:
      message = "Type one row number."
      keptText = line
    case .filter(let text):
      if !filter(by: text) { keptText = line }
    case .nextPage: page(forward: true)
    case .previousPage: page(forward: false)
    case .scrollDown: scrollDetail(forward: true)
    case .scrollUp: scrollDetail(forward: false)
    case .next: move(by: 1)
    case .previous: move(by: -1)
    case .back: back()
    case .quit: return .end(nil)
    case .help: showsHelp = true
    case .command(let key):
      guard let list = topList else { break }
      let item = list.selected
      let command = list.contents.command
      return .run(Handler(list: list.id) { context in try await command(key, context, item) })
    case .title(let text):
      if select(title: text) { return activateWithoutTerminal() }
      keptText = line
    }
    return .next
  }

  /// Handles a key bound to one of the prompt's actions; the text typed comes back at
  /// the next prompt.
  mutating func handle(_ action: KeyAction, text: String) -> BrowserStep<Value> {
    let wasShowingHelp = showsHelp
    showsHelp = false
    message = nil
    keptText = text
    switch action {
    case .next: move(by: 1)
    case .previous: move(by: -1)
    case .nextPage: page(forward: true)
    case .previousPage: page(forward: false)
    case .first, .last: moveToEnd(last: action == .last)
    case .scrollDown: scrollDetail(forward: true)
    case .scrollUp: scrollDetail(forward: false)
    case .open: if !wasShowingHelp { return activate() }
    case .back: back()
    case .cancel:
      // Escape goes back, and quits where there is nothing to go back to, as q does.
      if wasShowingHelp { break }
      guard canGoBack else { return .end(nil) }
      back()
    case .toggle, .nextAction, .previousAction: break
    }
    return .next
  }

  /// Whether `b` has somewhere to go.
  var canGoBack: Bool {
    switch layout {
    case .collapsed: navigation.master.count > 1 || topList?.detail != nil
    case .expanded, .unknown: !navigation.detail.isEmpty || lists.count > 1
    }
  }

  /// Home and End: the first or last row that passes the filter.
  private mutating func moveToEnd(last: Bool) {
    guard let list = topList, list.pager.visibleCount > 0 else {
      message = "The list is empty."
      return
    }
    let item = list.pager.item(atPosition: last ? list.pager.visibleCount - 1 : 0)
    let layout = self.layout
    modifyTopList { $0.select(item, layout: layout) }
  }

  /// Enter: runs the list's activation on the selection.
  private mutating func activate() -> BrowserStep<Value> {
    guard let list = topList else { return .next }
    guard let item = list.selected else {
      message = "Nothing is selected: type a row number or a title."
      return .next
    }
    guard let activate = list.contents.activate else {
      message = "Nothing opens from here."
      return .next
    }
    return .run(Handler(list: list.id) { context in try await activate(context, item) })
  }

  /// Without a terminal, a line that selects a row opens it too, as the number and Enter
  /// would at a terminal: `echo 2 | tool` takes the second row.
  private mutating func activateWithoutTerminal() -> BrowserStep<Value> {
    isInteractive ? .next : activate()
  }

  /// Selects row `number` as the user saw it: in the rows drawn when typing began, if
  /// updates came since; returns whether it could.
  private mutating func select(number: Int) -> Bool {
    guard let list = topList else { return false }
    if let typed = rowsAsTyped, typed.list == list.id, (1...max(1, typed.count)).contains(number) {
      guard let item = typed.item(number - 1) else {
        message = "Row \(number) was removed while you typed."
        return false
      }
      return select(item: item, number: number, in: list)
    }
    let count = list.pager.count
    guard count > 0 else {
      message = "The list is empty."
      return false
    }
    guard (1...count).contains(number) else {
      message = "There is no row \(number): rows go from 1 to \(count)."
      return false
    }
    return select(item: number - 1, number: number, in: list)
  }

  /// Selects `item`, which the user typed as `number`, unless the filter hides it.
  private mutating func select(item: Int, number: Int, in list: ListScreen<Value>) -> Bool {
    guard list.pager.position(ofItem: item) != nil else {
      let filter = list.pager.filter.clipped(toWidth: 40)
      message = "Row \(number) is hidden by the filter \u{201C}\(filter)\u{201D}: / alone shows every row."
      return false
    }
    let layout = self.layout
    modifyTopList { $0.select(item, layout: layout) }
    return true
  }

  /// Selects the row a title or the start of one names; returns whether it could.
  private mutating func select(title typed: String) -> Bool {
    guard let list = topList else { return false }
    let title = typed.clipped(toWidth: 40)
    switch list.resolve(typed) {
    case .item(let item):
      let layout = self.layout
      modifyTopList { $0.select(item, layout: layout) }
      return true
    case .ambiguous(let items):
      let names = items.prefix(3).map(list.itemTitle).joined(separator: ", ")
      message = "\u{201C}\(title)\u{201D} could be \(names)\u{2026}: type more of it, or press Tab."
    case .none:
      message = "No row is called \u{201C}\(title)\u{201D}. Type ? for help."
    }
    return false
  }

  /// Filters the top list; returns whether any row is left to see.
  private mutating func filter(by text: String) -> Bool {
    let layout = self.layout
    guard let visible = modifyTopList({ list in
      list.filter(by: text, layout: layout)
      return list.pager.visibleCount
    }) else { return true }
    if !text.isEmpty, visible == 0 {
      message = "No row contains \u{201C}\(text.clipped(toWidth: 40))\u{201D}: / alone shows every row."
      return false
    }
    return true
  }

  private mutating func page(forward: Bool) {
    if showsDetailAlone {
      scrollDetail(forward: forward)
      return
    }
    let layout = self.layout
    guard let moved = modifyTopList({ $0.page(forward: forward, layout: layout) }) else { return }
    if !moved { message = forward ? "This is the last page." : "This is the first page." }
  }

  private mutating func scrollDetail(forward: Bool) {
    guard visibleDetail != nil else {
      message = "There is no detail to scroll."
      return
    }
    let pane = detailPane
    var moved = false
    modifyVisibleDetail { detail in
      moved = detail.scroll(by: forward ? pane.height : -pane.height, height: pane.height, width: pane.width)
    }
    if !moved { message = forward ? "This is the end of the detail." : "This is the start of the detail." }
  }

  private mutating func move(by step: Int) {
    let layout = self.layout
    switch modifyTopList({ $0.move(by: step, layout: layout) }) {
    case .moved?, nil: break
    case .atEnd?: message = step > 0 ? "This is the last row." : "This is the first row."
    case .empty?: message = "The list is empty."
    }
  }
}
