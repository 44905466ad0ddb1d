import PresentlyCore
import Testing

@testable import Alerts

/// The form behind FormBox (and dialog's --form), as a function: a state and events in,
/// the focus, the values and the ending out, with no terminal. The cases are the table of
/// keys in `FormWidget`'s documentation, row by row.
@Suite("Forms: the step, as a function")
struct FormStepTests {
  static let frame = WidgetFrame(size: TerminalSize(columns: 80, rows: 24))
  static let dumb = WidgetFrame(size: TerminalSize(columns: 80, rows: 24), allowsCursorControl: false)

  /// Name, a read-only Id, City and a secret Pin, with Ok and Cancel.
  static func form(frame: WidgetFrame = frame) -> FormWidget {
    FormWidget(
      heading: Heading(title: "Who"),
      fields: [
        .init(label: "Name:", value: "Ada"), .init(label: "Id:", value: "7", isReadOnly: true),
        .init(label: "City:", value: "London", maxLength: 6), .init(label: "Pin:", value: "1234", isSecret: true),
      ], buttons: ["Ok", "Cancel"], frame: frame)
  }

  /// One case: events, and what follows.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var events: [WidgetEvent<Never>]
    var dumb = false
    var focus: FormWidget.Focus
    var values = ["Ada", "7", "London", "1234"]
    var ending: FormOutcome?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "the first field that can be changed has the focus", events: [], focus: .field(0)),
    Case(
      name: "Enter on a field submits the form with Ok and every value", events: [.line("Grace")], focus: .field(0),
      values: ["Grace", "7", "London", "1234"],
      ending: FormOutcome(button: 0, values: ["Grace", "7", "London", "1234"], field: 0)),
    Case(
      name: "Down keeps what was typed and skips the read-only field", events: [.key(.next, text: "Grace")],
      focus: .field(2), values: ["Grace", "7", "London", "1234"]),
    Case(
      name: "Down goes round, Up goes back round",
      events: [.key(.next, text: "Ada"), .key(.next, text: "London"), .key(.next, text: "")], focus: .field(0)),
    Case(name: "Up from the first field is the last", events: [.key(.previous, text: "Ada")], focus: .field(3)),
    Case(
      name: "a value is cut to the field's length", events: [.key(.next, text: "Ada"), .key(.next, text: "Edinburgh")],
      focus: .field(3), values: ["Ada", "7", "Edinbu", "1234"]),
    Case(
      name: "a secret's empty line keeps its value; a typed one replaces it",
      events: [.key(.previous, text: "Ada"), .key(.next, text: ""), .key(.previous, text: "Ada"), .line("9999")],
      focus: .field(3), values: ["Ada", "7", "London", "9999"],
      ending: FormOutcome(button: 0, values: ["Ada", "7", "London", "9999"], field: 3)),
    Case(
      name: "Tab goes from a field to the first button", events: [.key(.nextAction, text: "Ada")], focus: .button(0)),
    Case(
      name: "Shift-Tab goes from a field to the last button", events: [.key(.previousAction, text: "Ada")],
      focus: .button(1)),
    Case(
      name: "Tab from the last button comes back to the field left",
      events: [
        .key(.next, text: "Ada"), .key(.nextAction, text: "London"), .key(.nextAction, text: ""),
        .key(.nextAction, text: ""),
      ], focus: .field(2)),
    Case(
      name: "Shift-Tab from the first button comes back to the field left",
      events: [.key(.nextAction, text: "Ada"), .key(.previousAction, text: "")], focus: .field(0)),
    Case(
      name: "Right, Left, Up and Down go round the buttons",
      events: [
        .key(.nextAction, text: "Ada"), .key(.open, text: ""), .key(.open, text: ""), .key(.back, text: ""),
        .key(.next, text: ""), .key(.previous, text: ""),
      ], focus: .button(1)),
    Case(
      name: "Enter on Cancel takes Cancel, what is typed there aside",
      events: [.key(.previousAction, text: "Grace"), .line("x")], focus: .button(1),
      values: ["Grace", "7", "London", "1234"],
      ending: FormOutcome(button: 1, values: ["Grace", "7", "London", "1234"], field: 0)),
    Case(
      name: "Space presses the focused button", events: [.key(.nextAction, text: "Ada"), .key(.toggle, text: "")],
      focus: .button(0), ending: FormOutcome(button: 0, values: ["Ada", "7", "London", "1234"], field: 0)),
    // Where the form is not drawn again in place, each field is asked in turn.
    Case(
      name: "asked in turn: Enter goes on to the next field", events: [.line("Grace")], dumb: true, focus: .field(2),
      values: ["Grace", "7", "London", "1234"]),
    Case(
      name: "asked in turn: after the last field, the first button; Enter takes it",
      events: [.line("Grace"), .line("Paris"), .line(""), .line("")], dumb: true, focus: .button(0),
      values: ["Grace", "7", "Paris", "1234"],
      ending: FormOutcome(button: 0, values: ["Grace", "7", "Paris", "1234"], field: 3)),
  ]

  @Test("each case of the table", arguments: cases)
  func table(_ testCase: Case) {
    let frame = testCase.dumb ? Self.dumb : Self.frame
    var form = Self.form(frame: frame)
    var last: WidgetStep<FormOutcome> = .stay
    for event in testCase.events { last = form.apply(event, in: frame) }
    #expect(form.focus == testCase.focus)
    #expect(form.fields.map(\.value) == testCase.values)
    if case .finish(let outcome) = last {
      #expect(outcome == testCase.ending)
    } else {
      #expect(testCase.ending == nil, "the form went on")
    }
  }

  @Test("the whole form is drawn: every label and value, the focused field marked, a secret never shown")
  func drawn() {
    let form = Self.form()
    #expect(
      form.body(in: Self.frame).map(\.plain) == [
        " >Name:  Ada", "  Id:    7", "  City:  London", "  Pin:", "<Ok>  <Cancel>",
      ])
    let request = form.request(in: Self.frame)
    #expect(request?.prompt.plain == "Name: ")
    #expect(request?.initialText == "Ada")
    #expect(request?.initialTextReplacesTyped == true, "a field opens on its own value")
  }

  @Test("a secret field's line is secret and opens empty")
  func secretLine() {
    var form = Self.form()
    _ = form.apply(.key(.previous, text: "Ada"), in: Self.frame)
    #expect(form.request(in: Self.frame)?.isSecret == true)
  }
}
