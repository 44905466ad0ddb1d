import PresentlyCore

/// One run of a ``MasterDetailBrowser``: reads events, lets the state handle them,
/// draws the frame, and keeps the work the state asks for running.
///
/// Everything that can change the screen arrives on one stream and is handled by the
/// task that presents the browser, one event at a time. The work that waits (the open
/// prompt, the size watcher, live sources and detail loads) runs in tasks that only
/// post to the stream: live sources are presented for each list on the stacks
/// (``PresentsEach``), and the detail on screen is loaded while it is there
/// (``PresentsOne``). All of it has ended when the browser returns.
final class BrowserLoop<Value: Sendable> {
  /// What arrives on the stream.
  private enum Input: Sendable {
    /// A line read at the prompt (or a key's action), or how the prompt ended.
    case line(Result<LineAnswer, PresentError>)
    /// A list's feed holds a version not taken yet.
    case elementsWaiting(ScreenID)
    /// The presentations that covered the browser have ended.
    case uncovered
    /// The line's text changed: the latest is in ``edits``.
    case edited
    case event(BrowserEvent<Value>)
  }

  private var state: BrowserState<Value>
  private let context: PresentationContext
  private let inputs: AsyncStream<Input>
  private let post: AsyncStream<Input>.Continuation
  private let sources: PresentsEach<LiveSource<Value>>
  private let loads: PresentsOne<DetailLoad>
  private let completions = CompletionSource()
  private let edits = LatestEdit()
  /// The ids of the sources and the load last handed to the trackers.
  private var followed: (sources: [ScreenID], load: DetailLoad.ID?) = ([], nil)
  /// Whether a frame is owed: drawn once the detail on screen is ready and nothing
  /// covers the browser.
  private var owesFrame = true
  private var reader: Task<Void, Never>?
  private var watcher: Task<Void, Never>?
  private var uncovering: Task<Void, Never>?

  private var terminal: any Terminal { context.terminal }

  init(browser: MasterDetailBrowser<Value>, context: PresentationContext) {
    self.context = context
    let terminal = context.terminal
    let keyNames = Dictionary(uniqueKeysWithValues: KeyAction.allCases.map { ($0, terminal.keys(for: $0)) })
    state = BrowserState(
      browser: browser, size: terminal.size, isInteractive: terminal.isInteractive, keyNames: keyNames)
    let (inputs, post) = AsyncStream.makeStream(of: Input.self)
    (self.inputs, self.post) = (inputs, post)
    sources = PresentsEach { source in
      do {
        try await source.run { post.yield(.elementsWaiting(source.id)) }
        post.yield(.event(.sourceEnded(source.id, failure: nil)))
      } catch {
        if !Task.isCancelled { post.yield(.event(.sourceEnded(source.id, failure: "\(error)"))) }
      }
    }
    loads = PresentsOne { load in
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          try? await Task.sleep(for: load.grace)
          if !Task.isCancelled { post.yield(.event(.graceEnded(load.id))) }
        }
        let text = await load.run()
        group.cancelAll()
        if !Task.isCancelled { post.yield(.event(.detailLoaded(load.id, text))) }
      }
    }
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
    let sizes = terminal.sizeChanges()
    watcher = Task { [post] in
      for await size in sizes { post.yield(.event(.resized(size))) }
    }
    await follow()
    var iterator = inputs.makeAsyncIterator()
    while true {
      drawIfOwed()
      // The prompt opens below a frame: one that waits for its detail's grace
      // period comes first.
      // Lines are read while live sources run, with or without a terminal: without one
      // the end of the input ends the browser, however long a source goes on.
      if reader == nil, !owesFrame { startReader() }
      guard let input = await iterator.next() else { throw PresentError.dismissed }
      var events = try self.events(for: input)
      // The one place the state changes: each event in turn, and what the handlers
      // the state asks for deliver.
      while !events.isEmpty {
        switch state.apply(events.removeFirst()) {
        case .finish(let value): return value
        case .fail(let error): throw error
        case .run(let handler): events += try await perform(handler)
        case .stay: break
        }
      }
      if terminal.isInteractive { owesFrame = true }
      await follow()
    }
  }

  /// The events an input brings.
  private func events(for input: Input) throws -> [BrowserEvent<Value>] {
    switch input {
    case .line(let result):
      reader = nil
      owesFrame = true
      var events: [BrowserEvent<Value>] = []
      // A size change scripted before the line may not have arrived yet.
      if terminal.size != state.size { events.append(.resized(terminal.size)) }
      switch try result.get() {
      case .line(let line): events.append(.line(line))
      case .action(let action, let text): events.append(.key(action, text: text))
      }
      return events
    case .elementsWaiting(let id):
      return version(of: id).map { [$0] } ?? []
    case .uncovered:
      uncovering = nil
      return []
    case .edited:
      return edits.take().map { [.edited($0)] } ?? []
    case .event(let event):
      return [event]
    }
  }

  /// Runs an application's handler; returns its answer and the versions of the lists
  /// its work produced, so the next frame shows them.
  private func perform(_ handler: Handler<Value>) async throws -> [BrowserEvent<Value>] {
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
  private func follow() async {
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

  /// Draws the frame owed, whole, after clearing the screen on a terminal: unless the
  /// detail on screen is within its grace period (its text or its end will come as an
  /// event), or a presentation started from the browser covers it (its end will).
  private func drawIfOwed() {
    guard owesFrame, !state.awaitsDetail else { return }
    guard !context.isCovered else {
      if uncovering == nil {
        uncovering = Task { [context, post] in
          await context.waitUntilUncovered()
          if !Task.isCancelled { post.yield(.uncovered) }
        }
      }
      return
    }
    owesFrame = false
    if terminal.isInteractive { terminal.perform(.clear) }
    terminal.write(state.frame)
  }

  // MARK: Reading

  private func startReader() {
    var request = LineRequest(
      prompt: state.browser.prompt, initialText: state.keptText, completion: completions.completion)
    request.keyActions = BrowserState<Value>.keyActions
    request.singleKeys = BrowserState<Value>.singleKeys
    request.answerKeys = state.answerKeys
    request.onTyping = { [post] hasText in post.yield(.event(.typing(hasText))) }
    // `/text` narrows the list key by key where the frame can be drawn again for each.
    if terminal.reportsEdits, terminal.allowsCursorControl { request.onEdit = edits.reporter(posting: post, .edited) }
    state.keptText = ""
    let terminal = self.terminal
    reader = Task { [post] in
      let result: Result<LineAnswer, PresentError>
      do throws(PresentError) {
        result = .success(try await terminal.read(request))
      } catch {
        result = .failure(error)
      }
      post.yield(.line(result))
    }
  }

  private func shutDown() async {
    let tasks = [reader, watcher, uncovering].compactMap { $0 }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
    await loads.end()
    await sources.end()
    post.finish()
  }
}
