import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// The boxes' own buttons, as an application uses them through the public API: more
/// buttons than Ok and Cancel, which one ended the box (`reportingButton()`), and the
/// plain presentation that returns the answer or throws `CancelError`.
@Suite("Boxes: their buttons, and which one ended them")
struct BoxButtonTests {
  static let interfaces = Menu(
    text: "Interface:",
    items: [.init(tag: "eth0", text: "Wired", value: 0), .init(tag: "wlan0", text: "Wireless", value: 1)])
  static let shells: [Checklist<String>.Item] = [
    .init(tag: "bash", text: "GNU Bourne-Again shell", isOn: true, value: "/bin/bash"),
    .init(tag: "dash", text: "Debian Almquist shell", value: "/bin/dash"),
    .init(tag: "zsh", text: "Z shell", value: "/bin/zsh"),
  ]
  /// Ok, an extra accepting button, Cancel, and a Help that declines, as dialog orders them.
  static let buttons: [BoxButton] = [.ok(), BoxButton("Rename"), .cancel(), BoxButton("Help", role: .cancel)]

  @Test("a menu's extra buttons are drawn, and reportingButton says which ended it, with the highlighted row")
  func menuReports() async throws {
    var menu = Self.interfaces
    menu.buttons = Self.buttons
    let renamed = ScriptedTerminal(answers: [.key(.next), .key(.nextAction), .key(.nextAction), ""])
    let answer = try await renamed.present(menu.reportingButton())
    #expect(answer == BoxAnswer(button: 1, label: "Rename", role: .accept, value: 1, highlight: 1))
    #expect(renamed.screensAtPrompts[0].contains("<Ok>  <Rename>  <Cancel>  <Help>"))
    let help = try await ScriptedTerminal(answers: ["help"]).present(menu.reportingButton())
    #expect(help == BoxAnswer(button: 3, label: "Help", role: .cancel, value: 0, highlight: 0))
    let cancelled = try await ScriptedTerminal(answers: [.key(.previousAction), .key(.previousAction), ""])
      .present(menu.reportingButton())
    #expect(cancelled.label == "Cancel" && cancelled.role == .cancel, "Cancel is reported, not thrown")
  }

  @Test("presented plainly, an accepting button returns the answer and a declining one throws CancelError")
  func plainPresentation() async throws {
    var menu = Self.interfaces
    menu.buttons = Self.buttons
    #expect(try await ScriptedTerminal(answers: [.key(.next), "rename"]).present(menu) == 1)
    await #expect(throws: CancelError()) { try await ScriptedTerminal(answers: ["help"]).present(menu) }
    await #expect(throws: PresentError.dismissed, "Escape presses no button") {
      try await ScriptedTerminal(answers: [.key(.cancel)]).present(menu.reportingButton())
    }
  }

  @Test("okLabel and cancelLabel still name the buttons, and are the buttons")
  func labels() async throws {
    var menu = Self.interfaces
    menu.okLabel = "Use"
    menu.cancelLabel = "Back"
    #expect(menu.buttons == [.ok("Use"), .cancel("Back")])
    menu.cancelLabel = nil
    #expect(menu.buttons == [.ok("Use")] && menu.cancelLabel == nil)
    let terminal = ScriptedTerminal(answers: [""])
    #expect(try await terminal.present(menu) == 0)
    #expect(terminal.screensAtPrompts[0].contains("<Use>\n"))
  }

  @Test("a checklist reports Help with the marks and the highlighted row; a radiolist with the row picked")
  func checklistReports() async throws {
    var list = Checklist(text: "Shells:", items: Self.shells)
    list.buttons = Self.buttons
    let help = ScriptedTerminal(answers: [.key(.next), .key(.toggle), .key(.previousAction), ""])
    let answer = try await help.present(list.reportingButton())
    #expect(
      answer == BoxAnswer(button: 3, label: "Help", role: .cancel, value: ["/bin/bash", "/bin/dash"], highlight: 1))
    let picked = try await ScriptedTerminal(answers: [.key(.last), .key(.toggle), "rename"])
      .present(Radiolist(list).reportingButton())
    #expect(picked == BoxAnswer(button: 1, label: "Rename", role: .accept, value: "/bin/zsh", highlight: 2))
  }

  @Test("an input box's check refuses the line for an accepting button only; the line comes back with any")
  func inputCheck() async throws {
    var box = InputBox(text: "Port:", initial: "80")
    box.buttons = [.ok(), BoxButton("Test"), .cancel()]
    box.check = { Int($0) == nil ? "Type a whole number." : nil }
    let refused = ScriptedTerminal(answers: ["http", "8080"])
    #expect(try await refused.present(box) == "8080")
    #expect(refused.transcript.contains("Type a whole number."))
    let tested = ScriptedTerminal(answers: [.key(.nextAction), .key(.nextAction), .keep])
    #expect(
      try await tested.present(box.reportingButton()) == BoxAnswer(button: 1, label: "Test", role: .accept, value: "80")
    )
    let cancelled = ScriptedTerminal(answers: ["http", .key(.previousAction), .keep])
    let answer = try await cancelled.present(box.reportingButton())
    #expect(answer.label == "Cancel" && answer.value == "http", "Cancel is not checked, and keeps the line")
  }

  @Test("a form reports its Help with every value and the field open")
  func formReports() async throws {
    var form = FormBox(text: "Who are you?", fields: [.init(label: "Name:", value: "Ada"), .init(label: "Mail:")])
    form.buttons = [.ok(), .cancel(), BoxButton("Help", role: .cancel)]
    let terminal = ScriptedTerminal(answers: [.key(.next), .key(.previousAction), ""])
    let answer = try await terminal.present(form.reportingButton())
    #expect(answer == BoxAnswer(button: 2, label: "Help", role: .cancel, value: ["Ada", ""], highlight: 1))
    await #expect(throws: CancelError()) {
      try await ScriptedTerminal(answers: [.key(.previousAction), ""]).present(form)
    }
  }
}
