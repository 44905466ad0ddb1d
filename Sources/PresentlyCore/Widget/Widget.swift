/// A prompt drawn in place: its state a value, changed by a pure step for each event and
/// drawn by pure functions of it, with one shared loop doing the reading and drawing.
///
/// Every widget of Presently has this shape: alerts, lists, whiptail's boxes and the
/// gauge. A widget says what to draw once (``header(in:)``), what to draw and draw again
/// in place (``body(in:)``), which line to read next (``request(in:)``), and what one
/// event does to it (``apply(_:in:)``). The loop, which presenting a widget runs, does
/// the rest the same way for all of them:
///
/// - it draws the header, then the body, and reads the request's line;
/// - Escape (``KeyAction/cancel``) ends every widget with ``PresentError/dismissed``,
///   once it has erased the text of a line that ``LineRequest/escapeErasesText``;
/// - a key's action comes to the widget with the text typed so far, which is offered
///   again at the next read; a refused line gets its message, and its text back only
///   when the step says so (see ``WidgetStep/refuse(_:keepsText:)``);
/// - the body is drawn again in place, erasing what is below it, where the terminal can
///   move the cursor; elsewhere, the step's transcript lines are printed instead, so a
///   screen reader or a log hears what changed and nothing more;
/// - a new window size comes to the widget as ``WidgetEvent/resized(_:)`` before it
///   draws again;
/// - a timeout set on the presentation ends the read that is open;
/// - after a key's action moved the highlight, the cursor waits for the next key on the
///   row of ``focusRow(in:)``, where the terminal can move it (see
///   ``LineRequest/cursorRestsAbove``);
/// - when the widget ends, however it ends, what it drew is erased and the one line of
///   ``endingLine(_:in:)`` stays: its question and its answer, or what ended it.
///
/// Since the state is a value and the step is pure, what a widget does is tested with a
/// table of events, without a terminal:
///
/// ```swift
/// struct Counter: Widget {
///   var count = 0
///   func body(in frame: WidgetFrame) -> [StyledText] { ["Count: \(count)"] }
///   func request(in frame: WidgetFrame) -> LineRequest? {
///     var request = LineRequest(prompt: "+ or Enter: ")
///     request.keyActions = [.next]
///     return request
///   }
///   mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Int> {
///     switch event {
///     case .key(.next, _), .line("+"): count += 1; return .redraw()
///     case .line(""): return .finish(count)
///     default: return .refuse("Type + or press Enter.", keepsText: false)
///     }
///   }
/// }
/// let count = try await terminal.present(Counter())
/// ```
public protocol Widget<Result>: Presentable {
  /// What arrives besides the user's lines and keys: a gauge's changes, a spinner's
  /// ticks; `Never` for a widget that takes none.
  associatedtype Update: Sendable = Never

  /// The lines drawn once, when the widget starts, above everything else: a title, a
  /// message. Nothing by default.
  func header(in frame: WidgetFrame) -> [StyledText]

  /// The lines drawn below the header and drawn again in place when a step asks: rows,
  /// buttons, a bar. Each line fits the frame's width.
  func body(in frame: WidgetFrame) -> [StyledText]

  /// Which of ``body(in:)``'s lines holds what a key's action moved to (the highlighted
  /// row), counted from 0; `nil`, the default, for none.
  ///
  /// After such a key the cursor waits on that line rather than in the line being typed
  /// (where the terminal can move it): a sighted user sees it on the row, as in whiptail,
  /// and a screen reader reads the row it moved to. The next key brings it back.
  func focusRow(in frame: WidgetFrame) -> Int?

  /// The line to read next: its prompt, completion and the key actions the widget takes
  /// (``KeyAction/cancel`` is always added). `nil` when the widget reads nothing and
  /// waits for updates.
  func request(in frame: WidgetFrame) -> LineRequest?

  /// Takes one event and says what follows: the whole of what the widget does.
  ///
  /// - Parameters:
  ///   - event: A line, a key's action, an update, a new size.
  ///   - frame: The terminal's size and abilities now.
  /// - Returns: What the loop does next: draw, show a message, finish.
  mutating func apply(_ event: WidgetEvent<Update>, in frame: WidgetFrame) -> WidgetStep<Result>

  /// The one line that stays once the widget has ended, in place of all it drew: the
  /// question and the answer (`Pick a fruit: banana`), or what ended it
  /// (`Go? (cancelled)`); made with ``AnswerLine``, from the ended state alone.
  ///
  /// `nil`, the default, leaves what the widget drew as it is: a screen that was read
  /// (a pager), a gauge. Where the terminal cannot erase, the line is printed after what
  /// was drawn, so that a transcript ends with it. It goes to the terminal, never to
  /// standard output. An empty line erases what was drawn and leaves nothing: for a
  /// widget that ends to be drawn again (a text area that opened the user's editor).
  ///
  /// - Parameters:
  ///   - ending: How it ended: its value, or the way it ended without one.
  ///   - frame: The terminal's size and abilities now.
  func endingLine(_ ending: WidgetEnding<Result>, in frame: WidgetFrame) -> StyledText?
}

extension Widget {
  /// Nothing above the body.
  public func header(in frame: WidgetFrame) -> [StyledText] { [] }

  /// No line holds a focus: the cursor stays in the line being typed.
  public func focusRow(in frame: WidgetFrame) -> Int? { nil }

  /// Nothing: what the widget drew stays as it is.
  public func endingLine(_ ending: WidgetEnding<Result>, in frame: WidgetFrame) -> StyledText? { nil }

  /// Runs the widget on the context's terminal (see ``run(on:)``).
  public func materialize(_ context: PresentationContext) async throws -> Result {
    try await run(on: context.terminal)
  }

  /// Runs the widget to its end on `terminal`: draws it, reads its lines and applies
  /// them until a step finishes it.
  ///
  /// Present a widget rather than run it, so that it is queued behind other
  /// presentations and can take a timeout; a widget made of widgets runs its parts.
  ///
  /// - Returns: The value of the step that finished it.
  /// - Throws: ``PresentError/dismissed`` for Escape or a cancelled task, the terminal's
  ///   other endings, and an error a step failed with.
  public func run(on terminal: any Terminal) async throws -> Result {
    var loop = WidgetLoop(widget: self, terminal: terminal)
    return try await loop.run()
  }

  /// Runs the widget to its end on `terminal`, giving it each element of `updates` as
  /// ``WidgetEvent/update(_:)`` (and ``WidgetEvent/updatesEnded`` after the last) while
  /// its line is read.
  ///
  /// ```swift
  /// let (updates, feed) = AsyncStream.makeStream(of: Gauge.Update.self)
  /// ```
  public func run<Updates: AsyncSequence & Sendable>(on terminal: any Terminal, updates: Updates) async throws -> Result
  where Updates.Element == Update {
    var loop = WidgetLoop(widget: self, terminal: terminal)
    return try await loop.run(updates: updates)
  }
}
