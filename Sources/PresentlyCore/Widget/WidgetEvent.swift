/// Something that happens to a ``Widget``: what the user typed, what its updates
/// brought, what the window did.
///
/// ```swift
/// mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Bool> {
///   switch event {
///   case .line(let text): return text == "y" ? .finish(true) : .refuse("Type y.", keepsText: false)
///   case .key(let action, _): return action == .next ? .redraw() : .stay
///   case .edited, .resized, .update, .updatesEnded: return .stay
///   }
/// }
/// ```
public enum WidgetEvent<Update: Sendable>: Sendable {
  /// A line entered with Enter.
  case line(String)
  /// A key bound to one of the request's ``LineRequest/keyActions``, with the text typed
  /// so far; the loop offers that text again at the next read.
  case key(KeyAction, text: String)
  /// The text in the open line changed (a key typed, deleted, pasted): the whole text.
  /// Only for a request that ``LineRequest/reportsEdits``; the line stays open, and the
  /// body is drawn again above it when the step asks.
  case edited(String)
  /// The window has a new size, which the next drawing uses.
  case resized(TerminalSize)
  /// One element of the updates the widget runs with.
  case update(Update)
  /// The updates ended.
  case updatesEnded
}
