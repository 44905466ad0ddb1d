import MasterDetail
import PresentationTesting
import PresentlyCore
import Testing

/// Packages whose dependencies the navigation tests walk: a list of packages, then
/// lists of dependency names, a different element type.
enum Packages {
  static let dependencies: [String: [String]] = [
    "curl": ["libc6", "libcurl4", "zlib1g"], "libcurl4": ["libc6", "libssl3"], "libc6": [],
    "libssl3": ["libc6"], "zlib1g": ["libc6"],
  ]

  struct Package: Identifiable, Sendable {
    var name: String
    var id: String { name }
  }

  static var root: BrowserList<String, [Package]> {
    BrowserList("Packages", elements: dependencies.keys.sorted().map(Package.init), itemTitle: \.name)
      .detail { "\($0.name) needs \(dependencies[$0.name]!.count) packages" }
      .onActivate { _, package in .push(dependenciesOf(package.name)) }
  }

  static func dependenciesOf(_ name: String) -> BrowserList<String, [String]> {
    BrowserList("Dependencies of \(name)", elements: dependencies[name]!, isSame: ==) { $0 }
      .detail { "\($0) needs \(dependencies[$0]!.count) packages" }
      .onActivate { _, dependency in .push(dependenciesOf(dependency)) }
  }
}

/// Going into details and back, pushing screens, and moving screens between the panes
/// as the window crosses the collapse threshold.
@Suite("Browser: navigation")
struct BrowserNavigationTests {
  @Test("collapsed, the list is alone; a number shows its detail alone; b goes back and deselects")
  func collapsedChooseAndBack() async throws {
    let terminal = ScriptedTerminal(answers: ["3", .wait], size: Window.narrow, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(.fruits())) }
    _ = try await terminal.nextPrompt()
    #expect(!terminal.showsTwoPanes)
    #expect(terminal.header.hasPrefix("banana"))
    #expect(terminal.header.hasSuffix("3 of 24"))
    #expect(terminal.screenLines[1] == "A banana is a fruit. (version 1)")
    terminal.type("b", .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Fruits"))
    #expect(terminal.markedRow == "> 3  banana", "the highlight stays on the row")
    terminal.type("3", .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("banana"), "the same row opens again")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("b on the first screen says there is nothing to go back to")
  func nothingToGoBackTo() async throws {
    let terminal = ScriptedTerminal(answers: ["b", "q"], size: Window.narrow)
    _ = try await terminal.present(MasterDetailBrowser(.fruits()))
    #expect(terminal.status == "Nothing to go back to: q quits.")
  }

  @Test(
    "+ and - move to the next and previous row from the detail, in both layouts",
    arguments: [Window.wide, Window.narrow])
  func nextAndPrevious(size: TerminalSize) async throws {
    let terminal = ScriptedTerminal(answers: ["5", "+", "+", "-", ""], size: size)
    let result = try await terminal.present(MasterDetailBrowser(.fruits()))
    #expect(result == "cherry")
  }

  @Test("+ and - stay within the filter and stop at its ends")
  func nextAndPreviousInAFilter() async throws {
    // The filter's order: blueberry, raspberry, blackberry (the same score; the shorter first).
    let terminal = ScriptedTerminal(answers: ["/berry", "5", "+", "+", "+", "q"], size: Window.wide)
    _ = try await terminal.present(MasterDetailBrowser(.fruits()))
    #expect(terminal.markedRow == "> 4  blackberry")
    #expect(terminal.status == "This is the last row.")
  }

  @Test("collapsed, + and - on the list alone move the highlight, and Enter takes it")
  func nextFromTheList() async throws {
    let terminal = ScriptedTerminal(answers: ["+", "+", "-", ""], size: Window.narrow)
    #expect(try await terminal.present(MasterDetailBrowser(.fruits())) == "apricot")
  }

  @Test("Enter can push a screen of another element type; b walks back, keeping each selection")
  func pushAndBack() async throws {
    let terminal = ScriptedTerminal(answers: ["1", "", "2", "", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(Packages.root)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Dependencies of libcurl4"))
    #expect(terminal.markedRow == ">1  libc6")
    #expect(terminal.screenLines[1].hasSuffix("\u{2502} libc6"), "its first dependency's detail")
    terminal.type("b", .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Dependencies of curl"))
    #expect(terminal.markedRow == ">2  libcurl4")
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} libcurl4 needs 2 packages"))
    terminal.type("b", .wait)
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("Packages"))
    #expect(terminal.markedRow == ">1  curl")
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} curl needs 3 packages"))
    terminal.type("b")
    _ = try await terminal.nextPrompt()
    #expect(terminal.status == "Nothing to go back to: q quits.")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("a resize collapses the two panes to the detail alone, and expanding brings the list back beside it")
  func resizeCollapsesAndExpands() async throws {
    let terminal = ScriptedTerminal(answers: ["4", .wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(.fruits())) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.showsTwoPanes)
    terminal.resize(to: Window.narrow)
    try await waitUntil("one pane") { !terminal.showsTwoPanes }
    #expect(terminal.header.hasPrefix("blackberry"), "the selection's detail, alone")
    #expect(terminal.isWaitingForAnswer, "the same prompt is still open")
    terminal.resize(to: Window.wide)
    try await waitUntil("two panes") { terminal.showsTwoPanes }
    #expect(terminal.markedRow == "> 4  blackberry")
    #expect(terminal.requests.count == 2, "no prompt was answered meanwhile")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("a resize scripted before a command is laid out before the command is handled")
  func scriptedResizes() async throws {
    let answers: [ScriptedAnswer] = [
      "4", .resize(columns: 60, rows: 20), "b", .resize(columns: 120, rows: 20), "",
    ]
    let terminal = ScriptedTerminal(answers: answers, size: Window.wide)
    let result = try await terminal.present(MasterDetailBrowser(.fruits()))
    #expect(result == "blackberry", "b deselected blackberry; expanding selected it again, as it was the last selected")
  }

  @Test("screens move between the panes as the window crosses the threshold, and b walks back through them")
  func screensMoveBetweenPanes() async throws {
    let terminal = ScriptedTerminal(answers: ["1", "", "2", .wait], size: Window.narrow, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(Packages.root)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.header.hasPrefix("libcurl4"), "collapsed: the dependency's detail alone")
    terminal.resize(to: Window.wide)
    try await waitUntil("two panes") { terminal.showsTwoPanes }
    #expect(terminal.header.hasPrefix("Dependencies of curl"))
    #expect(terminal.markedRow == ">2  libcurl4")
    terminal.resize(to: Window.narrow)
    try await waitUntil("one pane") { !terminal.showsTwoPanes }
    #expect(terminal.header.hasPrefix("libcurl4"))
    for expected in ["Dependencies of curl", "curl", "Packages"] {
      terminal.type("b", .wait)
      _ = try await terminal.nextPrompt()
      #expect(terminal.header.hasPrefix(expected))
    }
    #expect(terminal.markedRow == ">1  curl", "the highlight on the row walked back from")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("with hidesDetailWhenCollapsing, collapsing shows the list and deselects; expanding selects the last selection")
  func hidingTheDetail() async throws {
    let terminal = ScriptedTerminal(answers: ["4", .wait], size: Window.wide, outOfAnswers: .wait)
    let browser = MasterDetailBrowser(root: .list(.fruits()), hidesDetailWhenCollapsing: true)
    let task = Task { try await terminal.present(browser) }
    _ = try await terminal.nextPrompt()
    terminal.resize(to: Window.narrow)
    try await waitUntil("the list alone") { terminal.header.hasPrefix("Fruits") && !terminal.showsTwoPanes }
    terminal.resize(to: Window.wide)
    try await waitUntil("two panes") { terminal.showsTwoPanes }
    #expect(terminal.markedRow == "> 4  blackberry", "the selection before collapsing")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }

  @Test("the collapse threshold is configurable", arguments: [(80, false), (81, true)])
  func threshold(columns: Int, isSplit: Bool) async throws {
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: columns, rows: 20))
    _ = try await terminal.present(MasterDetailBrowser(.fruits(), collapseThreshold: 81))
    #expect(terminal.showsTwoPanes == isSplit)
  }

  @Test("n and p scroll a long detail shown alone")
  func scrollingADetail() async throws {
    let long = BrowserList<String, [Fruit]>.fruits().detail { fruit in
      StyledText((1...30).map { "line \($0) of \(fruit.name)" }.joined(separator: "\n"))
    }
    let terminal = ScriptedTerminal(answers: ["1", "n", "q"], size: TerminalSize(columns: 60, rows: 12))
    _ = try await terminal.present(MasterDetailBrowser(long))
    #expect(terminal.screenLines[1] == "line 10 of apple")
    #expect(terminal.header.hasSuffix("1 of 24 \u{00B7} lines 10\u{2013}18 of 30"))
  }

  @Test("beside the list, a long detail ends with how many lines are left, and > scrolls it")
  func scrollingADetailBesideTheList() async throws {
    let long = BrowserList<String, [Fruit]>.fruits().detail { _ in
      StyledText((1...30).map { "line \($0)" }.joined(separator: "\n"))
    }
    let terminal = ScriptedTerminal(answers: [">", "q"], size: TerminalSize(columns: 120, rows: 12))
    _ = try await terminal.present(MasterDetailBrowser(long))
    #expect(terminal.screenLines[2].hasSuffix("\u{2502} line 9"))
    #expect(terminal.screenLines[9].hasSuffix("\u{2502} \u{2026} 15 more lines (> scrolls)"))
  }

  @Test("an application can push a detail of its own; b pops it", arguments: [Window.wide, Window.narrow])
  func pushedDetail(size: TerminalSize) async throws {
    let list = BrowserList<String, [Fruit]>.fruits().command("r", help: "show the raw record") { _, fruit in
      .push(.detail(title: "Raw", body: "raw record of \(fruit?.name ?? "nothing")"))
    }
    let terminal = ScriptedTerminal(answers: ["2", "r", .wait], size: size, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    _ = try await terminal.nextPrompt()
    #expect(terminal.screen.contains("raw record of apricot"))
    terminal.type("b", .wait)
    _ = try await terminal.nextPrompt()
    #expect(!terminal.screen.contains("raw record of"))
    #expect(terminal.screen.contains("A apricot is a fruit."), "back to the selection's detail")
    try await terminal.answer("q")
    #expect(try await task.value == nil)
  }
}
