/// Work that runs while some identifiable state is present, begun again when its
/// identity changes (ComposablePresents' `@PresentsOne`).
///
/// ``update(_:)`` with `nil` dismisses; with a value of another identity, it dismisses
/// the one presented (its work cancelled and awaited, then `dismiss` called with its
/// last value) before presenting the new one, so the new work starts only once the old
/// has finished; with a value of the same identity, the work keeps running and the
/// value kept is the newer one.
///
/// ```swift
/// let follow = PresentsOne<LogFile>(
///   present: { file in for await line in file.lines() { show(line) } },
///   dismiss: { file in file.close() })
/// await follow.update(selectedFile)   // nil: dismiss; another id: dismiss, then present
/// await follow.end()                  // dismiss whatever is presented
/// ```
///
/// Made from a presentation's context, the tracker ends when the presentation does, so
/// no task outlives it.
public final class PresentsOne<Value: Identifiable & Sendable>: Sendable where Value.ID: Sendable {
  private let tracker: PresenceTracker<Value.ID, Value>

  /// Creates a tracker with nothing presented.
  ///
  /// - Parameters:
  ///   - present: The work that runs while a value is presented; cancelled when it goes
  ///     or when another identity takes its place.
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

  /// Sets the state: `nil` dismisses, another identity replaces, the same identity keeps
  /// the work running with the newer value.
  ///
  /// Returns once a dismissal has finished (work, then `dismiss`) and new work has
  /// started; it does not wait for the work itself.
  public func update(_ value: Value?) async {
    await tracker.update(to: value.map { [($0.id, $0)] } ?? [])
  }

  /// Dismisses whatever is presented and ends the tracker: later updates do nothing.
  public func end() async {
    await tracker.end()
  }

  /// The value presented now, if any.
  public var value: Value? { tracker.values.first }
}
