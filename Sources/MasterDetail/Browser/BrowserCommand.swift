import PresentlyCore

/// A command an application adds to a list screen: a key typed at the prompt, a line of
/// help, and what it does.
///
/// The handler runs while the browser waits: it may present alerts and other
/// presentations from the context it receives (they appear below the browser and the
/// browser redraws when they end), change the application's data, and tell the browser
/// what to do next. A presentation dismissed returns to the browser, however it was
/// dismissed: Escape, Ctrl-C, or an action that throws a ``/PresentlyCore/Dismissal`` (an
/// alert's Cancel action, `CancelError`) ends the command, and the browser goes on with
/// `Cancelled.`; the browser ends only by its own ending (`q`, an activation's or a
/// command's `.finish`, `.quit`).
///
/// ```swift
/// let delete = BrowserCommand<Void, Message>("d", help: "delete the selected message") { context, message in
///   guard let message else { return .message("Select a message first.") }
///   guard try await context.present(confirmDeletion(of: message)) else { return .stay }
///   try store.delete(id: message.id)
///   return .message("Deleted.")
/// }
/// ```
///
/// Keys are whole words typed alone on the line. The browser's own keys (`n`, `p`, `+`,
/// `-`, `b`, `q`, `?`) are reserved: a command with one of them is never run.
///
/// Every command is listed on the `?` help screen. The hints line below the list shows
/// the browser's essential hints first (going back, `/text filter`, `? help`, `q quit`),
/// then the commands by their ``HintPriority``, then the browser's other keys, as many as
/// fit; what does not fit is left to the help screen.
public struct BrowserCommand<Value: Sendable, Element: Sendable>: Sendable {

  /// What handles the command: the browser's presentation context and the selected
  /// element (the selection, or the highlighted row where the detail is not open; `nil`
  /// when the list has no row) in, the next action out.
  public typealias Handler =
    @Sendable (_ context: PresentationContext, _ selection: Element?) async throws -> BrowserAction<Value, Element>

  /// The word typed to run it.
  public var key: String
  /// What it does, for the help screen and the hints line: `compose a message`.
  public var help: String
  /// Where its hint goes on the hints line: ``HintPriority/normal`` unless given.
  public var priority: HintPriority
  /// What it does.
  public var handler: Handler

  /// Creates a command.
  ///
  /// ```swift
  /// BrowserCommand<Void, Commit>("m", help: "merge into main", priority: .high) { context, commit in … }
  /// ```
  /// - Parameters:
  ///   - key: The word typed to run it, such as `c`.
  ///   - help: What it does, in a few words.
  ///   - priority: Where its hint goes on the hints line, after the browser's essential
  ///     hints; ``HintPriority/normal`` by default.
  ///   - handler: What it does. An error it throws ends the browser with that error,
  ///     except the endings of presentations it started (Ctrl-C, dismissal, timeout),
  ///     which return to the browser with a message. End of input ends the browser.
  public init(_ key: String, help: String, priority: HintPriority = .normal, handler: @escaping Handler) {
    self.key = key
    self.help = help
    self.priority = priority
    self.handler = handler
  }
}
