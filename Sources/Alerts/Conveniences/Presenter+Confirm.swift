import PresentlyCore

extension Presenter {
  /// Asks a yes-or-no question on one line and returns the answer.
  ///
  /// The prompt reads `Delete 3 files? [y/N] `, with the default answer's letter in
  /// capitals, or `Replace? [Overwrite/Keep*] ` when the titles are not Yes and No (`*`
  /// marks the default). The user answers `y`, `yes`, `n` or `no` in any case, a title or
  /// a unique prefix of one (Tab completes them), or in the words of their locale
  /// (`nl_langinfo(YESEXPR)` and `NOEXPR` for the `LC_MESSAGES` of the environment, such
  /// as `ja` in German). Enter takes the default answer when there is one, and asks again
  /// otherwise; so does an answer that means neither or could mean both.
  ///
  /// It is an ``Alert`` with an action for each answer, presented from this presenter.
  ///
  /// ```swift
  /// if try await terminal.confirm("Delete 3 files?", default: false) {
  ///   try deleteFiles()
  /// }
  /// ```
  /// - Parameters:
  ///   - question: The question.
  ///   - defaultAnswer: What Enter answers, and what a timeout answers; `nil` for none.
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
    expressions: YesNoExpressions
  ) async throws -> Bool {
    var alert = Alert<Bool>(
      title: question, actions: .init(title: affirmative) { true }, .init(title: negative) { false })
    alert.form = .question(
      YesNoAnswers(
        defaultAnswer: defaultAnswer, usesStandardTitles: affirmative == "Yes" && negative == "No",
        expressions: expressions))
    var presentation = Presentation(alert)
    if let timeout {
      let fallback: (@Sendable () throws -> Bool)? = defaultAnswer.map { answer in { @Sendable in answer } }
      let standard = affirmative == "Yes" && negative == "No"
      let outcome = defaultAnswer.map { $0 ? affirmative : negative }.map { standard ? $0.lowercased() : $0 }
      presentation = presentation.timeout(after: timeout, outcome: outcome, orElse: fallback)
    }
    return try await present(presentation)
  }
}
