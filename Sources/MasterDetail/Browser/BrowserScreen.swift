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
    case list(any ListDefinition<Value>)
    case detail(title: StyledText, body: StyledText)
  }

  let kind: Kind

  /// A list screen.
  public static func list<Elements>(_ list: BrowserList<Value, Elements>) -> BrowserScreen {
    BrowserScreen(kind: .list(list))
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
