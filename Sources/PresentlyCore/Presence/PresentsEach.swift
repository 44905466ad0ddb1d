/// Work that runs for each element of an identified collection while it is there
/// (ComposablePresents' `@PresentsEach`).
///
/// ``update(_:)`` takes the whole collection: each element whose identity is new is
/// presented (its work starts in a task of its own), each identity that is gone is
/// dismissed (its work cancelled and awaited, then `dismiss` called with its last
/// value), and each that stays keeps its work running and takes its newer value.
/// Reordering changes nothing. Dismissals come before presentations.
///
/// ```swift
/// let feeds = PresentsEach<Feed>(present: { feed in for await item in feed.items() { store(item) } })
/// await feeds.update(subscribedFeeds)   // starts the new feeds, stops the removed ones
/// ```
///
/// Made from a presentation's context, the tracker ends when the presentation does, so
/// no task outlives it.
public final class PresentsEach<Value: Identifiable & Sendable>: Sendable where Value.ID: Sendable {
  private let tracker: PresenceTracker<Value.ID, Value>

  /// Creates a tracker with nothing presented.
  ///
  /// - Parameters:
  ///   - present: The work that runs while an element is in the collection.
  ///   - dismiss: The domain's own cleanup, called with an element's last value once its
  ///     work has finished; by default nothing.
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

  /// Sets the collection: presents the new identities, dismisses the ones gone, keeps
  /// the others with their newer values. When an identity occurs twice, its last
  /// occurrence's value is kept.
  ///
  /// Returns once every dismissal has finished and every new presentation started.
  public func update(_ values: some Sequence<Value>) async {
    await tracker.update(to: values.map { ($0.id, $0) })
  }

  /// Dismisses everything presented and ends the tracker: later updates do nothing.
  public func end() async {
    await tracker.end()
  }

  /// The values presented now, in the order they were presented.
  public var values: [Value] { tracker.values }
}
