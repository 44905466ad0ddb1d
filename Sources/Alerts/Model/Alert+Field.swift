extension Alert {
  /// A text field of an alert, asked on a readline prompt of its own.
  ///
  /// ```swift
  /// let port = Alert<Int>.Field(label: "Port", initial: "443") { Int($0) == nil ? "Type a number." : nil }
  /// let token = Alert<String>.Field(label: "Token", isSecure: true)
  /// ```
  public struct Field: Sendable {
    /// The name shown on its prompt, `URL: `; unlabelled fields are `Field 1: `, `Field 2: `.
    public var label: String?
    /// The text in the line when it opens; the user can edit or erase it.
    public var initial: String
    /// A dimmed hint shown while the line is empty; never part of the value.
    public var placeholder: String?
    /// Whether the text is secret: not echoed, kept in no history. A rejected secret, or
    /// one edited again from the action prompt, is asked from an empty line, since text
    /// that cannot be seen cannot be fixed.
    public var isSecure: Bool
    /// Checks a value: `nil` when it is valid, otherwise the message to show before the
    /// field is asked again with the rejected text pre-filled.
    public var validate: @Sendable (String) -> String?

    /// Whether the value has several lines: each is read at its own prompt (`Notes 2: `),
    /// and Ctrl-D on an empty line ends the value (readline's `presently-submit`; the end
    /// of a pipe too), as ``TextArea`` reads its text. The lines of ``initial`` are offered
    /// one by one. Not for a secret field, which is always one line.
    public var isMultiline = false

    /// The history list the field's prompt uses; `nil` keeps none.
    var historyKey: String?

    /// Creates a field.
    ///
    /// ```swift
    /// let name = Alert<String>.Field(label: "Name", placeholder: "Ada Lovelace")
    /// ```
    /// - Parameters:
    ///   - label: The name on its prompt; `nil` for `Field N`.
    ///   - initial: The text pre-filled when it opens.
    ///   - placeholder: A dimmed hint while it is empty.
    ///   - isSecure: Whether the text is secret.
    ///   - validate: `nil` for a valid value, otherwise a message.
    public init(
      label: String? = nil,
      initial: String = "",
      placeholder: String? = nil,
      isSecure: Bool = false,
      validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
      self.label = label
      self.initial = initial
      self.placeholder = placeholder
      self.isSecure = isSecure
      self.validate = validate
    }
  }
}
