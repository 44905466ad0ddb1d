import Synchronization

/// What ``PresentsAny``, ``PresentsOne`` and ``PresentsEach`` share: values presented by
/// key, each with the task its work runs in, changed one update at a time.
///
/// An update brings what is presented to what it is given, by key: a key that went is
/// dismissed (its task cancelled and awaited, then `dismiss` called with its newest
/// value), a key that came is presented (`present` starts in a new task), a key that
/// stays keeps its task and takes the newer value. Dismissals come first, so the work of
/// a replaced value has finished before the work of its successor starts. Updates are
/// applied in the order they are made, each once the one before it is done.
final class PresenceTracker<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Presented: Sendable {
    var value: Value
    let task: Task<Void, Never>
  }

  private struct State: Sendable {
    /// What is presented, in the order it was presented.
    var presented: [(key: Key, item: Presented)] = []
    /// The update being applied, which the next one waits for.
    var last: Task<Void, Never>?
    var hasEnded = false
  }

  private let present: @Sendable (Value) async -> Void
  private let dismiss: @Sendable (Value) async -> Void
  private let state = Mutex(State())

  init(present: @escaping @Sendable (Value) async -> Void, dismiss: @escaping @Sendable (Value) async -> Void) {
    self.present = present
    self.dismiss = dismiss
  }

  deinit {
    // Nothing outlives the tracker: what is still presented is cancelled.
    state.withLock { state in
      for entry in state.presented { entry.item.task.cancel() }
    }
  }

  /// Brings what is presented to `wanted`, by key, and returns once every dismissal is
  /// done and every presentation started. Does nothing once the tracker has ended.
  func update(to wanted: [(key: Key, value: Value)]) async {
    await serialized { tracker in await tracker.apply(wanted) }
  }

  /// Dismisses everything and ends the tracker: later updates do nothing.
  func end() async {
    await serialized { tracker in
      await tracker.apply([])
      tracker.state.withLock { $0.hasEnded = true }
    }
  }

  /// The values presented now, in the order they were presented.
  var values: [Value] { state.withLock { $0.presented.map(\.item.value) } }

  /// Runs `operation` after every update made before it, and returns when it is done,
  /// whether or not the calling task is cancelled meanwhile.
  private func serialized(_ operation: @escaping @Sendable (PresenceTracker) async -> Void) async {
    let mine = state.withLock { current -> Task<Void, Never> in
      let previous = current.last
      let task = Task { [self] in
        await previous?.value
        guard !state.withLock({ $0.hasEnded }) else { return }
        await operation(self)
      }
      current.last = task
      return task
    }
    await mine.value
  }

  private func apply(_ wanted: [(key: Key, value: Value)]) async {
    var newest: [Key: Value] = [:]
    for (key, value) in wanted { newest[key] = value }
    let leaving = state.withLock { state in
      state.presented.filter { newest[$0.key] == nil }.map(\.item)
    }
    // Dismiss what went, newest first: cancel, wait, then the domain's own cleanup.
    for item in leaving.reversed() { item.task.cancel() }
    for item in leaving.reversed() {
      await item.task.value
      await dismiss(item.value)
    }
    state.withLock { state in
      state.presented.removeAll { newest[$0.key] == nil }
      for index in state.presented.indices {
        if let value = newest[state.presented[index].key] { state.presented[index].item.value = value }
      }
      var presentedKeys = Set(state.presented.map(\.key))
      for (key, value) in wanted where presentedKeys.insert(key).inserted {
        let present = self.present
        state.presented.append((key, Presented(value: value, task: Task { await present(value) })))
      }
    }
  }
}
