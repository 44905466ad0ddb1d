extension Alert {
  /// A choice in an alert: a title, a style, when it is enabled, and what it produces.
  ///
  /// ```swift
  /// let yes = Alert<Bool>.Action(title: "Yes") { true }
  /// var add = Alert<String>.Action(title: "Add") { values in values[0] }
  /// add.enabledPredicate = { !$0[0].isEmpty }
  /// ```
  public struct Action: Sendable {
    /// The kind of action: ``AlertActionStyle/default``, ``AlertActionStyle/cancel``
    /// or ``AlertActionStyle/destructive``.
    public typealias Style = AlertActionStyle

    /// The title the user sees, types and completes; untrusted text is sanitized.
    public var title: String
    /// How it is drawn and where it goes.
    public var style: Style
    /// Whether the action can be chosen, given the current field values (by position or
    /// by label, see ``FieldValues``).
    ///
    /// It is evaluated with the initial values and again whenever a value changes. A
    /// disabled action is drawn dimmed in parentheses, `(Add)`, and refused with a
    /// reason when chosen (see ``disabledReason``).
    public var enabledPredicate: @Sendable (FieldValues) -> Bool
    /// Why the action is disabled for the given values, in a sentence the user reads when
    /// choosing it anyway: `"The URL must start with https://."`. `nil` (the default)
    /// gives a general message that points to the fields.
    ///
    /// ```swift
    /// var add = Alert<String>.Action(title: "Add") { $0[0] }
    /// add.enabledPredicate = { $0[0].hasPrefix("https://") }
    /// add.disabledReason = { _ in "The URL must start with https://." }
    /// ```
    public var disabledReason: @Sendable (FieldValues) -> String?

    /// Produces the alert's value from the field values.
    let handler: @Sendable (FieldValues) throws -> Value

    /// Creates an action that receives the field values.
    ///
    /// ```swift
    /// let add = Alert<String>.Action(title: "Add", enabledPredicate: { !$0[0].isEmpty }) { $0[0] }
    /// ```
    /// - Parameters:
    ///   - title: The title.
    ///   - style: How it is drawn and where it goes.
    ///   - enabledPredicate: Whether it can be chosen, given the field values.
    ///   - disabledReason: Why it cannot be chosen, given the field values; `nil` for a
    ///     general message.
    ///   - action: Produces the value from the field values (by position or by label); an
    ///     error it throws comes out of `present` unchanged.
    public init(
      title: String,
      style: Style = .default,
      enabledPredicate: @escaping @Sendable (FieldValues) -> Bool = { _ in true },
      disabledReason: @escaping @Sendable (FieldValues) -> String? = { _ in nil },
      action: @escaping @Sendable (FieldValues) throws -> Value
    ) {
      self.title = title
      self.style = style
      self.enabledPredicate = enabledPredicate
      self.disabledReason = disabledReason
      self.handler = action
    }

    /// Creates an action that does not need the field values.
    ///
    /// ```swift
    /// let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
    /// ```
    /// - Parameters:
    ///   - title: The title.
    ///   - style: How it is drawn and where it goes.
    ///   - action: Produces the value; an error it throws comes out of `present` unchanged.
    public init(title: String, style: Style = .default, action: @escaping @Sendable () throws -> Value) {
      self.init(title: title, style: style, enabledPredicate: { _ in true }, action: { _ in try action() })
    }

    /// Runs the action's handler on field values, as choosing it does.
    ///
    /// ```swift
    /// #expect(try add.perform(with: ["https://example.com"]) == "https://example.com")
    /// ```
    /// - Parameter values: The field values, in field order.
    /// - Returns: The handler's value.
    /// - Throws: The handler's error.
    public func perform(with values: FieldValues) throws -> Value {
      try handler(values)
    }
  }
}
