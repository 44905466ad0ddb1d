import Synchronization

/// What a presentation owns for as long as it is presented: cleanups and tasks.
///
/// Ending it cancels the tasks, waits for them to finish, then runs the cleanups in
/// reverse order of registration, all exactly once. What is registered after the end
/// is ended at once.
final class PresentationLifetime: Sendable {
  private struct State {
    var cleanups: [@Sendable () -> Void] = []
    var tasks: [Task<Void, Never>] = []
    var hasEnded = false
  }

  private let state = Mutex(State())

  /// Whether ``end()`` has begun.
  var hasEnded: Bool { state.withLock { $0.hasEnded } }

  func addCleanup(_ cleanup: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state in
      if state.hasEnded { return true }
      state.cleanups.append(cleanup)
      return false
    }
    if runNow { cleanup() }
  }

  func run(_ work: @escaping @Sendable () async -> Void) {
    state.withLock { state in
      let task = Task { await work() }
      if state.hasEnded { task.cancel() }
      state.tasks.append(task)
    }
  }

  /// Ends everything the presentation owns; later calls wait for nothing.
  func end() async {
    let (tasks, cleanups) = state.withLock { state in
      state.hasEnded = true
      defer {
        state.tasks = []
        state.cleanups = []
      }
      return (state.tasks, state.cleanups)
    }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
    for cleanup in cleanups.reversed() { cleanup() }
    // Tasks started by the ones just ended, if any, are ended too.
    let late = state.withLock { state in
      defer { state.tasks = [] }
      return state.tasks
    }
    for task in late { await task.value }
  }
}
