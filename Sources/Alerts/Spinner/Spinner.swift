import PresentlyCore

/// A line that turns while an operation runs: a spinner, its title and the time since
/// the start, until the operation ends with its value or its error. What `gum spin`
/// shows.
///
/// ```swift
/// let spinner = Spinner("Resolving packages") { status in
///   try await resolve(onEach: { status.say("resolved \($0)") })
/// }
/// let graph = try await terminal.present(spinner)
/// ```
///
/// It reads no keys. Where the cursor can move, the line is drawn again at each tick
/// (ten a second) and erased at the end, and what the operation says through its
/// ``SpinnerStatus`` is printed above it for good. On a dumb terminal, or without a
/// person at it, nothing turns: the title is printed once, each line said is printed
/// as it comes, and at the end a line says how long it took (`Resolving packages:
/// finished after 3.2s`), so a log or a screen reader gets a short transcript. The title
/// and what is said are untrusted and sanitized.
///
/// The value is the operation's, and so is the error it throws. Cancelling the task
/// that presents the spinner (a timeout on its presentation) cancels the operation and
/// throws ``/PresentlyCore/PresentError/dismissed``.
public struct Spinner<Value: Sendable>: Presentable {
  /// Beside the spinner.
  public var title: String
  /// The frames it turns through.
  public var style: SpinnerStyle = .dot
  /// Whether the time since the start is shown beside the title.
  public var showsElapsedTime = true
  /// Added to the turning frame's bold (gum's `--spinner.foreground`).
  package var frameStyle: TextStyle = []
  /// The title's style (gum's `--title.*`); plain by default.
  package var titleStyle: TextStyle = []
  /// The time between frames.
  public var interval: Duration = .milliseconds(100)
  /// The work shown; the spinner ends when it does.
  public var operation: @Sendable (SpinnerStatus) async throws -> Value
  /// The clock's ticks and how long a moment took, measured on the clock given.
  private var clock: SpinnerClock = SpinnerClock(ContinuousClock())

  /// Creates a spinner.
  ///
  /// - Parameters:
  ///   - title: Beside the spinner.
  ///   - style: The frames it turns through.
  ///   - operation: The work; the spinner shows until it ends.
  public init(
    _ title: String, style: SpinnerStyle = .dot,
    operation: @escaping @Sendable (SpinnerStatus) async throws -> Value
  ) {
    self.title = title
    self.style = style
    self.operation = operation
  }

  /// This spinner, timed on `clock` (a test's `ManualClock`) rather than the
  /// continuous clock.
  public func timed(on clock: some Clock<Duration>) -> Spinner {
    var spinner = self
    spinner.clock = SpinnerClock(clock)
    return spinner
  }

  /// Runs the operation while the spinner turns, and returns its value.
  public func materialize(_ context: PresentationContext) async throws -> Value {
    let terminal = context.terminal
    let (changes, post) = AsyncStream.makeStream(of: SpinnerChange.self)
    let status = SpinnerStatus(post: { post.yield($0) })
    let operation = operation
    let clock = clock
    let start = clock.now()
    let work = Task {
      defer {
        post.yield(.ended(clock.since(start)))
        post.finish()
      }
      return try await operation(status)
    }
    let ticker =
      WidgetFrame(terminal).drawsInPlace
      ? Task { [interval] in
        while (try? await clock.sleep(interval)) != nil { post.yield(.tick(clock.since(start))) }
      } : nil
    defer {
      ticker?.cancel()
      work.cancel()
    }
    var widget = SpinnerWidget(title: title, style: style, showsElapsedTime: showsElapsedTime)
    (widget.frameStyle, widget.titleStyle) = (frameStyle, titleStyle)
    try await withTaskCancellationHandler {
      try await widget.run(on: terminal, updates: changes)
    } onCancel: {
      work.cancel()
    }
    if Task.isCancelled { throw PresentError.dismissed }
    return try await work.value
  }
}

/// A clock a spinner measures on, its type erased.
struct SpinnerClock: Sendable {
  /// The moment now, as an opaque instant.
  let now: @Sendable () -> any Sendable
  /// The time since a moment `now` gave.
  let since: @Sendable (any Sendable) -> Duration
  /// Sleeps for a while; throws when the task is cancelled.
  let sleep: @Sendable (Duration) async throws -> Void

  init<C: Clock<Duration>>(_ clock: C) {
    now = { clock.now }
    since = { start in (start as? C.Instant).map { $0.duration(to: clock.now) } ?? .zero }
    sleep = { try await clock.sleep(for: $0) }
  }
}
