/// Work that runs while some state is present: it begins when the state appears and is
/// cancelled when it goes (ComposablePresents' `@PresentsAny`).
///
/// The parent only sets the state, with ``update(_:)``; the tracker starts `present`
/// when the value becomes non-nil, and when it becomes `nil` again it cancels that work,
/// waits for it to finish, and calls `dismiss` with the last value. A new non-nil value
/// while one is presented is no change: the work keeps running, and the value kept is
/// the newer one.
///
/// ```swift
/// let spinner = PresentsAny<Upload>(
///   present: { upload in for await progress in upload.progress() { draw(progress) } },
///   dismiss: { _ in clearLine() })
/// await spinner.update(currentUpload)   // nil once it is done
/// ```
///
/// Made from a presentation's context, the tracker ends when the presentation does, so
/// no task outlives it.
public final class PresentsAny<Value: Sendable>: Sendable {
  private let tracker: PresenceTracker<Int, Value>

  /// Creates a tracker with nothing presented.
  ///
  /// - Parameters:
  ///   - present: The work that runs while a value is presented; cancelled when it goes.
  ///   - dismiss: The domain's own cleanup, called with the last value once the work has
  ///     finished; by default nothing.
  public init(
    present: @escaping @Sendable (Value) async -> Void,
    dismiss: @escaping @Sendable (Value) async -> Void = { _ in }
  ) {
    tracker = PresenceTracker(present: present, dismiss: dismiss)
  }

  /// Creates a tracker that ends when the presentation of `context` ends.
  public convenience init(
    in context: PresentationContext,
    present: @escaping @Sendable (Value) async -> Void,
    dismiss: @escaping @Sendable (Value) async -> Void = { _ in }
  ) {
    self.init(present: present, dismiss: dismiss)
    context.endWhenDismissed { [self] in await end() }
  }

  /// Sets the state: `nil` dismisses, a value presents (or, with one presented, is kept).
  ///
  /// Returns once a dismissal has finished (work, then `dismiss`) and new work has
  /// started; it does not wait for the work itself.
  public func update(_ value: Value?) async {
    await tracker.update(to: value.map { [(0, $0)] } ?? [])
  }

  /// Dismisses whatever is presented and ends the tracker: later updates do nothing.
  public func end() async {
    await tracker.end()
  }

  /// The value presented now, if any.
  public var value: Value? { tracker.values.first }
}
