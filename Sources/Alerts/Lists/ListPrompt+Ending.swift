import PresentlyCore

extension ListPrompt {
  /// The line the list leaves: its heading's title (else its prompt) and the titles
  /// chosen, `Pick a fruit: banana`, several side by side and cut to the width with how
  /// many more; or what ended it.
  func endingLine(_ ending: WidgetEnding<[Int]>, in frame: WidgetFrame) -> StyledText? {
    let question = [heading.title, heading.text].compactMap { $0 }.first { !$0.isEmpty } ?? prompt
    guard case .finished(let items) = ending else {
      return AnswerLine.make(question, fallback: "Choose", ending: ending)
    }
    let asked = AnswerLine.make(question, fallback: "Choose", answer: StyledText())
    let room = max(8, frame.width - DisplayWidth.of(asked.plain))
    return AnswerLine.make(question, fallback: "Choose", answer: AnswerLine.list(items.map(title), width: room))
  }
}
