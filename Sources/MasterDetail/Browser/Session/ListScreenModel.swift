import PresentlyCore

/// What the browser needs of a list screen, whatever its element type.
protocol ListScreenModel<Value>: AnyObject {
  associatedtype Value: Sendable

  var id: ScreenID { get }
  var title: StyledText { get }
  var pager: ListPager { get }
  /// The selected row, as a position in the whole list from 0.
  var selectedItem: Int? { get }
  /// The selection, boxed, as the list's selection would present it.
  var presentableSelection: (any Sendable)? { get }
  /// Whether the selection's detail must be presented again once this list is on top.
  var isDetailStale: Bool { get set }
  var canActivate: Bool { get }
  var commands: [(key: String, help: String)] { get }

  /// Tells the list's selection the layout.
  func setCollapsed(_ isCollapsed: Bool)
  /// Makes the list's selection present through the browser's effects.
  func installPresentDetail(_ effects: EffectQueue)
  /// Starts reading the live source, if there is one.
  func startUpdates(_ events: AsyncStream<BrowserEvent>.Continuation) -> Task<Void, Never>?
  /// Applies the newest version of the elements, if one arrived; returns whether it did.
  func takeLatestElements() -> Bool

  /// The rows of the current page, laid out to `width` cells.
  func rows(width: Int) -> [StyledText]
  func select(item: Int)
  func deselect()
  /// Moves the selection `step` rows among those that pass the filter.
  func move(by step: Int) -> MoveResult
  func filter(by text: String)
  func nextPage() -> Bool
  func previousPage() -> Bool
  func resize(pageSize: Int)
  func resolve(_ typed: String) -> ListResolution
  func itemTitle(ofItem item: Int) -> String
  /// Tab's candidates for the current list, safe to call from any thread.
  func completions() -> @Sendable (String) -> [String]

  /// A detail screen for a selection the list's selection presented.
  func makeDetail(for selection: any Sendable) -> DetailScreenState
  /// The work that makes a loading detail, and how long to wait for it before drawing.
  func loader(for detail: DetailScreenState) -> (grace: Duration, run: @Sendable () async -> StyledText)?
  /// Whether `detail` shows the element selected now.
  func shows(_ detail: DetailScreenState) -> Bool
  /// Runs Enter on the selection.
  func activate(_ context: PresentationContext) async throws -> ListOutcome<Value>
  /// Runs a command of the application's.
  func run(command key: String, _ context: PresentationContext) async throws -> ListOutcome<Value>
  /// Selects what a command asked for once it appears; called after every update.
  func applyRequestedSelection()
}

/// The result of moving the selection with `+` or `-`.
enum MoveResult {
  case moved, atEnd, empty
}

/// A ``BrowserAction`` once the list has taken care of what concerns only it.
enum ListOutcome<Value: Sendable> {
  case stay
  case message(StyledText)
  case finish(Value)
  case quit
  case push(BrowserScreen<Value>)
}

/// A list definition that makes the state of its screen: what ``BrowserScreen`` erases.
protocol ListDefinition<Value>: Sendable {
  associatedtype Value: Sendable
  func makeModel(isCollapsed: Bool?, pageSize: Int) -> any ListScreenModel<Value>
}

extension BrowserList: ListDefinition {
  func makeModel(isCollapsed: Bool?, pageSize: Int) -> any ListScreenModel<Value> {
    ListScreenState(self, isCollapsed: isCollapsed, pageSize: pageSize)
  }
}
