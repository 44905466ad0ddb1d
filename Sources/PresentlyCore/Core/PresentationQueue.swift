import Synchronization

/// The line of presentations waiting for a presenter: one at a time, in the order they
/// asked.
///
/// A terminal has one queue for its top-level presentations, and each presentation
/// has one for the presentations it starts, as modal presentations queue per
/// presenter in the seed library. Presenting acquires the queue and ending releases
/// it; you rarely use it directly.
public final class PresentationQueue: Sendable {
  private enum Waiter {
    /// Suspended, waiting for its turn.
    case waiting(CheckedContinuation<Void, any Error>)
    /// Cancelled before it could suspend.
    case cancelledEarly
    /// Given its turn before it could suspend.
    case grantedEarly
  }

  private struct State {
    var isHeld = false
    var nextTicket = 0
    var order: [Int] = []
    var waiters: [Int: Waiter] = [:]
    /// What runs each time a presentation takes the queue.
    var onCover: (@Sendable () -> Void)?
    /// Tasks waiting for the queue to be idle, by ticket.
    var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
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
    do {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
          let early = state.withLock { state -> Waiter? in
            if let early = state.waiters.removeValue(forKey: ticket) { return early }
            state.waiters[ticket] = .waiting(continuation)
            return nil
          }
          switch early {
          case .cancelledEarly: continuation.resume(throwing: PresentError.dismissed)
          case .grantedEarly: continuation.resume()
          case .waiting, nil: break
          }
        }
      } onCancel: {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
          guard let index = state.order.firstIndex(of: ticket) else { return nil }
          state.order.remove(at: index)
          if case .waiting(let continuation) = state.waiters.removeValue(forKey: ticket) {
            return continuation
          }
          state.waiters[ticket] = .cancelledEarly
          return nil
        }
        continuation?.resume(throwing: PresentError.dismissed)
      }
    } catch {
      throw PresentError.dismissed
    }
  }

  /// Returns once no presentation holds the queue, or the waiting task is cancelled.
  func waitUntilIdle() async {
    let ticket = state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isIdle = state.withLock { state in
          guard state.isHeld, !Task.isCancelled else { return true }
          state.idleWaiters[ticket] = continuation
          return false
        }
        if isIdle { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.idleWaiters.removeValue(forKey: ticket) }?.resume()
    }
  }

  /// Hands the queue to the next waiter, or leaves it idle.
  func release() {
    var idle: [CheckedContinuation<Void, Never>] = []
    defer { for waiter in idle { waiter.resume() } }
    let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard !state.order.isEmpty else {
        state.isHeld = false
        idle = Array(state.idleWaiters.values)
        state.idleWaiters = [:]
        return nil
      }
      let ticket = state.order.removeFirst()
      if case .waiting(let continuation) = state.waiters.removeValue(forKey: ticket) {
        return continuation
      }
      // The next waiter has not suspended yet: it finds its turn when it does.
      state.waiters[ticket] = .grantedEarly
      return nil
    }
    next?.resume()
  }
}
