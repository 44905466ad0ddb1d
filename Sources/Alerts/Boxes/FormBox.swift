import PresentlyCore

/// Labelled fields to fill in a box, as dialog's `--form`, `--mixedform` and
/// `--passwordform` have them: the title, the text, every field with its value, and
/// `<Ok>  <Cancel>`.
///
/// The whole form is drawn first, every label with its value, and the first field that
/// can be changed opens for editing with readline. Up and Down go to the field before or
/// after (round), Tab goes on to the buttons and back to the fields, Shift-Tab the other
/// way; Enter on a field submits the form with Ok, Enter (or Space) on a button takes it.
/// A read-only field is shown and skipped; a secret field never shows its value, and its
/// line opens empty: Enter on it keeps the value.
///
/// Where the form cannot be drawn again in place (`TERM=dumb`, or no one at the
/// terminal), each field is asked in turn, Enter going on to the next, and then the
/// buttons.
///
/// ```swift
/// let form = FormBox(
///   title: "Account", text: "Who are you?",
///   fields: [.init(label: "Name:", value: "Ada"), .init(label: "Password:", isSecret: true)])
/// let values = try await terminal.present(form)   // ["Ada", "…"]
/// ```
///
/// The result is every field's value, in order. Cancel throws ``CancelError``; Escape
/// throws ``/PresentlyCore/PresentError/dismissed``.
/// Other buttons (``buttons``, dialog's Extra and Help) and which one ended the box:
/// `reportingButton()`, which returns a ``BoxAnswer``.
public struct FormBox: Presentable {
  /// One field: its label, its value, and how it may be changed.
  public struct Field: Sendable, Equatable {
    /// Drawn before the value, and as the prompt of its line.
    public var label: String
    /// The value the field starts with.
    public var value: String
    /// Whether the value is never shown (a password).
    public var isSecret: Bool
    /// Whether the field is shown only: the focus skips it, and its value stays.
    public var isReadOnly: Bool
    /// The most characters the value keeps; `nil` for no limit.
    public var maxLength: Int?

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - label: Drawn before the value.
    ///   - value: The value the field starts with.
    ///   - isSecret: Whether the value is never shown.
    ///   - isReadOnly: Whether the field is shown only.
    ///   - maxLength: The most characters the value keeps.
    public init(
      label: String, value: String = "", isSecret: Bool = false, isReadOnly: Bool = false, maxLength: Int? = nil
    ) {
      self.label = label
      self.value = value
      self.isSecret = isSecret
      self.isReadOnly = isReadOnly
      self.maxLength = maxLength
    }
  }

  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text.
  public var title: String?
  /// What the form is for; untrusted text is sanitized and wrapped to the window.
  public var text: String
  /// The fields, in order.
  public var fields: [Field]
  /// The buttons, in order: `Ok` and `Cancel` by default. An accepting button submits
  /// the form; which one ended it, `reportingButton()` says.
  public var buttons: [BoxButton] = [.ok(), .cancel()]
  /// The button focused at first, by index; `nil` for the first field that can be
  /// changed.
  public var focusedButton: Int?

  /// Creates a form.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What the form is for.
  ///   - fields: The fields, in order.
  public init(title: String? = nil, text: String = "", fields: [Field]) {
    self.title = title
    self.text = text
    self.fields = fields
  }

  /// Shows the form and returns every field's value, in order.
  ///
  /// - Throws: ``CancelError`` for a declining button, or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> [String] {
    try await reportingButton().materialize(context).accepted()
  }

  /// The form, presented to say which button ended it, with every field's value then and
  /// the field open for editing (``BoxAnswer/highlight``), where a plain presentation
  /// throws ``CancelError`` for every declining button.
  ///
  /// ```swift
  /// var form = FormBox(text: "Who are you?", fields: [.init(label: "Name:")])
  /// form.buttons = [.ok(), .cancel(), BoxButton("Help", role: .cancel)]
  /// let answer = try await terminal.present(form.reportingButton())
  /// ```
  public func reportingButton() -> AnyPresentable<BoxAnswer<[String]>> {
    AnyPresentable { context in
      let buttons = buttons.isEmpty ? [BoxButton.ok()] : buttons
      let heading = Heading(backtitle: backtitle, title: title, text: text)
      let form = FormWidget(
        heading: heading, fields: fields, buttons: buttons.map(\.label),
        focus: focusedButton.flatMap { buttons.indices.contains($0) ? .button($0) : nil },
        frame: WidgetFrame(context.terminal))
      let outcome = try await form.run(on: context.terminal)
      let button = buttons.indices.contains(outcome.button) ? buttons[outcome.button] : .cancel()
      return BoxAnswer(
        button: outcome.button, label: button.label, role: button.role, value: outcome.values,
        highlight: outcome.field)
    }
  }
}
