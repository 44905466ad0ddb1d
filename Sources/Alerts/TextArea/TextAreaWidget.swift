import PresentlyCore

/// A ``TextArea`` as a widget: its state the lines written and the one being edited; each
/// line entered a step, Up and Down a move to the line above or below, Ctrl-D on an empty
/// line the end, Ctrl-E an end that asks for the user's editor (``Ending/editor(_:)``),
/// after which the text area runs it again on what was saved.
///
/// The line being edited is read at the foot, at its own numbered prompt; the lines are
/// drawn above it, the one being edited marked. Typing on at the end, each line entered
/// stays on the screen as it was typed (the loop echoes it), so it draws nothing; a move
/// draws the lines again in place.
struct TextAreaWidget: Widget {
  /// How the widget ended.
  enum Ending: Hashable, Sendable {
    /// The text, done.
    case text(String)
    /// The text so far, to open in the user's editor (Ctrl-E).
    case editor(String)
  }
  typealias Result = Ending

  let heading: Heading
  let placeholder: String?
  let maxLines: Int?
  let characterLimit: Int?
  /// Added to the dim placeholder.
  var placeholderStyle: TextStyle = []
  /// Whether Ctrl-E opens the user's editor: the terminal can open one.
  var opensEditor = false
  /// A line said under the heading: why the editor's text was not taken.
  var notice: String?
  /// The lines written: the one being edited as it was before this edit.
  var lines: [String]
  /// The line being edited, from 0; `lines.count` for the new line at the end.
  var current: Int
  /// The text the line being edited opens with in place of its own: what was typed in it
  /// before a refusal.
  var draft: String?

  init(
    heading: Heading, placeholder: String?, maxLines: Int?, characterLimit: Int?, lines: [String],
    current: Int? = nil
  ) {
    self.heading = heading
    self.placeholder = placeholder
    self.maxLines = maxLines
    self.characterLimit = characterLimit
    self.lines = lines
    self.current = min(current ?? lines.count, lines.count)
  }

  /// Whether the line being edited is the new one after the last.
  var isAtEnd: Bool { current == lines.count }

  func header(in frame: WidgetFrame) -> [StyledText] {
    var header = heading.lines(width: frame.width)
    if frame.isInteractive {
      let editor = opensEditor ? " · Ctrl-E: your editor" : ""
      let hint =
        "Enter: the next line · Up, Down: the line above, below\(editor) · Ctrl-D on an empty line: done · Esc: cancel"
      header += StyledText(hint, style: .dim).wrapped(toWidth: frame.width)
    }
    if let notice { header += StyledText(notice, lineBreaks: .show).wrapped(toWidth: frame.width) }
    return header
  }

  /// The lines written, numbered as their prompts are; the one being edited, below, is
  /// marked where it stands.
  func body(in frame: WidgetFrame) -> [StyledText] {
    lines.indices.flatMap { index in
      let text =
        index == current
        ? StyledText("(editing below)", style: .dim) : StyledText(lines[index], lineBreaks: .show)
      return (prompt(forLine: index) + text).wrapped(toWidth: frame.width)
    }
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(
      prompt: prompt(forLine: current), initialText: draft ?? (isAtEnd ? "" : lines[current]),
      placeholder: lines.isEmpty ? placeholder : nil)
    request.placeholderStyle = placeholderStyle
    request.keyActions = opensEditor ? [.submit, .previous, .next, .openEditor] : [.submit, .previous, .next]
    // The line opens with its own text, never with the text of the line left.
    request.initialTextReplacesTyped = true
    return request
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Ending> {
    switch event {
    case .line(let line):
      if let refusal = refusal(keeping: line) { return refusal }
      let wasAtEnd = isAtEnd
      keep(line)
      if current == lines.count - 1, isFull { return .finish(.text(text)) }
      current += 1
      // Typing on at the end, the line entered stays as echoed; elsewhere the lines move.
      return wasAtEnd ? .stay : .redraw(transcript: [])
    case .key(.submit, let typed):
      if !typed.isEmpty || !isAtEnd { keep(typed) }
      return .finish(.text(text))
    case .key(.openEditor, let typed):
      if !typed.isEmpty || !isAtEnd { keep(typed) }
      return .finish(.editor(text))
    case .key(.previous, let typed):
      return move(to: current - 1, keeping: typed)
    case .key(.next, let typed):
      return move(to: current + 1, keeping: typed)
    case .resized:
      return .redraw(transcript: [])
    case .key, .edited, .update, .updatesEnded:
      return .stay
    }
  }

  /// Keeps what was typed in the line being edited and goes to line `target`, where there
  /// is one (the new line after the last included, unless the lines are as many as allowed).
  private mutating func move(to target: Int, keeping typed: String) -> WidgetStep<Ending> {
    guard target >= 0, target < lines.count || (target == lines.count && !isFull) else {
      draft = typed
      return .refuse(
        StyledText(target < current ? "This is the first line." : "This is the last line."), keepsText: true)
    }
    if let refusal = refusal(keeping: typed) { return refusal }
    if !isAtEnd || !typed.isEmpty { keep(typed) }
    current = target
    return .redraw(transcript: [])
  }

  /// Puts `line` in the place of the line being edited, or after the last.
  private mutating func keep(_ line: String) {
    draft = nil
    if isAtEnd { lines.append(line) } else { lines[current] = line }
  }

  /// Whether the lines are as many as allowed, so that no new line can start.
  private var isFull: Bool { maxLines.map { lines.count >= $0 } ?? false }

  /// The refusal of `line` in the place of the line being edited: a text past the
  /// character limit.
  private mutating func refusal(keeping line: String) -> WidgetStep<Ending>? {
    guard let characterLimit else { return nil }
    var after = lines
    if isAtEnd { after.append(line) } else { after[current] = line }
    guard let problem = Self.tooLong(after, limit: characterLimit) else { return nil }
    draft = line
    return .refuse(StyledText(problem), keepsText: true)
  }

  /// The text: the lines, each after a line break but the first.
  var text: String { lines.joined(separator: "\n") }

  /// `3> `, or `3/5> ` where the lines are limited.
  private func prompt(forLine index: Int) -> StyledText {
    StyledText(maxLines.map { "\(index + 1)/\($0)" } ?? "\(index + 1)", style: .dim) + "> "
  }

  /// What is wrong with `lines` as a text of at most `limit` characters, if anything.
  static func tooLong(_ lines: [String], limit: Int) -> String? {
    let count = lines.joined(separator: "\n").count
    guard count > limit else { return nil }
    return "The text may hold \(limit) characters; with this line it holds \(count). Shorten the line."
  }
}
