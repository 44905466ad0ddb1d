import Synchronization

/// The line of presentations waiting for a presenter: one at a time, in the order they
/// asked.
///
/// A terminal has one queue for its top-level presentations, and each presentation
/// has one for the presentations it starts, as modal presentations queue per
/// presenter in the seed library. Presenting acquires the queue and ending releases
/// it; you rarely use it directly.
public final class PresentationQueue: Sendable {
  // The waiters are kept in arrays, not dictionaries, and as closures that resume their
  // continuations rather than the continuations: every generic type with a `Hashable` or
  // an `Error` requirement stored here would cost a scan of every conformance record of
  // the program, which a dialog waits for.

  private enum Waiter {
    /// Suspended, waiting for its turn: resumed with `true` when it has it, `false`
    /// when it was cancelled.
    case waiting(@Sendable (Bool) -> Void)
    /// Cancelled before it could suspend.
    case cancelledEarly
    /// Given its turn before it could suspend.
    case grantedEarly
  }

  private struct State {
    var isHeld = false
    var nextTicket = 0
    var order: [Int] = []
    var waiters: [(ticket: Int, waiter: Waiter)] = []
    /// What runs each time a presentation takes the queue.
    var onCover: (@Sendable () -> Void)?
    /// Tasks waiting for the queue to be idle, with their tickets.
    var idleWaiters: [(ticket: Int, resume: @Sendable () -> Void)] = []

    /// Takes the waiter with `ticket` out, if there is one.
    mutating func removeWaiter(_ ticket: Int) -> Waiter? {
      guard let index = waiters.firstIndex(where: { $0.ticket == ticket }) else { return nil }
      return waiters.remove(at: index).waiter
    }
  }

  private let state = Mutex(State())

  /// Creates an idle queue.
  public init() {}

  /// Whether a presentation holds the queue now.
  public var isHeld: Bool { state.withLock { $0.isHeld } }

  /// How many presentations wait for their turn now.
  public var waitingCount: Int { state.withLock { $0.order.count } }

  /// Waits for the queue and holds it.
  ///
  /// - Parameter failOnBlock: Throw at once instead of waiting when the queue is held.
  /// - Throws: ``PresentError/blocked`` when `failOnBlock` and held;
  ///   ``PresentError/dismissed`` when the waiting task is cancelled.
  func acquire(failOnBlock: Bool) async throws(PresentError) {
    try await take(failOnBlock: failOnBlock)
    state.withLock { $0.onCover }?()
  }

  /// Sets what runs each time a presentation takes the queue, before it draws: where the
  /// presenter makes room for the presentations it starts. `nil` runs nothing.
  package func onCover(_ action: (@Sendable () -> Void)?) {
    state.withLock { $0.onCover = action }
  }

  private func take(failOnBlock: Bool) async throws(PresentError) {
    let ticket: Int? = try state.withLock { state throws(PresentError) in
      if !state.isHeld {
        state.isHeld = true
        return nil
      }
      if failOnBlock { throw PresentError.blocked }
      let ticket = state.nextTicket
      state.nextTicket += 1
      state.order.append(ticket)
      return ticket
    }
    guard let ticket else { return }
    let granted = await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
        let early = state.withLock { state -> Waiter? in
          if let early = state.removeWaiter(ticket) { return early }
          state.waiters.append((ticket, .waiting({ continuation.resume(returning: $0) })))
          return nil
        }
        switch early {
        case .cancelledEarly: continuation.resume(returning: false)
        case .grantedEarly: continuation.resume(returning: true)
        case .waiting, nil: break
        }
      }
    } onCancel: {
      let resume = state.withLock { state -> (@Sendable (Bool) -> Void)? in
        guard let index = state.order.firstIndex(of: ticket) else { return nil }
        state.order.remove(at: index)
        if case .waiting(let resume) = state.removeWaiter(ticket) { return resume }
        state.waiters.append((ticket, .cancelledEarly))
        return nil
      }
      resume?(false)
    }
    guard granted else { throw PresentError.dismissed }
  }

  /// Returns once no presentation holds the queue, or the waiting task is cancelled.
  func waitUntilIdle() async {
    let ticket = state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        let isIdle = state.withLock { state in
          guard state.isHeld, !Task.isCancelled else { return true }
          state.idleWaiters.append((ticket, { continuation.resume() }))
          return false
        }
        if isIdle { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state -> (@Sendable () -> Void)? in
        guard let index = state.idleWaiters.firstIndex(where: { $0.ticket == ticket }) else { return nil }
        return state.idleWaiters.remove(at: index).resume
      }
      waiter?()
    }
  }

  /// Hands the queue to the next waiter, or leaves it idle.
  func release() {
    var idle: [@Sendable () -> Void] = []
    defer { for resume in idle { resume() } }
    let next = state.withLock { state -> (@Sendable (Bool) -> Void)? in
      guard !state.order.isEmpty else {
        state.isHeld = false
        idle = state.idleWaiters.map(\.resume)
        state.idleWaiters = []
        return nil
      }
      let ticket = state.order.removeFirst()
      if case .waiting(let resume) = state.removeWaiter(ticket) { return resume }
      // The next waiter has not suspended yet: it finds its turn when it does.
      state.waiters.append((ticket, .grantedEarly))
      return nil
    }
    next?(true)
  }
}
