/// A presentable bundled with how to present it and what to do around it.
///
/// A `Presentation` lets a model hold "the compose screen" without knowing how it is
/// built or drawn: whoever creates it chooses the style and attaches actions, and
/// whoever presents it needs nothing but a presenter.
///
/// ```swift
/// struct Messages {
///   let messages: AsyncStream<[Message]>
///   let composeMessage: Presentation<ComposeMessage>
/// }
/// // Elsewhere, in an initializer of its own:
/// let compose = Presentation(ComposeMessage(), style: .alert)
///   .onValue { message in store.insert(message, at: 0) }
/// ```
///
/// ## Order of events
/// Presenting a presentation:
/// 1. waits for the presenter's queue (or throws ``PresentError/blocked`` with
///    ``PresentationOptions/failOnBlock``);
/// 2. calls `configure` with the new context, then the ``onPresent(_:)`` actions;
/// 3. runs the presentable in its style, racing any ``timeout(after:clock:orElse:)``;
/// 4. ends the presentation: its tasks are cancelled and awaited, its cleanups run;
/// 5. releases the queue and calls the ``onDismiss(_:)`` actions, however it ended;
/// 6. on success, runs the ``onValue(_:)`` actions and ``map(_:)`` transforms in the
///    order they were attached, and returns the result.
public struct Presentation<P: Presentable>: Sendable {
  /// The presentable.
  public let presentable: P
  /// The style it is presented in.
  public var style: PresentationStyle
  /// The options it is presented with.
  public var options: PresentationOptions
  /// Called with the context just before the presentable draws: register cleanups,
  /// start work that belongs to the presentation.
  public var configure: @Sendable (PresentationContext) -> Void

  let stage: Stage<P.Result>
  var presentActions: [@Sendable () -> Void] = []
  var dismissActions: [@Sendable () -> Void] = []

  /// Bundles a presentable with how to present it.
  ///
  /// - Parameters:
  ///   - presentable: What to present.
  ///   - style: How to present it; ``PresentationStyle/default`` when not given.
  ///   - options: Options such as ``PresentationOptions/failOnBlock``.
  ///   - configure: Called with the context before the presentable draws.
  public init(
    _ presentable: P,
    style: PresentationStyle = .default,
    options: PresentationOptions = [],
    configure: @escaping @Sendable (PresentationContext) -> Void = { _ in }
  ) {
    self.init(
      presentable: presentable, style: style, options: options, configure: configure,
      stage: AnyPresentable(presentable).stage)
  }

  init(
    presentable: P,
    style: PresentationStyle,
    options: PresentationOptions,
    configure: @escaping @Sendable (PresentationContext) -> Void,
    stage: @escaping Stage<P.Result>
  ) {
    self.presentable = presentable
    self.style = style
    self.options = options
    self.configure = configure
    self.stage = stage
  }

  /// Returns a presentation that calls `action` when it is presented, after `configure`.
  public func onPresent(_ action: @escaping @Sendable () -> Void) -> Presentation {
    var copy = self
    copy.presentActions.append(action)
    return copy
  }

  /// Returns a presentation that calls `action` once when it is dismissed, whatever
  /// the ending: a value, an error, cancellation.
  public func onDismiss(_ action: @escaping @Sendable () -> Void) -> Presentation {
    var copy = self
    copy.dismissActions.append(action)
    return copy
  }

  /// Returns a presentation that calls `action` with its value after it has been
  /// dismissed, in order with the other value actions and transforms.
  ///
  /// ```swift
  /// let compose = Presentation(ComposeMessage()).onValue { messages.insert($0, at: 0) }
  /// ```
  public func onValue(_ action: @escaping @Sendable (P.Result) -> Void) -> Presentation {
    with(
      stage: chained(stage) { value in
        action(value)
        return value
      })
  }

  /// Returns a presentation whose value is `transform` applied to this one's.
  ///
  /// The transform runs after the presentation has been dismissed, in order with the
  /// value actions; an error it throws comes out of `present`.
  ///
  /// ```swift
  /// let count: Presentation<AnyPresentable<Int>> = askNumber.map { Int($0) ?? 0 }
  /// ```
  public func map<T: Sendable>(
    _ transform: @escaping @Sendable (P.Result) throws -> T
  ) -> Presentation<AnyPresentable<T>> {
    let stage = chained(self.stage, transform)
    var mapped = Presentation<AnyPresentable<T>>(
      presentable: AnyPresentable(stage: stage), style: style, options: options, configure: configure,
      stage: stage)
    mapped.presentActions = presentActions
    mapped.dismissActions = dismissActions
    return mapped
  }

  /// Returns a presentation that ends after `duration` when no result has come.
  ///
  /// Without a fallback, the presentation throws ``PresentError/timedOut``; with one,
  /// its value is the fallback's, delivered to the actions attached after this call.
  /// Measured with `ContinuousClock` (the default), the lines read meanwhile carry a
  /// ``LineDeadline``: the terminal shows the seconds left near the end and, at the
  /// deadline, leaves the question on the screen marked `(timed out)`. With another
  /// clock the half-typed line is cleared from the screen instead.
  ///
  /// A presentable that computes without suspending (a validation stuck on a slow
  /// regular expression, say) holds the timeout until it returns: tasks cannot be
  /// interrupted, only cancelled.
  ///
  /// ```swift
  /// let proceed = try await terminal.present(
  ///   Presentation(confirmation).timeout(after: .seconds(10), orElse: { false }))
  /// ```
  /// - Parameters:
  ///   - duration: How long to wait.
  ///   - clock: The clock that measures it; inject a test clock in tests.
  ///   - fallback: What to produce on timeout, or `nil` to throw.
  public func timeout<C: Clock>(
    after duration: C.Duration,
    clock: C = ContinuousClock(),
    orElse fallback: (@Sendable () throws -> P.Result)? = nil
  ) -> Presentation where C.Duration: Sendable {
    timeout(after: duration, clock: clock, outcome: nil, orElse: fallback)
  }

  /// ``timeout(after:clock:orElse:)``, with what the fallback decides in a word or two
  /// (`no`, an item), shown after a question that timed out: `(timed out: no)`.
  package func timeout<C: Clock>(
    after duration: C.Duration,
    clock: C = ContinuousClock(),
    outcome: String?,
    orElse fallback: (@Sendable () throws -> P.Result)? = nil
  ) -> Presentation where C.Duration: Sendable {
    let stage = self.stage
    return with(stage: { context in
      // A terminal ends its open line at the deadline itself, so that the question stays
      // on the screen; the timer is the backstop, a moment later.
      let deadline = (clock is ContinuousClock ? duration as? Duration : nil).map {
        LineDeadline(instant: .now + $0, outcome: fallback == nil ? nil : outcome)
      }
      let lines = LineDeadline.earliest(deadline, LineDeadline.current)
      return try await withThrowingTaskGroup(of: Deferred<P.Result>?.self) { group in
        group.addTask {
          try await LineDeadline.$current.withValue(lines) { Deferred(run: try await stage(context)) }
        }
        group.addTask {
          try await clock.sleep(for: duration)
          if deadline != nil { try await Task.sleep(for: Self.terminalGrace) }
          return nil
        }
        defer { group.cancelAll() }
        do {
          if let first = try await group.next(), let finished = first { return finished.run }
        } catch PresentError.timedOut where deadline.map({ ContinuousClock.now >= $0.instant }) ?? false {
          // The terminal ended the line at our deadline.
        }
        group.cancelAll()
        guard let fallback else { throw PresentError.timedOut }
        return { try fallback() }
      }
    })
  }

  /// How long after a deadline the timer gives up on the terminal ending the line itself.
  static var terminalGrace: Duration { .milliseconds(250) }

  private func with(stage: @escaping Stage<P.Result>) -> Presentation {
    var copy = Presentation(
      presentable: presentable, style: style, options: options, configure: configure, stage: stage)
    copy.presentActions = presentActions
    copy.dismissActions = dismissActions
    return copy
  }
}

/// The second step of a stage, boxed to travel through a task group.
private struct Deferred<Result: Sendable>: Sendable {
  let run: @Sendable () async throws -> Result
}

/// A stage whose second step applies `next` to the first's value.
private func chained<A: Sendable, B: Sendable>(
  _ stage: @escaping Stage<A>, _ next: @escaping @Sendable (A) throws -> B
) -> Stage<B> {
  { context in
    let later = try await stage(context)
    return { try next(try await later()) }
  }
}

/// A presentation of a type-erased presentable.
public typealias AnyPresentation<Result: Sendable> = Presentation<AnyPresentable<Result>>
