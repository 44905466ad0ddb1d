import PresentlyCore

/// Something that changes a browser's state: what the user typed, what the
/// application's handlers and live sources delivered, and what the window did.
enum BrowserEvent<Value: Sendable>: Sendable {
  /// A line typed at the prompt.
  case line(String)
  /// A key that does one of the prompt's actions, with the text typed so far.
  case key(KeyAction, text: String)
  /// The line at the prompt began to have text (`true`), or was emptied.
  case typing(Bool)
  /// A new version of a list's elements.
  case elements(ScreenID, ListUpdate<Value>)
  /// A list's live source ended; with a message when it failed.
  case sourceEnded(ScreenID, failure: String?)
  /// A detail's text was made.
  case detailLoaded(ScreenID, StyledText)
  /// A detail's grace period passed before its text was made.
  case graceEnded(ScreenID)
  /// The window changed size (or was given back after a stop, at the same size).
  case resized(TerminalSize)
  /// A handler the state asked to run answered, for the list it ran on.
  case replied(ScreenID, Reply<Value>)
  /// A presentation a handler started ended without a value.
  case handlerEnded(PresentError)
}

/// What handling an event leads to.
enum BrowserStep<Value: Sendable>: Sendable {
  /// Wait for the next event.
  case next
  /// Run an application's handler; its answer comes back as ``BrowserEvent/replied(_:_:)``.
  case run(Handler<Value>)
  /// End the browser with a value, or `nil` when the user quit.
  case end(Value?)
  /// End the browser with an error.
  case fail(PresentError)
}

/// An application's handler (Enter or a command) bound to the element it acts on.
struct Handler<Value: Sendable>: Sendable {
  /// The list it runs on.
  let list: ScreenID
  let run: @Sendable (PresentationContext) async throws -> Reply<Value>
}
