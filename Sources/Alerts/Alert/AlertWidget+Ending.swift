import PresentlyCore

extension AlertWidget {
  /// The line the alert leaves: for fields alone (`ask`, `input`, `password`) the field
  /// and its value, `Name: Ada` (a secret one only said to be given); otherwise the
  /// title and the action taken, `Add server: Add`; or what ended it. A status (no
  /// actions) stays as it was drawn.
  func endingLine(_ ending: WidgetEnding<Value>, in frame: WidgetFrame) -> StyledText? {
    guard !alert.actions.isEmpty else { return nil }
    let question = isFieldsOnly && alert.fields.count == 1 ? fieldName(0) : alert.title ?? alert.message ?? ""
    let fallback = isFieldsOnly ? "Answer" : "Choose"
    switch ending {
    case .finished where isFieldsOnly:
      let answers = alert.fields.indices.map { index -> String in
        let value = alert.fields[index].isSecure ? "(given)" : values[index]
        return alert.fields.count == 1 ? value : fieldName(index) + " " + value
      }
      return AnswerLine.make(question, fallback: fallback, answer: AnswerLine.list(answers, width: frame.width))
    case .finished:
      guard let performed else { return AnswerLine.make(question, fallback: fallback, ending: ending) }
      return AnswerLine.make(
        question, fallback: fallback, answer: StyledText(alert.actions[performed].title, lineBreaks: .show))
    default:
      return AnswerLine.make(question, fallback: fallback, ending: ending)
    }
  }
}
