import PresentlyCore

extension Presenter {
  /// Asks for a line of text and returns it.
  ///
  /// The prompt is `prompt` ended as prompts end (`Name` reads `Name: `); the line opens
  /// with `initial` in it and `placeholder` as a dimmed hint while it is empty. When
  /// `validate` returns a message, the message is shown and the line is asked again with
  /// the rejected text in it. It is an ``Alert`` with one field.
  ///
  /// ```swift
  /// let name = try await terminal.ask("Project name", placeholder: "my-tool", history: "names") {
  ///   $0.isEmpty ? "A project needs a name." : nil
  /// }
  /// ```
  /// - Parameters:
  ///   - prompt: What to ask.
  ///   - title: Drawn in bold above the line (gum's `input --header`); none by default.
  ///   - placeholder: A dimmed hint while the line is empty; never part of the value.
  ///   - initial: The text in the line when it opens.
  ///   - history: The history list to use (the up arrow recalls earlier answers); `nil`
  ///     for none.
  ///   - timeout: How long to wait before throwing ``/PresentlyCore/PresentError/timedOut``.
  ///   - validate: `nil` for a valid answer, otherwise the message to show.
  /// - Returns: The answer, as typed.
  /// - Throws: A `PresentError`: end of input, interrupted, dismissed, timed out.
  public func ask(
    _ prompt: String,
    title: String? = nil,
    placeholder: String? = nil,
    initial: String = "",
    history: String? = nil,
    timeout: Duration? = nil,
    validate: @escaping @Sendable (String) -> String? = { _ in nil }
  ) async throws -> String {
    try await ask(
      prompt, title: title, placeholder: placeholder, initial: initial, history: history, timeout: timeout,
      styles: ElementStyles(), validate: validate)
  }

  /// ``ask(_:title:placeholder:initial:history:timeout:validate:)`` with styles added to
  /// the title, the prompt and the placeholder (gum's `input --header.*`, `--prompt.*`
  /// and `--placeholder.*`).
  package func ask(
    _ prompt: String, title: String?, placeholder: String?, initial: String, history: String?, timeout: Duration?,
    styles: ElementStyles, validate: @escaping @Sendable (String) -> String?
  ) async throws -> String {
    var field = Alert<String>.Field(label: prompt, initial: initial, placeholder: placeholder, validate: validate)
    field.historyKey = history
    var alert = Alert<String>(title: title, fields: [field], actions: .init(title: "OK") { $0[0] })
    alert.form = .fieldsOnly
    alert.styles = styles
    return try await present(alert, timeout: timeout)
  }

  /// Asks for a value of a type that can be read from text, such as `Int` or `Double`,
  /// and asks again until the answer reads as one.
  ///
  /// Spaces around the answer are ignored. An answer that does not read as a `T` gets a
  /// message in the user's words, `“8080abc” is not a whole number.` (`a number` for
  /// floating-point types, `true or false` for `Bool`, `a valid Type` for others), and the
  /// line is asked again with it pre-filled.
  ///
  /// ```swift
  /// let port = try await terminal.ask("Port", as: Int.self, initial: 8080)
  /// ```
  /// - Parameters:
  ///   - prompt: What to ask.
  ///   - type: The type to read.
  ///   - initial: The value in the line when it opens.
  ///   - timeout: How long to wait before throwing ``/PresentlyCore/PresentError/timedOut``.
  /// - Returns: The value.
  /// - Throws: A `PresentError`: end of input, interrupted, dismissed, timed out.
  public func ask<T: LosslessStringConvertible & Sendable>(
    _ prompt: String,
    as type: T.Type,
    initial: T? = nil,
    timeout: Duration? = nil
  ) async throws -> T {
    let kind = ValueKind.of(T.self)
    let field = Alert<T>.Field(label: prompt, initial: initial.map(\.description) ?? "") { text in
      let trimmed = text.trimmingSpaces
      if trimmed.isEmpty { return "Type \(kind)." }
      return T(trimmed) == nil ? "\u{201C}\(text)\u{201D} is not \(kind)." : nil
    }
    var alert = Alert<T>(
      fields: [field],
      actions: .init(title: "OK") { values in
        // The field's validation has already read the text as a T.
        guard let value = T(values[0].trimmingSpaces) else { throw PresentError.dismissed }
        return value
      })
    alert.form = .fieldsOnly
    return try await present(alert, timeout: timeout)
  }
}
