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
  /// The label of the button that takes the highlighted row.
  public var okLabel = "Ok"
  /// The label of the button that declines; `nil` for no such button.
  public var cancelLabel: String? = "Cancel"

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
  /// - Throws: ``AlertError/nothingToChoose`` without rows, ``CancelError`` for Cancel,
  ///   or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> Value {
    guard !items.isEmpty else { throw AlertError.nothingToChoose }
    let rows = BoxRows(
      kind: .menu, tags: items.map(\.tag), items: items.map(\.text), initiallyOn: items.map { _ in false },
      highlight: highlight.flatMap { items.indices.contains($0) ? $0 : nil }, showsTags: showsTags,
      showsItems: showsTexts)
    let outcome = try await BoxWidget.run(
      rows, backtitle: backtitle, title: title, text: text, okLabel: okLabel, cancelLabel: cancelLabel,
      on: context.terminal)
    guard let chosen = outcome.chosen.first else { throw CancelError() }
    return items[chosen].value
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

extension BoxWidget {
  /// Runs a box of rows with Ok and (unless `nil`) Cancel buttons; Cancel throws
  /// ``CancelError``.
  static func run(
    _ rows: BoxRows, backtitle: String?, title: String?, text: String, okLabel: String, cancelLabel: String?,
    on terminal: any Terminal
  ) async throws -> BoxOutcome {
    let box = BoxWidget(
      heading: Heading(backtitle: backtitle, title: title), text: text, content: .list(rows),
      buttons: [okLabel] + (cancelLabel.map { [$0] } ?? []), focus: .content, frame: WidgetFrame(terminal))
    let outcome = try await box.run(on: terminal)
    guard outcome.button == 0 else { throw CancelError() }
    return outcome
  }
}
