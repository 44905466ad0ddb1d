import MasterDetail
import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

/// The browser as the next pieces of Presently use it: `presently browse` over lines
/// arriving on standard input, and the demo's Messages app.
@Suite("Browser: usage")
struct BrowserUsageTests {
  /// Lines kept in one store, as `presently browse` keeps standard input; the list is a
  /// range of line numbers, so a growing list is never copied.
  final class LineStore: Sendable {
    private let lines = Mutex<[String]>([])
    let counts: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation

    init() {
      (counts, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    }

    func append(_ batch: [String]) {
      let count = lines.withLock { lines in
        lines += batch
        return lines.count
      }
      continuation.yield(count)
    }

    func text(of line: Int) -> String { lines.withLock { $0[line] } }
  }

  @Test("presently browse: lines arrive in batches, details load slowly, Enter returns the line, q nothing")
  func presentlyBrowse() async throws {
    let store = LineStore()
    let list = BrowserList<Int, Range<Int>>("stdin", elements: 0..<0, isSame: ==) { store.text(of: $0) }
      .updating(from: store.counts.map { 0..<$0 })
      .loadingDetail { line in
        try? await Task.sleep(for: .milliseconds(1))
        return StyledText("wc: \(store.text(of: line).count) characters")
      }
      .onActivate { _, line in .finish(line) }
    let terminal = ScriptedTerminal(answers: [.wait], size: Window.wide, outOfAnswers: .wait)
    let browser = Task { try await terminal.present(MasterDetailBrowser(list), style: .fullScreen) }
    _ = try await terminal.nextPrompt()
    for batch in 0..<10 { store.append((0..<1_000).map { "line \(batch * 1_000 + $0 + 1)" }) }
    try await waitUntil("every line") { terminal.header.hasSuffix("10000 items \u{00B7} page 1/589") }
    try await terminal.answer("line 4321", .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.markedRow == "> 4321  line 4321")
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} wc: 9 characters"))
    try await terminal.answer("")
    #expect(try await browser.value == 4_320)
    #expect(terminal.controls.first == .enterAlternateScreen && terminal.controls.last == .leaveAlternateScreen)

    let quitting = ScriptedTerminal(answers: ["q"], size: Window.narrow)
    #expect(try await quitting.present(MasterDetailBrowser(list)) == nil)
  }

  struct Message: Identifiable, Sendable {
    var id: Int
    var title: String
    var time: String
    var body: String
  }

  @Test("Messages: rows with the time on the right, compose selects the new message, delete moves on")
  func messages() async throws {
    let messages = LiveList([
      Message(id: 2, title: "Lunch?", time: "12:04", body: "Shall we?"),
      Message(id: 1, title: "Welcome", time: "09:00", body: "Hello there."),
    ])
    let nextID = Mutex(3)
    let compose = AnyPresentable<Message> { context in
      let title = try await context.terminal.readLine(LineRequest(prompt: "Title: "))
      let id = nextID.withLock { id in
        defer { id += 1 }
        return id
      }
      return Message(id: id, title: title, time: "12:30", body: "")
    }
    let confirm = AnyPresentable<Bool> { context in
      try await context.terminal.readLine(LineRequest(prompt: "Delete? ")) == "y"
    }
    let list = BrowserList<Void, [Message]>("Messages", elements: messages.current, itemTitle: \.title)
      .updating(from: messages.updates)
      .rows { message, width in
        StyledText(message.title).padded(toWidth: max(0, width - 6)) + " " + StyledText(message.time, style: .dim)
      }
      .detail { StyledText($0.body) }
      .command("c", help: "compose") { context, _ in
        let message = try await context.present(compose)
        messages.change { $0.insert(message, at: 0) }
        return .select(message)
      }
      .command("d", help: "delete") { context, message in
        guard let message else { return .message("Select a message first.") }
        guard try await context.present(confirm) else { return .stay }
        messages.change { $0.removeAll { $0.id == message.id } }
        return .message("Deleted.")
      }
    let terminal = ScriptedTerminal(answers: ["2", "c", "Tea", .wait], size: Window.wide, outOfAnswers: .wait)
    let browser = Task { try await terminal.present(MasterDetailBrowser(list)) }
    try await waitUntil("the new message, selected", within: BrowserCommandTests.patience) {
      terminal.markedRow?.hasPrefix(">1  Tea") == true
    }
    #expect(terminal.markedRow?.hasSuffix("12:30") == true, "the time on the right of the row")
    try await terminal.answer("d", "y", .wait)
    try await waitUntil("the survivor", within: BrowserCommandTests.patience) {
      terminal.markedRow?.hasPrefix(">1  Lunch?") == true
    }
    #expect(terminal.status == "Deleted.")
    try await terminal.answer("q")
    _ = try await browser.value
  }
}
