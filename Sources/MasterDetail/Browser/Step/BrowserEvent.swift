import PresentlyCore

/// Something that changes a browser's state: the events every widget takes (a line, a
/// key's action, a new size), and, as their updates, what the application's handlers
/// and live sources delivered.
typealias BrowserEvent<Value: Sendable> = WidgetEvent<BrowserUpdate<Value>>

/// What arrives at a browser besides the user's lines and keys.
enum BrowserUpdate<Value: Sendable>: Sendable {
  /// The line at the prompt began to have text (`true`), or was emptied.
  case typing(Bool)
  /// A new version of a list's elements.
  case elements(ScreenID, ListUpdate<Value>)
  /// A list's live source ended; with a message when it failed.
  case sourceEnded(ScreenID, failure: String?)
  /// A detail's text was made, by the load of this identity.
  case detailLoaded(DetailLoad.ID, StyledText)
  /// A detail's load took longer than its grace period.
  case graceEnded(DetailLoad.ID)
  /// A handler the state asked to run answered, for the list it ran on.
  case replied(ScreenID, Reply<Value>)
  /// A presentation a handler started ended without a value.
  case handlerEnded(PresentError)
}

extension WidgetEvent {
  /// ``BrowserUpdate/typing(_:)``.
  static func typing<Value>(_ hasText: Bool) -> Self where Update == BrowserUpdate<Value> {
    .update(.typing(hasText))
  }

  /// ``BrowserUpdate/elements(_:_:)``.
  static func elements<Value>(_ id: ScreenID, _ update: ListUpdate<Value>) -> Self
  where Update == BrowserUpdate<Value> {
    .update(.elements(id, update))
  }

  /// ``BrowserUpdate/sourceEnded(_:failure:)``.
  static func sourceEnded<Value>(_ id: ScreenID, failure: String?) -> Self where Update == BrowserUpdate<Value> {
    .update(.sourceEnded(id, failure: failure))
  }

  /// ``BrowserUpdate/detailLoaded(_:_:)``.
  static func detailLoaded<Value>(_ id: DetailLoad.ID, _ text: StyledText) -> Self
  where Update == BrowserUpdate<Value> {
    .update(.detailLoaded(id, text))
  }

  /// ``BrowserUpdate/graceEnded(_:)``.
  static func graceEnded<Value>(_ id: DetailLoad.ID) -> Self where Update == BrowserUpdate<Value> {
    .update(.graceEnded(id))
  }

  /// ``BrowserUpdate/replied(_:_:)``.
  static func replied<Value>(_ id: ScreenID, _ reply: Reply<Value>) -> Self where Update == BrowserUpdate<Value> {
    .update(.replied(id, reply))
  }

  /// ``BrowserUpdate/handlerEnded(_:)``.
  static func handlerEnded<Value>(_ error: PresentError) -> Self where Update == BrowserUpdate<Value> {
    .update(.handlerEnded(error))
  }
}

/// What handling an event leads to: as a widget's step, but the browser draws its whole
/// frame after every event, and runs the application's handlers.
enum BrowserStep<Value: Sendable>: Sendable {
  /// Wait for the next event.
  case stay
  /// Run an application's handler; its answer comes back as ``BrowserUpdate/replied(_:_:)``.
  case run(Handler<Value>)
  /// End the browser with a value, or `nil` when the user quit.
  case finish(Value?)
  /// End the browser with an error.
  case fail(PresentError)
}

/// An application's handler (Enter or a command) bound to the element it acts on.
struct Handler<Value: Sendable>: Sendable {
  /// The list it runs on.
  let list: ScreenID
  let run: @Sendable (PresentationContext) async throws -> Reply<Value>
}
