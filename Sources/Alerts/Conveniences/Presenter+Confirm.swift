import PresentlyCore

extension Presenter {
  /// Asks a yes-or-no question on one line and returns the answer.
  ///
  /// The prompt reads `Delete 3 files? [y/N] `: the two answers are buttons, the one
  /// Enter takes in capitals (or marked `*` when the titles are not Yes and No:
  /// `Replace? [Overwrite/Keep*] `). The focus starts on the default answer, and on yes
  /// when there is none, as whiptail's does; Tab, Shift-Tab, Left and Right move it.
  /// `y` or `n` answers at once, without Enter, and so does any letter that means one
  /// answer only: the first letter of a title, or of the locale's words (`j` in German,
  /// from `nl_langinfo(YESEXPR)` and `NOEXPR` for the environment's `LC_MESSAGES`). A
  /// typed word and Enter work too: `yes`, `no`, a title or a unique prefix of one
  /// (Tab completes them), in any case. An answer that means neither or could mean both
  /// gets a message, and the line starts empty again.
  ///
  /// Without a person at the keyboard (answers from a pipe), Enter takes the default
  /// answer only, and asks again when there is none.
  ///
  /// ```swift
  /// if try await terminal.confirm("Delete 3 files?", default: false) {
  ///   try deleteFiles()
  /// }
  /// ```
  /// - Parameters:
  ///   - question: The question.
  ///   - defaultAnswer: Where the focus starts, which Enter takes, and what a timeout
  ///     answers; `nil` for none: the focus starts on yes, and a timeout throws.
  ///   - affirmative: The title of the yes answer.
  ///   - negative: The title of the no answer.
  ///   - timeout: How long to wait: then the default answer is returned, or, without
  ///     one, ``/PresentlyCore/PresentError/timedOut`` is thrown.
  /// - Returns: `true` for yes, `false` for no.
  /// - Throws: A `PresentError`: end of input, interrupted, dismissed, timed out.
  public func confirm(
    _ question: String,
    default defaultAnswer: Bool? = nil,
    affirmative: String = "Yes",
    negative: String = "No",
    timeout: Duration? = nil
  ) async throws -> Bool {
    try await confirm(
      question, default: defaultAnswer, affirmative: affirmative, negative: negative, timeout: timeout,
      expressions: .current)
  }

  /// ``confirm(_:default:affirmative:negative:timeout:)`` with the locale's expressions given.
  func confirm(
    _ question: String,
    default defaultAnswer: Bool?,
    affirmative: String,
    negative: String,
    timeout: Duration?,
    expressions: YesNoExpressions,
    promptStyle: TextStyle = []
  ) async throws -> Bool {
    let answers = YesNoAnswers(
      defaultAnswer: defaultAnswer, usesStandardTitles: affirmative == "Yes" && negative == "No",
      expressions: expressions)
    var question = QuestionWidget(question: question, affirmative: affirmative, negative: negative, answers: answers)
    question.promptStyle = promptStyle
    let fallback: (@Sendable () throws -> Bool)? = defaultAnswer.map { answer in { @Sendable in answer } }
    let standard = affirmative == "Yes" && negative == "No"
    let outcome = defaultAnswer.map { $0 ? affirmative : negative }.map { standard ? $0.lowercased() : $0 }
    return try await present(question, timeout: timeout, outcome: outcome, orElse: fallback)
  }

  /// ``confirm(_:default:affirmative:negative:timeout:)`` with a style added to the
  /// question (gum's `--prompt.*`).
  package func confirm(
    _ question: String, default defaultAnswer: Bool?, affirmative: String, negative: String, timeout: Duration?,
    promptStyle: TextStyle
  ) async throws -> Bool {
    try await confirm(
      question, default: defaultAnswer, affirmative: affirmative, negative: negative, timeout: timeout,
      expressions: .current, promptStyle: promptStyle)
  }
}
