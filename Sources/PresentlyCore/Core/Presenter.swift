import Synchronization

/// Something presentations can be presented from: a terminal (the top level) or the
/// context of a presentation (its children).
///
/// Each presenter shows one presentation at a time; others wait in its
/// ``presentationQueue`` in the order they were started.
public protocol Presenter: Sendable {
  /// Where presentations from here draw.
  var terminal: any Terminal { get }
  /// The presentations waiting for this presenter.
  var presentationQueue: PresentationQueue { get }
}

extension Presenter {
  /// Presents a presentable and returns its result.
  ///
  /// ```swift
  /// let ok = try await terminal.present(Alert<Bool>(title: "Continue?", actions: yes, no))
  /// ```
  /// - Parameters:
  ///   - presentable: What to present.
  ///   - style: How to present it.
  ///   - options: Options such as ``PresentationOptions/failOnBlock``.
  ///   - timeout: How long to wait for a result before throwing ``PresentError/timedOut``.
  ///   - configure: Called with the context before the presentable draws.
  /// - Returns: The presentable's result.
  /// - Throws: A ``PresentError``, or the presentable's own error unchanged.
  public func present<P: Presentable>(
    _ presentable: P,
    style: PresentationStyle = .default,
    options: PresentationOptions = [],
    timeout: Duration? = nil,
    configure: @escaping @Sendable (PresentationContext) -> Void = { _ in }
  ) async throws -> P.Result {
    var presentation = Presentation(presentable, style: style, options: options, configure: configure)
    if let timeout { presentation = presentation.timeout(after: timeout) }
    return try await present(presentation)
  }

  /// Presents a presentation and returns its result, calling its actions in the order
  /// described in ``Presentation``.
  ///
  /// Cancelling the calling task dismisses the presentation: the half-typed line is
  /// cleared and ``PresentError/dismissed`` is thrown.
  public func present<P: Presentable>(_ presentation: Presentation<P>) async throws -> P.Result {
    let queue = presentationQueue
    try await queue.acquire(failOnBlock: presentation.options.contains(.failOnBlock))
    let context = PresentationContext(
      terminal: terminal, style: presentation.style, options: presentation.options)
    let outcome: Result<@Sendable () async throws -> P.Result, any Error>
    do {
      presentation.configure(context)
      for action in presentation.presentActions { action() }
      let box = ResultBox<@Sendable () async throws -> P.Result>()
      try await presentation.style.present(context) { context in
        box.value = try await presentation.stage(context)
      }
      guard let later = box.value else { throw PresentError.dismissed }
      outcome = .success(later)
    } catch {
      outcome = .failure(error)
    }
    await context.lifetime.end()
    queue.release()
    for action in presentation.dismissActions { action() }
    switch outcome {
    case .success(let later):
      return try await later()
    case .failure(let error as PresentError):
      throw explained(error)
    case .failure(is CancellationError):
      throw PresentError.dismissed
    case .failure(let error):
      throw error
    }
  }
}

extension Presenter {
  /// What to throw for an ending: the ending itself, or, at the top level of a terminal
  /// that explains its endings (the scripted terminal), its explanation.
  private func explained(_ ending: PresentError) -> any Error {
    guard presentationQueue === terminal.presentationQueue, let explaining = terminal as? any ExplainsEndings else {
      return ending
    }
    return explaining.explanation(of: ending) ?? ending
  }

  /// Presents `presentable` with a timeout that takes `fallback` (and tells the terminal
  /// `outcome` in a word or two), or without one when `timeout` is `nil`: what the
  /// conveniences of other modules present with.
  ///
  /// A generic entry point of this module on purpose: a `Presentation<Question>` made in
  /// the caller's module is a concrete generic type, whose metadata the runtime makes from
  /// its mangled name, checking `Question: Presentable` by scanning every conformance
  /// record, on the way to the prompt; made here, it comes with its witness table.
  package func present<P: Presentable>(
    _ presentable: P, timeout: Duration?, outcome: String?, orElse fallback: (@Sendable () throws -> P.Result)?
  ) async throws -> P.Result {
    var presentation = Presentation(presentable)
    if let timeout { presentation = presentation.timeout(after: timeout, outcome: outcome, orElse: fallback) }
    return try await present(presentation)
  }
}

/// Carries a value out of a `@Sendable` closure.
private final class ResultBox<Value: Sendable>: Sendable {
  private let storage = Mutex<Value?>(nil)

  var value: Value? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
