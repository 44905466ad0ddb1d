import PresentlyCore

/// A list screen of a ``MasterDetailBrowser``: its elements (fixed or live), how they
/// are identified, titled and drawn, what their detail is, and what Enter and the
/// application's commands do.
///
/// Its two generic parameters, in order:
/// - `Value`: what the browser returns when the list (or a command) finishes it, as
///   `.finish(value)`; the browser's result is `Value?`, `nil` when the user quits. Use
///   `Void` for a browser that only shows.
/// - `Elements`: the collection the rows come from (`[Package]`, or `Range<Int>` over a
///   store of lines), indexed by `Int`.
///
/// A list shows in the master pane; the detail of its selection shows beside it on a
/// wide terminal, or alone, when chosen, on a narrow one. The selection is a
/// ``MasterDetailSelection``, so it is kept by identity as the list changes.
///
/// ```swift
/// let packages = BrowserList<Void, [InstalledPackage]>("Packages", elements: installed, itemTitle: \.name)
///   .rows { package, width in "\(package.name)  \(package.version, style: .dim)  \(package.summary)" }
///   .detail { package in StyledText(package.fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")) }
///   .onActivate { _, package in .push(dependencies(of: package)) }
/// ```
///
/// Elements come in any random-access collection indexed by `Int`, so a large list can
/// be a `Range<Int>` of line numbers over a store: nothing is copied per element, and
/// titles are looked up through `itemTitle` only for the rows drawn and when filtering
/// or matching what was typed.
///
/// All text from elements is untrusted: titles, rows and details are sanitized before
/// they reach the terminal, and rows are cut to their column by display width.
public struct BrowserList<Value: Sendable, Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  /// The type of the elements.
  public typealias Element = Elements.Element
  /// A live source: receives a function to call with every new version of the list.
  typealias Updates = @Sendable (_ deliver: @escaping @Sendable (Elements) -> Void) async throws -> Void

  /// How the detail of an element is made.
  enum Detail: Sendable {
    /// The element's title, wrapped.
    case title
    /// Text made at once.
    case text(@Sendable (Element) -> StyledText)
    /// Text made at once for the pane's size, and again when it changes.
    case sized(@Sendable (Element, TerminalSize) -> StyledText)
    /// Text that takes time: awaited up to a grace period, then shown as it arrives;
    /// made again when the pane's size changes if `sized`.
    case loading(grace: Duration, sized: Bool, @Sendable (Element, TerminalSize) async -> StyledText)
  }

  /// The screen's title, shown above the list.
  public var title: StyledText
  /// The elements the screen starts with.
  public var elements: Elements
  /// Whether two elements are the same one.
  public var isSame: @Sendable (Element, Element) -> Bool
  /// For two versions of the same element, whether the newer one must be presented again.
  public var needsUpdate: @Sendable (Element, Element) -> Bool
  /// The element's title: what filters, typed titles and Tab completion match, and,
  /// unless ``rows(_:)`` says otherwise, the text of its row.
  public var itemTitle: @Sendable (Element) -> String

  var updates: Updates?
  /// A row, laid out to a width of cells, given what the rows are narrowed by (to keep
  /// its first match in view where the row cuts its own parts, as a table's cells).
  var row: (@Sendable (Element, Int, FuzzyQuery?) -> StyledText)?
  /// The cells a row needs to be read, which the master pane makes room for.
  var rowWidth: Int?
  /// The line above the rows that names their columns, laid out to a row's width.
  var columnHeader: (@Sendable (Int) -> StyledText)?
  var detail: Detail = .title
  var activation: (@Sendable (PresentationContext, Element) async throws -> BrowserAction<Value, Element>)?
  var commands: [BrowserCommand<Value, Element>] = []
  /// Whether a row named by its number or title activates at once (``activatingNamedRows()``).
  var activatesNamedRows = false

  /// Creates a list screen.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - elements: The elements; with ``updating(from:)``, the ones shown until the
  ///     first update arrives.
  ///   - isSame: Whether two elements are the same one: compare identities, such as ids.
  ///   - needsUpdate: For two versions of the same element, whether the newer one must
  ///     be presented again; by default never.
  ///   - itemTitle: The element's title, for matching and, by default, its row.
  public init(
    _ title: StyledText,
    elements: Elements,
    isSame: @escaping @Sendable (Element, Element) -> Bool,
    needsUpdate: @escaping @Sendable (Element, Element) -> Bool = { _, _ in false },
    itemTitle: @escaping @Sendable (Element) -> String
  ) {
    self.title = title
    self.elements = elements
    self.isSame = isSame
    self.needsUpdate = needsUpdate
    self.itemTitle = itemTitle
  }

  /// Creates a list screen of identifiable elements: two elements are the same when
  /// their ids are equal.
  ///
  /// ```swift
  /// BrowserList<Void, [Message]>("Messages", elements: [], itemTitle: \.title)
  /// ```
  public init(
    _ title: StyledText,
    elements: Elements,
    needsUpdate: @escaping @Sendable (Element, Element) -> Bool = { _, _ in false },
    itemTitle: @escaping @Sendable (Element) -> String
  ) where Element: Identifiable {
    self.init(title, elements: elements, isSame: { $0.id == $1.id }, needsUpdate: needsUpdate, itemTitle: itemTitle)
  }
}
