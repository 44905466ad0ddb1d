import PresentationTesting
import PresentlyCore
import Testing

@testable import Alerts

/// A spinner: the step as a function (ticks, lines said, a new title, the end), then
/// runs on the scripted terminal, on a clock the test moves.
@Suite("Spinner")
struct SpinnerTests {
  static let inPlace = WidgetFrame(size: TerminalSize(columns: 40, rows: 10))
  static let dumb = WidgetFrame(size: TerminalSize(columns: 40, rows: 10), allowsCursorControl: false)
  static let ascii = WidgetFrame(size: TerminalSize(columns: 40, rows: 10), allowsUnicode: false)

  static func widget(_ title: String = "Building") -> SpinnerWidget {
    SpinnerWidget(title: title, style: .dot, showsElapsedTime: true)
  }

  @Test("each tick turns the frame and counts the time, drawn again in place")
  func ticks() {
    var spinner = Self.widget()
    #expect(spinner.body(in: Self.inPlace).map(\.plain) == ["⠋ Building  0s"])
    guard case .redraw = spinner.apply(.update(.tick(.milliseconds(1_100))), in: Self.inPlace) else {
      Issue.record("a tick draws again")
      return
    }
    #expect(spinner.body(in: Self.inPlace).map(\.plain) == ["⠙ Building  1s"])
    _ = spinner.apply(.update(.tick(.seconds(65))), in: Self.inPlace)
    #expect(spinner.body(in: Self.inPlace).map(\.plain) == ["⠹ Building  1m 05s"])
  }

  @Test("where the terminal is not UTF-8 the frames are ASCII")
  func asciiFrames() {
    var spinner = Self.widget()
    #expect(spinner.body(in: Self.ascii).map(\.plain) == ["| Building  0s"])
    _ = spinner.apply(.update(.tick(.milliseconds(100))), in: Self.ascii)
    #expect(spinner.body(in: Self.ascii).map(\.plain) == ["/ Building  0s"])
  }

  @Test("a long title is cut to the window, a title's line breaks and escapes are made harmless")
  func untrustedTitle() {
    let spinner = Self.widget("Fetching \u{1B}]52;c;aGk=\u{07}" + String(repeating: "x", count: 80) + "\nnext")
    let line = spinner.body(in: Self.inPlace)[0].plain
    #expect(DisplayWidth.of(line) <= 39)
    #expect(!line.contains("\u{1B}") && !line.contains("\n"))
  }

  @Test("under TERM=dumb nothing turns: ticks print nothing, the end prints how long it took")
  func transcript() {
    var spinner = Self.widget()
    #expect(spinner.body(in: Self.dumb).map(\.plain) == ["Building…"])
    guard case .stay = spinner.apply(.update(.tick(.seconds(1))), in: Self.dumb) else {
      Issue.record("a tick prints nothing")
      return
    }
    guard case .redraw(let transcript?) = spinner.apply(.update(.ended(.milliseconds(3_250))), in: Self.dumb) else {
      Issue.record("the end says how long it took")
      return
    }
    #expect(transcript.map(\.plain) == ["Building: finished after 3.2s"])
  }

  @Test("what the operation says goes above the spinner for good, on one line each")
  func said() {
    var spinner = Self.widget()
    guard case .log(let lines) = spinner.apply(.update(.say(["fetched a\nb"])), in: Self.inPlace) else {
      Issue.record("a line said is logged")
      return
    }
    #expect(lines.map(\.plain) == ["fetched a␤b"])
    _ = spinner.apply(.update(.ended(.seconds(1))), in: Self.inPlace)
    #expect(spinner.body(in: Self.inPlace).isEmpty, "the spinner goes at the end")
    guard case .finish = spinner.apply(.updatesEnded, in: Self.inPlace) else {
      Issue.record("the end of the updates ends the widget")
      return
    }
  }

  @Test("on the terminal: the spinner turns on the clock's ticks, lines stay above it, and the value comes back")
  func presented() async throws {
    let clock = ManualClock()
    let terminal = ScriptedTerminal(size: TerminalSize(columns: 40, rows: 10))
    let (go, release) = AsyncStream.makeStream(of: Void.self)
    let spinner = Spinner("Counting") { status in
      status.say("one")
      for await _ in go { break }
      return 42
    }
    .timed(on: clock)
    let running = Task { try await terminal.present(spinner) }
    try await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))
    try await clock.waitForSleepers(1)
    try await waitUntil("the spinner turned") { terminal.screen.contains("⠙ Counting") }
    #expect(lines(terminal.screen).first == "one", "the line said stays above")
    release.yield()
    #expect(try await running.value == 42)
    #expect(lines(terminal.screen) == ["one", ""], "the spinner is gone at the end")
  }

  @Test("the operation's error is thrown; without cursor control the transcript is the title and the time")
  func failing() async throws {
    struct Broken: Error {}
    let terminal = ScriptedTerminal(allowsCursorControl: false)
    await #expect(throws: Broken.self) {
      try await terminal.spin("Linking") { _ in throw Broken() }
    }
    let transcript = lines(terminal.transcript)
    #expect(transcript.first == "Linking…")
    let ending = try #require(transcript.dropFirst().first)
    #expect(ending.hasPrefix("Linking: finished after ") && ending.hasSuffix("s"), "\(ending)")
  }

  @Test("cancelling the presentation cancels the operation and dismisses")
  func cancelled() async throws {
    let terminal = ScriptedTerminal()
    let (started, begin) = AsyncStream.makeStream(of: Void.self)
    let running = Task {
      try await terminal.spin("Waiting") { _ in
        begin.yield()
        try await Task.sleep(for: .seconds(600))
        return 1
      }
    }
    for await _ in started { break }
    running.cancel()
    await #expect(throws: (any Error).self) { try await running.value }
  }
}
