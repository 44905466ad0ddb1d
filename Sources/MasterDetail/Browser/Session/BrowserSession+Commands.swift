import PresentlyCore

extension BrowserSession {
  /// Handles a typed line, then redraws.
  func handle(line: String) async throws -> Step {
    if terminal.size != size { relayout(to: terminal.size) }
    let wasShowingHelp = showsHelp
    showsHelp = false
    message = nil
    keptText = ""
    let keys = Set(topList?.commands.map(\.key) ?? [])
    var step = Step.next
    switch BrowserInput(line, commandKeys: keys) {
    case .activate: if !wasShowingHelp { step = try await activate() }
    case .select(let number):
      if select(number: number) { step = try await activateWithoutTerminal() } else { keptText = line }
    case .severalNumbers:
      message = "Type one row number."
      keptText = line
    case .filter(let text): if !filter(by: text) { keptText = line }
    case .nextPage: page(forward: true)
    case .previousPage: page(forward: false)
    case .scrollDown: scrollDetail(forward: true)
    case .scrollUp: scrollDetail(forward: false)
    case .next: move(by: 1)
    case .previous: move(by: -1)
    case .back: back()
    case .quit: return .end(nil)
    case .help: showsHelp = true
    case .command(let key): step = try await run(command: key)
    case .title(let text):
      if select(title: text) { step = try await activateWithoutTerminal() } else { keptText = line }
    }
    processEffects()
    if case .end = step { return step }
    await redraw()
    return .next
  }

  private func activate() async throws -> Step {
    guard let list = topList else { return .next }
    guard list.selectedItem != nil else {
      message = "Nothing is selected: type a row number or a title."
      return .next
    }
    guard list.canActivate else {
      message = "Nothing opens from here."
      return .next
    }
    return try await perform { try await list.activate(self.context) }
  }

  /// Without a terminal, a line that selects a row opens it too, as the number and Enter
  /// would at a terminal: `echo 2 | tool` takes the second row.
  private func activateWithoutTerminal() async throws -> Step {
    guard !terminal.isInteractive else { return .next }
    return try await activate()
  }

  private func run(command key: String) async throws -> Step {
    guard let list = topList else { return .next }
    return try await perform { try await list.run(command: key, self.context) }
  }

  /// Runs an application's handler and does what it says. The endings of presentations
  /// the handler started come back as a message: Ctrl-D in a compose field ends the
  /// compose, as Ctrl-C does, not the browser. Without a terminal the end of input ends
  /// the browser too, as no more answers will come.
  private func perform(_ handler: () async throws -> ListOutcome<Value>) async throws -> Step {
    let outcome: ListOutcome<Value>
    do {
      outcome = try await handler()
    } catch let error as PresentError {
      switch error {
      case .endOfInput where !terminal.isInteractive: throw error
      case .endOfInput: message = "Cancelled."
      case .dismissed where Task.isCancelled: throw error
      case .interrupted, .dismissed: message = "Cancelled."
      case .timedOut: message = "Timed out."
      case .blocked: message = "Another presentation is in progress."
      }
      return .next
    }
    for list in lists.values { _ = list.takeLatestElements() }
    processEffects()
    switch outcome {
    case .stay: break
    case .message(let text): message = text
    case .finish(let value): return .end(value)
    case .quit: return .end(nil)
    case .push(let screen): push(screen)
    }
    return .next
  }

  /// Selects row `number`; returns whether it could.
  private func select(number: Int) -> Bool {
    guard let list = topList else { return false }
    let count = list.pager.count
    guard count > 0 else {
      message = "The list is empty."
      return false
    }
    guard (1...count).contains(number) else {
      message = "There is no row \(number): rows go from 1 to \(count)."
      return false
    }
    guard list.pager.position(ofItem: number - 1) != nil else {
      let filter = list.pager.filter.clipped(toWidth: 40)
      message = "Row \(number) is hidden by the filter \u{201C}\(filter)\u{201D}: / alone shows every row."
      return false
    }
    list.select(item: number - 1)
    return true
  }

  /// Selects the row a title or the start of one names; returns whether it could.
  private func select(title typed: String) -> Bool {
    guard let list = topList else { return false }
    let title = typed.clipped(toWidth: 40)
    switch list.resolve(typed) {
    case .item(let item):
      list.select(item: item)
      return true
    case .ambiguous(let items):
      let names = items.prefix(3).map { list.itemTitle(ofItem: $0) }.joined(separator: ", ")
      message = "\u{201C}\(title)\u{201D} could be \(names)\u{2026}: type more of it, or press Tab."
    case .none:
      message = "No row is called \u{201C}\(title)\u{201D}. Type ? for help."
    }
    return false
  }

  /// Filters the list; returns whether any row is left to see.
  private func filter(by text: String) -> Bool {
    guard let list = topList else { return true }
    list.filter(by: text)
    if !text.isEmpty, list.pager.visibleCount == 0 {
      message = "No row contains \u{201C}\(text.clipped(toWidth: 40))\u{201D}: / alone shows every row."
      return false
    }
    return true
  }

  private func page(forward: Bool) {
    if navigation.isCollapsed == true, visibleDetail != nil {
      scrollDetail(forward: forward)
      return
    }
    guard let list = topList else { return }
    let moved = forward ? list.nextPage() : list.previousPage()
    if !moved { message = forward ? "This is the last page." : "This is the first page." }
  }

  private func scrollDetail(forward: Bool) {
    guard let detail = visibleDetail, !detail.isPlaceholder else {
      message = "There is no detail to scroll."
      return
    }
    let geometry = FrameGeometry(size: size, isSplit: navigation.isCollapsed == false)
    let height = detailBodyHeight(geometry)
    let count = detail.lines(width: geometry.detailWidth).count
    let target = forward ? detail.scroll + height : detail.scroll - height
    let last = max(0, count - height)
    guard (forward && detail.scroll < last) || (!forward && detail.scroll > 0) else {
      message = forward ? "This is the end of the detail." : "This is the start of the detail."
      return
    }
    detail.scroll = min(max(0, target), last)
  }

  private func move(by step: Int) {
    guard let list = topList else { return }
    switch list.move(by: step) {
    case .moved: break
    case .atEnd: message = step > 0 ? "This is the last row." : "This is the first row."
    case .empty: message = "The list is empty."
    }
  }
}
