import PresentlyCore
import Testing

@testable import Alerts

/// The box behind MessageBox, InputBox, Menu, Checklist and Radiolist, as a function:
/// a state and events in, the focus, the highlight, the marks and the ending out, with
/// no terminal.
@Suite("Boxes: the step, as a function")
struct BoxStepTests {
  static let frame = WidgetFrame(size: TerminalSize(columns: 80, rows: 24))
  static let tags = ["alpha", "beta", "gamma", "delta"]

  /// A box of four rows of `kind`, `beta` marked at first, with Ok and Cancel.
  static func box(
    _ kind: BoxRows.Kind, focus: BoxWidget.Focus = .content, rules: BoxWidget.FocusRules = .newt
  ) -> BoxWidget {
    let rows = BoxRows(
      kind: kind, tags: tags, items: tags.map { "the \($0) row" }, initiallyOn: [false, true, false, false],
      highlight: nil)
    return BoxWidget(
      heading: Heading(title: "Pick"), text: "Rows:", content: .list(rows), buttons: ["Ok", "Cancel"], focus: focus,
      focusRules: rules, frame: frame)
  }

  /// One case: a box, events, and what the user would see.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var kind: BoxRows.Kind = .menu
    /// Whose order the focus follows.
    var rules: BoxWidget.FocusRules = .newt
    var events: [WidgetEvent<Never>]
    var focus: BoxWidget.Focus = .content
    var highlight: Int? = 0
    var marks: Set<Int> = []
    /// The ending: the button, and the rows chosen.
    var ending: BoxOutcome?
    /// The message of a refusal, if the last step refused.
    var message: String?

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a menu starts on the first row; Enter takes it", events: [.line("")],
      ending: BoxOutcome(button: 0, chosen: [0])),
    Case(
      name: "Down then Enter takes the second row", events: [.key(.next, text: ""), .line("")], highlight: 1,
      ending: BoxOutcome(button: 0, chosen: [1])),
    Case(
      name: "Tab goes from the rows to Ok, then Cancel, then round", events: [.key(.nextAction, text: "")],
      focus: .button(0)),
    Case(
      name: "Shift-Tab from the rows goes to the last button", events: [.key(.previousAction, text: "")],
      focus: .button(1)),
    Case(
      name: "Enter on Cancel ends with the second button",
      events: [.key(.nextAction, text: ""), .key(.nextAction, text: ""), .line("")], focus: .button(1),
      ending: BoxOutcome(button: 1, chosen: [0])),
    Case(name: "a row's tag takes it", events: [.line("gam")], ending: BoxOutcome(button: 0, chosen: [2])),
    Case(name: "a row's number takes it", events: [.line("4")], ending: BoxOutcome(button: 0, chosen: [3])),
    Case(
      name: "a number past the rows is refused", events: [.line("9")],
      message: "There is no row 9: rows go from 1 to 4."),
    Case(
      name: "a tag that names nothing is refused", events: [.line("zeta")],
      message: "Nothing is called \u{201C}zeta\u{201D}: type a number or a tag."),
    Case(name: "a button's label takes it", events: [.line("cancel")], ending: BoxOutcome(button: 1, chosen: [0])),
    Case(
      name: "Up on the first row stays and says so", events: [.key(.previous, text: "")],
      message: "This is the first row."),
    Case(name: "a checklist keeps its marks", kind: .checklist, events: [], marks: [1]),
    Case(
      name: "Space marks the highlighted row of a checklist", kind: .checklist, events: [.key(.toggle, text: "")],
      marks: [0, 1]),
    Case(
      name: "Enter takes a checklist's marks", kind: .checklist, events: [.key(.toggle, text: ""), .line("")],
      marks: [0, 1], ending: BoxOutcome(button: 0, chosen: [0, 1])),
    Case(
      name: "Space in a radiolist picks the row and unmarks the others", kind: .radiolist,
      events: [.key(.next, text: ""), .key(.next, text: ""), .key(.toggle, text: "")], highlight: 2, marks: [2]),
    // Narrowing as typed (the events a terminal that tells each key sends).
    Case(
      name: "typing narrows: the highlight goes to the best match, and Enter takes it",
      events: [.edited("d"), .edited("de"), .line("de")], highlight: 3, ending: BoxOutcome(button: 0, chosen: [3])),
    Case(
      name: "Down moves within the matches, best first", events: [.edited("l"), .key(.next, text: "l"), .line("l")],
      highlight: 3, ending: BoxOutcome(button: 0, chosen: [3])),
    Case(
      name: "a row's number highlights it without narrowing", events: [.edited("3")], highlight: 2),
    Case(
      name: "a checklist marks the highlighted match on Enter, and shows every row again", kind: .checklist,
      events: [.edited("gam"), .line("gam")], highlight: 2, marks: [1, 2]),
    Case(
      name: "marks survive narrowing and widening", kind: .checklist,
      events: [.edited("del"), .key(.toggle, text: "del"), .edited(""), .line("")], highlight: 3, marks: [1, 3],
      ending: BoxOutcome(button: 0, chosen: [1, 3])),
    Case(
      name: "a radiolist picks the highlighted match on Enter", kind: .radiolist,
      events: [.edited("del"), .line("del")], highlight: 3, marks: [1], ending: BoxOutcome(button: 0, chosen: [3])),
    // whiptail's (newt's) order, key by key.
    Case(
      name: "newt: Down on Ok goes to Cancel", events: [.key(.nextAction, text: ""), .key(.next, text: "")],
      focus: .button(1)),
    Case(
      name: "newt: Up on Ok goes back to the rows", events: [.key(.nextAction, text: ""), .key(.previous, text: "")]),
    Case(name: "newt: Right on a menu's rows goes to Ok", events: [.key(.open, text: "")], focus: .button(0)),
    Case(name: "newt: Left on the rows stays, as there is nothing before them", events: [.key(.back, text: "")]),
    Case(
      name: "newt: Right stops at the last button",
      events: [.key(.open, text: ""), .key(.open, text: ""), .key(.open, text: "")], focus: .button(1)),
    Case(name: "newt: a checklist's rows keep Right", kind: .checklist, events: [.key(.open, text: "")], marks: [1]),
    Case(
      name: "newt: Space on Cancel presses it",
      events: [.key(.nextAction, text: ""), .key(.nextAction, text: ""), .key(.toggle, text: "")], focus: .button(1),
      ending: BoxOutcome(button: 1, chosen: [0])),
    // dialog's order, key by key.
    Case(name: "dialog: a menu starts on Ok, the first row highlighted", rules: .dialog, events: [], focus: .button(0)),
    Case(
      name: "dialog: Tab goes from Ok to Cancel", rules: .dialog, events: [.key(.nextAction, text: "")],
      focus: .button(1)),
    Case(
      name: "dialog: Down on Cancel moves the row and leaves the focus", rules: .dialog,
      events: [.key(.nextAction, text: ""), .key(.next, text: "")], focus: .button(1), highlight: 1),
    Case(
      name: "dialog: Enter on Cancel is Cancel", rules: .dialog,
      events: [.key(.nextAction, text: ""), .line("")], focus: .button(1),
      ending: BoxOutcome(button: 1, chosen: [0])),
    Case(
      name: "dialog: Enter on Ok takes the highlighted row", rules: .dialog,
      events: [.key(.next, text: ""), .line("")], focus: .button(0), highlight: 1,
      ending: BoxOutcome(button: 0, chosen: [1])),
    Case(
      name: "dialog: Right goes round", rules: .dialog, events: [.key(.open, text: ""), .key(.open, text: "")],
      focus: .button(0)),
    Case(
      name: "dialog: Left from Ok goes round to Cancel", rules: .dialog, events: [.key(.back, text: "")],
      focus: .button(1)),
    Case(
      name: "dialog: Space on Ok presses it", rules: .dialog, events: [.key(.toggle, text: "")], focus: .button(0),
      ending: BoxOutcome(button: 0, chosen: [0])),
    Case(
      name: "dialog: Space in a checklist marks the row whatever button has the focus", kind: .checklist,
      rules: .dialog, events: [.key(.nextAction, text: ""), .key(.toggle, text: "")], focus: .button(1),
      marks: [0, 1]),
  ]

  @Test("each case of the table", arguments: cases)
  func table(_ testCase: Case) {
    var box = Self.box(testCase.kind, rules: testCase.rules)
    var last: WidgetStep<BoxOutcome> = .stay
    for event in testCase.events { last = box.apply(event, in: Self.frame) }
    #expect(box.focus == testCase.focus)
    #expect(box.cursor?.highlight == testCase.highlight)
    #expect(box.cursor?.marks ?? [] == testCase.marks)
    switch last {
    case .finish(let outcome): #expect(outcome == testCase.ending)
    case .refuse(let message, _): #expect(message.plain == testCase.message)
    default: #expect(testCase.ending == nil && testCase.message == nil, "the box went on")
    }
  }

  @Test(
    "Left and Right move among the buttons, whiptail's stopping at the ends and dialog's going round; the prompt names what Enter takes",
    arguments: [(BoxWidget.FocusRules.newt, 1), (.dialog, 0)])
  func buttons(rules: BoxWidget.FocusRules, afterRight: Int) {
    var box = BoxWidget(
      heading: Heading(), text: "Reboot now?", content: .none, buttons: ["Yes", "No"], focus: .button(1),
      focusRules: rules, frame: Self.frame)
    #expect(box.request(in: Self.frame)?.prompt.plain == "Answer [<No>]: ")
    _ = box.apply(.key(.back, text: ""), in: Self.frame)
    #expect(box.focus == .button(0))
    #expect(box.body(in: Self.frame).last?.plain == "><Yes>  <No>")
    _ = box.apply(.key(.open, text: ""), in: Self.frame)
    _ = box.apply(.key(.open, text: ""), in: Self.frame)
    #expect(box.focus == .button(afterRight))
  }

  @Test("an entry keeps what was typed across Tab, and Enter on it takes Ok")
  func entry() {
    var box = BoxWidget(
      heading: Heading(), text: "Host:", content: .entry(initial: "local", isSecret: false), buttons: ["Ok", "Cancel"],
      focus: .content, frame: Self.frame)
    _ = box.apply(.key(.nextAction, text: "localhost"), in: Self.frame)
    #expect(box.entry == "localhost")
    #expect(box.request(in: Self.frame)?.initialText == "localhost")
    _ = box.apply(.key(.previousAction, text: "localhost"), in: Self.frame)
    guard case .finish(let outcome) = box.apply(.line("example.org"), in: Self.frame) else {
      Issue.record("Enter did not end the box")
      return
    }
    #expect(outcome == BoxOutcome(button: 0, entry: "example.org"))
  }

  @Test("a text longer than the window scrolls in place, by line and by page, and says where it ends")
  func scrollingText() {
    let text = (1...50).map { "line \($0)" }.joined(separator: "\n")
    let frame = WidgetFrame(size: TerminalSize(columns: 40, rows: 12))
    var box = BoxWidget(
      heading: Heading(title: "Log"), text: text, content: .none, buttons: ["Ok"], focus: .button(0), frame: frame)
    #expect(box.header(in: frame).map(\.plain) == ["Log"], "the text is in the scrolling body, not the header")
    #expect(box.body(in: frame).first?.plain == "line 1")
    _ = box.apply(.key(.nextPage, text: ""), in: frame)
    #expect(box.body(in: frame).first?.plain == "line 8")
    _ = box.apply(.key(.last, text: ""), in: frame)
    #expect(box.body(in: frame).first?.plain == "line 44")
    guard case .refuse(let message, _) = box.apply(.key(.next, text: ""), in: frame) else {
      Issue.record("Down at the end did not say so")
      return
    }
    #expect(message.plain == "This is the end of the text.")
    let dumb = WidgetFrame(size: frame.size, allowsCursorControl: false)
    #expect(box.header(in: dumb).count == 51, "without cursor control the text is printed whole")
  }
}
