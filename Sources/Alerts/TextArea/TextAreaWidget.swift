import PresentlyCore

/// A ``TextArea`` as a widget: its state the lines written so far; each line entered a
/// step, Ctrl-D on an empty line the end, Up on an empty line the line above opened again.
///
/// The lines stay on the screen as they were typed (the loop echoes each), so a line
/// entered draws nothing; only opening the line above draws the lines again in place.
struct TextAreaWidget: Widget {
  typealias Result = String

  let heading: Heading
  let placeholder: String?
  let maxLines: Int?
  let characterLimit: Int?
  /// The lines above the one being edited.
  var lines: [String]
  /// The text the next line opens with: a line above opened again, as it was.
  var reopened: String?

  func header(in frame: WidgetFrame) -> [StyledText] {
    var header = heading.lines(width: frame.width)
    if frame.isInteractive {
      let hint = "Enter: a new line · Ctrl-D on an empty line: done · Up on an empty line: the line above · Esc: cancel"
      header += StyledText(hint, style: .dim).wrapped(toWidth: frame.width)
    }
    return header
  }

  /// The lines written, numbered as their prompts were.
  func body(in frame: WidgetFrame) -> [StyledText] {
    lines.indices.flatMap { index in
      (prompt(forLine: index) + StyledText(lines[index], lineBreaks: .show)).wrapped(toWidth: frame.width)
    }
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(
      prompt: prompt(forLine: lines.count), initialText: reopened ?? "",
      placeholder: lines.isEmpty && reopened == nil ? placeholder : nil)
    request.keyActions = [.submit, .previous]
    request.initialTextReplacesTyped = reopened != nil
    return request
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<String> {
    switch event {
    case .line(let line):
      if let characterLimit, let problem = Self.tooLong(lines + [line], limit: characterLimit) {
        return .refuse(StyledText(problem), keepsText: true)
      }
      lines.append(line)
      reopened = nil
      if let maxLines, lines.count >= maxLines { return .finish(text) }
      return .stay
    case .key(.submit, _):
      return .finish(text)
    case .key(.previous, let typed):
      guard typed.isEmpty, let above = lines.popLast() else {
        reopened = typed.isEmpty ? reopened : typed
        return .stay
      }
      reopened = above
      return .redraw(transcript: [])
    case .key(_, let typed):
      reopened = typed.isEmpty ? reopened : typed
      return .stay
    case .resized:
      return .redraw(transcript: [])
    case .edited, .update, .updatesEnded:
      return .stay
    }
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
