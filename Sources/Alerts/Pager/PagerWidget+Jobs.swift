import PresentlyCore

/// A move of the pager that reads ahead, a slice a step, so that keys are answered
/// while the text is read: `G`, a line number, a search down, or the rows a screen
/// wants from a stream that is quiet for now.
struct PagerJob: Equatable {
  /// Where the move goes.
  enum Goal: Equatable {
    /// The last line (`G`).
    case last
    /// Line `n`, from 1.
    case line(Int)
    /// The next line the search matches, from this line on.
    case match(from: Int)
    /// The screen's rows, once a stream has them.
    case screen
  }

  var goal: Goal
  /// No line that starts past this byte is read: a stream's budget.
  var limit: Int?
  /// What started it: what is said, and printed, when it ends.
  var input: PagerInput
  /// The top of the screen when it started.
  var top: PagerPosition
}

extension PagerWidget {
  /// Runs the widget to its end on `terminal`, with the steps its moves ask for as its
  /// updates; a stream's first screen, if it is not read yet, is read in such a step.
  func runReading(on terminal: any Terminal) async throws {
    let (wakes, post) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    defer { post.finish() }
    var widget = self
    widget.wake = { post.yield() }
    let frame = WidgetFrame(terminal)
    let screen = screenRows(in: frame)
    if layout(in: frame).visibleRows(from: top, count: screen).count < screen, text.isWaiting {
      widget.job = PagerJob(goal: .screen, limit: nil, input: .first, top: top)
      post.yield()
    }
    try await widget.run(on: terminal, updates: wakes)
  }

  /// Starts a move that reads ahead, and takes its first step.
  mutating func start(_ goal: PagerJob.Goal, for input: PagerInput, in frame: WidgetFrame) {
    job = PagerJob(goal: goal, limit: limit, input: input, top: top)
    _ = advance(in: frame)
  }

  /// A key or a line stops the move under way (it is Ctrl-C in `less`).
  mutating func stopJob() {
    job = nil
  }

  /// One step of the move under way: a slice of reading. When it is done, the screen
  /// moves and the step says what changed; until then, the next step is asked for.
  mutating func advance(in frame: WidgetFrame) -> WidgetStep<Void> {
    guard let job else { return .stay }
    guard let arrived = step(job, in: frame) else {
      // Not there yet: the next slice comes behind the keys typed meanwhile.
      wake()
      return .redraw(transcript: [])
    }
    self.job = nil
    top = arrived
    if job.goal == .screen { return .redraw() }
    return finished(job.input, from: job.top, in: frame)
  }

  /// Reads one slice for `job`; the top of the screen where it arrived, or `nil` when it
  /// goes on. The messages it ends with are set here.
  private mutating func step(_ job: PagerJob, in frame: WidgetFrame) -> PagerPosition? {
    let layout = layout(in: frame, reading: true)
    let screen = screenRows(in: frame)
    let deadline = ContinuousClock.now + Self.sliceTime
    switch job.goal {
    case .last:
      let (lines, ending) = text.readLines(upTo: .max, limit: job.limit, until: deadline)
      if ending == .sliced || ending == .waiting { return nil }
      if ending == .budget { message = "The input goes on past \(lines) lines; G reads on." }
      return layout.clamped(PagerPosition(line: lines), screen: screen)
    case .line(let number):
      let (lines, ending) = text.readLines(upTo: number, limit: job.limit, until: deadline)
      if ending == .sliced || ending == .waiting { return nil }
      if lines < number, text.isComplete { message = "There are \(lines) lines." }
      return layout.clamped(PagerPosition(line: min(number - 1, lines)), screen: screen)
    case .match(let from):
      return stepSearch(from: from, job: job, until: deadline, in: frame)
    case .screen:
      let rows = layout.visibleRows(from: top, count: screen)
      return rows.count < screen && text.isWaiting ? nil : top
    }
  }

  /// One slice of a search down from line `from`.
  private mutating func stepSearch(
    from: Int, job: PagerJob, until deadline: ContinuousClock.Instant, in frame: WidgetFrame
  ) -> PagerPosition? {
    guard let search else { return top }
    let quoted = Feedback.quoted(search.query)
    switch text.firstLine(from: from, limit: job.limit, until: deadline, where: search.matches) {
    case .found(let line):
      match = line
      return layout(in: frame, reading: true).clamped(PagerPosition(line: line), screen: screenRows(in: frame))
    case .pending(let next):
      self.job?.goal = .match(from: next)
      return nil
    case .notFound:
      message = match == nil ? "Not found: \(quoted)." : "No more matches for \(quoted) below; N searches up."
    case .gaveUp:
      match = text.knownLineCount - 1
      message = "No match for \(quoted) in the next 256 MiB of the input; n reads on."
    }
    return top
  }
}
