import PresentlyCore

/// One version of a list's elements, seen through closures made by the code that knows
/// their type (``ElementsFeed``): what the browser's state holds instead of the
/// elements themselves.
///
/// Items are positions in the version, from 0; every closure refers to this version
/// only, and a new version comes with a ``ListChange`` from this one.
struct ListContents<Value: Sendable>: Sendable {
  /// How many elements the version has.
  let count: Int
  /// An item's title, as given (untrusted): what filters, typed titles and Tab match.
  let title: @Sendable (_ item: Int) -> String
  /// An item's row, laid out to a width of cells (cut to it anyway when drawn), given
  /// what the rows are narrowed by.
  let row: @Sendable (_ item: Int, _ width: Int, _ query: FuzzyQuery?) -> StyledText
  /// How an item's detail is made.
  let detail: @Sendable (_ item: Int) -> DetailSource
  /// Enter on an item; `nil` when the list has no activation.
  let activate: (@Sendable (_ context: PresentationContext, _ item: Int) async throws -> Reply<Value>)?
  /// An application's command, by key, on an item or on nothing.
  let command: @Sendable (_ key: String, _ context: PresentationContext, _ item: Int?) async throws -> Reply<Value>
  /// Whether a row named by its number or title activates at once, as Enter on it does
  /// (``BrowserList/activatingNamedRows()``), rather than being selected.
  var activatesNamedRows = false
}

/// How the detail of an element is made.
enum DetailSource: Sendable {
  /// Text made at once.
  case text(StyledText)
  /// Text made at once for the size of its pane, and again when the size changes.
  case sized(@Sendable (_ pane: TerminalSize) -> StyledText)
  /// Text that takes time, awaited up to a grace period before drawing; made again
  /// when the pane's size changes if `sized`.
  case loading(grace: Duration, sized: Bool, load: @Sendable (_ pane: TerminalSize) async -> StyledText)
}

/// What an application's handler asked for, once its list has taken care of what
/// concerns the elements' type: a ``BrowserAction`` whose selection request has been
/// handed to the list's feed, which answers it by token in a ``ListUpdate``.
enum Reply<Value: Sendable>: Sendable {
  case stay
  case message(StyledText)
  case finish(Value)
  case quit
  case push(BrowserScreen<Value>)
  /// Select the element the feed finds for request `token`, now or in a later version.
  case select(token: Int)
}

/// A new version of a list, from its feed.
struct ListUpdate<Value: Sendable>: Sendable {
  /// The version.
  let contents: ListContents<Value>
  /// How it relates to the version the state holds.
  let change: ListChange
  /// The item that answers a selection request, found in this version.
  let answer: (token: Int, item: Int)?
}

/// What the browser's loop needs of a list's feed, whatever the type of its elements.
struct ListFeed<Value: Sendable>: Sendable {
  /// Takes the newest version not yet taken; with `force`, the version held even when
  /// nothing new arrived, so that a selection request is answered against it.
  let take: @Sendable (_ force: Bool) -> ListUpdate<Value>?
  /// Reads the live source, calling `notify` whenever a version waits to be taken;
  /// `nil` for a list without one.
  let run: (@Sendable (_ notify: @escaping @Sendable () -> Void) async throws -> Void)?
}
