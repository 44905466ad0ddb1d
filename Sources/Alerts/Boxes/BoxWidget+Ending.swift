import PresentlyCore

extension BoxWidget {
  /// The line the box leaves: its title (else its text's first line) and the answer:
  /// the rows chosen (their items, else their tags), the entry (a secret one only said to
  /// be given), or the button taken where the box holds neither or another button than
  /// the first ended it; or what ended it. In whiptail's and dialog's modes nothing stays
  /// (see `AnswerLine.isLeft`).
  package func endingLine(_ ending: WidgetEnding<BoxOutcome>, in frame: WidgetFrame) -> StyledText? {
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    let question = heading.title.flatMap { $0.isEmpty ? nil : $0 } ?? firstLine
    guard case .finished(let outcome) = ending else { return AnswerLine.make(question, ending: ending) }
    let button = buttons.indices.contains(outcome.button) ? buttons[outcome.button] : ""
    let answer: StyledText
    switch content {
    case .list(let rows) where outcome.button == 0:
      let titles = outcome.chosen.map { rows.showsItems && !rows.items[$0].isEmpty ? rows.items[$0] : rows.tags[$0] }
      let room = max(8, frame.width - DisplayWidth.of(AnswerLine.make(question, answer: StyledText()).plain))
      answer = AnswerLine.list(titles, width: room)
    case .entry(_, let isSecret) where outcome.button == 0:
      answer = isSecret ? "(given)" : StyledText(outcome.entry, lineBreaks: .show)
    default:
      answer = StyledText(button, lineBreaks: .show)
    }
    return AnswerLine.make(question, answer: answer)
  }
}
