import PresentlyCore

/// `confirm`'s question, as a widget: `Question? [Y/n] ` on one prompt, its result
/// `true` for yes.
///
/// The two answers are buttons: the one Enter takes is in capitals (`Y/n`), or marked
/// `*` when the titles are not Yes and No (`Overwrite*/Keep`), and drawn in reverse where
/// styles are on. Tab, Shift-Tab, Left and Right move between them. A letter that means
/// one answer only (`y`, `n`, the first letter of a title, the locale's) answers at once;
/// a typed word and Enter work too, as they do without a terminal.
///
/// Not an `Alert<Bool>`: presenting a generic alert makes the runtime look its
/// conformance up by scanning every conformance record, which a question waits for on
/// the way to its prompt.
struct QuestionWidget: Widget {
  typealias Result = Bool

  /// The question, on the prompt.
  let question: String
  /// Added to the question's bold (gum's `--prompt.*`).
  var promptStyle: TextStyle = []
  let affirmative: String
  let negative: String
  let answers: YesNoAnswers
  /// The letters that answer at once.
  let answerKeys: String
  /// The answer Enter takes: 0 for yes, 1 for no. The default at first, yes without one.
  var focus: Int

  init(question: String, affirmative: String, negative: String, answers: YesNoAnswers) {
    (self.question, self.affirmative, self.negative) = (question, affirmative, negative)
    self.answers = answers
    focus = answers.defaultAction ?? 0
    answerKeys = answers.answerKeys(affirmative: affirmative, negative: negative)
  }

  func body(in frame: WidgetFrame) -> [StyledText] { [] }

  func request(in frame: WidgetFrame) -> LineRequest? {
    let hint = answers.buttons(affirmative: affirmative, negative: negative, focus: frame.isInteractive ? focus : nil)
    var request = LineRequest(
      prompt: PromptText.make(question, hint: hint, style: promptStyle),
      completion: .words([VisibleTitle.of(affirmative), VisibleTitle.of(negative)]))
    request.keyActions = [.nextAction, .previousAction, .open, .back]
    request.answerKeys = answerKeys
    return request
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Bool> {
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
      if meanings.count == 1 { return perform(meanings[0]) }
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

  /// `Go? yes`, `Go? no` (a title of its own as it is), or what ended it.
  func endingLine(_ ending: WidgetEnding<Bool>, in frame: WidgetFrame) -> StyledText? {
    guard case .finished(let yes) = ending else {
      return AnswerLine.make(question, fallback: "Confirm", ending: ending)
    }
    let title = yes ? affirmative : negative
    let answer = answers.usesStandardTitles ? (yes ? "yes" : "no") : VisibleTitle.of(title)
    return AnswerLine.make(question, fallback: "Confirm", answer: StyledText(answer, lineBreaks: .show))
  }

  var pleaseAnswer: StyledText {
    answers.usesStandardTitles
      ? "Please answer y or n." : "Please answer " + Feedback.alternatives([affirmative, negative]) + "."
  }

  /// Ends with yes for 0, no for 1.
  func perform(_ index: Int) -> WidgetStep<Bool> {
    .finish(index == 0)
  }
}
