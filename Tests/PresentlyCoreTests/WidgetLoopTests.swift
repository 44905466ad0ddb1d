import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

/// The one loop every widget runs in, as its documentation states it: Escape, the text
/// kept across a key, the rule for a refused line, drawing in place or as a transcript,
/// a new size, and updates.
@Suite("The widget loop")
struct WidgetLoopTests {
  /// A counter: Down or `+` counts, Enter ends with the count, `?` is refused without
  /// its text, `fix` with it.
  struct Counter: Widget {
    typealias Result = Int
    var count = 0
    var sizes: [TerminalSize] = []

    func header(in frame: WidgetFrame) -> [StyledText] { ["Counter"] }

    func body(in frame: WidgetFrame) -> [StyledText] { ["count \(count)", "width \(frame.width)"] }

    func request(in frame: WidgetFrame) -> LineRequest? {
      var request = LineRequest(prompt: "> ")
      request.keyActions = [.next]
      return request
    }

    mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<Int> {
      switch event {
      case .key(.next, _), .line("+"):
        count += 1
        return .redraw(transcript: ["count \(count)"])
      case .line(""): return .finish(count)
      case .line("fix"): return .refuse("Fix it.", keepsText: true)
      case .line: return .refuse("Type + or press Enter.", keepsText: false)
      case .resized(let size):
        sizes.append(size)
        return .redraw()
      default: return .stay
      }
    }
  }

  @Test("Escape ends every widget as dismissed, whatever keys it takes")
  func escape() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.cancel)])
    await #expect(throws: PresentError.dismissed) { try await terminal.present(Counter()) }
    #expect(terminal.requests[0].keyActions == [.next, .cancel])
  }

  @Test("the text typed before a key is offered again at the next read")
  func textKeptAcrossKeys() async throws {
    let terminal = ScriptedTerminal(answers: [.typing("ab"), .key(.next), ""])
    #expect(try await terminal.present(Counter()) == 1)
    #expect(terminal.requests.map(\.initialText) == ["", "ab"])
  }

  @Test("a refused line comes back to be fixed, or the line starts empty, as the step says")
  func refusals() async throws {
    let terminal = ScriptedTerminal(answers: ["fix", "what", ""])
    #expect(try await terminal.present(Counter()) == 0)
    #expect(terminal.requests.map(\.initialText) == ["", "fix", ""])
    #expect(terminal.transcript.contains("> fix\nFix it.\n> what\nType + or press Enter.\n"))
  }

  @Test("with cursor control the body is drawn again in place, over the answers and messages below it")
  func inPlace() async throws {
    let terminal = ScriptedTerminal(answers: ["oops", "+", ""])
    _ = try await terminal.present(Counter())
    #expect(terminal.controls == [.erase(lines: 5)], "two body lines, then the answer, the message, the answer")
    #expect(lines(terminal.screen) == ["Counter", "count 1", "width 80", "> ", ""])
  }

  @Test("without cursor control only what changed is printed: a transcript, never the whole body again")
  func transcript() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), .key(.next), ""], allowsCursorControl: false)
    #expect(try await terminal.present(Counter()) == 2)
    #expect(terminal.controls.isEmpty)
    #expect(lines(terminal.screen) == ["Counter", "count 0", "width 80", "count 1", "count 2", "> ", ""])
  }

  @Test("a new size reaches the widget before it draws again, and the body is drawn for it")
  func resize() async throws {
    let terminal = ScriptedTerminal(answers: [.resize(columns: 60, rows: 20), "+", ""])
    _ = try await terminal.present(Counter())
    #expect(lines(terminal.screen).contains("width 60"))
  }

  /// A widget that reads nothing and counts its updates until they end.
  struct Tally: Widget {
    typealias Result = Int
    typealias Update = Int
    var total = 0

    func body(in frame: WidgetFrame) -> [StyledText] { ["total \(total)"] }
    func request(in frame: WidgetFrame) -> LineRequest? { nil }

    mutating func apply(_ event: WidgetEvent<Int>, in frame: WidgetFrame) -> WidgetStep<Int> {
      switch event {
      case .update(let value):
        total += value
        return .redraw()
      case .updatesEnded: return .finish(total)
      default: return .stay
      }
    }
  }

  @Test("a widget that reads nothing takes its updates until they end")
  func updates() async throws {
    let terminal = ScriptedTerminal()
    let total = try await Tally().run(on: terminal, updates: [1, 2, 3].async)
    #expect(total == 6)
    #expect(lines(terminal.screen) == ["total 6", ""])
  }

  /// A count shared between a source of updates and the widget that takes them.
  final class SharedCount: Sendable {
    let value = Mutex(0)
  }

  /// Numbers from 1 to `count`, each made when it is asked for, counting how many were.
  struct Counted: AsyncSequence, Sendable {
    let count: Int
    let asked: SharedCount

    func makeAsyncIterator() -> Iterator { Iterator(count: count, asked: asked) }

    struct Iterator: AsyncIteratorProtocol {
      let count: Int
      let asked: SharedCount

      mutating func next() async -> Int? {
        asked.value.withLock { asked in
          guard asked < count else { return nil }
          asked += 1
          return asked
        }
      }
    }
  }

  /// A widget that reads nothing and notes, at each update, how far the source had run
  /// ahead of it.
  struct Watcher: Widget {
    typealias Result = Int
    typealias Update = Int
    let asked: SharedCount
    let ahead: SharedCount

    func body(in frame: WidgetFrame) -> [StyledText] { [] }
    func request(in frame: WidgetFrame) -> LineRequest? { nil }

    mutating func apply(_ event: WidgetEvent<Int>, in frame: WidgetFrame) -> WidgetStep<Int> {
      switch event {
      case .update(let value):
        let made = asked.value.withLock { $0 }
        ahead.value.withLock { $0 = max($0, made - value) }
        return .stay
      case .updatesEnded: return .finish(0)
      default: return .stay
      }
    }
  }

  @Test("updates are taken one at a time: the next is asked for once the widget has applied the last")
  func updatesOneAtATime() async throws {
    let (asked, ahead) = (SharedCount(), SharedCount())
    _ = try await Watcher(asked: asked, ahead: ahead).run(
      on: ScriptedTerminal(), updates: Counted(count: 500, asked: asked))
    #expect(ahead.value.withLock { $0 } == 0, "the source ran ahead of the widget by \(ahead.value.withLock { $0 })")
  }

  @Test("a widget with nothing to read and no updates stays until its task is cancelled")
  func staysUntilDismissed() async throws {
    let terminal = ScriptedTerminal()
    let task = Task { try await Tally().run(on: terminal) }
    try await waitUntil("the total is drawn") { terminal.screen.contains("total 0") }
    task.cancel()
    await #expect(throws: PresentError.dismissed) { try await task.value }
  }
}

extension Array where Element: Sendable {
  /// The elements as an asynchronous sequence that ends after the last.
  fileprivate var async: AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
    for element in self { continuation.yield(element) }
    continuation.finish()
    return stream
  }
}

/// The lines of a transcript.
private func lines(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
