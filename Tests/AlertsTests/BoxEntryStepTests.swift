import PresentlyCore
import Testing

@testable import Alerts

/// An entry's focus (InputBox, whiptail's and dialog's `--inputbox` and `--passwordbox`)
/// as a function: Left and Right edit the line while it has the focus, Tab moves it
/// visibly, typing takes it back, and text typed is never a button's answer.
@Suite("Boxes: an entry's focus, as a function")
struct BoxEntryStepTests {
  static let frame = WidgetFrame(size: TerminalSize(columns: 80, rows: 24), reportsEdits: true)

  static func box(initial: String = "", isSecret: Bool = false) -> BoxWidget {
    BoxWidget(
      heading: Heading(), text: "Name:", content: .entry(initial: initial, isSecret: isSecret),
      buttons: ["Ok", "Cancel"], focus: .content, frame: frame)
  }

  /// One case: an entry, events, and where the focus is and how the box ended.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var initial = ""
    var isSecret = false
    var events: [WidgetEvent<Never>]
    var focus: BoxWidget.Focus
    var prompt: String
    var ending: BoxOutcome?

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "the line has the focus at first", events: [], focus: .content, prompt: "> "),
    Case(
      name: "Tab moves the focus to Ok, and the prompt names it", events: [.key(.nextAction, text: "")],
      focus: .button(0), prompt: "[<Ok>]: "),
    Case(
      name: "Tab, Tab, Enter on the line as it was is Cancel",
      events: [.key(.nextAction, text: "typed"), .key(.nextAction, text: "typed"), .line("typed")],
      focus: .button(1), prompt: "[<Cancel>]: ", ending: BoxOutcome(button: 1, entry: "typed")),
    Case(
      name: "text typed while Cancel has the focus is the entry, and Enter takes it with Ok",
      events: [.key(.nextAction, text: ""), .key(.nextAction, text: ""), .line("abc")], focus: .content,
      prompt: "> ", ending: BoxOutcome(button: 0, entry: "abc")),
    Case(
      name: "an edit while a button has the focus takes the focus back to the line",
      events: [.key(.previousAction, text: ""), .edited("a")], focus: .content, prompt: "> "),
    Case(
      name: "an edit while the line has the focus leaves it there", events: [.edited("a")], focus: .content,
      prompt: "> "),
    Case(
      name: "once a button has the focus, Right moves among the buttons, text and all",
      events: [.key(.nextAction, text: "x"), .key(.open, text: "x")], focus: .button(1), prompt: "[<Cancel>]: "),
    Case(
      name: "a password typed before Tab is what Enter on Ok takes", isSecret: true,
      events: [.key(.nextAction, text: "pw"), .line("")], focus: .button(0), prompt: "[<Ok>]: ",
      ending: BoxOutcome(button: 0, entry: "pw")),
    Case(
      name: "a password's initial value is what an empty line takes", initial: "init", isSecret: true,
      events: [.line("")], focus: .content, prompt: "> ", ending: BoxOutcome(button: 0, entry: "init")),
    Case(
      name: "a password typed while Cancel has the focus is taken with Ok", isSecret: true,
      events: [.key(.nextAction, text: "pw"), .key(.nextAction, text: ""), .line("new")], focus: .content,
      prompt: "> ", ending: BoxOutcome(button: 0, entry: "new")),
  ]

  @Test("each case of the table", arguments: cases)
  func table(_ testCase: Case) {
    var box = Self.box(initial: testCase.initial, isSecret: testCase.isSecret)
    var last: WidgetStep<BoxOutcome> = .stay
    for event in testCase.events { last = box.apply(event, in: Self.frame) }
    #expect(box.focus == testCase.focus)
    #expect(box.request(in: Self.frame)?.prompt.plain == testCase.prompt)
    if case .finish(let outcome) = last {
      #expect(outcome == testCase.ending)
    } else {
      #expect(testCase.ending == nil, "the box went on")
    }
  }

  @Test("Left and Right are the line's while it has the focus, and the buttons' once one has it")
  func leftAndRight() {
    var box = Self.box()
    let line = box.request(in: Self.frame)
    #expect(line?.keyActions.contains(.back) == false)
    #expect(line?.keyActions.contains(.open) == false)
    #expect(line?.reportsEdits == false)
    _ = box.apply(.key(.nextAction, text: "abc"), in: Self.frame)
    let button = box.request(in: Self.frame)
    #expect(button?.keyActions.isSuperset(of: [.back, .open]) == true)
    #expect(button?.keyActionsWithText.isSuperset(of: [.back, .open]) == true)
    #expect(button?.reportsEdits == true, "typing is seen at once, to take the focus back")
    #expect(button?.initialText == "abc")
  }
}
