/// The one loop every ``Widget`` runs in: it draws, reads, hands each event to the
/// widget's step and does what the step says.
///
/// It keeps what the widgets must not each keep: how many rows are on the screen below
/// the top of the body (the body, then the answers and messages printed since), which
/// drawing it owes, and the text to offer again at the next read. A widget that reads
/// one line at a time is read inline; one with updates, or narrowed as typed, runs on
/// ``WidgetRunner`` (the reading, sizes, edits and held keys it shares with the
/// browser), as its ``RunnerClient``.
struct WidgetLoop<W: Widget> {
  /// How the body is drawn next.
  private enum Drawing {
    /// Over itself: erase from the top of the body, then draw.
    case inPlace
    /// Below everything on the screen.
    case below
  }

  /// What the widget's updates post to the runner, beside the lines it reads.
  enum Posted: Sendable {
    case update(W.Update)
    case updatesEnded
    case updatesFailed(any Error)
  }

  private(set) var widget: W
  private let terminal: any Terminal
  /// Rows from the top of the body to the cursor.
  private var shown = 0
  /// Rows the widget drew above the body that are still right above it: the header, then
  /// bodies and answers left behind by drawing below; what is printed for good (a
  /// spinner's log) and a screen taken meanwhile cut it off.
  private var above = 0
  private var owed: Drawing? = .below
  /// The text the next read opens with, in place of the request's own, once.
  private var kept: String?
  /// The size the widget last knew.
  private var size: TerminalSize
  /// The request prepared for the runner's first read, and the one it read last.
  private var (prepared, open): (LineRequest?, LineRequest?) = (nil, nil)
  /// Asks the widget's updates for the next, once it has applied one.
  private var askNext: AsyncStream<Void>.Continuation?
  /// ``Terminal/timesScreenTaken`` when the body was last drawn.
  private var drawnOnScreen = 0
  /// Whether a key's action moved the highlight: the next read leaves the cursor on the
  /// widget's ``Widget/focusRow(in:)``.
  private var restsOnFocus = false

  init(widget: W, terminal: any Terminal) {
    self.widget = widget
    self.terminal = terminal
    size = terminal.size
  }

  private var frame: WidgetFrame { WidgetFrame(terminal) }

  /// Runs a widget that takes no updates: each line is read where the loop runs, with no
  /// task of its own (a dialog's first prompt starts no thread), unless the widget takes
  /// each edit of the line, which comes while the line is open.
  mutating func run() async throws -> W.Result {
    drawHeader()
    return try await ending {
      while true {
        guard let request = $0.prepare() else {
          // Nothing to read and nothing to come: the widget stays, its keys held, until it
          // is dismissed (the loop's stream ends when the task is cancelled).
          return try await $0.concurrently(updates: nil as AsyncStream<W.Update>?, first: nil)
        }
        if request.reportsEdits {
          return try await $0.concurrently(updates: nil as AsyncStream<W.Update>?, first: request)
        }
        if let value = try $0.take(try await $0.terminal.read(request), for: request) { return value }
      }
    }
  }

  /// Runs a widget with its updates: lines are read in a task of their own while the
  /// updates come, and a body drawn again while a line is open goes above it.
  mutating func run<Updates: AsyncSequence & Sendable>(updates: Updates) async throws -> W.Result
  where Updates.Element == W.Update {
    drawHeader()
    return try await ending { try await $0.concurrently(updates: updates, first: nil) }
  }

  /// Draws the header, once, counting its rows.
  private mutating func drawHeader() {
    let width = frame.width
    for line in widget.header(in: frame) {
      terminal.writeLine(line)
      above += Feedback.rows(of: line.plain, width: width)
    }
  }

  /// Runs `body` to the widget's end, then leaves the widget's ending line in place of
  /// what it drew (see ``Widget/endingLine(_:in:)``), however it ended.
  private mutating func ending(_ body: (inout Self) async throws -> W.Result) async throws -> W.Result {
    do {
      let value = try await body(&self)
      leaveEndingLine(.finished(value))
      return value
    } catch {
      leaveEndingLine(WidgetEnding(error: error))
      throw error
    }
  }

  /// Erases what the widget drew, header and all, where the terminal can, and writes its
  /// ending line; where it cannot, the line ends the transcript. In whiptail's and
  /// dialog's modes (``AnswerLine/isLeft``) the box is cleared and no line stays, as the
  /// real programs leave nothing.
  private mutating func leaveEndingLine(_ ending: WidgetEnding<W.Result>) {
    let frame = self.frame
    // Without a person at the terminal the transcript is a log of prompts and answers.
    guard frame.isInteractive, let line = widget.endingLine(ending, in: frame) else { return }
    if frame.drawsInPlace, terminal.timesScreenTaken == drawnOnScreen {
      terminal.perform(.erase(lines: above + shown))
    } else if !AnswerLine.isLeft {
      return
    }
    (above, shown) = (0, 0)
    if AnswerLine.isLeft, !line.plain.isEmpty { terminal.writeLine(line.truncated(toWidth: frame.width)) }
  }

  /// Runs the widget on the one runner, its lines read beside the updates (if any) and
  /// the edits of the open line; `first` is a request prepared already.
  private mutating func concurrently<Updates: AsyncSequence & Sendable>(
    updates: Updates?, first: LineRequest?
  ) async throws -> W.Result where Updates.Element == W.Update {
    // Without a task: the first prompt is up before any thread of the pool starts.
    let runner = WidgetRunner<Posted>(terminal: terminal)
    let post = runner.post
    // One update at a time: the next is taken once the widget has applied this one, so
    // that a source faster than the screen waits (its memory bounded) and a key typed
    // meanwhile is not queued behind a pile of updates.
    let (taken, askNext) = AsyncStream.makeStream(of: Void.self)
    defer { askNext.finish() }
    let pump = updates.map { updates in
      Task {
        var applied = taken.makeAsyncIterator()
        do {
          for try await update in updates {
            post(.update(update))
            guard await applied.next() != nil else { return }
          }
          post(.updatesEnded)
        } catch {
          post(.updatesFailed(error))
        }
      }
    }
    (prepared, self.askNext) = (first, askNext)
    let outcome: Result<W.Result, any Error>
    do {
      outcome = .success(try await runner.run(&self))
    } catch {
      outcome = .failure(error)
    }
    pump?.cancel()
    await pump?.value
    return try outcome.get()
  }

  // MARK: Steps

  /// The request to read next, after the drawing owed; `nil` when the widget reads nothing.
  private mutating func prepare() -> LineRequest? {
    let now = terminal.size
    if now != size {
      size = now
      // A new size is never an answer: whatever the step says, the body is drawn anew.
      if case .redraw = widget.apply(.resized(now), in: frame), owed == nil { owed = .inPlace }
    }
    drawOwed()
    guard var request = widget.request(in: frame) else { return nil }
    if let kept {
      if !request.initialTextReplacesTyped { request.initialText = kept }
      self.kept = nil
    }
    request.keyActions.insert(.cancel)
    if restsOnFocus {
      restsOnFocus = false
      // Rows from the top of the body to the cursor's row, where the line starts.
      if frame.drawsInPlace, let row = widget.focusRow(in: frame), row < shown {
        request.cursorRestsAbove = shown - row
      }
    }
    // The widget leaves a line of its own when it ends: an open line that ends without an
    // answer goes from the screen rather than leaving ^C after it.
    request.erasesOnEnding = true
    return request
  }

  /// Gives the widget what a read ended with; returns its value when it finished.
  private mutating func take(_ answer: LineAnswer, for request: LineRequest) throws -> W.Result? {
    switch answer {
    case .action(.cancel, let text):
      // Escape steps back one level: the narrowing typed first, then the widget.
      guard request.escapeErasesText, !text.isEmpty else { throw PresentError.dismissed }
      kept = ""
      return try handle(widget.apply(.edited(""), in: frame), line: nil)
    case .action(let action, let text):
      // A key leaves nothing on the screen, and the text typed comes back.
      kept = text
      let step = widget.apply(.key(action, text: text), in: frame)
      if case .redraw = step { restsOnFocus = true }
      return try handle(step, line: nil)
    case .line(let line):
      let echo = request.prompt.plain + (request.isSecret ? "" : line)
      shown += Feedback.rows(of: echo, width: frame.width)
      return try handle(widget.apply(.line(line), in: frame), line: line)
    }
  }

  /// Does what a step says; returns the value of a step that finished.
  private mutating func handle(_ step: WidgetStep<W.Result>, line: String?) throws -> W.Result? {
    switch step {
    case .stay:
      break
    case .redraw(let transcript):
      if frame.drawsInPlace {
        if owed == nil { owed = .inPlace }
      } else if let transcript {
        for row in transcript { terminal.writeLine(row) }
        shown += transcript.count
      } else {
        owed = .below
      }
    case .log(let lines):
      if frame.drawsInPlace {
        // The body goes, the lines take its place, and it comes back under them.
        if shown > 0 { terminal.perform(.erase(lines: shown)) }
        shown = 0
        // What is printed for good stays, and so does what is above it.
        above = 0
        owed = .below
      } else {
        shown += lines.count
      }
      for row in lines { terminal.writeLine(row) }
    case .drawBelow:
      owed = .below
    case .refuse(let message, let keepsText):
      shown += Feedback.say(message, on: terminal)
      if keepsText, let line { kept = line }
    case .finish(let value):
      return value
    case .fail(let error):
      throw error
    }
    return nil
  }

  /// Draws the body if a step asked for it.
  private mutating func drawOwed() {
    guard let drawing = owed else { return }
    owed = nil
    // Over itself only on the screen it was drawn on: after Ctrl-Z and `fg` the shell's
    // lines are between it and the cursor, and the body goes below them.
    let screen = terminal.timesScreenTaken
    if screen != drawnOnScreen {
      // The shell's lines are in between: what was drawn before stays where it is.
      above = 0
    } else if drawing == .inPlace, frame.drawsInPlace {
      terminal.perform(.erase(lines: shown))
    } else {
      above += shown
    }
    drawnOnScreen = screen
    let lines = widget.body(in: frame)
    for line in lines { terminal.writeLine(line) }
    shown = lines.count
  }
}

extension WidgetLoop: RunnerClient {
  /// The line to open when none is, after the drawing owed; while one is open, its prompt
  /// brought up to date.
  mutating func prepare(isReading: Bool) -> RunnerRead {
    if !isReading, let request = prepared ?? prepare() {
      prepared = nil
      open = request
      return .open(request)
    }
    drawOwed()
    // Nothing is read: the widget shows until an update or its dismissal ends it.
    guard isReading else { return .holdKeys }
    // The prompt says something new (how many rows match): shown in place, what was
    // typed kept.
    if var request = open, let next = widget.request(in: frame), next.prompt != request.prompt {
      terminal.replacePrompt(next.prompt)
      request.prompt = next.prompt
      open = request
    }
    return .keep
  }

  /// Gives the widget one input: the line or key read, the line's latest text, an
  /// update, the screen given back.
  mutating func take(_ input: RunnerInput<Posted>) async throws -> W.Result? {
    switch input {
    case .answer(let answer):
      guard let request = open else { return nil }
      return try take(try answer.get(), for: request)
    case .edited(let text):
      return try handle(widget.apply(.edited(text), in: frame), line: nil)
    case .posted(.update(let update)):
      defer { askNext?.yield() }
      return try handle(widget.apply(.update(update), in: frame), line: nil)
    case .posted(.updatesEnded):
      return try handle(widget.apply(.updatesEnded, in: frame), line: nil)
    case .posted(.updatesFailed(let error)):
      throw error
    case .size(let now):
      // The same size again: the screen was given back. The body is drawn at once, and
      // `drawOwed` puts it below the shell's lines if the screen was taken meanwhile;
      // a new size is `prepare`'s.
      if now == size, owed == nil { owed = .inPlace }
      return nil
    }
  }
}
