import PresentlyCore

extension BrowserSession {
  /// The list nearest the top of the master stack: the one that commands act on and
  /// whose selection the detail pane shows.
  var topList: (any ListScreenModel<Value>)? {
    for entry in navigation.master.reversed() {
      if case .list(let list) = entry.screen { return list }
    }
    return nil
  }

  /// The detail on screen: alone when collapsed, in the detail pane when expanded.
  var visibleDetail: DetailScreenState? {
    let entry = navigation.isCollapsed == true ? navigation.master.last : navigation.detail.last
    guard case .detail(let detail)? = entry?.screen else { return nil }
    return detail
  }

  /// The page size for the window: the rows left by the header, the status line and
  /// the prompt.
  var pageSize: Int { max(1, size.rows - 3) }

  private var listCount: Int {
    navigation.master.count { if case .list = $0.screen { true } else { false } }
  }

  /// An entry whose ending is handled by ``processEffects()``.
  private func entry(_ screen: BrowserScreenState<Value>, id: ScreenID, showsInMaster: Bool) -> Entry {
    NavigationEntry(screen, id: id, showsInMaster: showsInMaster) { [effects] in effects.post(.ended(id)) }
  }

  // MARK: Pushing

  func push(_ screen: BrowserScreen<Value>) {
    switch screen.kind {
    case .list(let definition):
      let list = definition.makeModel(isCollapsed: navigation.isCollapsed, pageSize: pageSize)
      lists[list.id] = list
      navigation.push(entry(.list(list), id: list.id, showsInMaster: true))
      if let task = list.startUpdates(sink) { tasks[list.id] = task }
      list.installPresentDetail(effects)
    case .detail(let title, let body):
      let detail = DetailScreenState(owner: nil, element: nil, title: title, text: body)
      details[detail.id] = detail
      navigation.push(entry(.detail(detail), id: detail.id, showsInMaster: false))
    }
    processEffects()
  }

  // MARK: Effects

  /// Handles what selections and ended screens asked for, until nothing is left.
  func processEffects() {
    while let effect = effects.next() {
      switch effect {
      case .present(let id, let selection):
        guard let list = lists[id] else { continue }
        guard topList?.id == id else {
          list.isDetailStale = true
          continue
        }
        list.isDetailStale = false
        showDetail(selection, of: list)
      case .ended(let id):
        ended(id)
      }
    }
  }

  /// Shows the detail of `selection` for `list`, the top list: alone on top of it when
  /// collapsed, in place of the detail stack when expanded.
  private func showDetail(_ selection: (any Sendable)?, of list: any ListScreenModel<Value>) {
    let collapsed = navigation.isCollapsed == true
    if collapsed {
      let above = navigation.master.drop { $0.id != list.id }.dropFirst()
      markReplaced(Array(above))
      navigation.pop(above: list.id)
    } else {
      markReplaced(navigation.detail)
    }
    var entries: [Entry] = []
    if let selection {
      let detail = list.makeDetail(for: selection)
      details[detail.id] = detail
      startLoading(detail, of: list)
      entries.append(entry(.detail(detail), id: detail.id, showsInMaster: false))
    }
    if collapsed {
      for entry in entries { navigation.push(entry) }
    } else {
      navigation.replaceDetail(with: entries)
    }
  }

  private func markReplaced(_ entries: [Entry]) {
    for entry in entries {
      if case .detail(let detail) = entry.screen { detail.isReplaced = true }
    }
  }

  private func startLoading(_ detail: DetailScreenState, of list: any ListScreenModel<Value>) {
    guard let load = detail.load, let loader = list.loader(for: detail) else { return }
    let id = detail.id
    tasks[id] = Task { [sink] in
      let text = await loader.run()
      load.finish(text)
      sink.yield(.detailLoaded(id))
    }
  }

  /// A screen left the stacks: stop its work; a detail the user went back from while
  /// collapsed deselects its list's selection.
  private func ended(_ id: ScreenID) {
    if let task = tasks.removeValue(forKey: id) {
      task.cancel()
      endedTasks.append(task)
    }
    lists[id] = nil
    guard let detail = details.removeValue(forKey: id) else { return }
    if !detail.isReplaced, navigation.isCollapsed == true, let owner = detail.owner, let list = lists[owner] {
      list.deselect()
    }
  }

  /// After the list above it was popped, makes the detail of the new top list show its
  /// selection again, keeping what is on screen when it does already.
  private func reconcileTopList() {
    guard let list = topList else { return }
    let collapsed = navigation.isCollapsed == true
    let chain =
      collapsed
      ? Array(navigation.master.drop { $0.id != list.id }.dropFirst())
      : navigation.detail.filter { !$0.isPlaceholder }
    let selection = list.presentableSelection
    if !list.isDetailStale {
      if selection != nil, case .detail(let first)? = chain.first?.screen, list.shows(first) {
        if !collapsed {
          markReplaced(Array(chain.dropFirst()))
          navigation.pop(above: first.id)
        }
        return
      }
      if selection == nil, chain.isEmpty { return }
    }
    list.isDetailStale = false
    showDetail(selection, of: list)
  }

  // MARK: Going back

  /// `b`: collapsed, pops the screen on top (a detail's selection is deselected);
  /// expanded, pops a detail the application pushed, else the top list.
  func back() {
    if navigation.isCollapsed == true {
      guard navigation.master.count > 1 else {
        message = "Nothing to go back to: q quits."
        return
      }
      let popped = navigation.popMaster()
      processEffects()
      if case .list? = popped?.screen { reconcileTopList() }
    } else {
      if case .detail(let detail)? = navigation.detail.last?.screen, !detail.isPlaceholder,
        topList.map({ !$0.shows(detail) }) ?? true
      {
        navigation.popDetail()
      } else if listCount > 1 {
        navigation.popMaster()
        processEffects()
        reconcileTopList()
      } else {
        message = "Nothing to go back to: q quits."
      }
    }
    processEffects()
  }

  // MARK: Layout

  /// Lays the screen out for `size`: collapses or expands across the threshold, and
  /// sizes the pages.
  func relayout(to size: TerminalSize) {
    self.size = size
    let collapsed = size.columns < browser.collapseThreshold
    if navigation.isCollapsed != collapsed {
      navigation.setCollapsed(collapsed)
      processEffects()
      for entry in navigation.master {
        if case .list(let list) = entry.screen { list.setCollapsed(collapsed) }
      }
    }
    for list in lists.values { list.resize(pageSize: pageSize) }
    processEffects()
  }
}
