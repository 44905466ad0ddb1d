import PresentlyCore

/// A screen on the browser's navigation stacks.
enum BrowserScreenState<Value: Sendable> {
  case list(any ListScreenModel<Value>)
  case detail(DetailScreenState)
}

/// One run of a ``MasterDetailBrowser``: its navigation, its screens, and the loop that
/// handles typed lines, live updates, loaded details and size changes one at a time.
///
/// Everything that can change the screen is an event on one stream, read by the task
/// that presents the browser, so the state here is never shared. Work that waits (the
/// open prompt, live sources, detail loads, the size watcher) runs in tasks that only
/// post events; all of them are cancelled and awaited before the browser returns.
final class BrowserSession<Value: Sendable> {
  typealias Entry = NavigationEntry<BrowserScreenState<Value>>

  /// What handling an event leads to.
  enum Step {
    case next
    case end(Value?)
  }

  let browser: MasterDetailBrowser<Value>
  let context: PresentationContext
  var navigation: DualNavigation<BrowserScreenState<Value>>
  /// The lists and details on the stacks, by identity.
  var lists: [ScreenID: any ListScreenModel<Value>] = [:]
  var details: [ScreenID: DetailScreenState] = [:]
  /// Live sources and detail loads, by the screen they belong to.
  var tasks: [ScreenID: Task<Void, Never>] = [:]
  /// Tasks of ended screens, cancelled and awaited when the browser ends.
  var endedTasks: [Task<Void, Never>] = []
  /// The size the screen is laid out for.
  var size: TerminalSize
  /// A one-line message for the next frame.
  var message: StyledText?
  var showsHelp = false
  var needsRedraw = false
  /// A rejected line, offered again at the next prompt to be fixed.
  var keptText = ""
  let effects = EffectQueue()
  let events: AsyncStream<BrowserEvent>
  let sink: AsyncStream<BrowserEvent>.Continuation
  let completions = CompletionSource()
  var reader: Task<Void, Never>?
  var watcher: Task<Void, Never>?
  var recheck: Task<Void, Never>?

  var terminal: any Terminal { context.terminal }

  init(browser: MasterDetailBrowser<Value>, context: PresentationContext) {
    self.browser = browser
    self.context = context
    let placeholder = browser.placeholder
    navigation = DualNavigation(hidesDetailWhenCollapsing: browser.hidesDetailWhenCollapsing) {
      let state = DetailScreenState(placeholder: placeholder)
      return NavigationEntry(.detail(state), id: state.id)
    }
    size = context.terminal.size
    (events, sink) = AsyncStream.makeStream(of: BrowserEvent.self)
  }

  /// Runs the browser to its end, then ends every task it started.
  func run() async throws -> Value? {
    let outcome: Result<Value?, any Error>
    do {
      outcome = .success(try await loop())
    } catch {
      outcome = .failure(error)
    }
    await shutDown()
    return try outcome.get()
  }

  private func loop() async throws -> Value? {
    watchSize()
    push(browser.root)
    relayout(to: terminal.size)
    await redraw()
    var iterator = events.makeAsyncIterator()
    while true {
      if reader == nil, canRead { startReader() }
      guard let event = await iterator.next() else { throw PresentError.dismissed }
      if case .end(let value) = try await handle(event) { return value }
    }
  }

  private func handle(_ event: BrowserEvent) async throws -> Step {
    switch event {
    case .line(let result):
      reader = nil
      return try await handle(line: result.get())
    case .elements(let id):
      guard let list = lists[id], list.takeLatestElements() else { break }
      processEffects()
      await redrawLive()
    case .updatesEnded(let id, let failure):
      tasks[id] = nil
      guard let failure, lists[id] != nil else { break }
      message = "The list stopped updating: \(failure)"
      await redrawLive()
    case .detailLoaded(let id):
      tasks[id] = nil
      guard let shown = visibleDetail, shown.id == id else { break }
      await redrawLive()
    case .resized(let size):
      // The same size again: the program was continued after a stop; draw anew all the same.
      if size != self.size { relayout(to: size) }
      await redrawLive()
    case .recheck:
      recheck = nil
      if needsRedraw { draw() }
    }
    return .next
  }

  // MARK: Tasks

  /// Whether a line may be read now. Without a terminal, the answers on standard input
  /// refer to whole lists: a line is read once the live sources of the lists on the
  /// stacks have ended, so that `2` is the second line of the whole file.
  private var canRead: Bool {
    terminal.isInteractive || !lists.keys.contains { tasks[$0] != nil }
  }

  private func startReader() {
    let request = LineRequest(prompt: browser.prompt, initialText: keptText, completion: completions.completion)
    keptText = ""
    let terminal = self.terminal
    reader = Task { [sink] in
      let result: Result<String, PresentError>
      do throws(PresentError) {
        result = .success(try await terminal.readLine(request))
      } catch {
        result = .failure(error)
      }
      sink.yield(.line(result))
    }
  }

  private func watchSize() {
    let sizes = terminal.sizeChanges()
    watcher = Task { [sink] in
      for await size in sizes { sink.yield(.resized(size)) }
    }
  }

  /// Asks for a look, shortly, at whether a covering presentation has ended.
  func scheduleRecheck() {
    guard recheck == nil else { return }
    recheck = Task { [sink] in
      try? await Task.sleep(for: .milliseconds(50))
      sink.yield(.recheck)
    }
  }

  private func shutDown() async {
    var all = Array(tasks.values) + endedTasks
    all += [reader, watcher, recheck].compactMap { $0 }
    for task in all { task.cancel() }
    for task in all { await task.value }
    tasks = [:]
    endedTasks = []
    sink.finish()
  }
}
