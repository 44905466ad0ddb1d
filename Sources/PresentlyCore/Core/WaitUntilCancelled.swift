import Synchronization

/// Suspends until the current task is cancelled, holding no thread and no timer (a loop
/// of long sleeps would start the runtime's timer thread and wake once an hour).
package func waitUntilCancelled() async {
  let waiter = CancellationWaiter()
  await withTaskCancellationHandler {
    await withCheckedContinuation { waiter.wait($0) }
  } onCancel: {
    waiter.cancel()
  }
}

/// The continuation of ``waitUntilCancelled()`` and whether the cancellation came first.
private final class CancellationWaiter: Sendable {
  private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, isCancelled: Bool)>((nil, false))

  func wait(_ continuation: CheckedContinuation<Void, Never>) {
    let resumesNow = state.withLock { state in
      if state.isCancelled { return true }
      state.continuation = continuation
      return false
    }
    if resumesNow { continuation.resume() }
  }

  func cancel() {
    let continuation = state.withLock { state in
      state.isCancelled = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
