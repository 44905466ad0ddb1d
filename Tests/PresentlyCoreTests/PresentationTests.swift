import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

/// The presentation core: results, endings, lifetimes, queueing and actions.
@Suite("Presenting")
struct PresentationTests {
  /// Asks one line and returns it.
  struct Ask: Presentable {
    var prompt: StyledText = "Name: "
    func materialize(_ context: PresentationContext) async throws -> String {
      try await context.terminal.readLine(LineRequest(prompt: prompt))
    }
  }

  struct Failure: Error, Equatable {}

  @Test("the presentable's result comes out of present")
  func resultDelivery() async throws {
    let terminal = ScriptedTerminal(answers: ["Ada"])
    let name = try await terminal.present(Ask())
    #expect(name == "Ada")
    #expect(terminal.transcript == "Name: Ada\n")
  }

  @Test("a presentable's own error comes out unchanged")
  func errorsPassThrough() async {
    let terminal = ScriptedTerminal()
    await #expect(throws: Failure()) {
      try await terminal.present(AnyPresentable<Int> { _ in throw Failure() })
    }
  }

  @Test("Ctrl-C and Ctrl-D come out as interrupted and end of input")
  func terminalEndings() async {
    await #expect(throws: PresentError.interrupted) {
      try await ScriptedTerminal(answers: [.interrupt]).present(Ask())
    }
    await #expect(throws: PresentError.endOfInput) {
      try await ScriptedTerminal(answers: [.endOfInput]).present(Ask())
    }
    await #expect(throws: PresentError.endOfInput, "a script that runs out is the end of input, when asked") {
      try await ScriptedTerminal(outOfAnswers: .endOfInput).present(Ask())
    }
  }

  @Test("cleanup runs exactly once, however the presentation ends", arguments: Ending.allCases)
  func cleanupRunsOnce(ending: Ending) async throws {
    let terminal = ScriptedTerminal(answers: ending.answers)
    let log = Log()
    let presentable = AnyPresentable<String> { context in
      context.onEnd { log.record("cleanup") }
      if ending == .error { throw Failure() }
      return try await context.terminal.readLine(LineRequest(prompt: "> "))
    }
    var presentation = Presentation(presentable)
    if ending == .timeout { presentation = presentation.timeout(after: .milliseconds(20)) }
    let task = Task { try await terminal.present(presentation) }
    if ending == .cancellation {
      _ = try await terminal.nextPrompt()
      task.cancel()
    }
    _ = await task.result
    #expect(log.entries == ["cleanup"])
  }

  enum Ending: CaseIterable, Sendable {
    case value, error, interrupt, endOfInput, cancellation, timeout
    var answers: [ScriptedAnswer] {
      switch self {
      case .value: ["x"]
      case .error: []
      case .interrupt: [.interrupt]
      case .endOfInput: [.endOfInput]
      case .cancellation, .timeout: [.wait]
      }
    }
  }

  @Test("cancelling the presenting task dismisses the presentation and its prompt")
  func cancellationDismisses() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let task = Task { try await terminal.present(Ask()) }
    _ = try await terminal.nextPrompt()
    task.cancel()
    await #expect(throws: PresentError.dismissed) { try await task.value }
    #expect(!terminal.isWaitingForAnswer)
  }

  @Test("presentations started together are presented one at a time, in order")
  func queueing() async throws {
    let terminal = ScriptedTerminal(outOfAnswers: .wait)
    let first = Task { try await terminal.present(Ask(prompt: "first: ")) }
    let firstPrompt = try await terminal.nextPrompt()
    #expect(firstPrompt.prompt.plain == "first: ")
    let second = Task { try await terminal.present(Ask(prompt: "second: ")) }
    let third = Task { try await terminal.present(Ask(prompt: "third: ")) }
    try await waitUntil("both queued") { terminal.presentationQueue.waitingCount == 2 }
    #expect(terminal.requests.count == 1, "the others wait for the first to end")
    terminal.type("1")
    #expect(try await first.value == "1")
    let secondPrompt = try await terminal.nextPrompt()
    terminal.type("2")
    let thirdPrompt = try await terminal.nextPrompt()
    terminal.type("3")
    #expect(try await second.value == "2")
    #expect(try await third.value == "3")
    #expect([secondPrompt, thirdPrompt].map(\.prompt.plain) == ["second: ", "third: "])
  }

  @Test("failOnBlock throws blocked at once when another presentation is on screen")
  func failOnBlock() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let first = Task { try await terminal.present(Ask()) }
    _ = try await terminal.nextPrompt()
    await #expect(throws: PresentError.blocked) {
      try await terminal.present(Ask(), options: .failOnBlock)
    }
    terminal.type("done")
    #expect(try await first.value == "done")
    terminal.type("free")
    #expect(try await terminal.present(Ask(), options: .failOnBlock) == "free", "free once the first ended")
  }

  @Test("a presentation cancelled while it waits its turn leaves the queue in order")
  func cancelledWhileQueued() async throws {
    let terminal = ScriptedTerminal(outOfAnswers: .wait)
    let first = Task { try await terminal.present(Ask(prompt: "first: ")) }
    _ = try await terminal.nextPrompt()
    let waiting = Task { try await terminal.present(Ask(prompt: "cancelled: ")) }
    let last = Task { try await terminal.present(Ask(prompt: "last: ")) }
    try await waitUntil("both queued") { terminal.presentationQueue.waitingCount == 2 }
    waiting.cancel()
    await #expect(throws: PresentError.dismissed) { try await waiting.value }
    terminal.type("1")
    _ = try await first.value
    #expect(try await terminal.nextPrompt().prompt.plain == "last: ")
    terminal.type("2")
    #expect(try await last.value == "2")
  }

  @Test(
    "actions run in order: configure, onPresent, the presentable, cleanup, onDismiss, then values and maps as attached")
  func actionOrder() async throws {
    let terminal = ScriptedTerminal(answers: ["21"])
    let log = Log()
    let presentable = AnyPresentable<String> { context in
      context.onEnd { log.record("cleanup") }
      log.record("materialize")
      return try await context.terminal.readLine(LineRequest(prompt: "n: "))
    }
    let presentation = Presentation(presentable, configure: { _ in log.record("configure") })
      .onPresent { log.record("onPresent") }
      .onDismiss { log.record("onDismiss") }
      .onValue { log.record("onValue \($0)") }
      .map { Int($0)! * 2 }
      .onValue { log.record("onValue \($0)") }
    let result = try await terminal.present(presentation)
    #expect(result == 42)
    #expect(
      log.entries == [
        "configure", "onPresent", "materialize", "cleanup", "onDismiss", "onValue 21", "onValue 42",
      ])
  }

  @Test("onDismiss runs on failure too, and value actions do not")
  func dismissOnFailure() async {
    let terminal = ScriptedTerminal(answers: [.interrupt])
    let log = Log()
    let presentation = Presentation(Ask())
      .onDismiss { log.record("onDismiss") }
      .onValue { _ in log.record("onValue") }
    await #expect(throws: PresentError.interrupted) { try await terminal.present(presentation) }
    #expect(log.entries == ["onDismiss"])
  }

  @Test("a timeout throws timed out, or delivers its fallback to the later actions")
  func timeouts() async throws {
    let terminal = ScriptedTerminal(answers: [.wait, .wait])
    await #expect(throws: PresentError.timedOut) {
      try await terminal.present(Ask(), timeout: .milliseconds(20))
    }
    let log = Log()
    let fallback = try await terminal.present(
      Presentation(Ask()).timeout(after: .milliseconds(20), orElse: { "anonymous" }).onValue { log.record($0) })
    #expect(fallback == "anonymous")
    #expect(log.entries == ["anonymous"])
    #expect(!terminal.isWaitingForAnswer, "the abandoned prompt is gone")
  }

  @Test("an answer before the timeout wins")
  func answerBeatsTimeout() async throws {
    let terminal = ScriptedTerminal(answers: ["quick"])
    #expect(try await terminal.present(Ask(), timeout: .seconds(30)) == "quick")
  }

  @Test("work started by a presentation does not outlive it")
  func noTaskSurvives() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let clock = ManualClock()
    let state = Log()
    let presentable = AnyPresentable<String> { context in
      context.run {
        state.record("started")
        try? await Task.sleep(for: .seconds(3600))  // until cancelled
        // Finishing takes a moment, which only the test can let pass (in a task of its
        // own, which the cancellation does not reach).
        await Task { try? await clock.sleep(for: .seconds(1)) }.value
        state.record("finished")
      }
      return try await context.terminal.readLine(LineRequest(prompt: "> "))
    }
    let task = Task { (try await terminal.present(presentable), state.entries) }
    _ = try await terminal.nextPrompt()
    try await waitUntil("the work started") { state.entries == ["started"] }
    terminal.type("ok")
    try await clock.waitForSleepers(1)
    #expect(state.entries == ["started"], "the work is finishing")
    clock.advance(by: .seconds(1))
    let (value, entriesWhenPresentReturned) = try await task.value
    #expect(value == "ok")
    #expect(entriesWhenPresentReturned == ["started", "finished"], "present returns only after the work has ended")
  }

  @Test("a timeout measured on an injected clock ends exactly when the clock passes it")
  func timeoutOnAManualClock() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let clock = ManualClock()
    let presentation = Presentation(Ask()).timeout(after: .seconds(10), clock: clock, orElse: { "fallback" })
    let task = Task { try await terminal.present(presentation) }
    _ = try await terminal.nextPrompt()
    try await clock.waitForSleepers(1)
    clock.advance(by: .seconds(9))
    #expect(terminal.isWaitingForAnswer, "9 seconds of 10: still asking")
    clock.advance(by: .seconds(1))
    #expect(try await task.value == "fallback")
  }

  @Test("a presentation can present others from its context, which queue above it")
  func nestedPresentations() async throws {
    let terminal = ScriptedTerminal(answers: ["inner", "outer"])
    let covered = Log()
    let outer = AnyPresentable<String> { context in
      let inner = try await context.present(
        AnyPresentable<String> { innerContext in
          covered.record("covered: \(context.isCovered)")
          return try await innerContext.terminal.readLine(LineRequest(prompt: "inner: "))
        })
      covered.record("covered: \(context.isCovered)")
      let line = try await context.terminal.readLine(LineRequest(prompt: "outer: "))
      return inner + "+" + line
    }
    #expect(try await terminal.present(outer) == "inner+outer")
    #expect(covered.entries == ["covered: true", "covered: false"])
  }

  @Test("styles wrap the presentation; full screen uses the alternate screen and leaves it")
  func fullScreenStyle() async throws {
    let terminal = ScriptedTerminal(answers: ["x"])
    _ = try await terminal.present(Ask(), style: .fullScreen)
    #expect(terminal.controls == [.enterAlternateScreen, .leaveAlternateScreen])
  }

  enum Shouting: PresentationTraitKey {
    static let defaultValue = false
  }

  @Test("custom styles pass traits to what they present")
  func customStyleWithTrait() async throws {
    let shouting = PresentationStyle(name: "shouting") { context, body in
      try await body(context.with(Shouting.self, true))
    }
    let greet = AnyPresentable<String> { context in
      context[trait: Shouting.self] ? "HELLO" : "hello"
    }
    let terminal = ScriptedTerminal()
    #expect(try await terminal.present(greet) == "hello")
    #expect(try await terminal.present(greet, style: shouting) == "HELLO")
  }
}

/// A thread-safe list of what happened, for asserting order.
final class Log: Sendable {
  private let storage = Mutex<[String]>([])
  func record(_ entry: String) { storage.withLock { $0.append(entry) } }
  var entries: [String] { storage.withLock { $0 } }
}
