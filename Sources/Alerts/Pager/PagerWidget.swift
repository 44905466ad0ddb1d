import PresentlyCore

/// A ``Pager`` as a widget: its state the top of the screen, the search, the message and
/// the move under way; each line typed, key pressed or step of reading a step.
///
/// The body is a screenful of rows and a status line. Where the terminal draws in place
/// it is drawn again over itself; elsewhere each step's transcript is printed below the
/// last: the new page once, the row a line move brings in, a message.
///
/// A move that reads ahead (`G`, a line number, a search) reads a slice at a time: each
/// slice is a step, and the next one comes as an update (``wake``) behind the keys
/// already typed, which stop it. The drawing never reads a stream; a step does.
struct PagerWidget: Widget {
  typealias Result = Void
  typealias Update = Void

  /// The most bytes a search or `G` reads past what is known, in a stream, before it
  /// stops and says so: a pipe may never end.
  static let streamBudget = 256 << 20
  /// How long one step of a move reads: what bounds the time before a key is answered.
  static let sliceTime = Duration.milliseconds(25)

  let text: PagerText
  /// Named in the status line: the file, or "standard input".
  let title: String?
  let numbersLines: Bool
  /// The box around the text, for a dialog's text box: a heading, a button, Enter ends.
  var box: PagerBox?
  /// Styles added to the line numbers and the matches.
  var styles = ElementStyles()
  /// Asks the loop for one more step of the move under way: the pager runs the widget
  /// with the wakes as its updates.
  var wake: @Sendable () -> Void = {}
  /// The first row on the screen.
  var top = PagerPosition(line: 0)
  /// The last search, whose matches are highlighted.
  var search: PagerSearch?
  /// The line of the match last moved to: where `n` and `N` search from.
  var match: Int?
  /// Said in the status line until the next step.
  var message: StyledText?
  /// Whether the body shows the keys rather than the text.
  var showsHelp = false
  /// The move under way, read a slice a step.
  var job: PagerJob?

  init(text: PagerText, title: String?, numbersLines: Bool, box: PagerBox? = nil) {
    self.text = text
    self.title = title
    self.numbersLines = numbersLines
    self.box = box
  }

  /// The rows of text on a screen: the window's, less the status line, the prompt and
  /// the line a typed command is echoed on; in a box, less its heading and button too.
  func screenRows(in frame: WidgetFrame) -> Int {
    guard let box else { return max(1, frame.size.rows - 3) }
    return max(3, frame.size.rows - box.heading.lines(width: frame.width).count - 4)
  }

  /// The text's rows at the frame's width; `reading` a stream further (a step), or not
  /// (the drawing).
  func layout(in frame: WidgetFrame, reading: Bool = false) -> PagerLayout {
    var layout = PagerLayout(text: text, width: frame.width, numbersLines: numbersLines, search: search, reads: reading)
    (layout.styles, layout.currentMatch) = (styles, match)
    return layout
  }

  func header(in frame: WidgetFrame) -> [StyledText] {
    box?.heading.lines(width: frame.width) ?? []
  }

  func body(in frame: WidgetFrame) -> [StyledText] {
    let screen = screenRows(in: frame)
    if showsHelp { return helpRows(width: frame.width, screen: screen) + [statusLine(in: frame)] + buttonLine }
    var rows = layout(in: frame).visibleRows(from: top, count: screen)
    if frame.drawsInPlace {
      rows += Array(repeating: StyledText("~", style: .dim), count: screen - rows.count)
    }
    return rows + [statusLine(in: frame)] + buttonLine
  }

  /// A box's button, focused: `><EXIT>`.
  var buttonLine: [StyledText] {
    guard let box else { return [] }
    return [">" + StyledText("<" + box.button + ">", style: [.reverse, .bold], lineBreaks: .show)]
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    let prompt: StyledText =
      box.map { PromptText.make("Answer", hint: StyledText("<" + $0.button + ">", lineBreaks: .show)) } ?? ": "
    var request = LineRequest(prompt: prompt)
    request.keyActions = PagerInput.keyActions
    request.singleKeys = PagerInput.singleKeys
    if box == nil { request.answerKeys = PagerInput.answerKeys }
    // A search or a number being typed is a level Escape steps back from.
    request.escapeErasesText = true
    return request
  }

  mutating func apply(_ event: WidgetEvent<Void>, in frame: WidgetFrame) -> WidgetStep<Void> {
    var step: WidgetStep<Void>
    switch event {
    case .line(let line):
      stopJob()
      step = perform(box != nil && line.isEmpty ? .quit : PagerInput(line), in: frame)
    case .key(let action, _):
      guard let input = PagerInput(action) else { return .stay }
      stopJob()
      step = perform(input, in: frame)
    case .update:
      step = advance(in: frame)
    case .resized:
      top = PagerPosition(line: top.line)
      step = .redraw()
    case .edited, .updatesEnded:
      return .stay
    }
    if job == nil, text.isWaiting, case .redraw = step {
      // The screen wants more of a quiet stream: a step reads it when it comes.
      job = PagerJob(goal: .screen, limit: nil, input: .first, top: top)
      wake()
    }
    return step
  }

  /// Does what the input asks; returns the step, with the transcript of what changed.
  mutating func perform(_ input: PagerInput, in frame: WidgetFrame) -> WidgetStep<Void> {
    let wasHelp = showsHelp
    showsHelp = false
    message = nil
    let before = top
    switch input {
    case .quit:
      return .finish(())
    case .help:
      showsHelp = true
      return .redraw(transcript: helpRows(width: frame.width, screen: .max))
    case .unknown(let line):
      let refusal: StyledText = "Unknown command \(Feedback.quoted(line)); ? lists the keys."
      message = refusal
      return .redraw(transcript: [refusal])
    case .nextPage, .previousPage, .nextLine, .previousLine, .first, .last, .goToLine:
      move(input, in: frame)
    case .search(let query):
      find(query, in: frame)
    case .nextMatch, .previousMatch:
      findAgain(forward: input == .nextMatch, in: frame)
    }
    if job != nil { return .redraw(transcript: []) }
    return finished(input, from: before, wasHelp: wasHelp, in: frame)
  }

  /// The step after `input` has moved the screen (at once, or when its reading ended):
  /// what is said when it could not move, and the transcript.
  mutating func finished(
    _ input: PagerInput, from before: PagerPosition, wasHelp: Bool = false, in frame: WidgetFrame
  ) -> WidgetStep<Void> {
    if top == before, message == nil, !wasHelp, input != .first {
      message = atEndMessage(input)
    }
    // Drawn in place, the body is drawn again: no transcript to lay out.
    return .redraw(transcript: frame.drawsInPlace ? nil : transcript(after: input, from: before, in: frame))
  }

  /// What a screen that cannot be drawn again is told after `input`: the row a line
  /// move brought in, else the page and its status line, or the message alone when the
  /// screen did not move.
  func transcript(after input: PagerInput, from before: PagerPosition, in frame: WidgetFrame) -> [StyledText] {
    if top == before, let message { return [message] }
    let rows = layout(in: frame).visibleRows(from: top, count: screenRows(in: frame))
    switch input {
    case .nextLine: return Array(rows.suffix(1))
    case .previousLine: return Array(rows.prefix(1))
    default: return rows + [statusLine(in: frame)]
    }
  }

  /// What is said when a move could not move.
  func atEndMessage(_ input: PagerInput) -> StyledText? {
    switch input {
    case .nextPage, .nextLine, .last:
      if text.isWaiting, !text.isComplete { return "Waiting for more of the input; q quits." }
      return box == nil ? "(END) b goes back, g to the start, q quits." : "(END) Enter ends, Up or PgUp goes back."
    case .previousPage, .previousLine: return box == nil ? "(TOP) Space goes on, q quits." : "(TOP) PgDn goes on."
    default: return nil
    }
  }
}
