import PresentlyCore

extension BrowserState {
  /// Handles a typed line.
  mutating func handle(line: String) -> BrowserStep<Value> {
    let wasShowingHelp = showsHelp
    showsHelp = false
    message = nil
    keptText = ""
    filterBeforeTyping = nil
    let keys = Set(topList?.commands.map(\.key) ?? [])
    switch BrowserInput(line, commandKeys: keys) {
    case .activate:
      if !wasShowingHelp { return activate() }
    case .select(let number):
      // A refused number is not offered again: the next one would be typed after it.
      if select(number: number) { return activateNamed() }
    case .severalNumbers:
      message = Phrase.chooseOne
    case .filter(let text):
      if !filter(by: text) { keptText = line }
    case .nextPage: page(forward: true)
    case .previousPage: page(forward: false)
    case .scrollDown: scrollDetail(forward: true)
    case .scrollUp: scrollDetail(forward: false)
    case .next: move(by: 1)
    case .previous: move(by: -1)
    case .back: back()
    case .quit: return .finish(nil)
    case .help: showsHelp = true
    case .command(let key):
      guard let list = topList else { break }
      let item = list.highlighted
      let command = list.contents.command
      return .run(Handler(list: list.id) { context in try await command(key, context, item) })
    case .title(let text):
      if select(title: text) { return activateNamed() }
      // A title is text to fix; a single character that names nothing is an unknown
      // command, not offered again.
      if text.count > 1 { keptText = line }
    }
    return .stay
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
    case .open: if !wasShowingHelp { return activate(opensOnly: true) }
    case .back: back()
    case .cancel:
      return cancel(text: text, wasShowingHelp: wasShowingHelp)
    case .quit: return .finish(nil)
    case .toggle, .toggleAll, .nextAction, .previousAction, .submit, .nextMatch, .previousMatch, .openEditor: break
    }
    return .stay
  }

  /// Escape steps back one level: a filter being typed (back to the filter before it)
  /// or other text typed, then a filter kept on the list shown, then a pushed screen or a
  /// detail shown alone, then the browser itself, as `q`.
  private mutating func cancel(text: String, wasShowingHelp: Bool) -> BrowserStep<Value> {
    if let before = filterBeforeTyping {
      filterBeforeTyping = nil
      keptText = ""
      _ = filter(by: before)
      return .stay
    }
    if !text.isEmpty {
      keptText = ""
      return .stay
    }
    if wasShowingHelp { return .stay }
    if !showsDetailAlone, topList?.pager.filter.isEmpty == false {
      _ = filter(by: "")
      return .stay
    }
    guard canGoBack else { return .finish(nil) }
    back()
    return .stay
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
      message = Phrase.emptyList
      return
    }
    let item = list.pager.item(atPosition: last ? list.pager.visibleCount - 1 : 0)
    let layout = self.layout
    modifyTopList { $0.highlight(item, layout: layout) }
  }

  /// Enter: runs the list's activation on the selection, or on the highlight where
  /// nothing is selected (collapsed); a list without an activation opens the highlighted
  /// row's detail there.
  ///
  /// - Parameter opensOnly: For Right: what the activation opens (a screen it pushes, a
  ///   presentation over the browser) is opened, but an answer that would end the browser
  ///   is not taken: Right never finishes or quits it, Enter does.
  private mutating func activate(opensOnly: Bool = false) -> BrowserStep<Value> {
    guard let list = topList else { return .stay }
    guard let item = list.highlighted else {
      message = "Nothing is selected: type a row number or a title."
      return .stay
    }
    if list.selected == nil, list.contents.activate == nil || opensOnly {
      // Collapsed, the detail is a screen of its own: Right, or Enter where nothing else opens, shows it.
      let layout = self.layout
      modifyTopList { $0.select(item, layout: layout) }
      return .stay
    }
    guard let activate = list.contents.activate else {
      message = "Nothing opens from here."
      return .stay
    }
    return .run(
      Handler(list: list.id) { context in
        let reply = try await activate(context, item)
        guard opensOnly else { return reply }
        switch reply {
        case .finish, .quit: return .message("Right only opens: Enter takes this row.")
        default: return reply
        }
      })
  }

  /// After a line that selected a row: without a terminal, the row is opened too, as the
  /// number and Enter would at a terminal (`echo 2 | tool` takes the second row); at
  /// one, only where the list activates the rows named (``BrowserList/activatingNamedRows()``).
  private mutating func activateNamed() -> BrowserStep<Value> {
    isInteractive && topList?.contents.activatesNamedRows != true ? .stay : activate()
  }

  /// Selects row `number` as the user saw it: in the rows drawn when typing began, if
  /// updates came since; returns whether it could.
  private mutating func select(number: Int) -> Bool {
    guard let list = topList else { return false }
    if let typed = rowsAsTyped, typed.list == list.id, (1...max(1, typed.count)).contains(number) {
      guard let item = typed.item(number - 1) else {
        message = Phrase.removedRow(number)
        return false
      }
      return select(item: item, number: number, in: list)
    }
    let count = list.pager.count
    guard (1...max(1, count)).contains(number), count > 0 else {
      message = Phrase.noRow(number, count: count)
      return false
    }
    return select(item: number - 1, number: number, in: list)
  }

  /// Selects `item`, which the user typed as `number`, unless the filter hides it.
  private mutating func select(item: Int, number: Int, in list: ListScreen<Value>) -> Bool {
    guard list.pager.position(ofItem: item) != nil else {
      message = Phrase.hiddenRow(number, filter: list.pager.filter)
      return false
    }
    let layout = self.layout
    modifyTopList { $0.select(item, layout: layout) }
    return true
  }

  /// Selects the row a title or the start of one names; returns whether it could.
  private mutating func select(title typed: String) -> Bool {
    guard let list = topList else { return false }
    switch list.resolve(typed) {
    case .item(let item):
      let layout = self.layout
      modifyTopList { $0.select(item, layout: layout) }
      return true
    case .ambiguous(let items):
      message = Phrase.couldBe(typed, items.map(list.itemTitle))
    case .none:
      message = Phrase.nothingCalled(typed, isFiltered: !list.pager.filter.isEmpty)
    }
    return false
  }

  /// Narrows the top list as `/text` is typed, key by key: letters are commands, so only
  /// a line that starts with `/` narrows. Erasing the `/` brings the filter before back.
  mutating func followFilter(typing text: String) {
    guard isInteractive, let list = topList else { return }
    message = nil
    // `/text` as a line of a list reads it (`ListInput`), as Enter will take it.
    if case .filter(let query) = ListInput(text) {
      if filterBeforeTyping == nil { filterBeforeTyping = list.pager.filter }
      if query != list.pager.filter { _ = filter(by: query) }
    } else if let before = filterBeforeTyping {
      filterBeforeTyping = nil
      _ = filter(by: before)
    }
  }

  /// Filters the top list; returns whether any row is left to see.
  private mutating func filter(by text: String) -> Bool {
    let layout = self.layout
    guard
      let visible = modifyTopList({ list in
        list.filter(by: text, layout: layout)
        return list.pager.visibleCount
      })
    else { return true }
    if !text.isEmpty, visible == 0 {
      message = Phrase.nothingMatches(text)
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
    if case .stayed(let refusal)? = modifyTopList({ $0.page(forward: forward, layout: layout) }) { message = refusal }
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
    if case .stayed(let refusal)? = modifyTopList({ $0.move(by: step, layout: layout) }) { message = refusal }
  }
}
