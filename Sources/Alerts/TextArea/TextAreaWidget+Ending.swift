import PresentlyCore

extension TextAreaWidget {
  /// The line the text leaves: its title (else `Text`) and its first line, with how many
  /// lines it has when it has more than one; or what ended it. Ctrl-E leaves nothing:
  /// the editor opens, and the text area is drawn again after it.
  func endingLine(_ ending: WidgetEnding<Ending>, in frame: WidgetFrame) -> StyledText? {
    let question = [heading.title, heading.text].compactMap { $0 }.first { !$0.isEmpty } ?? ""
    if case .finished(.editor) = ending { return StyledText() }
    guard case .finished(.text(let text)) = ending else {
      return AnswerLine.make(question, fallback: "Text", ending: ending)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1 else {
      return AnswerLine.make(question, fallback: "Text", answer: StyledText(text, lineBreaks: .show))
    }
    let count = StyledText(" (\(lines.count) lines)", style: .dim)
    let asked = AnswerLine.make(question, fallback: "Text", answer: "")
    let room = max(1, frame.width - DisplayWidth.of(asked.plain) - DisplayWidth.of(count.plain))
    return AnswerLine.make(
      question, fallback: "Text", answer: StyledText(lines[0], lineBreaks: .show).truncated(toWidth: room) + count)
  }
}
