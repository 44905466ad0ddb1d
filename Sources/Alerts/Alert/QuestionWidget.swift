import PresentlyCore

/// The question layout of `confirm`, as a widget: `Question? [Y/n] ` on one prompt, the
/// alert's message above it.
///
/// The two answers are buttons: the one Enter takes is in capitals (`Y/n`), or marked
/// `*` when the titles are not Yes and No (`Overwrite*/Keep`), and drawn in reverse where
/// styles are on. Tab, Shift-Tab, Left and Right move between them. A letter that means
/// one answer only (`y`, `n`, the first letter of a title, the locale's) answers at once;
/// a typed word and Enter work too, as they do without a terminal.
struct QuestionWidget<Value: Sendable>: Widget {
  typealias Result = Value

  let alert: Alert<Value>
  let answers: YesNoAnswers
  /// The letters that answer at once.
  let answerKeys: String
  /// The answer Enter takes: 0 for yes, 1 for no. The default at first, yes without one.
  var focus: Int

  init(alert: Alert<Value>, answers: YesNoAnswers) {
    self.alert = alert
    self.answers = answers
    focus = answers.defaultAction ?? 0
    let titles = alert.actions.map(\.title) + ["", ""]
    answerKeys = answers.answerKeys(affirmative: titles[0], negative: titles[1])
  }

  func header(in frame: WidgetFrame) -> [StyledText] {
    Heading(text: alert.message).lines(width: frame.width)
  }

  func body(in frame: WidgetFrame) -> [StyledText] { [] }

  func request(in frame: WidgetFrame) -> LineRequest? {
    let hint = answers.buttons(affirmative: affirmative, negative: negative, focus: frame.isInteractive ? focus : nil)
    var request = LineRequest(
      prompt: PromptText.make(alert.title ?? "", hint: hint),
      completion: .words(alert.actions.map { VisibleTitle.of($0.title) }))
    request.keyActions = [.nextAction, .previousAction, .open, .back]
    request.answerKeys = answerKeys
    return request
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Value> {
    switch event {
    case .key(.nextAction, _), .key(.previousAction, _), .key(.open, _), .key(.back, _):
      // The next prompt shows the new focus: nothing else to draw.
      focus = 1 - focus
      return .stay
    case .line(let line):
      let typed = line.trimmingSpaces
      if typed.isEmpty {
        // Enter takes the focused answer at a terminal; from a pipe, the default only.
        if frame.isInteractive { return perform(focus) }
        if let defaultAction = answers.defaultAction { return perform(defaultAction) }
        return .refuse(pleaseAnswer, keepsText: false)
      }
      let meanings = answers.meanings(of: typed, affirmative: affirmative, negative: negative)
      if meanings.count == 1, let action = meanings.first { return perform(action) }
      // A word that answered wrongly is not offered again: the next answer would be
      // typed after it.
      if meanings.count > 1 {
        return .refuse(Feedback.quoted(typed) + " could mean either: " + pleaseAnswer, keepsText: false)
      }
      return .refuse(pleaseAnswer, keepsText: false)
    default:
      return .stay
    }
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
