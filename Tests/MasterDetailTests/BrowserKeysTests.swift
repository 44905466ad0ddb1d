import MasterDetail
import PresentationTesting
import PresentlyCore
import Testing

/// The browser's keys on the fake terminal: the arrows move the selection and the detail
/// follows, Page Up and Down page, Right and Enter open, Left and Escape go back.
@Suite("Browser: keys")
struct BrowserKeysTests {
  static let lines = BrowserList<Int, Range<Int>>("Lines", elements: 1..<51, isSame: ==) { "\($0)" }
    .detail { StyledText("line \($0)") }
    .onActivate { _, line in .finish(line) }

  @Test("Down three times selects row 4, its detail shown at once; Enter takes it")
  func downAndEnter() async throws {
    let terminal = ScriptedTerminal(
      answers: [.key(.next), .key(.next), .key(.next), .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(Self.lines)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.markedRow == "> 4  4")
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} line 4"))
    try await terminal.answer("")
    #expect(try await task.value == 4)
  }

  @Test("Page Down pages the list and the selection with it; Home and End go to the ends")
  func pages() async throws {
    let terminal = ScriptedTerminal(
      answers: [.key(.nextPage), .wait], size: TerminalSize(columns: 120, rows: 10), outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(Self.lines)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasSuffix("page 2/8"))
    #expect(terminal.markedRow == "> 8  8")
    try await terminal.answer(.key(.last), .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.markedRow == ">50  50")
    try await terminal.answer(.key(.first), "")
    #expect(try await task.value == 1)
  }

  @Test("Right opens what Enter opens but never finishes the browser; Escape on the first screen quits as q does")
  func rightAndEscape() async throws {
    let opening = ScriptedTerminal(answers: [.key(.next), .key(.open), ""], size: Window.wide)
    #expect(try await opening.present(MasterDetailBrowser(Self.lines)) == 2, "Right did not end it; Enter did")
    #expect(opening.screen.contains("Right only opens: Enter takes this row."))
    let leaving = ScriptedTerminal(answers: [.key(.cancel)], size: Window.wide)
    #expect(try await leaving.present(MasterDetailBrowser(Self.lines)) == nil)
  }

  @Test("collapsed: Down moves the highlight, Right opens its row alone, Left goes back to the list, Escape quits")
  func collapsed() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), .wait], size: Window.narrow, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(Self.lines)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Lines"))
    #expect(terminal.markedRow?.hasSuffix("2") == true, "the second row highlighted")
    try await terminal.answer(.key(.open), .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("2"))
    try await terminal.answer(.key(.back), .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Lines"))
    try await terminal.answer(.key(.cancel))
    #expect(try await task.value == nil)
  }

  @Test("the text typed before a key stays in the line")
  func typedTextStays() async throws {
    let terminal = ScriptedTerminal(answers: [.typing("/4"), .key(.next), .keep, "q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(Self.lines))
    #expect(terminal.requests[1].initialText == "/4")
    #expect(terminal.header.contains("match \u{201C}4\u{201D}"))
  }

  @Test("a number typed while a live update inserts rows above selects the row the user saw")
  func numberAcrossAnUpdate() async throws {
    let fruits = LiveList(Fruit.named("apple banana cherry"))
    let list = BrowserList<String, [Fruit]>.fruits(fruits.current).updating(from: fruits.updates)
    let terminal = ScriptedTerminal(answers: [.wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    _ = try await terminal.nextPrompt()
    terminal.type(.typing("2"), .wait)
    fruits.change { $0.insert(contentsOf: Fruit.named("kiwi lime"), at: 0) }
    try await waitUntil("the update drawn") { terminal.screen.contains("kiwi") }
    try await terminal.answer("2")
    try await waitUntil("banana selected") { terminal.markedRow == ">4  banana" }
    try await terminal.answer("q")
    _ = try await task.value
  }

  @Test("the footer names the keys")
  func footer() async throws {
    let terminal = ScriptedTerminal(answers: ["q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(Self.lines))
    #expect(terminal.status.hasPrefix("/text filter \u{00B7} Up/Down move"))
  }

  @Test("the footer shows a command's help as given; a narrow window cuts it with an ellipsis")
  func footerCommandHelp() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("s", help: "start or stop the incoming feed") { _, _ in
      .stay
    }
    let wide = ScriptedTerminal(answers: ["q"], size: Window.wide)
    _ = try await wide.present(MasterDetailBrowser(list))
    #expect(wide.status.hasPrefix("/text filter \u{00B7} s start or stop the incoming feed \u{00B7} "))
    let narrow = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: 50, rows: 20))
    _ = try await narrow.present(MasterDetailBrowser(list))
    #expect(
      narrow.status.hasPrefix("/text filter \u{00B7} s start or stop") && narrow.status.contains("\u{2026}"),
      "\(narrow.status)")
    #expect(narrow.status.hasSuffix("? help \u{00B7} q quit"))
  }

  @Test("Escape steps back one level: typed text, then a kept filter, then the browser")
  func escapeStepsBack() async throws {
    let typed = ScriptedTerminal(answers: [.typing("zz"), .key(.cancel), ""], size: Window.wide)
    #expect(try await typed.present(MasterDetailBrowser(.fruits())) == "apple", "the text went, the browser stayed")
    let filtered = ScriptedTerminal(answers: ["/cher", .key(.cancel), ""], size: Window.wide)
    #expect(
      try await filtered.present(MasterDetailBrowser(.fruits())) == "cherry", "the filter went, the browser stayed")
    #expect(filtered.header.contains("24 items"), "every row back")
    let twice = ScriptedTerminal(answers: ["/cher", .key(.cancel), .key(.cancel)], size: Window.wide)
    #expect(try await twice.present(MasterDetailBrowser(.fruits())) == nil, "then Escape quits")
  }

  struct Skipped: Dismissal {}

  @Test("a presentation dismissed by a Cancel action (a Dismissal) returns to the browser, as Escape does")
  func dismissalReturns() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("w", help: "weigh") { _, _ in throw Skipped() }
    let terminal = ScriptedTerminal(answers: ["w", ""], size: Window.wide)
    #expect(try await terminal.present(MasterDetailBrowser(list)) == "apple", "the browser went on")
    #expect(terminal.transcript.contains("Cancelled."))
  }
}
