import Synchronization

/// A clock that moves only when a test moves it: timeouts and waits measured on it end
/// exactly when the test says, however slow the machine.
///
/// ```swift
/// let clock = ManualClock()
/// let asking = Task {
///   try await terminal.present(Presentation(question).timeout(after: .seconds(10), clock: clock))
/// }
/// try await clock.waitForSleepers(1)   // the timeout is counting
/// clock.advance(by: .seconds(10))      // and now it has expired
/// await #expect(throws: PresentError.timedOut) { try await asking.value }
/// ```
///
/// Sleepers wake in the order of their deadlines when ``advance(by:)`` passes them; a
/// cancelled sleeper throws `CancellationError` at once, as `Task.sleep` does.
public final class ManualClock: Clock, Sendable {
  /// A moment on the clock: how long it has been moved since it was made.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// The time since the clock was made.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `left` comes before `right`.
    public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }

    /// `5s`, for failures.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    /// Sleepers cancelled before they registered.
    var cancelledEarly: Set<Int> = []
    var lastID = 0
  }

  private let state = Mutex(State())

  /// Creates a clock at its start.
  public init() {}

  /// The time on the clock.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock takes: none, it moves exactly as told.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Sleeps until the clock has been moved to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return Sleeper?.none
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    state.withLock { _ = $0.cancelledEarly.remove(id) }
  }

  /// Moves the clock forward, waking every sleeper whose deadline it reaches, earliest
  /// first.
  public func advance(by duration: Duration) {
    let woken = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.value.deadline <= now }
      for id in due.keys { state.sleepers[id] = nil }
      return due.values.sorted { $0.deadline < $1.deadline }
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  /// Waits until at least `count` tasks sleep on the clock, so that moving it then
  /// reaches them; gives up after `limit` of real time.
  ///
  /// - Throws: ``NoSleepers`` when they did not come within `limit`.
  public func waitForSleepers(_ count: Int, within limit: Duration = .seconds(30)) async throws(NoSleepers) {
    let deadline = ContinuousClock.now + limit
    while sleeperCount < count {
      guard ContinuousClock.now < deadline, !Task.isCancelled else {
        throw NoSleepers(expected: count, found: sleeperCount)
      }
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// The error of a wait for sleepers that did not come.
  public struct NoSleepers: Error, CustomStringConvertible {
    /// How many were waited for.
    public let expected: Int
    /// How many there were at the end.
    public let found: Int

    /// What was expected and what was found, for a failure message.
    public var description: String { "expected \(expected) sleepers on the manual clock, found \(found)" }
  }
}
