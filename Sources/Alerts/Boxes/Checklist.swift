import PresentlyCore

/// Rows to mark in a box, as whiptail's and dialog's `--checklist` and `--radiolist`
/// have them: the title, the text, the rows (`[x]` or `( )`, a tag and an item each),
/// and `<Ok>  <Cancel>`.
///
/// Space marks and unmarks the highlighted row (in a radiolist, picks it and unmarks the
/// others); Up and Down move, Enter takes the marks. A row's number or tag, typed, marks
/// and takes that row; in a checklist several may be typed (`1 3-4`, or tags with
/// commas).
///
/// ```swift
/// let list = Checklist(
///   title: "Components", text: "Install:",
///   items: [.init(tag: "docs", text: "Documentation", isOn: true, value: "docs"),
///           .init(tag: "src", text: "Sources", value: "src")])
/// let components = try await terminal.present(list)
/// ```
///
/// The result is the values of the marked rows, in list order. Cancel throws
/// ``CancelError``; Escape throws ``/PresentlyCore/PresentError/dismissed``.
/// Other buttons (``buttons``, dialog's Extra and Help) and which one ended the box:
/// `reportingButton()`, which returns a ``BoxAnswer``.
public struct Checklist<Value: Sendable>: Presentable {
  /// A row: what it is known by, what it says, whether it starts marked, and what
  /// marking it returns.
  public struct Item: Sendable {
    /// What the row is known by and typed as; shown before the text.
    public var tag: String
    /// What the row says.
    public var text: String
    /// Whether the row starts marked.
    public var isOn: Bool
    /// What a marked row returns.
    public var value: Value

    /// Creates a row.
    public init(tag: String, text: String, isOn: Bool = false, value: Value) {
      self.tag = tag
      self.text = text
      self.isOn = isOn
      self.value = value
    }
  }

  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text.
  public var title: String?
  /// What to mark; untrusted text is sanitized and wrapped to the window.
  public var text: String
  /// The rows, in order.
  public var items: [Item]
  /// The row highlighted at first, by index; the first when `nil`.
  public var highlight: Int?
  /// Whether the rows show their tags.
  public var showsTags = true
  /// Whether the rows show their texts.
  public var showsTexts = true
  /// The buttons, in order: `Ok` and `Cancel` by default. An accepting button takes the
  /// marks; which one ended the list, `reportingButton()` says.
  public var buttons: [BoxButton] = [.ok(), .cancel()]
  /// The button focused at first, by index; `nil` for the rows.
  public var focusedButton: Int?
  /// Whose order the focus follows: whiptail's (the default) or dialog's.
  package var focusRules = BoxWidget.FocusRules.newt
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?

  /// Creates a checklist.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What to mark.
  ///   - items: The rows.
  ///   - highlight: The row highlighted at first.
  public init(title: String? = nil, text: String = "", items: [Item], highlight: Int? = nil) {
    self.title = title
    self.text = text
    self.items = items
    self.highlight = highlight
  }

  /// Shows the list and returns the values of the rows marked.
  ///
  /// - Throws: ``CancelError`` for a declining button, or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> [Value] {
    try await reportingButton().materialize(context).accepted()
  }

  /// The list, presented to say which button ended it, with the rows marked then and the
  /// row highlighted, where a plain presentation throws ``CancelError`` for every
  /// declining button.
  ///
  /// ```swift
  /// var list = Checklist(text: "Install:", items: components)
  /// list.buttons = [.ok(), .cancel(), BoxButton("Help", role: .cancel)]
  /// let answer = try await terminal.present(list.reportingButton())
  /// if answer.label == "Help", let row = answer.highlight { explain(components[row]) }
  /// ```
  public func reportingButton() -> AnyPresentable<BoxAnswer<[Value]>> {
    AnyPresentable { context in
      try await answer(.checklist, context).map { outcome in outcome.chosen.map { items[$0].value } }
    }
  }

  /// Runs the rows as a box of `kind`: the button, and how the box ended.
  func answer(_ kind: BoxRows.Kind, _ context: PresentationContext) async throws -> BoxAnswer<BoxOutcome> {
    let parts = BoxParts(
      heading: Heading(backtitle: backtitle, title: title), text: text, styledText: styledText, buttons: buttons,
      focusedButton: focusedButton, focusRules: focusRules)
    return try await BoxWidget.answer(parts, content: .list(boxRows(kind)), on: context.terminal)
  }

  /// The rows as a box draws them.
  func boxRows(_ kind: BoxRows.Kind) -> BoxRows {
    BoxRows(
      kind: kind, tags: items.map(\.tag), items: items.map(\.text), initiallyOn: items.map(\.isOn),
      highlight: highlight.flatMap { items.indices.contains($0) ? $0 : nil }, showsTags: showsTags,
      showsItems: showsTexts)
  }
}

/// One row to pick in a box, as whiptail's and dialog's `--radiolist` have it: a
/// ``Checklist`` whose Space picks the highlighted row and unmarks the others.
///
/// ```swift
/// var list = Radiolist(text: "Shell:", items: [.init(tag: "bash", text: "", isOn: true, value: "bash")])
/// let shell = try await terminal.present(list)   // nil when Ok is taken with no row picked
/// ```
///
/// The result is the value of the row picked, or `nil` when none is. Cancel throws
/// ``CancelError``; Escape throws ``/PresentlyCore/PresentError/dismissed``.
public struct Radiolist<Value: Sendable>: Presentable {
  /// The rows and how they are drawn, as a checklist has them; of the rows that start
  /// marked, the first is picked.
  public var list: Checklist<Value>

  /// Creates a radiolist.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What to pick.
  ///   - items: The rows; the first marked one starts picked.
  ///   - highlight: The row highlighted at first.
  public init(title: String? = nil, text: String = "", items: [Checklist<Value>.Item], highlight: Int? = nil) {
    list = Checklist(title: title, text: text, items: items, highlight: highlight)
  }

  /// Creates a radiolist of a checklist's rows, drawn as the checklist draws them.
  ///
  /// ```swift
  /// let shell = try await terminal.present(Radiolist(shells))
  /// ```
  public init(_ list: Checklist<Value>) {
    self.list = list
  }

  /// Shows the list and returns the value of the row picked.
  ///
  /// - Throws: ``CancelError`` for a declining button, or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> Value? {
    try await reportingButton().materialize(context).accepted()
  }

  /// The list, presented to say which button ended it, with the row picked then (its
  /// buttons are the checklist's, ``Checklist/buttons``), where a plain presentation
  /// throws ``CancelError`` for every declining button.
  ///
  /// ```swift
  /// let answer = try await terminal.present(Radiolist(shells).reportingButton())
  /// ```
  public func reportingButton() -> AnyPresentable<BoxAnswer<Value?>> {
    AnyPresentable { context in
      try await list.answer(.radiolist, context).map { outcome in outcome.chosen.first.map { list.items[$0].value } }
    }
  }
}
