import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

/// The one loop's machinery (`WidgetRunner`), as its documentation states it: sizes told
/// at once are not lost, edits come coalesced and only while their line is open, posted
/// work comes in order, and however the client ends, the open read is ended first.
@Suite("The widget runner")
struct WidgetRunnerTests {
  /// A client that reads one line after another and records every input; it ends with
  /// the first posted string that is `"end"`, or the first line that is.
  struct Recording: RunnerClient {
    typealias Posted = String
    var inputs: [String] = []
    var reads = 0

    mutating func prepare(isReading: Bool) -> RunnerRead {
      guard !isReading else { return .keep }
      reads += 1
      var request = LineRequest(prompt: "\(reads)> ")
      request.reportsEdits = true
      return .open(request)
    }

    mutating func take(_ input: RunnerInput<String>) async throws -> [String]? {
      switch input {
      case .answer(let answer):
        guard case .line(let line) = try answer.get() else { return nil }
        inputs.append("line \(line)")
        if line == "end" { return inputs }
      case .edited(let text): inputs.append("edited \(text)")
      case .size(let size): inputs.append("size \(size.columns)")
      case .posted(let text):
        inputs.append("posted \(text)")
        if text == "end" { return inputs }
      }
      return nil
    }
  }

  @Test("a terminal's default observeSizes is subscribed before it returns: a size told at once reaches the observer")
  func sizesToldAtOnce() async throws {
    let terminal = ScriptedTerminal(answers: [], size: TerminalSize(columns: 80, rows: 24))
    let seen = Mutex<[Int]>([])
    let stop = terminal.observeSizes { size in seen.withLock { $0.append(size.columns) } }
    defer { stop() }
    // No suspension between the two: a listener that subscribed in a task of its own,
    // later, would miss this size for good.
    terminal.resize(to: TerminalSize(columns: 60, rows: 24))
    try await waitUntil("the size told", within: .seconds(5)) { seen.withLock { $0 } == [60] }
  }

  @Test("a size told right after the runner starts is an input; posted work comes in order")
  func sizesAndPosts() async throws {
    let terminal = ScriptedTerminal(answers: [.wait], size: TerminalSize(columns: 80, rows: 24), outOfAnswers: .wait)
    let runner = WidgetRunner<String>(terminal: terminal)
    terminal.resize(to: TerminalSize(columns: 60, rows: 24))
    let post = runner.post
    let task = Task {
      var client = Recording()
      return try await runner.run(&client)
    }
    _ = try await terminal.nextPrompt()
    post("a")
    post("end")
    #expect(try await task.value == ["size 60", "posted a", "posted end"])
  }

  @Test("the open line's edits come as inputs, the latest last, before its line")
  func edits() async throws {
    let terminal = ScriptedTerminal(
      answers: [.typing("a"), .typing("ap"), .wait], size: TerminalSize(columns: 80, rows: 24), reportsEdits: true,
      outOfAnswers: .wait)
    let runner = WidgetRunner<String>(terminal: terminal)
    let task = Task {
      var client = Recording()
      return try await runner.run(&client)
    }
    _ = try await terminal.nextPrompt()
    terminal.type("end")
    let inputs = try await task.value
    #expect(inputs.contains("edited ap"))
    #expect(inputs.suffix(2) == ["edited end", "line end"], "\(inputs)")
  }

  @Test("a client that ends while its line is open: the read is ended before run returns, and the next finds none open")
  func endsTheOpenRead() async throws {
    let terminal = ScriptedTerminal(answers: [.wait, "next"], size: TerminalSize(columns: 80, rows: 24))
    let runner = WidgetRunner<String>(terminal: terminal)
    let post = runner.post
    let task = Task {
      var client = Recording()
      return try await runner.run(&client)
    }
    _ = try await terminal.nextPrompt()
    post("end")
    #expect(try await task.value == ["posted end"])
    #expect(!terminal.isWaitingForAnswer, "the read was ended")
    let next = try await terminal.readLine(LineRequest(prompt: "after> "))
    #expect(next == "next", "the next read takes the next answer")
  }
}
