import PresentlyCore

/// What the browser does after an activation (Enter) or a command of the application.
///
/// ```swift
/// .onActivate { _, package in .push(dependencies(of: package)) }
/// .command("c", help: "compose a message") { context, _ in
///   let message = try await context.present(composeMessage)
///   return .select { $0.id == message.id }   // selected as soon as the list shows it
/// }
/// ```
public enum BrowserAction<Value: Sendable, Element: Sendable>: Sendable {
  /// Stay on the screen and prompt again.
  case stay
  /// Stay, and show a one-line message above the prompt.
  case message(StyledText)
  /// End the browser with this value.
  case finish(Value)
  /// End the browser without a value, as `q` does.
  case quit
  /// Push a screen: a list goes to the master pane, a detail to the detail pane.
  case push(BrowserScreen<Value>)
  /// Select the first element that satisfies the predicate: now if the list has one,
  /// else as soon as an update of the list brings one (until the user selects
  /// something else).
  case select(where: @Sendable (Element) -> Bool)

  /// Pushes a list screen.
  ///
  /// ```swift
  /// .onActivate { _, package in .push(dependencies(of: package)) }
  /// ```
  public static func push<Elements>(_ list: BrowserList<Value, Elements>) -> BrowserAction {
    .push(.list(list))
  }
}

extension BrowserAction where Element: Identifiable, Element.ID: Sendable {
  /// Selects the element with the same id as `element`, now or as soon as it appears.
  ///
  /// ```swift
  /// return .select(message)
  /// ```
  public static func select(_ element: Element) -> BrowserAction {
    let id = element.id
    return .select { $0.id == id }
  }
}
