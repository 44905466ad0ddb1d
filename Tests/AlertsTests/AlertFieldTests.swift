import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// An alert's fields: asked in order, edited again by number, validated, and seen by the
/// enabled predicates.
@Suite("Alert fields")
struct AlertFieldTests {
  @Test("a field pre-filled with abc: enabled at once, disabled when cleared, enabled again after typing x")
  func predicateFollowsTheField() async throws {
    let terminal = ScriptedTerminal(answers: [.keep, "1", "", "Add", "e 1", "x", ""])
    let values = try await terminal.present(Sample.nonEmptyField(initial: "abc"))
    #expect(values == ["x"])
    let shown = lines(terminal.transcript)
    #expect(
      shown == [
        "Add tag",
        "Tag: abc",
        "[Add]*  [Cancel]  · 1: edit Tag",
        "Choose [Add]: 1",
        "Tag: ",
        "(Add)  [Cancel]  · 1: edit Tag",
        "Choose: Add",
        "“Add” is not available with this value: type 1 to edit Tag.",
        "Choose: e 1",
        "Tag: x",
        "[Add]*  [Cancel]  · 1: edit Tag",
        "Choose [Add]: ",
        "Add tag: Add",
        "",
      ])
    #expect(terminal.requests[2].initialText == "abc", "a field is edited again from its current value")
    #expect(terminal.requests[5].initialText == "")
  }

  @Test("a field that starts empty: the action is refused until the field is filled")
  func refusedUntilFilled() async throws {
    let terminal = ScriptedTerminal(answers: ["", "Add", "", "1", "rust", "Add"])
    let values = try await terminal.present(Sample.nonEmptyField(initial: ""))
    #expect(values == ["rust"])
    let refusals = lines(terminal.transcript).filter { $0.contains("is not available") }
    #expect(refusals.count == 1)
    #expect(terminal.transcript.contains("No action is taken on Enter here"))
  }

  @Test("the issue's Add server alert: Add is enabled only for a valid URL")
  func addServer() async throws {
    var add = Alert<String>.Action(title: "Add") { $0[0] }
    add.enabledPredicate = { isValidURL($0[0]) }
    let alert = Alert(title: "Add server", fields: [.init()], actions: add)
    let terminal = ScriptedTerminal(answers: ["example.com", "Add", "1", "https://example.com", "a"])
    #expect(try await terminal.present(alert) == "https://example.com")
    #expect(terminal.transcript.contains("Field 1: example.com\n(Add)  · 1: edit Field 1\n"))
  }

  @Test("two fields reach the handler in field order")
  func twoFieldsInOrder() async throws {
    let alert = Alert<String>(
      title: "Sign in",
      fields: [.init(label: "User"), .init(label: "Password", isSecure: true)],
      actions: .init(title: "Sign in") { "\($0[0]):\($0[1])" })
    let terminal = ScriptedTerminal(answers: ["ada", "secret", ""])
    #expect(try await terminal.present(alert) == "ada:secret")
    #expect(terminal.requests.map(\.prompt.plain) == ["User: ", "Password: ", "Choose [Sign in]: "])
    #expect(terminal.requests.map(\.isSecret) == [false, true, false])
    #expect(terminal.requests[1].historyKey == nil)
    #expect(!terminal.transcript.contains("secret"))
    #expect(terminal.transcript.contains("1-2: edit a field"))
  }

  @Test("unlabelled fields are asked as Field 1 and Field 2, with initial text and placeholder")
  func unlabelledFields() async throws {
    let alert = Alert<[String]>(
      fields: [.init(initial: "a"), .init(placeholder: "optional")], actions: .init(title: "OK") { Array($0) })
    let terminal = ScriptedTerminal(answers: [.keep, .keep, "OK"])
    #expect(try await terminal.present(alert) == ["a", ""])
    #expect(terminal.requests[0].prompt.plain == "Field 1: ")
    #expect(terminal.requests[0].initialText == "a")
    #expect(terminal.requests[1].prompt.plain == "Field 2: ")
    #expect(terminal.requests[1].placeholder == "optional")
  }

  @Test("a rejected value is shown its message and asked again with the rejected text pre-filled")
  func validationKeepsTheText() async throws {
    let alert = Alert<Int>(
      fields: [
        .init(label: "Port", initial: "80") {
          Int($0).map { (1...65535).contains($0) } == true ? nil : "Type a port from 1 to 65535."
        }
      ],
      actions: .init(title: "Connect") { Int($0[0]) ?? 0 })
    let terminal = ScriptedTerminal(answers: ["http", .edit { _ in "99999" }, "8080", ""])
    #expect(try await terminal.present(alert) == 8080)
    #expect(terminal.requests.map(\.initialText).prefix(3) == ["80", "http", "99999"])
    #expect(lines(terminal.transcript).filter { $0 == "Type a port from 1 to 65535." }.count == 2)
  }

  @Test("a rejected secret is asked again from an empty line")
  func rejectedSecretStartsEmpty() async throws {
    let alert = Alert<String>(
      fields: [.init(label: "PIN", isSecure: true) { $0.count == 4 ? nil : "Four digits." }],
      actions: .init(title: "OK") { $0[0] })
    let terminal = ScriptedTerminal(answers: ["12", "1234", ""])
    #expect(try await terminal.present(alert) == "1234")
    #expect(terminal.requests[1].initialText == "")
  }

  @Test(
    "a field's number, e N or edit N edits it again, and predicates see the change",
    arguments: ["2", "e 2", "E2", "edit 2"])
  func editByNumber(command: String) async throws {
    let alert = Alert<[String]>(
      fields: [.init(label: "A", initial: "a"), .init(label: "B", initial: "b")],
      actions: .init(title: "OK", enabledPredicate: { $0[1] != "b" }) { Array($0) })
    let terminal = ScriptedTerminal(answers: [.keep, .keep, .line(command), "c", ""])
    #expect(try await terminal.present(alert) == ["a", "c"])
    #expect(terminal.requests[3].prompt.plain == "B: ")
    #expect(terminal.requests[3].initialText == "b")
  }

  @Test("a field number that does not exist is refused")
  func unknownFieldNumber() async throws {
    let terminal = ScriptedTerminal(answers: [.keep, "3", "Add"])
    _ = try await terminal.present(Sample.nonEmptyField(initial: "t"))
    #expect(terminal.transcript.contains("There is no field 3: there are only field 1."))
    #expect(terminal.requests[2].prompt.plain == "Choose [Add]: ")
  }
}

/// Field values by position, as the seed library has them, and by label.
@Suite("Field values")
struct FieldValuesTests {
  @Test("an action reads the values by label as well as by position")
  func byLabel() async throws {
    let terminal = ScriptedTerminal(answers: ["https://example.com", "8080", "Add"])
    var add = Alert<String>.Action(title: "Add") { values in (values["URL"] ?? "") + ":" + values[1] }
    add.enabledPredicate = { $0["Port"]?.allSatisfy(\.isNumber) == true }
    let alert = Alert(title: "Server", fields: [.init(label: "URL"), .init(label: "Port")], actions: add)
    #expect(try await terminal.present(alert) == "https://example.com:8080")
  }

  @Test("a label that names no field (a misspelt one) is nil, never a crash; values compare as arrays do")
  func missingLabel() throws {
    let values = FieldValues(["a", "b"], labels: ["One", nil])
    #expect(values["One"] == "a")
    #expect(values["Titel"] == nil)
    #expect(values == ["a", "b"])
    #expect(Array(values) == ["a", "b"])
    let echo = Alert<String>.Action(title: "Echo") { $0.joined(separator: "+") }
    #expect(try echo.perform(with: ["x", "y"]) == "x+y")
  }

  @Test("a field of several lines: a line a prompt, its initial lines offered, Ctrl-D ends it, the next field follows")
  func multilineField() async throws {
    var notes = Alert<[String]>.Field(label: "Notes", initial: "first\nsecond")
    notes.isMultiline = true
    let alert = Alert<[String]>(
      fields: [notes, .init(label: "Name")], actions: .init(title: "Save") { [$0[0], $0[1]] })
    let terminal = ScriptedTerminal(answers: [.keep, "second, edited", "third", .endOfInput, "Ada", ""])
    #expect(try await terminal.present(alert) == ["first\nsecond, edited\nthird", "Ada"])
    #expect(terminal.requests.prefix(4).map(\.prompt.plain) == ["Notes 1: ", "Notes 2: ", "Notes 3: ", "Notes 4: "])
    #expect(terminal.requests[1].initialText == "second", "the initial value's second line")
    #expect(terminal.requests[4].prompt.plain == "Name: ")
  }

  @Test("a value of several lines refused by its check is offered again, line by line")
  func multilineRefused() async throws {
    var notes = Alert<String>.Field(label: "Notes") { $0.contains("\n") ? nil : "Two lines at least." }
    notes.isMultiline = true
    let alert = Alert<String>(fields: [notes], actions: .init(title: "OK") { $0[0] })
    let terminal = ScriptedTerminal(answers: ["one", .endOfInput, .keep, "two", .endOfInput, ""])
    let value = try await terminal.present(alert)
    #expect(value == "one\ntwo", "\(value.debugDescription) \(terminal.transcript.debugDescription)")
    #expect(terminal.transcript.contains("Two lines at least."))
  }
}
