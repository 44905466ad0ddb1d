import PresentlyCore

/// One run of a ``MasterDetailBrowser`` on the one loop (`WidgetRunner`, which runs every
/// widget): the browser's way of drawing and stepping, as a client of the runner.
///
/// The runner reads the prompt, tells new sizes and the line's latest text, and hands
/// every input to ``take(_:)``, one at a time, where the state applies it; what the
/// state asks for beyond a pure step, an application's handler, is awaited there, the
/// one kind of step a widget's cannot be. The work that waits (live sources and detail
/// loads) runs in tasks that only post to the runner: live sources are presented for
/// each list on the stacks (``PresentsEach``), and the detail on screen is loaded while
/// it is there (``PresentsOne``). Unlike a widget's body, the frame is drawn whole, after
/// clearing the screen, and only once it is ready (``prepare(isReading:)``). All the
/// work has ended when the browser returns.
struct BrowserClient<Value: Sendable>: RunnerClient {
  /// What the browser's own work posts to the runner.
  enum Posted: Sendable {
    /// A list's feed holds a version not taken yet.
    case elementsWaiting(ScreenID)
    /// The presentations that covered the browser have ended.
    case uncovered
    case event(BrowserEvent<Value>)
  }

  private var state: BrowserState<Value>
  private let context: PresentationContext
  private let post: @Sendable (Posted) -> Void
  private let sources: PresentsEach<LiveSource<Value>>
  private let loads: PresentsOne<DetailLoad>
  private let completions = CompletionSource()
  /// The ids of the sources and the load last handed to the trackers.
  private var followed: (sources: [ScreenID], load: DetailLoad.ID?) = ([], nil)
  /// Whether a frame is owed: drawn once the detail on screen is ready and nothing
  /// covers the browser.
  private var owesFrame = true
  private var uncovering: Task<Void, Never>?

  private var terminal: any Terminal { context.terminal }

  /// Runs `browser` to its end on the one loop, then ends every task it started.
  static func run(_ browser: MasterDetailBrowser<Value>, context: PresentationContext) async throws -> Value? {
    let runner = WidgetRunner<Posted>(terminal: context.terminal)
    var client = BrowserClient(browser: browser, context: context, post: runner.post)
    let outcome: Result<Value?, any Error>
    do {
      await client.follow()
      outcome = .success(try await runner.run(&client))
    } catch {
      outcome = .failure(error)
    }
    await client.shutDown()
    return try outcome.get()
  }

  private init(
    browser: MasterDetailBrowser<Value>, context: PresentationContext, post: @escaping @Sendable (Posted) -> Void
  ) {
    self.context = context
    self.post = post
    let terminal = context.terminal
    let keyNames = Dictionary(uniqueKeysWithValues: KeyAction.allCases.map { ($0, terminal.keys(for: $0)) })
    state = BrowserState(
      browser: browser, size: terminal.size, isInteractive: terminal.isInteractive, keyNames: keyNames)
    sources = PresentsEach { source in
      do {
        try await source.run { post(.elementsWaiting(source.id)) }
        post(.event(.sourceEnded(source.id, failure: nil)))
      } catch {
        if !Task.isCancelled { post(.event(.sourceEnded(source.id, failure: "\(error)"))) }
      }
    }
    loads = PresentsOne { load in
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          try? await Task.sleep(for: load.grace)
          if !Task.isCancelled { post(.event(.graceEnded(load.id))) }
        }
        let text = await load.run()
        group.cancelAll()
        if !Task.isCancelled { post(.event(.detailLoaded(load.id, text))) }
      }
    }
  }

  // MARK: The runner's client

  /// Draws the frame owed, then opens the prompt below it: a frame that waits for its
  /// detail's grace period comes first. Lines are read while live sources run, with or
  /// without a terminal: without one the end of the input ends the browser, however long
  /// a source goes on. Keys typed before the prompt opens wait for it.
  mutating func prepare(isReading: Bool) -> RunnerRead {
    drawIfOwed()
    guard !isReading, !owesFrame else { return .keep }
    return .open(request())
  }

  /// Applies what an input brings, in the one place the state changes: each event in
  /// turn, and what the handlers the state asks for deliver.
  ///
  /// - Returns: The browser's value (`nil` inside when the user quit), or `nil` to go on.
  mutating func take(_ input: RunnerInput<Posted>) async throws -> Value?? {
    var events = try self.events(for: input)
    while !events.isEmpty {
      switch state.apply(events.removeFirst()) {
      case .finish(let value): return .some(value)
      case .fail(let error): throw error
      case .run(let handler): events += try await perform(handler)
      case .stay: break
      }
    }
    if terminal.isInteractive { owesFrame = true }
    await follow()
    return nil
  }

  /// The events an input brings.
  private mutating func events(for input: RunnerInput<Posted>) throws -> [BrowserEvent<Value>] {
    switch input {
    case .answer(let result):
      owesFrame = true
      var events: [BrowserEvent<Value>] = []
      // A size change scripted before the line may not have arrived yet.
      if terminal.size != state.size { events.append(.resized(terminal.size)) }
      switch try result.get() {
      case .line(let line): events.append(.line(line))
      case .action(let action, let text): events.append(.key(action, text: text))
      }
      return events
    case .edited(let text):
      return [.edited(text)]
    case .size(let size):
      return [.resized(size)]
    case .posted(.elementsWaiting(let id)):
      return version(of: id).map { [$0] } ?? []
    case .posted(.uncovered):
      uncovering = nil
      return []
    case .posted(.event(let event)):
      return [event]
    }
  }

  // MARK: Handlers, sources, loads

  /// Runs an application's handler; returns its answer and the versions of the lists
  /// its work produced, so the next frame shows them.
  private mutating func perform(_ handler: Handler<Value>) async throws -> [BrowserEvent<Value>] {
    if terminal.isInteractive {
      // A presentation the handler starts gets the window, below the list's header.
      let cover = state.cover
      context.presentationQueue.onCover { [terminal] in
        terminal.perform(.clear)
        terminal.write(cover)
      }
    }
    defer { context.presentationQueue.onCover(nil) }
    let event: BrowserEvent<Value>
    var events: [BrowserEvent<Value>] = []
    do {
      let reply = try await handler.run(context)
      event = .replied(handler.list, reply)
      // A selection request is answered from the version the feed holds now.
      if case .select = reply, let version = version(of: handler.list, force: true) { events.append(version) }
    } catch let error as PresentError {
      if error == .dismissed, Task.isCancelled { throw error }
      event = .handlerEnded(error)
    } catch is any Dismissal {
      // A Cancel action ends the command, as Escape does: the browser goes on.
      event = .handlerEnded(.dismissed)
    }
    owesFrame = true
    return [event] + events + state.lists.compactMap { version(of: $0.id) }
  }

  /// The version waiting in a list's feed, as an event; with `force`, the one it holds,
  /// to answer a selection request.
  private func version(of id: ScreenID, force: Bool = false) -> BrowserEvent<Value>? {
    guard let list = state.lists.first(where: { $0.id == id }), let update = list.feed.take(force) else { return nil }
    return .elements(id, update)
  }

  /// Brings the work running to what the state asks for: a live source per list on
  /// the stacks, and the load of the detail on screen.
  private mutating func follow() async {
    if let list = state.topList {
      completions.set(list.completions())
    } else {
      completions.set { _ in [] }
    }
    let wanted = state.liveSources
    if wanted.map(\.id) != followed.sources {
      followed.sources = wanted.map(\.id)
      await sources.update(wanted)
    }
    let load = state.visibleLoad
    if load?.id != followed.load {
      followed.load = load?.id
      await loads.update(load)
    }
  }

  /// Ends the work the browser started: the uncovering awaited, the load, the sources.
  private func shutDown() async {
    if let uncovering {
      uncovering.cancel()
      await uncovering.value
    }
    await loads.end()
    await sources.end()
  }

  // MARK: Drawing and reading

  /// Draws the frame owed, whole, after clearing the screen on a terminal: unless the
  /// detail on screen is within its grace period (its text or its end will come as an
  /// event), or a presentation started from the browser covers it (its end will).
  private mutating func drawIfOwed() {
    guard owesFrame, !state.awaitsDetail else { return }
    guard !context.isCovered else {
      if uncovering == nil {
        uncovering = Task { [context, post] in
          await context.waitUntilUncovered()
          if !Task.isCancelled { post(.uncovered) }
        }
      }
      return
    }
    owesFrame = false
    if terminal.isInteractive { terminal.perform(.clear) }
    terminal.write(state.frame)
  }

  /// The prompt's line: the browser's keys, the text kept from the last step, and, where
  /// the frame can be drawn again for each key, `/text` narrowing the list as typed.
  private mutating func request() -> LineRequest {
    var request = LineRequest(
      prompt: state.browser.prompt, initialText: state.keptText, completion: completions.completion)
    request.keyActions = BrowserState<Value>.keyActions
    request.singleKeys = BrowserState<Value>.singleKeys
    request.answerKeys = state.answerKeys
    request.onTyping = { [post] hasText in post(.event(.typing(hasText))) }
    request.reportsEdits = terminal.reportsEdits && terminal.allowsCursorControl
    state.keptText = ""
    return request
  }
}
