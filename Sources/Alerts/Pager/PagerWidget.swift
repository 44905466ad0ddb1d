import PresentlyCore

/// A ``Pager`` as a widget: its state the top of the screen, the search and the
/// message; each line typed or key pressed a step.
///
/// The body is a screenful of rows and a status line. Where the terminal draws in place
/// it is drawn again over itself; elsewhere each step's transcript is printed below the
/// last: the new page once, the row a line move brings in, a message.
struct PagerWidget: Widget {
  typealias Result = Void

  /// The most bytes a search or `G` reads past what is known, in a stream, before it
  /// stops and says so: a pipe may never end.
  static let streamBudget = 256 << 20

  let text: PagerText
  /// Named in the status line: the file, or "standard input".
  let title: String?
  let numbersLines: Bool
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

  /// The rows of text on a screen: the window's, less the status line, the prompt and
  /// the line a typed command is echoed on.
  static func screenRows(in frame: WidgetFrame) -> Int { max(1, frame.size.rows - 3) }

  func layout(in frame: WidgetFrame) -> PagerLayout {
    PagerLayout(text: text, width: frame.width, numbersLines: numbersLines, search: search)
  }

  func body(in frame: WidgetFrame) -> [StyledText] {
    let screen = Self.screenRows(in: frame)
    if showsHelp { return helpRows(width: frame.width, screen: screen) + [statusLine(in: frame)] }
    var rows = layout(in: frame).visibleRows(from: top, count: screen)
    if frame.drawsInPlace {
      rows += Array(repeating: StyledText("~", style: .dim), count: screen - rows.count)
    }
    return rows + [statusLine(in: frame)]
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(prompt: ": ")
    request.keyActions = PagerInput.keyActions
    return request
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Void> {
    switch event {
    case .line(let line):
      return perform(PagerInput(line), in: frame)
    case .key(let action, _):
      guard let input = PagerInput(action) else { return .stay }
      return perform(input, in: frame)
    case .resized:
      top = PagerPosition(line: top.line)
      return .redraw()
    case .edited, .update, .updatesEnded:
      return .stay
    }
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
    if top == before, message == nil, !wasHelp, input != .first {
      message = atEndMessage(input)
    }
    return .redraw(transcript: transcript(after: input, from: before, in: frame))
  }

  /// What a screen that cannot be drawn again is told after `input`: the row a line
  /// move brought in, else the page and its status line, or the message alone when the
  /// screen did not move.
  func transcript(after input: PagerInput, from before: PagerPosition, in frame: WidgetFrame) -> [StyledText] {
    if top == before, let message { return [message] }
    let rows = layout(in: frame).visibleRows(from: top, count: Self.screenRows(in: frame))
    switch input {
    case .nextLine: return Array(rows.suffix(1))
    case .previousLine: return Array(rows.prefix(1))
    default: return rows + [statusLine(in: frame)]
    }
  }

  /// What is said when a move could not move.
  func atEndMessage(_ input: PagerInput) -> StyledText? {
    switch input {
    case .nextPage, .nextLine, .last: "(END) b goes back, g to the start, q quits."
    case .previousPage, .previousLine: "(TOP) Space goes on, q quits."
    default: nil
    }
  }
}
