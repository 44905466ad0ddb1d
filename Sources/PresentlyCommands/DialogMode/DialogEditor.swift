import Alerts
import PresentlyCore

/// `--editbox FILE`: the file's lines, one line open for editing at a time with readline,
/// the others shown around it, and dialog's buttons.
///
/// As dialog's editbox does, it opens on the first line with the cursor at the start of
/// the text; Up and Down (and Page Up and Page Down) move to another line, keeping what
/// was typed; Tab and Shift-Tab move the focus from the text to each button in turn, and
/// Enter takes the focused button. Enter in the text ends the line typed and opens a new
/// one after it (dialog splits the line at the cursor, which a line read does not tell).
/// Ctrl-D on an empty line is OK. The file is read as dialog reads it: its last line break
/// ends its last line, a last line without one gets one, and an empty file is one empty
/// line.
///
/// Without a person at the keyboard (answers from a pipe), each line of the input is
/// added after the file's lines, and the end of the input is OK.
struct DialogEditorWidget: Widget {
  /// Which button ended the editor, and the lines as they were left.
  struct Outcome: Equatable, Sendable {
    var button: Int
    var lines: [String]
  }
  typealias Result = Outcome

  /// Where the focus is: the line being edited, or a button.
  enum Focus: Equatable, Sendable {
    case text
    case button(Int)
  }

  let heading: Heading
  let buttons: [String]
  /// The text, line by line; never empty.
  var lines: [String]
  /// The line open for editing.
  var current = 0
  /// The first line shown.
  var top = 0
  var focus = Focus.text
  /// Whether each line entered is added after the text, for answers from a pipe: then
  /// the editor opens on a new line after the text, and ends without it when it is empty.
  let addsLines: Bool

  /// An editor of `lines` (at least one) with `buttons`, its focus where `focus` says.
  init(heading: Heading, buttons: [String], lines: [String], focus: Focus = .text, addsLines: Bool = false) {
    self.heading = heading
    self.buttons = buttons
    self.lines = lines.isEmpty ? [""] : lines
    self.focus = focus
    self.addsLines = addsLines
    if addsLines {
      self.lines.append("")
      current = self.lines.count - 1
    }
  }

  /// A file's lines as dialog's editbox reads them.
  static func lines(of text: String) -> [String] {
    guard !text.isEmpty else { return [""] }
    // By bytes, not characters: "\r\n" is one character, and dialog splits at "\n".
    let bytes = Array(text.utf8)
    let body = bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...]
    return body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  // MARK: Drawing

  func header(in frame: WidgetFrame) -> [StyledText] {
    var header = heading.lines(width: frame.width)
    if frame.isInteractive {
      let hint = "Up, Down: another line · Enter: a new line · Tab: the buttons · Esc: cancel"
      header += StyledText(hint, style: .dim).wrapped(toWidth: frame.width)
    }
    return header
  }

  /// The lines in the window, the one being edited marked, and the buttons.
  func body(in frame: WidgetFrame) -> [StyledText] {
    let shown = lines.indices.dropFirst(top).prefix(height(in: frame))
    return shown.map { row($0, width: frame.width) } + Flow.lines(buttonLabels, width: frame.width)
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    switch focus {
    case .text:
      var request = LineRequest(prompt: StyledText("\(current + 1)", style: .dim) + "> ", initialText: lines[current])
      request.cursorAtStart = true
      request.initialTextReplacesTyped = true
      request.keyActions = [.next, .previous, .nextPage, .previousPage, .nextAction, .previousAction, .submit]
      request.keyActionsWithText = [.nextAction, .previousAction]
      return request
    case .button(let index):
      var request = LineRequest(prompt: PromptText.make("Answer", hint: StyledText("<" + buttons[index] + ">")))
      // The line typed is the text's, kept there: the buttons' line opens empty.
      request.initialTextReplacesTyped = true
      request.keyActions = [.next, .previous, .nextAction, .previousAction, .open, .back]
      request.keyActionsWithText = [.nextAction, .previousAction]
      return request
    }
  }

  /// A line of the text, numbered; the one being edited marked.
  func row(_ index: Int, width: Int) -> StyledText {
    let text = StyledText(lines[index], lineBreaks: .show)
    let isCurrent = index == current
    return NumberedRow.make(
      number: index + 1, largestNumber: lines.count, title: isCurrent && focus == .text ? text.styled(.bold) : text,
      width: width, isMarked: isCurrent)
  }

  /// `<OK>  <Cancel>`, the focused button marked `>` and drawn in reverse.
  var buttonLabels: [StyledText] {
    buttons.indices.map { index in
      let label = StyledText("<" + buttons[index] + ">", lineBreaks: .show)
      return focus == .button(index) ? ">" + label.styled([.reverse, .bold]) : label
    }
  }

  /// The rows of text the window shows: what the heading, the buttons, the prompt and a
  /// message leave.
  func height(in frame: WidgetFrame) -> Int {
    max(3, frame.size.rows - header(in: frame).count - 4)
  }

  // MARK: Steps

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Outcome> {
    switch event {
    case .line(let line):
      guard case .button(let index) = focus else {
        lines[current] = line
        lines.insert("", at: current + 1)
        return move(to: current + 1, in: frame)
      }
      return line.isEmpty ? .finish(Outcome(button: index, lines: lines)) : answer(line)
    case .key(let action, let typed):
      if focus == .text { lines[current] = typed }
      return press(action, in: frame)
    case .resized:
      reveal(in: frame)
      return .redraw()
    case .edited, .update, .updatesEnded:
      return .stay
    }
  }

  /// A button named by the start of its label.
  private func answer(_ line: String) -> WidgetStep<Outcome> {
    let typed = line.trimmingSpaces.lowercased()
    let named = buttons.indices.filter { !typed.isEmpty && buttons[$0].lowercased().hasPrefix(typed) }
    guard named.count == 1 else {
      let names = buttons.map { "<" + $0 + ">" }.joined(separator: ", ")
      return .refuse(StyledText("Press Enter for the button shown, or type one of \(names)."), keepsText: false)
    }
    return .finish(Outcome(button: named[0], lines: lines))
  }

  /// Handles a key: moving among the lines, or the focus among the text and the buttons.
  private mutating func press(_ action: KeyAction, in frame: WidgetFrame) -> WidgetStep<Outcome> {
    let stops = [Focus.text] + buttons.indices.map { Focus.button($0) }
    let here = stops.firstIndex(of: focus) ?? 0
    switch (action, focus) {
    case (.submit, .text):
      if addsLines, lines[current].isEmpty, lines.count > 1 { lines.remove(at: current) }
      return .finish(Outcome(button: 0, lines: lines))
    case (.nextAction, _), (.previousAction, _):
      focus = stops[(here + (action == .nextAction ? 1 : stops.count - 1)) % stops.count]
      return .redraw(transcript: focusTranscript(width: frame.width))
    case (.next, .button), (.open, .button):
      // Down and Right go to the next button, Up and Left to the one before, as in dialog.
      focus = stops[here % (stops.count - 1) + 1]
      return .redraw(transcript: focusTranscript(width: frame.width))
    case (.previous, .button(let index)), (.back, .button(let index)):
      focus = .button((index + buttons.count - 1) % buttons.count)
      return .redraw(transcript: focusTranscript(width: frame.width))
    case (.next, .text): return move(to: current + 1, in: frame)
    case (.previous, .text): return move(to: current - 1, in: frame)
    case (.nextPage, .text): return move(to: current + height(in: frame), in: frame)
    case (.previousPage, .text): return move(to: current - height(in: frame), in: frame)
    default: return .stay
    }
  }

  /// Opens the line at `target` (kept within the text) for editing.
  private mutating func move(to target: Int, in frame: WidgetFrame) -> WidgetStep<Outcome> {
    current = min(max(0, target), lines.count - 1)
    reveal(in: frame)
    return .redraw(transcript: focusTranscript(width: frame.width))
  }

  /// Moves the window so that it shows the line being edited.
  private mutating func reveal(in frame: WidgetFrame) {
    let height = height(in: frame)
    if current < top { top = current }
    if current >= top + height { top = current - height + 1 }
    top = max(0, min(top, lines.count - height))
  }

  /// What has the focus, on a line of its own where the box cannot be drawn again.
  private func focusTranscript(width: Int) -> [StyledText] {
    focus == .text ? [row(current, width: width)] : Flow.lines(buttonLabels, width: width)
  }
}
