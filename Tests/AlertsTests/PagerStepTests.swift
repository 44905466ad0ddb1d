import PresentlyCore
import Synchronization
import Testing

@testable import Alerts

/// The pager's step as a function: events in; the rows on the screen, the top line, the
/// match and the message out, with no terminal.
@Suite("Pager: the step, as a function")
struct PagerStepTests {
  /// 60 by 8: five rows of text, the status line, the prompt and its echo.
  static let frame = WidgetFrame(size: TerminalSize(columns: 60, rows: 8))
  /// Lines `1` to `30`.
  static let thirty = (1...30).map { "\($0)\n" }.joined()

  /// One case: events, and what the user would see after them.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var events: [WidgetEvent<Void>]
    /// The rows of text on the screen, first to last.
    var rows: ClosedRange<Int>
    /// The line of the current match, from 1.
    var match: Int?
    /// Words of the message in the status line, if one is expected.
    var message: String?

    var testDescription: String { name }
  }

  static func line(_ text: String) -> WidgetEvent<Void> { .line(text) }
  static func key(_ action: KeyAction) -> WidgetEvent<Void> { .key(action, text: "") }

  static let cases: [Case] = [
    Case(name: "it starts at the first line", events: [], rows: 1...5),
    Case(name: "Enter shows the next page", events: [line("")], rows: 6...10),
    Case(name: "Space (on an empty line) shows the next page", events: [key(.toggle)], rows: 6...10),
    Case(name: "Page Down and f show the next page", events: [key(.nextPage), line("f")], rows: 11...15),
    Case(name: "b shows the page before", events: [line(""), line(""), line("b")], rows: 6...10),
    Case(name: "Page Up at the top stays and says so", events: [key(.previousPage)], rows: 1...5, message: "(TOP)"),
    Case(name: "Down moves one line", events: [key(.next), line("j")], rows: 3...7),
    Case(name: "Up moves back one line", events: [key(.next), key(.next), key(.previous)], rows: 2...6),
    Case(name: "Up at the top says so", events: [line("k")], rows: 1...5, message: "(TOP)"),
    Case(name: "G shows the last screen, whole", events: [line("G")], rows: 26...30),
    Case(name: "End is G", events: [key(.last)], rows: 26...30),
    Case(
      name: "Space at the end stays and says so", events: [line("G"), key(.toggle)], rows: 26...30, message: "(END)"),
    Case(
      name: "paging never leaves the last screen short", events: Array(repeating: line(""), count: 5), rows: 26...30),
    Case(name: "g and Home go back to the start", events: [line("G"), line("g"), line("G"), key(.first)], rows: 1...5),
    Case(name: "a number goes to its line", events: [line("12")], rows: 12...16),
    Case(name: "a number near the end shows the last screen", events: [line("29")], rows: 26...30),
    Case(
      name: "a number past the end says how many lines there are", events: [line("99")], rows: 26...30,
      message: "There are 30 lines"),
    Case(name: "/text shows the first match from the top", events: [line("/7")], rows: 7...11, match: 7),
    Case(name: "n shows the next match", events: [line("/7"), line("n")], rows: 17...21, match: 17),
    Case(
      name: "a match near the end shows the last screen", events: [line("/7"), line("n"), line("n")],
      rows: 26...30, match: 27),
    Case(
      name: "n after the last match stops there and says so",
      events: [line("/7"), line("n"), line("n"), line("n")], rows: 26...30, match: 27, message: "No more matches"),
    Case(name: "N goes back a match", events: [line("/7"), line("n"), line("n"), line("N")], rows: 17...21, match: 17),
    Case(
      name: "N before the first match stops and says so", events: [line("/7"), line("N")], rows: 7...11, match: 7,
      message: "above"),
    Case(name: "/ alone searches again", events: [line("/7"), line("/")], rows: 17...21, match: 17),
    Case(
      name: "a search without a match says so and stays", events: [line("12"), line("/x")], rows: 12...16,
      message: "Not found: “x”"),
    Case(name: "n before any search says how to search", events: [line("n")], rows: 1...5, message: "/text"),
    Case(
      name: "an unknown command is named, with the help key", events: [line("zz")], rows: 1...5,
      message: "Unknown command “zz”; ? lists the keys"),
    Case(
      name: "a new size keeps the top line", events: [key(.next), .resized(TerminalSize(columns: 30, rows: 8))],
      rows: 2...6),
  ]

  /// The pager over `text`, after `events`, and the last step.
  static func run(
    _ events: [WidgetEvent<Void>], over text: String = thirty, frame: WidgetFrame = frame, numbered: Bool = false
  ) -> (PagerWidget, WidgetStep<Void>?) {
    var pager = PagerWidget(text: PagerText(text), title: "numbers", numbersLines: numbered)
    var last: WidgetStep<Void>?
    for event in events { last = pager.apply(event, in: frame) }
    return (pager, last)
  }

  /// The rows of text the body shows, without the status line and the `~` filler.
  static func rows(_ pager: PagerWidget, in frame: WidgetFrame = frame) -> [String] {
    pager.body(in: frame).dropLast().map(\.plain).filter { $0 != "~" }
  }

  @Test(arguments: cases)
  func step(_ example: Case) {
    let (pager, last) = Self.run(example.events)
    #expect(Self.rows(pager) == example.rows.map(String.init))
    #expect(pager.match.map { $0 + 1 } == example.match)
    let status = pager.body(in: Self.frame).last?.plain ?? ""
    if let message = example.message {
      #expect(status.contains(message), "status: \(status)")
    } else {
      #expect(pager.message == nil, "no message: \(status)")
    }
    if case .finish = last { Issue.record("no case quits") }
  }

  @Test("q quits, as a line; Escape is the loop's")
  func quit() {
    guard case .finish = Self.run([Self.line("q")]).1 else {
      Issue.record("q did not finish")
      return
    }
  }

  @Test("the status line names the text, the lines shown, their count once known, and the end")
  func status() {
    let (start, _) = Self.run([])
    #expect(start.body(in: Self.frame).last?.plain.hasPrefix("numbers  lines 1-5") == true)
    let (end, _) = Self.run([Self.line("G")])
    #expect(end.body(in: Self.frame).last?.plain.hasPrefix("numbers  lines 26-30 of 30 (END)") == true)
  }

  @Test("long lines wrap by word, and line moves go a row at a time")
  func wrapping() {
    let text = "the quick brown fox jumps over the lazy dog\nshort\n"
    let narrow = WidgetFrame(size: TerminalSize(columns: 20, rows: 4))
    let (pager, _) = Self.run([], over: text, frame: narrow)
    #expect(Self.rows(pager, in: narrow) == ["the quick brown fox"])
    let (paged, _) = Self.run([Self.key(.next)], over: text, frame: narrow)
    #expect(Self.rows(paged, in: narrow) == ["jumps over the lazy"])
    let (down, _) = Self.run([Self.key(.next), Self.key(.next), Self.key(.next)], over: text, frame: narrow)
    #expect(Self.rows(down, in: narrow) == ["short"])
  }

  @Test("--line-numbers numbers each line once, and wrapped rows stay under the text")
  func lineNumbers() {
    let text = "alpha\nthe quick brown fox jumps over the lazy dog\n"
    let frame = WidgetFrame(size: TerminalSize(columns: 28, rows: 8))
    let (pager, _) = Self.run([], over: text, frame: frame, numbered: true)
    #expect(
      Self.rows(pager, in: frame) == [
        "     1  alpha", "     2  the quick brown fox", "        jumps over the lazy", "        dog",
      ])
  }

  @Test("a number wider than the gutter widens it, and no row is wider than the window")
  func wideNumbers() {
    let layout = PagerLayout(text: PagerText(""), width: 20, numbersLines: true, search: nil)
    let rows = layout.rows(of: Array("the quick brown fox jumps".utf8), index: 12_345_677).map(\.plain)
    #expect(rows == ["12345678  the quick", "          brown fox", "          jumps"])
    #expect(rows.allSatisfy { $0.count <= 20 })
  }

  @Test("a search ignores case unless it has capitals; matches are in reverse video")
  func smartCase() {
    let text = "a Fox\na fox\n"
    let (any, _) = Self.run([Self.line("/fox")], over: text)
    #expect(any.match == 0)
    let (exact, _) = Self.run([Self.line("/fox"), Self.line("/Fox")], over: text)
    #expect(exact.match == 0)
    let (lower, _) = Self.run([Self.line("/fox"), Self.line("n")], over: text)
    #expect(lower.match == 1)
    let row = any.body(in: Self.frame)[0]
    #expect(row.runs.contains { $0.text == "Fox" && $0.style.contains(.reverse) })
  }

  @Test("tabs are expanded, escape sequences and invalid UTF-8 shown harmless")
  func sanitized() {
    let text = PagerText(bytes: Array("a\tb\u{1B}[2Jc\n".utf8) + [0xFF, 0x0A])
    let pager = PagerWidget(text: text, title: nil, numbersLines: false)
    let rows = pager.body(in: Self.frame).map(\.plain)
    #expect(rows[0].hasPrefix("a       b"))
    #expect(!rows.joined().contains("\u{1B}"))
    #expect(rows[1] == "\u{FFFD}")
  }

  @Test("? shows the keys; the next command shows the text again")
  func help() {
    let (help, _) = Self.run([Self.line("?")])
    let shown = help.body(in: Self.frame).map(\.plain)
    #expect(shown[0].hasPrefix("Keys of the pager"))
    #expect(shown.contains { $0.contains("/text") } || shown.count == 6)
    let (back, _) = Self.run([Self.line("h"), Self.line("g")])
    #expect(Self.rows(back) == ["1", "2", "3", "4", "5"])
  }

  @Test("? help lists the keys every screen shares, in the key model's words")
  func helpAgreesWithTheKeyModel() {
    let (help, _) = Self.run([Self.line("?")])
    let wide = WidgetFrame(size: TerminalSize(columns: 200, rows: 60))
    let lines = help.body(in: wide).map { $0.plain.split(separator: " ").joined(separator: " ") }
    #expect(!KeyModel.screenHelp.isEmpty)
    for rule in KeyModel.screenHelp {
      #expect(lines.contains { $0.hasPrefix(rule.key) && $0.hasSuffix(rule.does) }, "\(rule.key): \(rule.does)")
    }
  }

  @Test("without cursor control, a page is printed once, a line move prints the line it brings in")
  func transcript() {
    let dumb = WidgetFrame(size: TerminalSize(columns: 40, rows: 8), allowsCursorControl: false)
    var pager = PagerWidget(text: PagerText(Self.thirty), title: nil, numbersLines: false)
    guard case .redraw(let page?) = pager.apply(Self.line(""), in: dumb) else {
      Issue.record("no transcript")
      return
    }
    #expect(page.dropLast().map(\.plain) == ["6", "7", "8", "9", "10"])
    guard case .redraw(let line?) = pager.apply(Self.key(.next), in: dumb) else {
      Issue.record("no transcript")
      return
    }
    #expect(line.map(\.plain) == ["11"])
    #expect(!pager.body(in: dumb).contains { $0.plain == "~" }, "no filler rows in a transcript")
  }

  /// A text that never ends: `y` lines, as `yes` writes them.
  static var endless: PagerText {
    PagerText(streaming: { count in
      (0..<max(2, count / 2 * 2)).map { $0 % 2 == 1 ? 0x0A : 0x79 }
    })
  }

  @Test("G in a text that never ends reads a slice a step, asks for the next, and says so; a key stops it")
  func endlessEnd() {
    let wakes = Mutex(0)
    var pager = PagerWidget(text: Self.endless, title: nil, numbersLines: false)
    pager.wake = { wakes.withLock { $0 += 1 } }
    _ = pager.apply(Self.line("G"), in: Self.frame)
    #expect(pager.job != nil, "still reading after one step")
    #expect(wakes.withLock { $0 } == 1, "the next step is asked for")
    #expect(pager.body(in: Self.frame).last?.plain.contains("Reading:") == true)
    let read = pager.text.knownLineCount
    _ = pager.apply(.update(()), in: Self.frame)
    #expect(pager.text.knownLineCount > read, "the next step reads on")
    #expect(wakes.withLock { $0 } == 2)
    _ = pager.apply(Self.key(.previous), in: Self.frame)
    #expect(pager.job == nil, "a key stops it")
    #expect(Self.rows(pager).count == 5 && pager.top.line == 0)
    guard case .stay = pager.apply(.update(()), in: Self.frame) else {
      Issue.record("a step asked for before the key does nothing")
      return
    }
  }

  @Test("in a text box, the button is drawn and named in the prompt, keys scroll, and Enter ends it")
  func textBox() {
    let box = PagerBox(heading: Heading(title: "Log"), button: "EXIT")
    var pager = PagerWidget(text: PagerText(Self.thirty), title: nil, numbersLines: false, box: box)
    let frame = WidgetFrame(size: TerminalSize(columns: 60, rows: 12))
    #expect(pager.header(in: frame).map(\.plain).contains("Log"))
    #expect(pager.body(in: frame).last?.plain == "><EXIT>")
    #expect(pager.request(in: frame)?.prompt.plain == "Answer [<EXIT>]: ")
    _ = pager.apply(Self.key(.nextPage), in: frame)
    #expect(pager.top.line > 0)
    guard case .finish = pager.apply(Self.line(""), in: frame) else {
      Issue.record("Enter did not end the box")
      return
    }
  }
}
