import PresentlyCore

extension Presenter {
  /// Asks for a secret: nothing is echoed, nothing is kept in history, and the
  /// terminal's copy of the line is overwritten after use.
  ///
  /// It is an ``Alert`` with one secure field.
  ///
  /// ```swift
  /// let token = try await terminal.password("API token")
  /// ```
  /// - Parameters:
  ///   - prompt: What to ask; `Password` reads `Password: `.
  ///   - timeout: How long to wait before throwing ``/PresentlyCore/PresentError/timedOut``.
  /// - Returns: The secret, possibly empty.
  /// - Throws: A `PresentError`: end of input, interrupted, dismissed, timed out.
  public func password(_ prompt: String, timeout: Duration? = nil) async throws -> String {
    try await password(prompt, timeout: timeout, styles: ElementStyles())
  }

  /// ``password(_:timeout:)`` with a style added to the prompt (gum's `input --password
  /// --prompt.*`).
  package func password(_ prompt: String, timeout: Duration?, styles: ElementStyles) async throws -> String {
    var alert = Alert<String>(fields: [.init(label: prompt, isSecure: true)], actions: .init(title: "OK") { $0[0] })
    alert.form = .fieldsOnly
    alert.styles = styles
    return try await present(alert, timeout: timeout)
  }
}
