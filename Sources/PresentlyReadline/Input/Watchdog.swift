import PresentlySystem
import Synchronization

/// Notices readline stuck in a loop of its own, and ends the line instead of hanging.
///
/// Readline runs on the input thread between our callbacks (keys, drawing, completion).
/// A call into it returns in microseconds; one that has not called back or returned for
/// ``limit`` is stuck in a loop that no key, signal or cancellation can reach (vi-mode
/// word motions have had such loops). The watchdog then restores the terminal, ends the
/// open line with `PresentError.endOfInput` and marks the terminal as lost, so that the
/// program ends in a documented way; the stuck thread is left to itself.
enum Watchdog {
  /// How long readline may run without returning or calling back.
  static let limit: Duration = .seconds(3)

  /// When the input thread last went into readline, in monotonic nanoseconds; 0 while it
  /// is in our own code.
  private static let enteredAt = Atomic<Int64>(0)
  /// Whether the input thread is inside a call the watchdog watches (input thread only).
  nonisolated(unsafe) private static var isWatching = false
  nonisolated(unsafe) private static var pauses = 0
  /// What to do when readline is stuck, once ``start(_:)`` armed the watchdog and until
  /// its thread starts (input thread only).
  nonisolated(unsafe) private static var armed: (@Sendable () -> Void)?

  /// Starts watching a call into readline; the first one starts the watching thread.
  static func begin() {
    if let stuck = armed {
      armed = nil
      startThread(stuck)
    }
    isWatching = true
    pauses = 0
    enteredAt.store(MonotonicClock.nanoseconds, ordering: .relaxed)
  }

  /// Stops watching: the call returned.
  static func end() {
    isWatching = false
    enteredAt.store(0, ordering: .relaxed)
  }

  /// Readline called back into our code: not readline's time.
  static func pause() {
    guard isWatching else { return }
    pauses += 1
    enteredAt.store(0, ordering: .relaxed)
  }

  /// Our callback returns into readline.
  static func resume() {
    guard isWatching else { return }
    pauses -= 1
    if pauses == 0 { enteredAt.store(MonotonicClock.nanoseconds, ordering: .relaxed) }
  }

  /// Arms the watchdog: it will call `stuck` once if readline ever is. Its thread starts
  /// with the first key readline handles, not before the first prompt is drawn, which
  /// it would delay; readline only runs keys under watch.
  static func start(_ stuck: @escaping @Sendable () -> Void) {
    armed = stuck
  }

  /// Starts the thread that watches.
  private static func startThread(_ stuck: @escaping @Sendable () -> Void) {
    let limitNanoseconds = limit.components.seconds * 1_000_000_000
    Threads.start("the readline watchdog") {
      while true {
        MonotonicClock.sleep(for: .milliseconds(250))
        let since = enteredAt.load(ordering: .relaxed)
        if since != 0, MonotonicClock.nanoseconds - since > limitNanoseconds {
          stuck()
          return
        }
      }
    }
  }
}
