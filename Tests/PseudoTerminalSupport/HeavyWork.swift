import Synchronization

/// Tests that keep a thread of the concurrency pool busy for seconds, taken one at a time.
///
/// Swift Testing starts every test at once, and on two cores the pool has two threads.
/// When fuzzing shards and megabyte strings held both, every test that waits on time
/// (a prompt within 30 s, a timeout that must fire) stood still behind them, and its
/// bound ran out on a machine that was merely busy. Work run through ``run(_:)`` holds
/// at most one of the pool's threads; the other is left to the tests that wait.
///
/// ```swift
/// @Test func fuzz() async throws {
///   try await HeavyWork.run { for seed in seeds { ... } }
/// }
/// ```
public enum HeavyWork {
  private static let gate = Gate()

  /// Runs `body` once no other heavy work is running.
  public static func run<Value>(_ body: () async throws -> Value) async rethrows -> Value {
    await gate.enter()
    defer { gate.leave() }
    return try await body()
  }

  /// One permit, handed to waiters in the order they came.
  private final class Gate: Sendable {
    private struct State {
      var isFree = true
      var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    func enter() async {
      await withCheckedContinuation { continuation in
        let entersNow = state.withLock { state in
          if state.isFree {
            state.isFree = false
            return true
          }
          state.waiting.append(continuation)
          return false
        }
        if entersNow { continuation.resume() }
      }
    }

    func leave() {
      let next = state.withLock { state in
        if state.waiting.isEmpty {
          state.isFree = true
          return CheckedContinuation<Void, Never>?.none
        }
        return state.waiting.removeFirst()
      }
      next?.resume()
    }
  }
}
