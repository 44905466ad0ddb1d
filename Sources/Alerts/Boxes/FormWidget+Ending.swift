import PresentlyCore

extension FormWidget {
  /// The line the form leaves: its title and each field's label and value (a secret one
  /// only said to be given), cut to the width; the button taken when another than the
  /// first ended it; or what ended it.
  package func endingLine(_ ending: WidgetEnding<FormOutcome>, in frame: WidgetFrame) -> StyledText? {
    let question = heading.title ?? heading.text ?? ""
    guard case .finished(let outcome) = ending else {
      return AnswerLine.make(question, fallback: "Form", ending: ending)
    }
    guard outcome.button == 0 else {
      let button = buttons.indices.contains(outcome.button) ? buttons[outcome.button] : ""
      return AnswerLine.make(question, fallback: "Form", answer: StyledText(button, lineBreaks: .show))
    }
    let answers = fields.indices.map { index in
      fields[index].label + " " + (fields[index].isSecret ? "(given)" : outcome.values[index])
    }
    let room = max(8, frame.width - DisplayWidth.of(AnswerLine.make(question, fallback: "Form", answer: "").plain))
    return AnswerLine.make(question, fallback: "Form", answer: AnswerLine.list(answers, width: room))
  }
}
