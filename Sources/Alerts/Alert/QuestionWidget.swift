import PresentlyCore

/// The question layout of `confirm`, as a widget: `Question? [y/N] ` on one prompt, the
/// alert's message above it.
struct QuestionWidget<Value: Sendable>: Widget {
  typealias Result = Value

  let alert: Alert<Value>
  let answers: YesNoAnswers

  func header(in frame: WidgetFrame) -> [StyledText] {
    Heading(text: alert.message).lines(width: frame.width)
  }

  func body(in frame: WidgetFrame) -> [StyledText] { [] }

  func request(in frame: WidgetFrame) -> LineRequest? {
    let prompt = PromptText.make(alert.title ?? "", hint: answers.hint(affirmative: affirmative, negative: negative))
    return LineRequest(prompt: prompt, completion: .words(alert.actions.map { VisibleTitle.of($0.title) }))
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Value> {
    guard case .line(let line) = event else { return .stay }
    let typed = line.trimmingSpaces
    if typed.isEmpty {
      if let defaultAction = answers.defaultAction { return perform(defaultAction) }
      return .refuse(pleaseAnswer, keepsText: true)
    }
    let meanings = answers.meanings(of: typed, affirmative: affirmative, negative: negative)
    if meanings.count == 1, let action = meanings.first { return perform(action) }
    // What was typed and not understood is offered again, to be fixed.
    if meanings.count > 1 {
      return .refuse(Feedback.quoted(typed) + " could mean either: " + pleaseAnswer, keepsText: true)
    }
    return .refuse(pleaseAnswer, keepsText: true)
  }

  var affirmative: String { alert.actions[0].title }
  var negative: String { alert.actions.count > 1 ? alert.actions[1].title : "" }

  var pleaseAnswer: StyledText {
    answers.usesStandardTitles
      ? "Please answer y or n." : "Please answer " + Feedback.alternatives([affirmative, negative]) + "."
  }

  func perform(_ index: Int) -> WidgetStep<Value> {
    do {
      return .finish(try alert.actions[index].handler(alert.initialValues))
    } catch {
      return .fail(error)
    }
  }
}
