import PresentlyCore

extension Presentation {
  /// Returns a presentation of an alert that takes an action when `duration` passes
  /// without an answer, instead of throwing ``/PresentlyCore/PresentError/timedOut``.
  ///
  /// When the time runs out, the half-typed line is cleared and the action titled
  /// `actionTitle` (exactly, else ignoring case) runs with the fields' initial values,
  /// as if the user had chosen it at once. If that action is disabled for the initial
  /// values, ``/PresentlyCore/PresentError/timedOut`` is thrown instead; if no action has that title,
  /// ``AlertError/noSuchAction(_:)``.
  ///
  /// ```swift
  /// let presentation = Presentation(alert).timeout(after: .seconds(30), choosing: "Keep")
  /// let keep = try await terminal.present(presentation)
  /// // To take the default action: choosing: alert.defaultAction()?.title ?? ""
  /// ```
  /// - Parameters:
  ///   - duration: How long to wait.
  ///   - clock: The clock that measures it; inject a test clock in tests.
  ///   - actionTitle: The title of the action to take.
  /// - Returns: The presentation with the timeout.
  public func timeout<C: Clock, Value: Sendable>(
    after duration: C.Duration,
    clock: C = ContinuousClock(),
    choosing actionTitle: String
  ) -> Presentation where P == Alert<Value>, C.Duration: Sendable {
    let alert = presentable
    return timeout(
      after: duration, clock: clock, outcome: actionTitle,
      orElse: { try alert.performOnTimeout(choosing: actionTitle) })
  }
}

extension Alert {
  /// Runs the action titled `title` on the initial values, for a timeout.
  func performOnTimeout(choosing title: String) throws -> Value {
    guard
      let action = actions.first(where: { $0.title == title })
        ?? actions.first(where: { TextMatching.equal($0.title, title) })
    else { throw AlertError.noSuchAction(title) }
    let values = initialValues
    guard action.enabledPredicate(values) else { throw PresentError.timedOut }
    return try action.handler(values)
  }
}
