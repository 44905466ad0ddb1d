import PresentlyCore

/// Everything a browser shows and remembers, as one value: the two navigation stacks
/// with each screen's state, the window's size, and the message and help of the moment.
///
/// The state changes only through ``apply(_:)`` (one event at a time, with no effect
/// outside it) and is drawn by ``frame``; the loop around them does the waiting.
struct BrowserState<Value: Sendable>: Sendable {
  /// A screen on the stacks.
  enum Screen: Sendable {
    case list(ListScreen<Value>)
    /// A detail the application pushed.
    case detail(DetailState)
  }

  /// Where the detail on screen lives.
  enum DetailPlace: Equatable {
    /// A detail the application pushed, on the stacks.
    case pushed(ScreenID)
    /// The detail of a list's selection.
    case selection(of: ScreenID)
  }

  /// The browser's settings: threshold, prompt, placeholder.
  let browser: MasterDetailBrowser<Value>
  /// Whether a person is at the terminal: the frame fills the window, and a line that
  /// selects a row does not open it.
  let isInteractive: Bool
  var navigation = DualNavigation<Screen>()
  /// The window's size.
  var size: TerminalSize
  /// A one-line message for the next frame.
  var message: StyledText?
  var showsHelp = false
  /// A rejected line, or the text typed before a key, offered again at the next prompt.
  var keptText = ""
  /// The keys bound to each action, by name, for the hints and the help.
  let keyNames: [KeyAction: [String]]
  /// The rows a number being typed refers to: those drawn when typing began.
  var rowsAsTyped: RowsAsTyped?
  /// While `/text` is being typed and the list narrows with each key: the filter it had
  /// before, which Escape or erasing the `/` brings back.
  var filterBeforeTyping: String?

  /// The state of a browser that shows its root screen.
  ///
  /// - Parameters:
  ///   - keyNames: The keys bound to each action, by name; the defaults when not given.
  init(
    browser: MasterDetailBrowser<Value>, size: TerminalSize, isInteractive: Bool,
    keyNames: [KeyAction: [String]] = [:]
  ) {
    self.browser = browser
    self.size = size
    self.isInteractive = isInteractive
    self.keyNames = keyNames
    navigation.hidesDetailWhenCollapsing = browser.hidesDetailWhenCollapsing
    navigation.setLayout(Layout(columns: size.columns, threshold: browser.collapseThreshold))
    push(browser.root)
    settle()
  }

  var layout: Layout { navigation.layout }

  /// The first name of the keys bound to an action: `Down`; `nil` when none is.
  func keyName(_ action: KeyAction) -> String? {
    (keyNames[action] ?? action.defaultKeys).first
  }

  /// The actions the browser's prompt takes.
  static var keyActions: KeyActions {
    [.next, .previous, .nextPage, .previousPage, .first, .last, .open, .back, .cancel, .scrollDown, .scrollUp]
  }

  /// The keys that act at once on an empty line (``/PresentlyCore/LineRequest/singleKeys``):
  /// `q` quits.
  static var singleKeys: [Character: KeyAction] { ["q": .quit] }

  /// The one-character commands that act at once on an empty line, as if Enter followed
  /// (``/PresentlyCore/LineRequest/answerKeys``): the browser's own (`n`, `p`, `b`, `+`,
  /// `-`, `<`, `>`, `?`) and the top list's commands of one character (the demo's `c`,
  /// `d`). Typed after other text, they are text: a title, or `/text`.
  var answerKeys: String {
    let own = BrowserInput.reservedKeys.filter { $0 != "q" }.sorted().joined()
    let commands = (topList?.commands.map(\.key) ?? []).filter { $0.utf8.count == 1 }
    return own + commands.joined()
  }

  /// The page size for the window: the rows left by the header, the status line and
  /// the prompt.
  var pageSize: Int { max(1, size.rows - 3) }

  // MARK: Lists

  /// The list nearest the top of the master stack: the one that commands act on and
  /// whose selection the detail pane shows.
  var topList: ListScreen<Value>? {
    for entry in navigation.master.reversed() {
      if case .list(let list) = entry.screen { return list }
    }
    return nil
  }

  /// Every list on the stacks, bottom first.
  var lists: [ListScreen<Value>] {
    navigation.master.compactMap { entry in
      if case .list(let list) = entry.screen { list } else { nil }
    }
  }

  /// Changes the list with identity `id`, if it is on the stacks.
  @discardableResult
  mutating func modifyList<Result>(_ id: ScreenID, _ body: (inout ListScreen<Value>) -> Result) -> Result? {
    navigation.modifyScreen(id) { screen -> Result? in
      guard case .list(var list) = screen else { return nil }
      defer { screen = .list(list) }
      return body(&list)
    } ?? nil
  }

  /// Changes the top list, if there is one.
  @discardableResult
  mutating func modifyTopList<Result>(_ body: (inout ListScreen<Value>) -> Result) -> Result? {
    guard let id = topList?.id else { return nil }
    return modifyList(id, body)
  }

  // MARK: Details

  /// Where the detail on screen lives: alone when collapsed, in the detail pane when
  /// expanded; `nil` when none is (the list alone, or an empty pane).
  var detailPlace: DetailPlace? {
    switch layout {
    case .collapsed:
      if let top = navigation.master.last, case .detail = top.screen { return .pushed(top.id) }
    case .expanded, .unknown:
      if let top = navigation.detail.last { return .pushed(top.id) }
    }
    guard let list = topList, list.detail != nil else { return nil }
    return .selection(of: list.id)
  }

  /// The detail on screen.
  var visibleDetail: DetailState? {
    switch detailPlace {
    case .pushed(let id):
      guard case .detail(let detail)? = navigation.entry(id)?.screen else { return nil }
      return detail
    case .selection(let id):
      return lists.first { $0.id == id }?.detail
    case nil:
      return nil
    }
  }

  /// Changes the detail on screen, if there is one.
  mutating func modifyVisibleDetail(_ body: (inout DetailState) -> Void) {
    switch detailPlace {
    case .pushed(let id):
      navigation.modifyScreen(id) { screen in
        guard case .detail(var detail) = screen else { return }
        body(&detail)
        screen = .detail(detail)
      }
    case .selection(let id):
      modifyList(id) { list in
        guard var detail = list.detail else { return }
        body(&detail)
        list.detail = detail
      }
    case nil:
      break
    }
  }

  /// Whether the detail is shown alone (collapsed) rather than beside the list.
  var showsDetailAlone: Bool { layout == .collapsed && detailPlace != nil }

  /// The width of the detail on screen and the height of its text: the whole window
  /// when alone, the detail pane less the title when beside the list.
  var detailPane: (width: Int, height: Int) {
    let geometry = geometry(isSplit: layout == .expanded)
    return (geometry.detailWidth, geometry.isSplit ? max(1, geometry.bodyHeight - 1) : geometry.bodyHeight)
  }

  /// Where things go in the frame, with the master pane as wide as the top list's rows
  /// need.
  func geometry(isSplit: Bool) -> FrameGeometry {
    var geometry = FrameGeometry(size: size, isSplit: isSplit)
    if let list = topList, let rowWidth = list.rowWidth {
      geometry.masterNeeds = rowWidth + NumberedRow.numberWidth(largestNumber: list.pager.count)
    }
    return geometry
  }

  // MARK: What the loop runs

  /// The live sources of the lists on the stacks that are still running.
  var liveSources: [LiveSource<Value>] {
    lists.compactMap { list in
      guard list.source == .live, let run = list.feed.run else { return nil }
      return LiveSource(id: list.id, run: run)
    }
  }

  /// The load of the detail on screen, while its text is being made for its pane.
  var visibleLoad: DetailLoad? {
    visibleDetail?.load
  }

  /// Whether the frame waits for the detail on screen, inside its grace period.
  var awaitsDetail: Bool {
    visibleDetail.map { $0.isLoading && !$0.showsLoading } ?? false
  }
}

/// The rows of a list as they were drawn when the user began typing a line: a number
/// typed refers to them, whatever updates arrive before Enter.
struct RowsAsTyped: Sendable {
  /// The list typed at.
  let list: ScreenID
  /// How many rows it had.
  let count: Int
  /// Where the element at a row drawn then is now, if it is still there.
  var item: @Sendable (Int) -> Int?
}

/// A list's live source, presented by the loop while its list is on the stacks.
struct LiveSource<Value: Sendable>: Identifiable, Sendable {
  let id: ScreenID
  let run: @Sendable (_ notify: @escaping @Sendable () -> Void) async throws -> Void
}
