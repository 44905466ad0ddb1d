import PresentlyCore
import Synchronization

/// Text made by a task, which the browser may wait for a little before drawing.
final class DetailLoad: Sendable {
  private struct State {
    var text: StyledText?
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var timers: [Int: Task<Void, Never>] = [:]
    var nextWaiter = 0
  }

  private let state = Mutex(State())

  /// The text, once made.
  var text: StyledText? { state.withLock { $0.text } }

  /// Stores the text and wakes whoever waits for it.
  func finish(_ text: StyledText) {
    let (waiters, timers) = state.withLock { state in
      state.text = text
      defer {
        state.waiters = [:]
        state.timers = [:]
      }
      return (Array(state.waiters.values), Array(state.timers.values))
    }
    for timer in timers { timer.cancel() }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns when the text is made or `duration` has passed, whichever comes first.
  func wait(upTo duration: Duration) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let id = state.withLock { state -> Int? in
        guard state.text == nil else { return nil }
        defer { state.nextWaiter += 1 }
        state.waiters[state.nextWaiter] = continuation
        return state.nextWaiter
      }
      guard let id else { return continuation.resume() }
      let timer = Task { [self] in
        try? await Task.sleep(for: duration)
        let waiter = state.withLock { state in
          state.timers[id] = nil
          return state.waiters.removeValue(forKey: id)
        }
        waiter?.resume()
      }
      let isLate = state.withLock { state in
        guard state.waiters[id] != nil else { return true }
        state.timers[id] = timer
        return false
      }
      if isLate { timer.cancel() }
    }
  }
}
