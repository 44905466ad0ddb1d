import PresentationTesting
import PresentlyCore
import Testing

@testable import MasterDetail

/// The application's commands: what a handler receives, what it can answer, and
/// presentations it starts from the browser.
@Suite("Browser: application commands")
struct BrowserCommandTests {
  /// How long a wait for what a live list or a timer brings may take. Alone it takes
  /// milliseconds; started in the full suite's first seconds, when every test starts at
  /// once on a pool of two threads, it waited out 30 s in two CI runs of three, with
  /// nothing wrong but the queue in front of it.
  static let patience: Duration = .seconds(120)

  /// A child presentation that asks for a name, as the compose alert of an application would.
  static let askName = AnyPresentable<String> { context in
    try await context.terminal.readLine(LineRequest(prompt: "Name: "))
  }

  @Test("a command receives the selection and its message appears in the status line")
  func message() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("w", help: "weigh") { _, fruit in
      .message("\(fruit?.name ?? "nothing") weighs 100 g")
    }
    let terminal = ScriptedTerminal(answers: ["3", "w", "q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(list))
    #expect(terminal.status == "banana weighs 100 g")
  }

  @Test("collapsed, a command receives the highlighted row; nothing where the list has no rows")
  func nothingSelected() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("w", help: "weigh") { _, fruit in
      .message("\(fruit?.name ?? "nothing") selected")
    }
    let terminal = ScriptedTerminal(answers: [.key(.next), "w", "q"], size: Window.narrow)
    _ = try await terminal.present(MasterDetailBrowser(list))
    #expect(terminal.status == "apricot selected")
    let empty = BrowserList<String, [Fruit]>.fruits([]).command("w", help: "weigh") { _, fruit in
      .message("\(fruit?.name ?? "nothing") selected")
    }
    let none = ScriptedTerminal(answers: ["w", "q"], size: Window.narrow)
    _ = try await none.present(MasterDetailBrowser(empty))
    #expect(none.status == "nothing selected")
  }

  @Test("a command can finish the browser with a value, or quit it")
  func finishAndQuit() async throws {
    let list = BrowserList<String, [Fruit]>.fruits()
      .command("take", help: "take it") { _, fruit in .finish("took \(fruit?.name ?? "")") }
      .command("leave", help: "leave") { _, _ in .quit }
    let taking = ScriptedTerminal(answers: ["2", "take"], size: Window.wide)
    #expect(try await taking.present(MasterDetailBrowser(list)) == "took apricot")
    let leaving = ScriptedTerminal(answers: ["leave"], size: Window.wide)
    #expect(try await leaving.present(MasterDetailBrowser(list)) == nil)
  }

  @Test("an element added by a command is selected as soon as the live list shows it")
  func composedElementIsSelected() async throws {
    let fruits = LiveList(Fruit.named("apple banana"))
    let list = BrowserList<String, [Fruit]>.fruits(fruits.current).updating(from: fruits.updates)
      .command("c", help: "compose") { context, _ in
        let name = try await context.present(Self.askName)
        fruits.change { $0.insert(Fruit(name: name, note: "New."), at: 0) }
        return .select { $0.name == name }
      }
    let terminal = ScriptedTerminal(answers: ["2", "c", "kiwi", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    try await waitUntil("kiwi selected", within: Self.patience) { terminal.markedRow == ">1  kiwi" }
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} kiwi"))
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("nothing is drawn while a presentation started by a command covers the browser; it redraws after")
  func coveredWhileChildIsShown() async throws {
    let fruits = LiveList(Fruit.named("apple banana"))
    let list = BrowserList<String, [Fruit]>.fruits(fruits.current).updating(from: fruits.updates)
      .command("c", help: "compose") { context, _ in
        _ = try await context.present(Self.askName)
        return .stay
      }
    let terminal = ScriptedTerminal(answers: ["c", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    let request = try await terminal.nextPrompt()
    #expect(request.prompt.plain == "Name: ")
    let drawn = terminal.transcript
    fruits.change { $0.append(Fruit(name: "cherry", note: "")) }
    try await terminal.answer("fig", .wait)
    try await waitUntil("the redraw with the update", within: Self.patience) { terminal.screen.contains("cherry") }
    let after = terminal.transcript.dropFirst(drawn.count)
    #expect(after.hasPrefix("Name: fig\n"), "nothing drawn over the child's prompt: \(after.prefix(80))")
    try await terminal.answer("q")
    _ = try await task.value
  }

  /// Children that end without a value: by Ctrl-C at their prompt, or dismissed.
  static let endedChildren: [(name: String, child: AnyPresentable<String>, answers: [ScriptedAnswer])] = [
    ("Ctrl-C", askName, ["c", .interrupt, "q"]),
    ("dismissed", AnyPresentable<String> { _ in throw PresentError.dismissed }, ["c", "q"]),
  ]

  @Test(
    "Ctrl-C or a dismissal in a child presentation comes back to the browser with a message",
    arguments: endedChildren.map(\.name))
  func childEndsWithoutValue(name: String) async throws {
    let ended = try #require(Self.endedChildren.first { $0.name == name })
    let child = ended.child
    let list = BrowserList<String, [Fruit]>.fruits().command("c", help: "compose") { context, _ in
      .message("composed \(try await context.present(child))")
    }
    let terminal = ScriptedTerminal(answers: ended.answers, size: Window.wide)
    #expect(try await terminal.present(MasterDetailBrowser(list)) == nil)
    #expect(terminal.status == "Cancelled.")
  }

  @Test("a child presentation that times out comes back with a message")
  func childTimesOut() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("c", help: "compose") { context, _ in
      .message("composed \(try await context.present(Self.askName, timeout: .milliseconds(10)))")
    }
    let terminal = ScriptedTerminal(answers: ["c", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    try await waitUntil("the message", within: Self.patience) { terminal.status == "Timed out." }
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("the end of input in a child presentation ends the browser")
  func childEndOfInput() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("c", help: "compose") { context, _ in
      .message("composed \(try await context.present(Self.askName))")
    }
    let terminal = ScriptedTerminal(answers: ["c", .endOfInput], size: Window.wide, outOfAnswers: .endOfInput)
    await #expect(throws: PresentError.endOfInput) { try await terminal.present(MasterDetailBrowser(list)) }
  }

  @Test("an error of the application's handler ends the browser with that error")
  func handlerError() async throws {
    struct DiskFull: Error, Equatable {}
    let list = BrowserList<String, [Fruit]>.fruits().command("d", help: "delete") { _, _ in throw DiskFull() }
    let terminal = ScriptedTerminal(answers: ["d"], size: Window.wide)
    await #expect(throws: DiskFull()) { try await terminal.present(MasterDetailBrowser(list)) }
  }

  @Test("deleting the selected element moves the selection to its survivor")
  func deleteSelected() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let list = BrowserList<String, [Fruit]>.fruits(fruits.current).updating(from: fruits.updates)
      .command("d", help: "delete") { _, fruit in
        fruits.change { $0.removeAll { $0.name == fruit?.name } }
        return .message("Deleted.")
      }
    let terminal = ScriptedTerminal(answers: ["2", "d", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    try await waitUntil("the survivor", within: Self.patience) { terminal.markedRow == ">2  cherry" }
    #expect(terminal.status == "Deleted.")
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("multi-letter command keys are offered by Tab")
  func commandCompletion() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("compose", help: "compose") { _, _ in .stay }
    let terminal = ScriptedTerminal(answers: ["q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(list))
    #expect(terminal.requests.last?.completion?.candidates("co") == ["compose"])
  }
}

/// A command whose key the browser takes for itself would never run: `command(_:)`
/// stops the program where its author sees it (a precondition on this check).
@Suite("Browser: command keys the browser keeps")
struct BrowserReservedKeyTests {
  @Test("b, q, ?, a number or /text is the browser's; c, compose and c2 can be commands")
  func commandKeys() {
    for key in ["b", "q", "?", "n", "+", "12", "/x", ""] { #expect(!BrowserInput.isCommandKey(key), "\(key)") }
    for key in ["c", "compose", "c2", "d"] { #expect(BrowserInput.isCommandKey(key), "\(key)") }
  }

  @Test("a command on c is taken and runs")
  func commandRuns() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("c", help: "compose") { _, _ in .message("taken") }
    let terminal = ScriptedTerminal(answers: ["c", "q"], size: Window.wide)
    #expect(try await terminal.present(MasterDetailBrowser(list)) == nil)
    #expect(terminal.transcript.contains("taken"))
  }
}
