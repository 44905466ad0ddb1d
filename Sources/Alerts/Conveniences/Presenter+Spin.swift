import PresentlyCore

extension Presenter {
  /// Runs `operation` while a spinner turns beside `title`, and returns its value.
  ///
  /// ```swift
  /// let report = try await terminal.spin("Checking 214 links") { status in
  ///   try await checkLinks(progress: { status.retitle("Checking links: \($0) left") })
  /// }
  /// ```
  ///
  /// See ``Spinner`` for how it is drawn where the cursor can move, and the transcript
  /// printed where it cannot.
  ///
  /// - Parameters:
  ///   - title: Beside the spinner.
  ///   - style: The frames it turns through.
  ///   - operation: The work, given a ``SpinnerStatus`` to say lines and change the
  ///     title through.
  /// - Returns: The operation's value.
  /// - Throws: The operation's error, or a `PresentError` when the presentation is
  ///   dismissed first.
  public func spin<Value: Sendable>(
    _ title: String, style: SpinnerStyle = .dot,
    _ operation: @escaping @Sendable (SpinnerStatus) async throws -> Value
  ) async throws -> Value {
    try await present(Spinner(title, style: style, operation: operation))
  }
}
