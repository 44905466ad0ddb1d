import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

/// ComposablePresents' lifecycle: work that begins when state appears (or changes
/// identity, or an element is added) and is cancelled, awaited and dismissed when it goes.
@Suite("Presence")
struct PresenceTests {
  /// An identifiable value with a version, to tell a newer value of the same identity.
  struct Item: Identifiable, Sendable, Equatable {
    var id: String
    var version = 0
  }

  /// What the work and the cleanups did, in order.
  final class Log: Sendable {
    private let events = Mutex<[String]>([])
    func add(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
  }

  /// Work that records when it starts and when its cancellation is seen, and finishes then.
  static func work(_ log: Log) -> @Sendable (Item) async -> Void {
    { item in
      log.add("present \(item.id)")
      while !Task.isCancelled { await Task.yield() }
      log.add("cancelled \(item.id)")
    }
  }

  /// Waits, by yielding, until `log` holds `event`; fails after many tries.
  static func eventually(_ log: Log, has event: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<100_000 where !log.all.contains(event) { await Task.yield() }
    #expect(log.all.contains(event), "waiting for \(event): \(log.all)", sourceLocation: sourceLocation)
  }

  @Test("PresentsOne: present, keep for the same id, dismiss then present for another id, dismiss for nil")
  func presentsOneOrder() async {
    let log = Log()
    let tracker = PresentsOne<Item>(present: Self.work(log), dismiss: { log.add("dismiss \($0.id) v\($0.version)") })
    await tracker.update(Item(id: "a"))
    await Self.eventually(log, has: "present a")
    await tracker.update(Item(id: "a", version: 1))
    #expect(tracker.value == Item(id: "a", version: 1), "the same id keeps running with the newer value")
    await tracker.update(Item(id: "b"))
    await Self.eventually(log, has: "present b")
    await tracker.update(nil)
    #expect(log.all == ["present a", "cancelled a", "dismiss a v1", "present b", "cancelled b", "dismiss b v0"])
    #expect(tracker.value == nil)
  }

  @Test("a new identity starts only once the old work, slow to stop, has finished and been dismissed")
  func slowCancellation() async {
    let log = Log()
    let gate = Gate()
    let tracker = PresentsOne<Item>(
      present: { item in
        log.add("present \(item.id)")
        guard item.id == "old" else { return }
        await gate.wait()  // ignores cancellation until the gate opens
        log.add("old finished")
      },
      dismiss: { log.add("dismiss \($0.id)") })
    await tracker.update(Item(id: "old"))
    await Self.eventually(log, has: "present old")
    let replacing = Task { await tracker.update(Item(id: "new")) }
    for _ in 0..<1000 { await Task.yield() }
    #expect(!log.all.contains("present new"), "the new work waits for the old")
    gate.open()
    await replacing.value
    await Self.eventually(log, has: "present new")
    #expect(log.all == ["present old", "old finished", "dismiss old", "present new"])
  }

  @Test("PresentsAny: non-nil to non-nil is no change, and keeps the newer value")
  func presentsAny() async {
    let log = Log()
    let tracker = PresentsAny<Item>(present: Self.work(log), dismiss: { log.add("dismiss \($0.id)") })
    await tracker.update(Item(id: "a"))
    await tracker.update(Item(id: "b"))
    await Self.eventually(log, has: "present a")
    #expect(tracker.value?.id == "b")
    await tracker.update(nil)
    #expect(log.all == ["present a", "cancelled a", "dismiss b"])
  }

  @Test(
    "PresentsEach: insertions present, removals dismiss, reorders change nothing",
    arguments: [
      (["a", "b"], ["b", "a"], [String](), [String]()),
      (["a", "b"], ["a", "b", "c"], ["c"], []),
      (["a", "b", "c"], ["c", "a"], [], ["b"]),
      (["a"], ["b"], ["b"], ["a"]),
      (["a", "b"], [], [], ["b", "a"]),
    ])
  func presentsEach(before: [String], after: [String], presented: [String], dismissed: [String]) async {
    let log = Log()
    let tracker = PresentsEach<Item>(present: Self.work(log), dismiss: { log.add("dismiss \($0.id)") })
    await tracker.update(before.map { Item(id: $0) })
    for id in before { await Self.eventually(log, has: "present \(id)") }
    let start = log.all.count
    await tracker.update(after.map { Item(id: $0) })
    for id in presented { await Self.eventually(log, has: "present \(id)") }
    let events = Array(log.all.dropFirst(start))
    #expect(events.filter { $0.hasPrefix("present") } == presented.map { "present \($0)" })
    #expect(events.filter { $0.hasPrefix("dismiss") } == dismissed.map { "dismiss \($0)" })
    #expect(Set(tracker.values.map(\.id)) == Set(after))
  }

  @Test("end() dismisses everything and leaves no task running; later updates do nothing")
  func endStopsEverything() async {
    let running = Atomic<Int>(0)
    let tracker = PresentsEach<Item>(present: { _ in
      running.add(1, ordering: .relaxed)
      while !Task.isCancelled { await Task.yield() }
      running.subtract(1, ordering: .relaxed)
    })
    await tracker.update([Item(id: "a"), Item(id: "b"), Item(id: "c")])
    for _ in 0..<100_000 where running.load(ordering: .relaxed) < 3 { await Task.yield() }
    #expect(running.load(ordering: .relaxed) == 3)
    await tracker.end()
    #expect(running.load(ordering: .relaxed) == 0, "every task has finished when end() returns")
    await tracker.update([Item(id: "d")])
    #expect(tracker.values.isEmpty)
  }

  @Test("made from a presentation's context, a tracker ends when the presentation does")
  func endsWithThePresentation() async throws {
    let log = Log()
    let terminal = ScriptedTerminal(answers: ["done"])
    let presentable = AnyPresentable<String> { context in
      let tracker = PresentsOne<Item>(in: context, present: Self.work(log), dismiss: { log.add("dismiss \($0.id)") })
      await tracker.update(Item(id: "a"))
      await Self.eventually(log, has: "present a")
      return try await context.terminal.readLine(LineRequest(prompt: "? "))
    }
    #expect(try await terminal.present(presentable) == "done")
    #expect(log.all == ["present a", "cancelled a", "dismiss a"], "ended before present returned")
  }
}

/// Something tasks wait on until it is opened.
final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
