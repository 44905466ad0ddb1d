import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// An alert in the alert style: the title and message, the actions on a line, chosen by
/// title, prefix or Enter.
@Suite("Alert")
struct AlertTests {
  @Test("the issue's call sites compile and build the model as written")
  func modelCallSites() throws {
    var add = Alert<String>.Action(title: "Add") { $0[0] }
    add.enabledPredicate = { isValidURL($0[0]) }
    let alert = Alert(title: "Add server", fields: [.init()], actions: add)
    #expect(alert.fields.count == 1 && alert.fields[0].label == nil && alert.fields[0].initial == "")
    #expect(alert.actions[0].enabledPredicate(["https://example.com"]))
    #expect(!alert.actions[0].enabledPredicate(["example"]))
    #expect(try alert.actions[0].perform(with: ["https://a.b"]) == "https://a.b")

    let yes = Alert<Bool>.Action(title: "Yes") { true }
    let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
    #expect(yes.style == .default && cancel.style == .cancel)
    #expect(throws: CancelError()) { try cancel.perform(with: []) }
  }

  @Test(
    "Yes and No return true and false, by title in any case or by prefix",
    arguments: [("Yes", true), ("No", false), ("yes", true), ("NO", false), ("y", true), ("n", false)])
  func yesAndNo(answer: String, expected: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.present(Sample.yesNoCancel) == expected)
  }

  @Test("the title, the message and the action line are drawn before the prompt")
  func drawsTheAlert() async throws {
    let terminal = ScriptedTerminal(answers: ["Yes"])
    _ = try await terminal.present(Sample.yesNoCancel)
    #expect(
      terminal.transcript == """
        Keep the changes?
        notes.txt was edited.
        [Yes]*  [No]  [Cancel]
        Choose [Yes]: Yes
        Keep the changes? Yes

        """)
  }

  @Test("a Cancel action's error comes out of present unchanged")
  func cancelThrows() async throws {
    let terminal = ScriptedTerminal(answers: ["Cancel"])
    await #expect(throws: CancelError()) { try await terminal.present(Sample.yesNoCancel) }
  }

  @Test("Enter takes the default action: the first enabled action of the default style")
  func enterTakesTheDefault() async throws {
    let alert = Alert<String>(
      title: "Save?", actions: .init(title: "Discard", style: .destructive) { "discard" },
      .init(title: "Later", enabledPredicate: { _ in false }) { _ in "later" },
      .init(title: "Save") { "save" })
    #expect(alert.defaultAction()?.title == "Save")
    let terminal = ScriptedTerminal(answers: [""])
    #expect(try await terminal.present(alert) == "save")
    #expect(terminal.transcript.contains("Choose [Save]: "))
  }

  @Test("the title and message are wrapped to the terminal's width")
  func wrapsToWidth() async throws {
    let alert = Alert<Bool>(
      title: "A rather long title for a narrow window",
      message: "The message is longer still, and must be wrapped at spaces to fit.",
      actions: .init(title: "OK") { true })
    let terminal = ScriptedTerminal(answers: [""], size: TerminalSize(columns: 20, rows: 10))
    _ = try await terminal.present(alert)
    let written = lines(terminal.written.plain).filter { !$0.isEmpty }
    #expect(written.allSatisfy { $0.count <= 20 }, "\(written)")
    #expect(written.prefix(3) == ["A rather long title", "for a narrow window", "The message is"])
  }

  @Test("an alert presented from inside another presentation works the same")
  func presentsFromAContext() async throws {
    let terminal = ScriptedTerminal(answers: ["No"])
    let outer = AnyPresentable<Bool> { context in try await context.present(Sample.yesNoCancel) }
    #expect(try await terminal.present(outer) == false)
  }
}
