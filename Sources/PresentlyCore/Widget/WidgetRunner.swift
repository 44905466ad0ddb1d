/// What the runner's loop hands its client, one at a time.
package enum RunnerInput<Posted: Sendable> {
  /// The open read ended: a line, a key's action, or how it ended without one.
  case answer(Result<LineAnswer, PresentError>)
  /// The open line's text changed: its latest text (edits that came faster than they
  /// were taken are one edit).
  case edited(String)
  /// The terminal told its size: a new one, or the same again after the screen was given
  /// back (stopped with Ctrl-Z, then `fg`).
  case size(TerminalSize)
  /// What the client's own work posted (``WidgetRunner/post``): an update, a live
  /// source's elements, a detail's text.
  case posted(Posted)
}

/// What a client wants read, said before the runner waits for the next input.
package enum RunnerRead {
  /// Open this line: none is open.
  case open(LineRequest)
  /// Nothing new: the line that is open stays, or, with none, keys typed meanwhile wait
  /// for the next line.
  case keep
  /// Nothing, for as long as the client shows without a line: what is typed meanwhile is
  /// held and thrown away (see ``Terminal/holdKeys(_:)``).
  case holdKeys
}

/// What the one loop runs: a widget's way of drawing and stepping, over the runner's
/// reading, sizes and posted events.
///
/// ``WidgetLoop`` is one (a ``Widget``'s body drawn in place, its updates posted); the
/// browser is another (its whole frame drawn, its handlers and loads awaited in
/// ``take(_:)``, the one kind of step a widget's pure ``Widget/apply(_:in:)`` cannot be).
package protocol RunnerClient {
  /// What the client's own work posts to the runner.
  associatedtype Posted: Sendable
  /// What the client ends with.
  associatedtype Value

  /// Draws what is owed, and says what to read: called before every wait for an input.
  ///
  /// - Parameter isReading: Whether a line is open; then only ``RunnerRead/keep`` applies.
  mutating func prepare(isReading: Bool) -> RunnerRead

  /// Takes one input, with whatever work its step asks for (a handler the browser runs,
  /// which may present alerts) awaited before the next input is taken.
  ///
  /// - Returns: The value the client ends with, or `nil` to go on.
  mutating func take(_ input: RunnerInput<Posted>) async throws -> Value?
}

/// The one loop's machinery, the same for every widget and the browser: one stream of
/// inputs, the open read (started with ``Terminal/startReading(_:completion:)``, no task
/// of its own), the terminal's sizes (``Terminal/observeSizes(_:)``), the open line's
/// edits coalesced to the latest, keys held while nothing is read, and ``post`` for the
/// client's own work. Its ``run(_:)`` ends every one of them, however the client ended:
/// an open read is cancelled and its ending awaited, so the next read never finds it
/// open.
///
/// Nothing on the way from the terminal to the client waits for a thread of the
/// concurrency pool: sizes and answers are yielded to the stream from the thread that
/// learns of them, and the runner is subscribed to sizes before it returns from `init`.
package final class WidgetRunner<Posted: Sendable> {
  private enum Arrival: Sendable {
    case answer(Result<LineAnswer, PresentError>)
    /// The latest text is in ``edits``.
    case edited
    case size(TerminalSize)
    case posted(Posted)
  }

  private let terminal: any Terminal
  private var arrivals: AsyncStream<Arrival>.Iterator
  private let arrive: AsyncStream<Arrival>.Continuation
  /// The open line's latest text, not yet given to the client.
  private let edits = LatestEdit()
  /// What cancels the read that is open, if one is.
  private var cancelRead: (@Sendable () -> Void)?
  /// Whether keys are held because no line is open.
  private var holdsKeys = false
  private let stopObservingSizes: @Sendable () -> Void

  /// Starts listening to `terminal`'s sizes: a size told from now on is an input.
  package init(terminal: any Terminal) {
    self.terminal = terminal
    let (stream, arrive) = AsyncStream.makeStream(of: Arrival.self)
    (arrivals, self.arrive) = (stream.makeAsyncIterator(), arrive)
    stopObservingSizes = terminal.observeSizes { arrive.yield(.size($0)) }
  }

  /// Posts an input from the client's own work, from any task or thread.
  package var post: @Sendable (Posted) -> Void {
    { [arrive] in arrive.yield(.posted($0)) }
  }

  /// Whether a line is open.
  package var isReading: Bool { cancelRead != nil }

  /// Runs `client` to its end, then ends what the runner started.
  ///
  /// - Throws: What the client threw; ``PresentError/dismissed`` when the task running it
  ///   is cancelled while it waits.
  package func run<Client: RunnerClient>(_ client: inout Client) async throws -> Client.Value
  where Client.Posted == Posted {
    let outcome: Result<Client.Value, any Error>
    do {
      outcome = .success(try await loop(&client))
    } catch {
      outcome = .failure(error)
    }
    await end()
    return try outcome.get()
  }

  private func loop<Client: RunnerClient>(_ client: inout Client) async throws -> Client.Value
  where Client.Posted == Posted {
    while true {
      switch client.prepare(isReading: isReading) {
      case .open(let request) where !isReading: open(request)
      case .holdKeys where !isReading && !holdsKeys:
        // Nothing is read while the client shows: what is typed goes nowhere.
        holdsKeys = true
        terminal.holdKeys(true)
      case .open, .holdKeys, .keep: break
      }
      guard let input = await next() else { throw PresentError.dismissed }
      if let value = try await client.take(input) { return value }
    }
  }

  /// Opens `request`'s line, at once and without a task: the input thread takes the line
  /// before this task next waits, and the first prompt is up before any thread of the
  /// pool starts.
  private func open(_ request: LineRequest) {
    var request = request
    if request.reportsEdits { request.onEdit = edits.reporter(posting: arrive, .edited) }
    let arrive = self.arrive
    cancelRead = terminal.startReading(request) { arrive.yield(.answer($0)) }
    // Opening the line releases held keys.
    holdsKeys = false
  }

  /// The next input: an edit only while its line is open, and only its latest text.
  private func next() async -> RunnerInput<Posted>? {
    while let arrival = await arrivals.next() {
      switch arrival {
      case .answer(let answer):
        cancelRead = nil
        return .answer(answer)
      case .edited:
        guard let text = edits.take(), isReading else { continue }
        return .edited(text)
      case .size(let size):
        return .size(size)
      case .posted(let posted):
        return .posted(posted)
      }
    }
    return nil
  }

  /// Ends what the runner started: the sizes listened to, the open read (awaited, so
  /// that the next read does not find it open), held keys, the stream.
  private func end() async {
    stopObservingSizes()
    if let cancel = cancelRead {
      cancel()
      while let arrival = await arrivals.next() {
        if case .answer = arrival { break }
      }
      cancelRead = nil
    }
    if holdsKeys {
      holdsKeys = false
      terminal.holdKeys(false)
    }
    arrive.finish()
  }
}
