import PresentlyCore

/// A typed alert: a title and message, text fields to fill in, and actions whose
/// handlers produce the result.
///
/// An alert is a value that describes what to ask; presenting it draws it on a terminal
/// and returns the value of the action the user chose, or throws the error that
/// action's handler threw (such as a ``CancelError``). Present it in the `.alert` style
/// (the default: fields on readline prompts, then the actions on one line) or the
/// `.sheet` style (the actions as a numbered list); see ``AlertLayout``.
///
/// ```swift
/// let alert = Alert<Bool>(
///   title: "Save changes?", message: "Your edits to notes.txt are not saved.",
///   actions: .init(title: "Save") { true },
///     .init(title: "Discard", style: .destructive) { false },
///     .init(title: "Cancel", style: .cancel) { throw CancelError() })
/// let save = try await terminal.present(alert)
/// ```
///
/// Fields are filled in order, each with its initial text pre-filled; every action's
/// ``Action/enabledPredicate`` sees the current values, so an action can wait for a
/// valid entry:
///
/// ```swift
/// var add = Alert<String>.Action(title: "Add") { $0[0] }
/// add.enabledPredicate = { $0[0].hasPrefix("https://") }
/// let alert = Alert(title: "Add server", fields: [.init(label: "URL")], actions: add)
/// ```
///
/// ## At the terminal
/// ```
/// Add server
/// URL: https://example.com
/// [Add]*  [Cancel]  · 1: edit URL
/// Choose [Add]:
/// ```
/// The user chooses an action by its title or a unique prefix of it (ignoring case),
/// or presses Enter for the default action, the first enabled ``AlertActionStyle/default``
/// one. On an empty line, Tab and Shift-Tab move the focus (marked `>`) from action to
/// action and Enter takes the focused one; once something is typed, Tab completes the
/// enabled titles. Typing a field's number (or `e 1`) edits that
/// field again, and every predicate is evaluated again. An answer that names no action
/// gets a one-line message and the same prompt (a prefix that could be several actions
/// stays in the line, to be typed on); nothing is ever chosen silently.
///
/// ## Marks
/// The marks are text, so they survive `NO_COLOR`, pipes and screen readers; styles are
/// drawn on top where the terminal allows them:
///
/// | Mark | Meaning | Style |
/// | --- | --- | --- |
/// | `[Add]*` | the default action: Enter takes it | bold |
/// | `[Delete]!` | a destructive action | red |
/// | `(Add)` | a disabled action: refused, with a reason, when chosen | dim |
/// | ` > 2  Keep` | in a sheet or a list, the row Enter takes | bold |
///
/// ## Endings
/// The chosen action's handler decides the result: its value or its error, unchanged.
/// Otherwise presenting throws a `PresentError`: `.endOfInput` for Ctrl-D or the end of
/// input, `.interrupted` for Ctrl-C, `.dismissed` when the presenting task is cancelled,
/// `.timedOut` after a timeout (or, with `Presentation.timeout(after:clock:choosing:)`,
/// the value of an action taken on timeout). An alert with no actions shows its title
/// and message (its fields are not asked) and stays until its task is cancelled, as a
/// status the program dismisses:
///
/// ```swift
/// let status = Task { try await terminal.present(Alert<Void>(title: "Deploying…", actions: [])) }
/// try await deploy()
/// status.cancel()
/// ```
public struct Alert<Value: Sendable>: Sendable {
  /// The title, drawn in bold; untrusted text is sanitized and wrapped to the width.
  public var title: String?
  /// The message below the title; sanitized and wrapped to the width.
  public var message: String?
  /// The text fields, asked in order.
  public var fields: [Field]
  /// The actions the user chooses from.
  public var actions: [Action]

  /// How the conveniences shape the alert; ``AlertForm/standard`` for alerts people make.
  var form: AlertForm = .standard
  /// Styles added to the title, the fields' prompts and their placeholders (gum's
  /// `--header.*`, `--prompt.*` and `--placeholder.*`, for `input`); none by default.
  package var styles = ElementStyles()

  /// Creates an alert from an array of actions.
  ///
  /// ```swift
  /// let alert = Alert<Int>(title: "Pick a size", actions: sizes.map { size in .init(title: "\(size)") { size } })
  /// ```
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title.
  ///   - fields: The text fields, asked in order.
  ///   - actions: The actions; with none, the alert stays until its task is cancelled.
  public init(title: String? = nil, message: String? = nil, fields: [Field] = [], actions: [Action]) {
    self.title = title
    self.message = message
    self.fields = fields
    self.actions = actions
  }

  /// Creates an alert from a list of actions.
  ///
  /// ```swift
  /// let alert = Alert<Bool>(title: "Continue?", actions: .init(title: "Yes") { true }, .init(title: "No") { false })
  /// ```
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message below the title.
  ///   - fields: The text fields, asked in order.
  ///   - actions: The actions; with none, the alert stays until its task is cancelled.
  public init(title: String? = nil, message: String? = nil, fields: [Field] = [], actions: Action...) {
    self.init(title: title, message: message, fields: fields, actions: actions)
  }

  /// The fields' initial values, in order: what the predicates see before anything is typed.
  ///
  /// Closures rather than key paths: a key path into a generic type is made at run time,
  /// about 50,000 instructions for the first, before every `input` and `ask` prompt.
  public var initialValues: FieldValues {
    FieldValues(fields.map { $0.initial }, labels: fields.map { $0.label })
  }

  /// The action Enter takes for `values`: the first enabled action of the
  /// ``AlertActionStyle/default`` style, if any.
  ///
  /// Values given without labels (an array literal) take the fields' labels, in order,
  /// so that a predicate that reads a value by its label sees it, as when the alert is
  /// presented:
  ///
  /// ```swift
  /// let title = alert.defaultAction()?.title   // for the initial values
  /// let whenTyped = alert.defaultAction(for: ["feature/login"])?.title   // a predicate's $0["Branch"] is "feature/login"
  /// ```
  /// - Parameter values: The field values, in order; the initial values when `nil`.
  /// - Returns: The default action, or `nil` when no default-style action is enabled.
  public func defaultAction(for values: FieldValues? = nil) -> Action? {
    defaultActionIndex(for: values.map(labelled) ?? initialValues).map { actions[$0] }
  }

  /// `values` with the fields' labels, when they came without any.
  private func labelled(_ values: FieldValues) -> FieldValues {
    guard values.labels.isEmpty, !values.isEmpty else { return values }
    return FieldValues(values.values, labels: fields.prefix(values.count).map { $0.label })
  }

  /// The index of the default action for `values`.
  func defaultActionIndex(for values: FieldValues) -> Int? {
    actions.indices.first { actions[$0].style == .default && actions[$0].enabledPredicate(values) }
  }
}
