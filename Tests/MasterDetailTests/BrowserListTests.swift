import MasterDetail
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Testing

/// The browser's list: pages, filters, selecting by number and by title, Enter, quit,
/// and what it does with lines it does not understand.
@Suite("Browser: the list")
struct BrowserListTests {
  /// Presents the fruits on a scripted terminal and returns the result and the terminal.
  func browse(
    _ answers: [ScriptedAnswer], size: TerminalSize = Window.wide, list: BrowserList<String, [Fruit]> = .fruits()
  ) async throws -> (String?, ScriptedTerminal) {
    let terminal = ScriptedTerminal(answers: answers, size: size)
    let result = try await terminal.present(MasterDetailBrowser(list))
    return (result, terminal)
  }

  @Test("n and p page through the list; the page size follows the window's height; the selection moves with the page")
  func paging() async throws {
    let (_, terminal) = try await browse(["2", "n", "q"], size: TerminalSize(columns: 120, rows: 10))
    #expect(terminal.header.hasSuffix("24 items \u{00B7} page 2/4"))
    #expect(terminal.screenLines[1].hasPrefix("   8  damson"), "7 rows a page: 10 rows less header, status, prompt")
    #expect(terminal.markedRow == "> 9  fig", "the second row of the page, as it was on the first")
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} fig"), "the detail shows a row that can be seen")
    let (_, back) = try await browse(["n", "n", "p", "q"], size: TerminalSize(columns: 120, rows: 10))
    #expect(back.header.hasSuffix("page 2/4"))
  }

  @Test(
    "paging past either end says so and stays",
    arguments: [("p", "This is the first page."), ("n n n", "This is the last page.")])
  func pagingAtTheEnds(keys: String, message: String) async throws {
    let answers = keys.split(separator: " ").map { ScriptedAnswer.line(String($0)) } + ["q"]
    let (_, terminal) = try await browse(answers, size: TerminalSize(columns: 120, rows: 12))
    #expect(terminal.status == message)
  }

  @Test("a filter keeps the rows that match, best first, with their numbers; / clears it")
  func filtering() async throws {
    let (_, terminal) = try await browse(["/berry", "q"])
    #expect(terminal.header.hasSuffix("3 of 24 match \u{201C}berry\u{201D}"))
    let rows = terminal.screenLines.dropFirst().prefix(3).map { $0.prefix(20).trimmingSpaces }
    // The same score: the shorter first, then the list's order.
    #expect(
      rows == ["> 5  blueberry", "24  raspberry", "4  blackberry"], "a hidden selection moves to the first match")
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} blueberry"), "and the detail shows it")
    let (_, cleared) = try await browse(["/berry", "/", "q"])
    #expect(cleared.header.hasSuffix("24 items \u{00B7} page 1/2"))
  }

  @Test("a filter that matches nothing says so")
  func filterWithoutMatches() async throws {
    let (_, terminal) = try await browse(["/zzz", "q"])
    #expect(terminal.status == "Nothing matches \u{201C}zzz\u{201D}: / alone shows every row.")
  }

  @Test("a number selects its row and shows its detail beside the list")
  func selectByNumber() async throws {
    let (_, terminal) = try await browse(["3", "q"])
    #expect(terminal.markedRow == "> 3  banana")
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} banana"))
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} A banana is a fruit. (version 1)"))
  }

  @Test("numbers keep their rows through a filter: a number hidden by the filter is refused")
  func numbersThroughFilters() async throws {
    let (_, terminal) = try await browse(["/berry", "24", "q"])
    #expect(terminal.markedRow == ">24  raspberry")
    let (_, hidden) = try await browse(["/berry", "3", "q"])
    #expect(hidden.status == "Row 3 is hidden by the filter \u{201C}berry\u{201D}: / alone shows every row.")
  }

  @Test(
    "lines that select nothing get a one-line message and the prompt again",
    arguments: [
      ("99", "There is no row 99: rows go from 1 to 24."),
      ("0", "There is no row 0: rows go from 1 to 24."),
      ("1 3-5", "Choose one: type a single number."),
      ("zebra", "Nothing is called \u{201C}zebra\u{201D}: type a number or a title."),
      ("gr", "\u{201C}gr\u{201D} could be grape or grapefruit: type more of it, or a number."),
      ("\u{1B}[2J", "Nothing is called \u{201C}\u{241B}[2J\u{201D}: type a number or a title."),
    ])
  func unknownInput(line: String, message: String) async throws {
    let (result, terminal) = try await browse([.line(line), "q"])
    #expect(terminal.status == message)
    #expect(terminal.requests.count == 2, "the prompt comes again")
    #expect(result == nil)
  }

  @Test(
    "a title, or the start of only one title, selects that row, ignoring case",
    arguments: [
      ("banana", "> 3  banana"), ("BLUE", "> 5  blueberry"), ("grape", ">10  grape"), ("quin", ">23  quince"),
    ])
  func selectByTitle(typed: String, marked: String) async throws {
    let (_, terminal) = try await browse([.line(typed), "q"])
    #expect(terminal.markedRow == marked)
  }

  @Test("Tab completes titles of the rows that pass the filter, and nothing else")
  func completion() async throws {
    let (_, terminal) = try await browse(["/berry", "q"])
    let completion = try #require(terminal.requests.last?.completion)
    #expect(completion.candidates("bl") == ["blueberry", "blackberry"], "in the filter's order")
    #expect(completion.candidates("ap").isEmpty, "apple is filtered out")
    #expect(completion.candidates("/").isEmpty)
  }

  @Test("Enter activates the selection: its value ends the browser")
  func enterFinishes() async throws {
    let (result, _) = try await browse(["4", ""])
    #expect(result == "blackberry")
  }

  @Test("Enter without an activation says so and stays")
  func enterWithoutActivation() async throws {
    let list = BrowserList<String, [Fruit]>("Fruits", elements: Fruit.all, itemTitle: \.name)
    let (result, terminal) = try await browse(["", "q"], list: list)
    #expect(terminal.status == "Nothing opens from here.")
    #expect(result == nil)
  }

  @Test("q quits without a value, from any screen")
  func quit() async throws {
    let (result, terminal) = try await browse(["3", "q"], size: Window.narrow)
    #expect(result == nil)
    #expect(terminal.remainingAnswers == 0)
  }

  @Test("the end of input ends the browser as end of input, never waiting", arguments: [true, false])
  func endOfInput(isInteractive: Bool) async throws {
    let terminal = ScriptedTerminal(answers: ["/an", .endOfInput], size: Window.wide, isInteractive: isInteractive)
    await #expect(throws: PresentError.endOfInput) {
      try await terminal.present(MasterDetailBrowser(.fruits()))
    }
  }

  @Test("Ctrl-C at the prompt ends the browser as interrupted")
  func interrupt() async throws {
    let terminal = ScriptedTerminal(answers: [.interrupt], size: Window.wide)
    await #expect(throws: PresentError.interrupted) {
      try await terminal.present(MasterDetailBrowser(.fruits()))
    }
  }

  @Test("? shows the keys, named as they are bound, and the application's commands; Enter returns without activating")
  func help() async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("c", help: "compose a fruit") { _, _ in .stay }
    let terminal = ScriptedTerminal(answers: ["?", "", "q"], size: Window.wide)
    let result = try await terminal.present(MasterDetailBrowser(list))
    #expect(result == nil, "the Enter that leaves the help does not activate")
    let help = lines(of: terminal.transcript).map { $0.split(separator: " ").joined(separator: " ") }
    #expect(help.contains { $0.hasPrefix("/text show only the rows whose title matches text, best first;") })
    #expect(help.contains("c compose a fruit"))
    #expect(help.contains("Up Down - + previous, next row"))
    #expect(help.contains("PgUp PgDn p n previous, next page; scroll a detail shown alone"))
    #expect(help.contains("Left b back"))
    #expect(help.contains("Esc one level back: what was typed, a kept filter, a pushed screen, then quits"))
    #expect(terminal.screenLines[1].contains("apple"), "back to the list")
  }

  @Test("without a person at the terminal each command prints the frame, without clearing")
  func pipe() async throws {
    let terminal = ScriptedTerminal(answers: ["/an", "/", .endOfInput], size: Window.wide, isInteractive: false)
    await #expect(throws: PresentError.endOfInput) { try await terminal.present(MasterDetailBrowser(.fruits())) }
    #expect(terminal.controls.isEmpty)
    let frames = terminal.transcript.split(separator: "\n").count { $0.hasPrefix("Fruits ") }
    #expect(frames == 3)
  }

  @Test(
    "without a person at the terminal a line that selects a row opens it too, as the number and Enter would",
    arguments: ["3", "banana", "ban"])
  func pipeSelectsAndOpens(answer: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)], size: Window.wide, isInteractive: false)
    #expect(try await terminal.present(MasterDetailBrowser(.fruits())) == "banana")
    #expect(terminal.remainingAnswers == 0)
  }

  @Test("a million elements in a range: numbers, titles and filters answer, and the frame shows a page")
  func millionElements() async throws {
    try await HeavyWork.run {
      let list = BrowserList<Int, Range<Int>>("Lines", elements: 0..<1_000_000, isSame: ==) { "line \($0 + 1)" }
        .onActivate { _, line in .finish(line) }
      let terminal = ScriptedTerminal(answers: ["/99999", "999999", "/", "line 123456", ""], size: Window.wide)
      let result = try await terminal.present(MasterDetailBrowser(list))
      #expect(result == 123_455)
      #expect(terminal.transcript.contains("55 of 1000000 match \u{201C}99999\u{201D}"))
      #expect(terminal.transcript.contains(" > 999999  line 999999"))
    }
  }

  /// The lines of a transcript.
  func lines(of text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }
}
