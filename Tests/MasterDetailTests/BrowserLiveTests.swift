import MasterDetail
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Synchronization
import Testing

/// Live lists and details that load: what arrives while the user is at the prompt.
@Suite("Browser: live updates")
struct BrowserLiveTests {
  /// Opens the browser on `list` and waits for its first prompt.
  func open(
    _ list: BrowserList<String, [Fruit]>, answers: [ScriptedAnswer] = [], size: TerminalSize = Window.wide
  ) async throws -> (ScriptedTerminal, Task<String?, any Error>) {
    let terminal = ScriptedTerminal(answers: answers + [.wait], size: size, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    _ = try await terminal.nextPrompt()
    return (terminal, task)
  }

  @Test("a live update while the user is at the prompt redraws above it and keeps the selection")
  func updateKeepsSelection() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let (terminal, task) = try await open(.fruits(fruits.current).updating(from: fruits.updates), answers: ["2"])
    #expect(terminal.markedRow == ">2  banana")
    fruits.change { $0.insert(contentsOf: Fruit.named("kiwi lime"), at: 0) }
    try await waitUntil("the new rows") { terminal.screen.contains("kiwi") }
    #expect(terminal.markedRow == ">4  banana")
    #expect(terminal.isWaitingForAnswer && terminal.requests.count == 2, "drawn above the same open prompt")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("expanded, when the selected element goes, the survivor is selected and shown")
  func removalExpanded() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let (terminal, task) = try await open(.fruits(fruits.current).updating(from: fruits.updates), answers: ["2"])
    fruits.change { $0.remove(at: 1) }
    try await waitUntil("the survivor") { terminal.markedRow == ">2  cherry" }
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} cherry"))
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("collapsed, when the element shown alone goes, the list comes back, a row highlighted, nothing selected")
  func removalCollapsed() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let (terminal, task) = try await open(
      .fruits(fruits.current).updating(from: fruits.updates), answers: ["2"], size: Window.narrow)
    #expect(terminal.header.hasPrefix("banana"))
    fruits.change { $0.remove(at: 1) }
    try await waitUntil("the list") { terminal.header.hasPrefix("Fruits") }
    #expect(terminal.markedRow == ">2  cherry", "the highlight on the row that took its place")
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("new content for the element shown is shown again, in both layouts", arguments: [Window.wide, Window.narrow])
  func newContent(size: TerminalSize) async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let (terminal, task) = try await open(
      .fruits(fruits.current).updating(from: fruits.updates), answers: ["2"], size: size)
    fruits.change { $0[1].version = 2 }
    try await waitUntil("version 2") { terminal.screen.contains("A banana is a fruit. (version 2)") }
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("a list that starts empty shows the placeholder, then selects its first element when it fills")
  func fillingAnEmptyList() async throws {
    let fruits = LiveList([Fruit]())
    let (terminal, task) = try await open(.fruits([]).updating(from: fruits.updates))
    #expect(terminal.screenLines[1].contains("Nothing here yet."))
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} Nothing selected."))
    fruits.change { $0 = Fruit.named("fig grape") }
    try await waitUntil("the first element") { terminal.markedRow == ">1  fig" }
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("the newest of several quick updates is the one shown")
  func coalescing() async throws {
    let fruits = LiveList(Fruit.named("apple"))
    let (terminal, task) = try await open(.fruits(fruits.current).updating(from: fruits.updates))
    for name in ["b", "c", "d", "e", "f"] { fruits.change { $0.append(Fruit(name: name, note: "")) } }
    try await waitUntil("all of them") { terminal.header.hasSuffix("6 items") }
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("a live update keeps the selected row on the page")
  func updateKeepsThePage() async throws {
    let fruits = LiveList(Fruit.all)
    let (terminal, task) = try await open(
      .fruits(fruits.current).updating(from: fruits.updates), answers: ["7"],
      size: TerminalSize(columns: 120, rows: 10))
    fruits.change { $0.insert(Fruit(name: "acerola", note: ""), at: 0) }
    try await waitUntil("the selection moved down") { terminal.markedRow == "> 8  clementine" }
    #expect(terminal.header.hasSuffix("page 2/4"))
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("a source that fails leaves the last list and says why")
  func failingSource() async throws {
    struct Gone: Error, CustomStringConvertible {
      var description: String { "the feed is gone" }
    }
    let (updates, feed) = AsyncThrowingStream.makeStream(of: [Fruit].self)
    let (terminal, task) = try await open(.fruits(Fruit.named("apple")).updating(from: updates))
    feed.yield(Fruit.named("apple banana"))
    feed.finish(throwing: Gone())
    try await waitUntil("the message") { terminal.status == "The list stopped updating: the feed is gone" }
    #expect(terminal.header.hasSuffix("2 items"))
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("the source is no longer read once the browser has ended")
  func sourceEndsWithTheBrowser() async throws {
    let reading = Mutex(false)
    let source = AsyncStream<[Fruit]> { continuation in
      reading.withLock { $0 = true }
      continuation.onTermination = { _ in reading.withLock { $0 = false } }
    }
    let terminal = ScriptedTerminal(answers: ["q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(.fruits().updating(from: source)))
    #expect(reading.withLock { $0 } == false)
  }

  // MARK: Details that load

  /// A gate a loading detail waits at, and a record of the loads that were cancelled.
  final class Gate: Sendable {
    let opened = Mutex(false)
    let cancelled = Recorder<String>()

    func pass(_ name: String) async {
      while !opened.withLock({ $0 }) {
        if Task.isCancelled {
          cancelled.record(name)
          return
        }
        try? await Task.sleep(for: .milliseconds(2))
      }
    }
  }

  static func slowBanana(_ gate: Gate) -> BrowserList<String, [Fruit]> {
    BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana cherry"))
      .loadingDetail(waitingUpTo: .seconds(2)) { fruit in
        if fruit.name == "banana" { await gate.pass("banana") }
        return "Loaded \(fruit.name)"
      }
  }

  @Test("a detail that loads quickly is drawn with the frame, without a Loading line")
  func quickLoad() async throws {
    let (terminal, task) = try await open(Self.slowBanana(Gate()), answers: ["3"])
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} Loaded cherry"))
    #expect(!terminal.transcript.contains("Loading"))
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("a slow detail shows Loading, keeps the prompt, and is drawn above it when it arrives")
  func slowLoad() async throws {
    let gate = Gate()
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana cherry"))
      .loadingDetail(waitingUpTo: .milliseconds(20)) { fruit in
        if fruit.name == "banana" { await gate.pass("banana") }
        return "Loaded \(fruit.name)"
      }
    let (terminal, task) = try await open(list, answers: ["2"])
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} Loading\u{2026}"))
    gate.opened.withLock { $0 = true }
    try await waitUntil("the detail") { terminal.screenLines[2].hasSuffix("\u{2502} Loaded banana") }
    #expect(terminal.requests.count == 2, "the same prompt stayed open")
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("moving on from a detail that is loading cancels its load")
  func staleLoadIsCancelled() async throws {
    let gate = Gate()
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana cherry"))
      .loadingDetail(waitingUpTo: .milliseconds(20)) { fruit in
        if fruit.name == "banana" { await gate.pass("banana") }
        return "Loaded \(fruit.name)"
      }
    let (terminal, task) = try await open(list, answers: ["2", "3"])
    try await waitUntil("the cancellation") { gate.cancelled.values == ["banana"] }
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} Loaded cherry"))
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("without a terminal, a live list that never ends still takes its answers, and ends with them")
  func noTerminalLiveSource() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let list = BrowserList<String, [Fruit]>.fruits(fruits.current).updating(from: fruits.updates)
    let quits = ScriptedTerminal(answers: ["q"], isInteractive: false)
    #expect(try await within(Bound.atOnce) { try await quits.present(MasterDetailBrowser(list)) } == .some(nil))
    let ends = ScriptedTerminal(answers: [.endOfInput], isInteractive: false, outOfAnswers: .endOfInput)
    await #expect(throws: PresentError.endOfInput, "the end of the input is an error, never a hang") {
      _ = try await within(Bound.atOnce) { try await ends.present(MasterDetailBrowser(list)) }
    }
  }

  /// The value of `work`, or, past `limit`, the work cancelled and a failure recorded.
  func within<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T? {
    let task = Task { try await work() }
    let watchdog = Task {
      try await Task.sleep(for: limit)
      task.cancel()
    }
    defer { watchdog.cancel() }
    let start = ContinuousClock.now
    do {
      return try await task.value
    } catch PresentError.dismissed where ContinuousClock.now - start >= limit {
      Issue.record("still running after \(limit): a hang")
      return nil
    }
  }
}
