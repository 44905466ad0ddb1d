import PresentlyCore

/// A screen the browser can push, whatever the type of its elements: a list (shown in
/// the master pane) or a detail with fixed text (shown in the detail pane).
///
/// ```swift
/// return .push(.list(dependencies(of: package)))
/// return .push(.detail(title: "Raw record", body: StyledText(record.raw)))
/// ```
public struct BrowserScreen<Value: Sendable>: Sendable {
  enum Kind: Sendable {
    /// Makes the state of a new list screen, with a feed of its own, for a layout and a
    /// page size.
    case list(@Sendable (_ layout: Layout, _ pageSize: Int) -> ListScreen<Value>)
    case detail(title: StyledText, body: StyledText)
  }

  let kind: Kind

  /// A list screen.
  public static func list<Elements>(_ list: BrowserList<Value, Elements>) -> BrowserScreen {
    BrowserScreen(kind: .list { layout, pageSize in ElementsFeed(list).makeScreen(layout: layout, pageSize: pageSize) })
  }

  /// A detail screen with fixed text; `b` goes back from it.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - body: Its text, wrapped to the pane.
  public static func detail(title: StyledText, body: StyledText) -> BrowserScreen {
    BrowserScreen(kind: .detail(title: title, body: body))
  }
}
