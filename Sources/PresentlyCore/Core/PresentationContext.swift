/// What a presentable receives while it is presented: the terminal to draw on, the
/// style and options it was presented with, and the lifetime of the presentation.
///
/// A context is also a ``Presenter``: presentations started from it are its children,
/// queued one at a time above it, as a view controller presents on top of itself in
/// the seed library.
///
/// ```swift
/// func materialize(_ context: PresentationContext) async throws -> Message {
///   context.run { for await list in messages { redraw(list) } }   // ends with the presentation
///   context.onEnd { log("compose closed") }
///   let title = try await context.terminal.readLine(LineRequest(prompt: "Title: "))
///   ...
/// }
/// ```
public final class PresentationContext: Presenter {
  /// Where the presentation draws and reads.
  public let terminal: any Terminal
  /// The style it was presented with.
  public let style: PresentationStyle
  /// The options it was presented with.
  public let options: PresentationOptions
  /// The queue of presentations started from this one.
  public let presentationQueue: PresentationQueue

  let lifetime: PresentationLifetime
  let traits: PresentationTraits

  init(
    terminal: any Terminal,
    style: PresentationStyle,
    options: PresentationOptions,
    lifetime: PresentationLifetime = PresentationLifetime(),
    presentationQueue: PresentationQueue = PresentationQueue(),
    traits: PresentationTraits = PresentationTraits()
  ) {
    self.terminal = terminal
    self.style = style
    self.options = options
    self.lifetime = lifetime
    self.presentationQueue = presentationQueue
    self.traits = traits
  }

  /// Registers work to do exactly once when the presentation ends, however it ends.
  ///
  /// Cleanups run after the presentation's tasks have finished, in reverse order of
  /// registration. Registered after the end, a cleanup runs at once.
  public func onEnd(_ cleanup: @escaping @Sendable () -> Void) {
    lifetime.addCleanup(cleanup)
  }

  /// Starts long-running work that belongs to the presentation: reading a live data
  /// source, a timer. It is cancelled when the presentation ends, and the presentation
  /// does not finish ending until the work has returned, so nothing outlives it.
  ///
  /// - Parameter work: The work; it should return promptly once cancelled.
  public func run(_ work: @escaping @Sendable () async -> Void) {
    lifetime.run(work)
  }

  /// Runs `end` when the presentation ends, as one of its tasks: awaited like them, so
  /// that what `end` stops has stopped before the presentation is over.
  func endWhenDismissed(_ end: @escaping @Sendable () async -> Void) {
    run {
      await waitUntilCancelled()
      await end()
    }
  }

  /// Whether the presentation has ended (or is ending).
  public var hasEnded: Bool { lifetime.hasEnded }

  /// Whether a presentation started from this one is on screen now. A presentable that
  /// redraws on live updates waits while it is covered.
  public var isCovered: Bool { presentationQueue.isHeld }

  /// Returns once no presentation started from this one is on screen (at once when
  /// none is), or when the waiting task is cancelled: where a presentable that was
  /// covered draws again.
  ///
  /// ```swift
  /// if context.isCovered { await context.waitUntilUncovered() }
  /// redraw()
  /// ```
  public func waitUntilUncovered() async {
    await presentationQueue.waitUntilIdle()
  }

  /// The value of a trait set by the style, or the trait's default.
  public subscript<Key: PresentationTraitKey>(trait key: Key.Type) -> Key.Value {
    traits[key]
  }

  /// Returns a context like this one with a trait set: what styles pass to the body.
  public func with<Key: PresentationTraitKey>(_ key: Key.Type, _ value: Key.Value) -> PresentationContext {
    var traits = self.traits
    traits[key] = value
    return PresentationContext(
      terminal: terminal, style: style, options: options, lifetime: lifetime,
      presentationQueue: presentationQueue, traits: traits)
  }
}
