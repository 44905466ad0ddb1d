import PresentlyCore

extension BrowserState {
  /// Handles one event: the whole of what the browser does, without waiting and
  /// without touching anything but the state.
  mutating func apply(_ event: BrowserEvent<Value>) -> BrowserStep<Value> {
    defer { settle() }
    switch event {
    case .line(let line):
      defer { rowsAsTyped = nil }
      return handle(line: line)
    case .key(let action, let text):
      return handle(action, text: text)
    case .resized(let size):
      relayout(to: size)
    case .update(let update):
      return take(update)
    case .edited(let text):
      followFilter(typing: text)
    case .updatesEnded:
      break
    }
    return .stay
  }

  /// Takes what a source, a load or a handler delivered.
  private mutating func take(_ update: BrowserUpdate<Value>) -> BrowserStep<Value> {
    switch update {
    case .typing(let hasText):
      rowsAsTyped = nil
      if hasText, let list = topList {
        rowsAsTyped = RowsAsTyped(list: list.id, count: list.pager.count) { $0 }
      }
    case .elements(let id, let update):
      let layout = self.layout
      modifyList(id) { $0.apply(update, layout: layout) }
      if let typed = rowsAsTyped, typed.list == id {
        let before = typed.item
        let index = update.change.index
        rowsAsTyped?.item = { before($0).flatMap(index) }
      }
    case .sourceEnded(let id, let failure):
      guard modifyList(id, { $0.source = .ended }) != nil, let failure else { break }
      message = "The list stopped updating: \(failure)"
    case .detailLoaded(let id, let text):
      finishDetail(id, text)
    case .graceEnded(let id):
      if visibleDetail?.load?.id == id { modifyVisibleDetail { $0.showsLoading = true } }
    case .replied(let id, let reply):
      return handle(reply, from: id)
    case .handlerEnded(let error):
      switch error {
      case .endOfInput where !isInteractive: return .fail(error)
      case .endOfInput, .interrupted, .dismissed: message = "Cancelled."
      case .timedOut: message = "Timed out."
      case .blocked: message = "Another presentation is in progress."
      }
    }
    return .stay
  }

  /// Keeps what the frame shows consistent with the window: the detail on screen made
  /// for its pane's size (when it is made for a size, or not made yet), scrolled within
  /// its text and wrapped once for its width.
  mutating func settle() {
    let pane = detailPane
    modifyVisibleDetail { detail in
      detail.fit(to: TerminalSize(columns: pane.width, rows: pane.height))
      detail.wrap(toWidth: pane.width)
      _ = detail.scroll(by: 0, height: pane.height, width: pane.width)
    }
  }

  private mutating func finishDetail(_ id: DetailLoad.ID, _ text: StyledText) {
    for list in lists where list.detail?.id == id.detail {
      modifyList(list.id) { $0.detail?.finish(id, text) }
    }
  }

  private mutating func handle(_ reply: Reply<Value>, from id: ScreenID) -> BrowserStep<Value> {
    switch reply {
    case .stay: break
    case .message(let text): message = text
    case .finish(let value): return .finish(value)
    case .quit: return .finish(nil)
    case .push(let screen): push(screen)
    case .select(let token): modifyList(id) { $0.request(token) }
    }
    return .stay
  }

  // MARK: Layout

  /// Lays the screen out for `size`: collapses or expands across the threshold, and
  /// sizes the pages.
  mutating func relayout(to size: TerminalSize) {
    self.size = size
    let old = layout
    let new = Layout(columns: size.columns, threshold: browser.collapseThreshold)
    if new != old {
      if new == .collapsed, browser.hidesDetailWhenCollapsing { modifyTopList { $0.deselect() } }
      navigation.setLayout(new)
      for list in lists { modifyList(list.id) { $0.changeLayout(from: old, to: new) } }
    }
    let pageSize = self.pageSize
    for list in lists { modifyList(list.id) { $0.resize(pageSize: pageSize) } }
  }

  // MARK: Navigation

  /// Pushes a screen: a list onto the master stack (expanded, the details the
  /// application pushed beside the previous list go), a detail onto the detail pane.
  mutating func push(_ screen: BrowserScreen<Value>) {
    switch screen.kind {
    case .list(let make):
      let list = make(layout, pageSize)
      if layout == .expanded { navigation.replaceDetail(with: []) }
      navigation.push(NavigationEntry(.list(list), id: list.id, showsInMaster: true))
    case .detail(let title, let body):
      let detail = DetailState(title: title, text: body)
      navigation.push(NavigationEntry(.detail(detail), id: detail.id))
    }
  }

  /// `b`: a detail the application pushed goes first; collapsed, the detail of the
  /// selection closes (deselecting); else the top list goes.
  mutating func back() {
    switch layout {
    case .collapsed:
      if case .pushed = detailPlace {
        navigation.popMaster()
      } else if topList?.detail != nil {
        modifyTopList { $0.deselect() }
      } else if navigation.master.count > 1 {
        navigation.popMaster()
      } else {
        message = "Nothing to go back to: q quits."
      }
    case .expanded, .unknown:
      if !navigation.detail.isEmpty {
        navigation.popDetail()
      } else if lists.count > 1 {
        navigation.popMaster()
        navigation.replaceDetail(with: [])
      } else {
        message = "Nothing to go back to: q quits."
      }
    }
  }
}
