import PresentationTesting
import PresentlyCore
import Testing

@testable import MasterDetail

/// The browser's step as a function: a state and events in, the state out, with no
/// terminal and no waiting. Each case is a window, what happens, and what the user
/// would see: the row marked, what the detail shows, and the status line's message.
@Suite("Browser: the step, as a function")
struct BrowserStepTests {
  /// Something that happens to the browser.
  enum Happening: CustomStringConvertible, Sendable {
    /// A line typed at the prompt.
    case type(String)
    /// The window takes a new size.
    case resize(TerminalSize)
    /// The live list changes to these fruits.
    case list(String)
    /// A key bound to an action, with the line empty.
    case key(KeyAction)
    /// The line begins to have text.
    case startTyping

    var description: String {
      switch self {
      case .type(let line): "type \u{201C}\(line)\u{201D}"
      case .resize(let size): "resize to \(size.columns)x\(size.rows)"
      case .list(let names): "the list becomes \(names)"
      case .key(let action): "press \(action)"
      case .startTyping: "start typing"
      }
    }
  }

  /// One case of the table.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var size = Window.wide
    var fruits = "apple apricot banana blackberry blueberry cherry"
    var happenings: [Happening]
    /// The marked row's title, or `nil` for none.
    var marked: String?
    /// The title of the detail on screen (beside the list or alone), or `nil` for none.
    var detail: String?
    /// Whether the detail is alone on the screen.
    var alone = false
    var message: String?
    /// The highlighted row's title, where the case says.
    var highlighted: String?

    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "expanded, the first row is selected and shown", happenings: [], marked: "apple", detail: "apple"),
    Case(
      name: "expanded, a number selects its row and shows its detail beside the list",
      happenings: [.type("3")], marked: "banana", detail: "banana"),
    Case(
      name: "collapsed, nothing is selected until the user chooses", size: Window.narrow, happenings: [],
      marked: nil, detail: nil),
    Case(
      name: "collapsed, a number shows the detail alone", size: Window.narrow, happenings: [.type("3")],
      marked: "banana", detail: "banana", alone: true),
    Case(
      name: "collapsed, b closes the detail and deselects", size: Window.narrow,
      happenings: [.type("3"), .type("b")], marked: nil, detail: nil),
    Case(
      name: "collapsing, then b, then expanding selects the last selection again",
      happenings: [.type("4"), .resize(Window.narrow), .type("b"), .resize(Window.wide)],
      marked: "blackberry", detail: "blackberry"),
    Case(
      name: "expanded, a filter that hides the selection moves it to the first match",
      happenings: [.type("1"), .type("/berry")], marked: "blueberry", detail: "blueberry"),
    Case(
      name: "expanded, a filter that matches nothing shows no detail, and says so",
      happenings: [.type("3"), .type("/zzz")], marked: nil, detail: nil,
      message: "Nothing matches \u{201C}zzz\u{201D}: / alone shows every row."),
    Case(
      name: "clearing a filter that matched nothing selects the row selected before it",
      happenings: [.type("3"), .type("/zzz"), .type("/")], marked: "banana", detail: "banana"),
    Case(
      name: "expanded, a page moves the selection with it, to the same place on the page",
      size: TerminalSize(columns: 120, rows: 6), happenings: [.type("2"), .type("n")],
      marked: "blueberry", detail: "blueberry"),
    Case(
      name: "collapsed, a page leaves the selection alone", size: TerminalSize(columns: 60, rows: 6),
      happenings: [.type("n")], marked: nil, detail: nil),
    Case(
      name: "expanded, when the selected element goes its survivor is selected and shown",
      happenings: [.type("3"), .list("apple apricot blackberry")], marked: "blackberry", detail: "blackberry"),
    Case(
      name: "collapsed, when the element shown alone goes the list comes back", size: Window.narrow,
      happenings: [.type("3"), .list("apple apricot blackberry")], marked: nil, detail: nil),
    Case(
      name: "an insertion above keeps the selection on its element",
      happenings: [.type("2"), .list("kiwi lime apple apricot banana")], marked: "apricot", detail: "apricot"),
    Case(
      name: "+ and - move along the rows, and stop at the ends",
      happenings: [.type("5"), .type("+"), .type("+"), .type("+")], marked: "cherry", detail: "cherry",
      message: "This is the last row."),
    Case(
      name: "a number outside the list is refused", happenings: [.type("99")],
      marked: "apple", detail: "apple", message: "There is no row 99: rows go from 1 to 6."),
    Case(
      name: "a title, or the start of only one, selects its row", happenings: [.type("blu")],
      marked: "blueberry", detail: "blueberry"),
    Case(
      name: "an ambiguous start says which rows it could be", happenings: [.type("bl")], marked: "apple",
      detail: "apple",
      message: "\u{201C}bl\u{201D} could be blackberry or blueberry: type more of it, or a number."),
    Case(
      name: "b with nowhere to go says so", happenings: [.type("b")], marked: "apple", detail: "apple",
      message: "Nothing to go back to: q quits."),
    Case(
      name: "Down moves the selection and the detail follows", happenings: [.key(.next), .key(.next)],
      marked: "banana", detail: "banana"),
    Case(
      name: "Up at the first row stays and says so", happenings: [.key(.previous)], marked: "apple", detail: "apple",
      message: "This is the first row."),
    Case(name: "End selects the last row", happenings: [.key(.last)], marked: "cherry", detail: "cherry"),
    Case(
      name: "collapsed, Down moves the highlight, as + does, and opens nothing", size: Window.narrow,
      happenings: [.key(.next)], marked: nil, detail: nil, highlighted: "apricot"),
    Case(
      name: "collapsed, Right opens the highlighted row's detail alone", size: Window.narrow,
      happenings: [.key(.next), .key(.open)], marked: "apricot", detail: "apricot", alone: true),
    Case(
      name: "collapsed, the first row is highlighted, as at any width", size: Window.narrow, happenings: [],
      marked: nil, detail: nil, highlighted: "apple"),
    Case(
      name: "collapsed, a filter highlights its best match", size: Window.narrow, happenings: [.type("/cher")],
      marked: nil, detail: nil, highlighted: "cherry"),
    Case(
      name: "collapsed, Escape closes the detail", size: Window.narrow, happenings: [.type("3"), .key(.cancel)],
      marked: nil, detail: nil),
    Case(
      name: "collapsed, Left on an empty line closes the detail", size: Window.narrow,
      happenings: [.type("3"), .key(.back)], marked: nil, detail: nil),
    Case(
      name: "a number typed before rows were inserted above selects the row the user saw",
      happenings: [.startTyping, .list("kiwi lime apple apricot banana blackberry blueberry cherry"), .type("3")],
      marked: "banana", detail: "banana"),
    Case(
      name: "a number typed after an update refers to the rows drawn since",
      happenings: [.list("kiwi lime apple apricot banana blackberry blueberry cherry"), .startTyping, .type("3")],
      marked: "apple", detail: "apple"),
    Case(
      name: "a number whose row was removed while typing says so",
      happenings: [.startTyping, .list("apple apricot blackberry blueberry cherry"), .type("3")],
      marked: "apple", detail: "apple", message: "Row 3 was removed while you typed."),
  ]

  /// The fruits browsed by the table, with their notes as details.
  static func list(_ names: String) -> BrowserList<String, [Fruit]> {
    .fruits(Fruit.named(names))
  }

  /// A new version of the list, as its feed would deliver it after `old`.
  static func update(from old: String, to new: String) -> ListUpdate<String> {
    let feed = ElementsFeed(list(old))
    _ = feed.deliver(Fruit.named(new))
    return feed.take(force: false)!
  }

  @Test("each case of the table", arguments: cases)
  func table(_ testCase: Case) {
    var state = BrowserState(
      browser: MasterDetailBrowser(Self.list(testCase.fruits)), size: testCase.size, isInteractive: true)
    var fruits = testCase.fruits
    for happening in testCase.happenings {
      let step: BrowserStep<String>
      switch happening {
      case .type(let line): step = state.apply(.line(line))
      case .resize(let size): step = state.apply(.resized(size))
      case .list(let names):
        step = state.apply(.elements(state.topList!.id, Self.update(from: fruits, to: names)))
        fruits = names
      case .key(let action): step = state.apply(.key(action, text: ""))
      case .startTyping: step = state.apply(.typing(true))
      }
      guard case .stay = step else {
        Issue.record("\(happening) did not lead to the next event")
        return
      }
    }
    let list = state.topList!
    #expect(list.selected.map(list.contents.title) == testCase.marked)
    #expect(state.visibleDetail?.title.plain == testCase.detail)
    #expect(state.showsDetailAlone == testCase.alone)
    #expect(state.message?.plain == testCase.message)
    if let highlighted = testCase.highlighted { #expect(list.highlighted.map(list.contents.title) == highlighted) }
  }

  @Test("Enter asks the loop to run the activation on the selection; its answer finishes the browser")
  func enterRunsTheActivation() async throws {
    var state = BrowserState(
      browser: MasterDetailBrowser(Self.list("apple banana")), size: Window.wide, isInteractive: true)
    _ = state.apply(.line("2"))
    guard case .run(let handler) = state.apply(.line("")) else {
      Issue.record("Enter did not ask to run the activation")
      return
    }
    #expect(handler.list == state.topList?.id)
    let reply = try await ScriptedTerminal().present(AnyPresentable { context in try await handler.run(context) })
    guard case .finish(let value) = state.apply(.replied(handler.list, reply)) else {
      Issue.record("the activation's answer did not end the browser")
      return
    }
    #expect(value == "banana")
  }

  @Test("Escape on the first screen quits as q does; Right opens the selection as Enter does")
  func escapeAndRight() {
    var state = BrowserState(browser: MasterDetailBrowser(Self.list("apple")), size: Window.wide, isInteractive: true)
    guard case .run = state.apply(.key(.open, text: "")) else {
      Issue.record("Right did not open the selection")
      return
    }
    guard case .finish(nil) = state.apply(.key(.cancel, text: "")) else {
      Issue.record("Escape did not quit")
      return
    }
  }

  @Test("Right runs what Enter would open, but an activation that would finish the browser does not end it")
  func rightNeverFinishes() async throws {
    let list = Self.list("apple banana")
    var state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    guard case .run(let right) = state.apply(.key(.open, text: "")),
      case .run(let enter) = state.apply(.line(""))
    else {
      Issue.record("Right or Enter did not run the activation")
      return
    }
    let terminal = ScriptedTerminal()
    let fromRight = try await terminal.present(AnyPresentable { context in try await right.run(context) })
    guard case .stay = state.apply(.replied(right.list, fromRight)) else {
      Issue.record("Right finished the browser")
      return
    }
    #expect(state.message?.plain == "Right only opens: Enter takes this row.")
    let fromEnter = try await terminal.present(AnyPresentable { context in try await enter.run(context) })
    guard case .finish("apple") = state.apply(.replied(enter.list, fromEnter)) else {
      Issue.record("Enter did not finish the browser with its row")
      return
    }
  }

  @Test(
    "a refused number or unknown letter starts the next line empty; a title that names nothing comes back to fix",
    arguments: [("99", ""), ("1 2", ""), ("x", ""), ("kiwi", "kiwi"), ("/zzz", "/zzz")])
  func refusedLines(line: String, kept: String) {
    var state = BrowserState(
      browser: MasterDetailBrowser(Self.list("apple banana")), size: Window.wide, isInteractive: true)
    _ = state.apply(.line(line))
    #expect(state.message != nil)
    #expect(state.keptText == kept)
  }

  @Test("the text typed before a key comes back at the next prompt")
  func textKept() {
    var state = BrowserState(
      browser: MasterDetailBrowser(Self.list("apple banana")), size: Window.wide, isInteractive: true)
    _ = state.apply(.key(.next, text: "ban"))
    #expect(state.keptText == "ban")
    #expect(state.topList?.selected == 1)
  }

  @Test("q ends the browser without a value; Ctrl-D in a handler's presentation ends it only without a terminal")
  func endings() {
    var state = BrowserState(browser: MasterDetailBrowser(Self.list("apple")), size: Window.wide, isInteractive: true)
    guard case .finish(nil) = state.apply(.line("q")) else {
      Issue.record("q did not end the browser")
      return
    }
    guard case .stay = state.apply(.handlerEnded(.endOfInput)) else {
      Issue.record("at a terminal, the end of a compose's input ends the compose only")
      return
    }
    #expect(state.message?.plain == "Cancelled.")
    var piped = BrowserState(browser: MasterDetailBrowser(Self.list("apple")), size: Window.wide, isInteractive: false)
    guard case .fail(.endOfInput) = piped.apply(.handlerEnded(.endOfInput)) else {
      Issue.record("without a terminal, the end of input ends the browser")
      return
    }
  }

  @Test("a detail that loads is waited for within its grace, then drawn Loading, then with its text")
  func loadingDetail() {
    let list = Self.list("apple banana").loadingDetail(waitingUpTo: .milliseconds(50)) {
      StyledText("Loaded \($0.name)")
    }
    var state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    let load = state.visibleLoad
    #expect(load != nil && state.awaitsDetail, "the first frame waits for apple's detail")
    _ = state.apply(.graceEnded(load!.id))
    #expect(!state.awaitsDetail)
    #expect(state.frame.plain.contains("\u{2502} Loading\u{2026}"))
    _ = state.apply(.detailLoaded(load!.id, "Loaded apple"))
    #expect(state.visibleLoad == nil)
    #expect(state.frame.plain.contains("\u{2502} Loaded apple"))
    _ = state.apply(.line("2"))
    #expect(state.visibleLoad.map { $0.id != load!.id } == true, "a new load, for banana")
  }

  @Test("the frame is a function of the state: drawing twice gives the same text and changes nothing")
  func frameIsPure() {
    var state = BrowserState(
      browser: MasterDetailBrowser(Self.list("apple banana")), size: Window.wide, isInteractive: true)
    _ = state.apply(.line("2"))
    let first = state.frame
    #expect(state.frame == first)
    #expect(state.topList?.selected == 1)
  }
}
