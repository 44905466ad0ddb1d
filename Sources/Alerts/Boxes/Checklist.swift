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
  /// The label of the button that takes the marks.
  public var okLabel = "Ok"
  /// The label of the button that declines; `nil` for no such button.
  public var cancelLabel: String? = "Cancel"

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
  public func materialize(_ context: PresentationContext) async throws -> [Value] {
    let outcome = try await BoxWidget.run(
      boxRows(.checklist), backtitle: backtitle, title: title, text: text, okLabel: okLabel, cancelLabel: cancelLabel,
      on: context.terminal)
    return outcome.chosen.map { items[$0].value }
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
  public func materialize(_ context: PresentationContext) async throws -> Value? {
    let outcome = try await BoxWidget.run(
      list.boxRows(.radiolist), backtitle: list.backtitle, title: list.title, text: list.text, okLabel: list.okLabel,
      cancelLabel: list.cancelLabel, on: context.terminal)
    return outcome.chosen.first.map { list.items[$0].value }
  }
}
