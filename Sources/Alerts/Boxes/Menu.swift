import PresentlyCore

/// One item to pick from numbered rows in a box, as whiptail's and dialog's `--menu`
/// have it: the title, the text, the rows (a tag and an item each), and
/// `<Ok>  <Cancel>`.
///
/// Up and Down move the highlight, Page Up and Page Down page, Enter takes the
/// highlighted row; a row's number, its tag or the unique start of it take that row (at a
/// terminal that tells each key, digits that match a row's text narrow to it instead).
/// Tab (or Right) moves the focus from the rows to the buttons, as in whiptail; on a
/// button, Up and Left go back towards the rows.
///
/// ```swift
/// let menu = Menu(
///   title: "Network", text: "Pick an interface:",
///   items: [.init(tag: "eth0", text: "Wired", value: 0), .init(tag: "wlan0", text: "Wireless", value: 1)])
/// let interface = try await terminal.present(menu)
/// ```
///
/// The result is the value of the row taken. Cancel throws ``CancelError``; Escape
/// throws ``/PresentlyCore/PresentError/dismissed``.
/// Other buttons (``buttons``, dialog's Extra and Help) and which one ended the box:
/// `reportingButton()`, which returns a ``BoxAnswer``.
public struct Menu<Value: Sendable>: Presentable {
  /// A row: what it is known by, what it says, and what taking it returns.
  public struct Item: Sendable {
    /// What the row is known by and typed as; shown before the text.
    public var tag: String
    /// What the row says.
    public var text: String
    /// What taking the row returns.
    public var value: Value

    /// Creates a row.
    public init(tag: String, text: String, value: Value) {
      self.tag = tag
      self.text = text
      self.value = value
    }
  }

  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text.
  public var title: String?
  /// What to pick; untrusted text is sanitized and wrapped to the window.
  public var text: String
  /// The rows, in order; at least one.
  public var items: [Item]
  /// The row highlighted at first, by index; the first when `nil`.
  public var highlight: Int?
  /// Whether the rows show their tags.
  public var showsTags = true
  /// Whether the rows show their texts.
  public var showsTexts = true
  /// The buttons, in order: `Ok` and `Cancel` by default. An accepting button takes the
  /// highlighted row; which one ended the menu, `reportingButton()` says.
  public var buttons: [BoxButton] = [.ok(), .cancel()]
  /// The button focused at first, by index; `nil` for the rows.
  public var focusedButton: Int?
  /// Whose order the focus follows: whiptail's (the default) or dialog's.
  package var focusRules = BoxWidget.FocusRules.newt
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What to pick.
  ///   - items: The rows; at least one.
  ///   - highlight: The row highlighted at first.
  public init(title: String? = nil, text: String = "", items: [Item], highlight: Int? = nil) {
    self.title = title
    self.text = text
    self.items = items
    self.highlight = highlight
  }

  /// Shows the menu and returns the value of the row taken.
  ///
  /// - Throws: ``AlertError/nothingToChoose`` without rows, ``CancelError`` for a
  ///   declining button (or an accepting one with no row highlighted), or a
  ///   `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> Value {
    guard !items.isEmpty else { throw AlertError.nothingToChoose }
    guard let value = try await answer(context).accepted() else { throw CancelError() }
    return value
  }

  /// The menu, presented to say which button ended it and the row highlighted then,
  /// where a plain presentation throws ``CancelError`` for every declining button.
  ///
  /// ```swift
  /// var menu = Menu(text: "Interface:", tags: [("eth0", "Wired"), ("wlan0", "Wireless")])
  /// menu.buttons = [.ok(), BoxButton("Rename"), .cancel()]
  /// let answer = try await terminal.present(menu.reportingButton())
  /// // answer.label == "Rename", answer.value == "wlan0"
  /// ```
  ///
  /// The value is `nil` only where no row is highlighted: narrowed to none, or a menu of
  /// no rows (which a plain presentation refuses).
  public func reportingButton() -> AnyPresentable<BoxAnswer<Value?>> {
    AnyPresentable { context in try await answer(context) }
  }

  /// Runs the menu: the button, and the highlighted row's value.
  func answer(_ context: PresentationContext) async throws -> BoxAnswer<Value?> {
    let rows = BoxRows(
      kind: .menu, tags: items.map(\.tag), items: items.map(\.text), initiallyOn: items.map { _ in false },
      highlight: highlight.flatMap { items.indices.contains($0) ? $0 : nil }, showsTags: showsTags,
      showsItems: showsTexts)
    let parts = BoxParts(
      heading: Heading(backtitle: backtitle, title: title), text: text, styledText: styledText, buttons: buttons,
      focusedButton: focusedButton, focusRules: focusRules)
    let answer = try await BoxWidget.answer(parts, content: .list(rows), on: context.terminal)
    return answer.map { outcome in outcome.chosen.first.map { items[$0].value } }
  }
}

extension Menu {
  /// A menu of a checklist's rows, drawn and buttoned as the checklist is; its marks are
  /// not shown.
  package init(rowsOf list: Checklist<Value>) {
    self.init(
      title: list.title, text: list.text, items: list.items.map { Item(tag: $0.tag, text: $0.text, value: $0.value) },
      highlight: list.highlight)
    (backtitle, showsTags, showsTexts) = (list.backtitle, list.showsTags, list.showsTexts)
    (buttons, focusedButton, focusRules, styledText) = (
      list.buttons, list.focusedButton, list.focusRules, list.styledText
    )
  }
}

extension Menu where Value == String {
  /// Creates a menu whose rows return their tags.
  ///
  /// ```swift
  /// let tag = try await terminal.present(Menu(text: "Locale:", tags: [("en_GB", "English"), ("de_DE", "Deutsch")]))
  /// ```
  public init(title: String? = nil, text: String = "", tags: [(tag: String, text: String)], highlight: Int? = nil) {
    self.init(
      title: title, text: text, items: tags.map { Item(tag: $0.tag, text: $0.text, value: $0.tag) },
      highlight: highlight)
  }
}
