import PresentlyCore

/// The question layout of `confirm`: `Question? [y/N] ` on one prompt.
extension AlertSession {
  func askQuestion(_ answers: YesNoAnswers) async throws -> Value {
    drawHeader(includingTitle: false)
    let affirmative = alert.actions[0].title
    let negative = alert.actions.count > 1 ? alert.actions[1].title : ""
    let prompt = PromptText.make(
      alert.title ?? "", hint: answers.hint(affirmative: affirmative, negative: negative))
    let titles = alert.actions.map { VisibleTitle.of($0.title) }
    let pleaseAnswer: StyledText =
      answers.usesStandardTitles
      ? "Please answer y or n."
      : "Please answer " + Feedback.alternatives([affirmative, negative]) + "."
    var initialText = ""
    while true {
      let line = try await terminal.readLine(
        LineRequest(prompt: prompt, initialText: initialText, completion: .words(titles)))
      let typed = line.trimmingSpaces
      // What was typed and not understood is offered again, to be fixed.
      initialText = line
      if typed.isEmpty {
        if let defaultAction = answers.defaultAction { return try perform(defaultAction) }
        Feedback.say(pleaseAnswer, on: terminal)
        continue
      }
      let meanings = answers.meanings(of: typed, affirmative: affirmative, negative: negative)
      if meanings.count == 1, let action = meanings.first { return try perform(action) }
      if meanings.count > 1 {
        Feedback.say(Feedback.quoted(typed) + " could mean either: " + pleaseAnswer, on: terminal)
      } else {
        Feedback.say(pleaseAnswer, on: terminal)
      }
    }
  }
}
