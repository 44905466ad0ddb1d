import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// FormBox as a Swift author presents it, on the scripted terminal: what is drawn, what
/// comes back, and how it ends, with and without cursor control.
@Suite("Forms: FormBox on the scripted terminal")
struct FormBoxTests {
  static let form = FormBox(
    title: "Account", text: "Who are you?",
    fields: [
      .init(label: "Name:", value: "Ada"), .init(label: "Id:", value: "7", isReadOnly: true),
      .init(label: "Password:", value: "s3cret", isSecret: true),
    ])

  @Test("the whole form is drawn, the first field open; Enter submits every value")
  func wholeForm() async throws {
    let terminal = ScriptedTerminal(answers: ["Grace"])
    #expect(try await terminal.present(Self.form) == ["Grace", "7", "s3cret"])
    #expect(
      terminal.screensAtPrompts[0].contains(
        "Account\nWho are you?\n >Name:      Ada\n  Id:        7\n  Password:\n<Ok>  <Cancel>\n")
    )
    #expect(terminal.requests.first?.prompt.plain == "Name: ")
    #expect(terminal.requests.first?.initialText == "Ada")
  }

  @Test("Down goes to the next field that can be changed; a secret never shows, typed or kept")
  func secretField() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), "hunter2"])
    #expect(try await terminal.present(Self.form) == ["Ada", "7", "hunter2"])
    #expect(terminal.requests.last?.isSecret == true)
    #expect(!terminal.transcript.contains("hunter2") && !terminal.transcript.contains("s3cret"))
  }

  @Test("Shift-Tab then Enter is Cancel, which throws CancelError; Escape dismisses")
  func cancel() async throws {
    await #expect(throws: CancelError()) {
      try await ScriptedTerminal(answers: [.key(.previousAction), ""]).present(Self.form)
    }
    await #expect(throws: PresentError.dismissed) {
      try await ScriptedTerminal(answers: [.key(.cancel)]).present(Self.form)
    }
  }

  @Test("without cursor control each field is asked in turn, then the buttons")
  func inTurn() async throws {
    let terminal = ScriptedTerminal(answers: ["Grace", "", ""], allowsCursorControl: false)
    #expect(try await terminal.present(Self.form) == ["Grace", "7", "s3cret"])
    #expect(terminal.requests.map(\.prompt.plain) == ["Name: ", "Password: ", "Answer [<Ok>]: "])
  }
}
