import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// The one line a widget leaves when it ends (issue 30, point 8), on the fake terminal:
/// what it drew is erased (the screen holds the line alone) and the transcript ends with
/// it; the same words for every ending without an answer.
@Suite("The line that stays after an answer")
struct EndingLineTests {
  @Test(
    "an ending without an answer says its word after the question, and nothing else stays",
    arguments: [
      (ScriptedAnswer.key(.cancel), "Name: (cancelled)"), (.interrupt, "Name: (interrupted)"),
      (.endOfInput, "Name: (no answer)"),
    ])
  func endings(answer: ScriptedAnswer, line: String) async throws {
    let terminal = ScriptedTerminal(answers: [answer])
    await #expect(throws: PresentError.self) { try await terminal.ask("Name", placeholder: "Ada Lovelace") }
    #expect(terminal.screen == line + "\n")
    #expect(terminal.transcript.hasSuffix(line + "\n"))
  }

  @Test("a checklist says the items marked; an input box its entry, a secret one only that it was given")
  func boxes() async throws {
    let shells: [Checklist<String>.Item] = [
      .init(tag: "bash", text: "GNU Bourne-Again shell", isOn: true, value: "/bin/bash"),
      .init(tag: "zsh", text: "Z shell", value: "/bin/zsh"),
    ]
    let list = ScriptedTerminal(answers: [.key(.next), .key(.toggle), ""])
    _ = try await list.present(Checklist(title: "Shells", items: shells))
    #expect(list.screen == "Shells: GNU Bourne-Again shell, Z shell\n")
    let entry = ScriptedTerminal(answers: ["ada"])
    _ = try await entry.present(InputBox(title: "User", text: "Who?"))
    #expect(entry.screen == "User: ada\n")
    let secret = ScriptedTerminal(answers: ["hunter2"])
    _ = try await secret.present(InputBox(title: "Password", text: "Yours:", isSecret: true))
    #expect(secret.screen == "Password: (given)\n")
    #expect(!secret.transcript.contains("hunter2"))
  }

  @Test("a form says each field, a secret one only given")
  func form() async throws {
    let terminal = ScriptedTerminal(answers: ["Grace"])
    _ = try await terminal.present(FormBoxTests.form)
    #expect(terminal.screen == "Account: Name: Grace, Id: 7, Password: (given)\n")
  }

  @Test("without cursor control nothing is erased, and the transcript ends with the line")
  func noCursorControl() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), ""], allowsCursorControl: false)
    #expect(try await terminal.choose("Fruit", from: ["apple", "banana"]) == "banana")
    #expect(terminal.screen.hasPrefix(" >1  apple\n"), "the list stays")
    #expect(terminal.screen.hasSuffix("Fruit [2]: \nFruit: banana\n"))
  }

  @Test("answers from a pipe keep their transcript: no line is added")
  func pipe() async throws {
    let terminal = ScriptedTerminal(answers: ["y"], isInteractive: false)
    #expect(try await terminal.confirm("Go?"))
    #expect(terminal.transcript == "Go? [y/n] y\n")
  }

  @Test(
    "several answers side by side, cut to the width with how many more",
    arguments: [
      (["a", "b", "c"], 40, "a, b, c"), (["apple", "banana", "cherry"], 20, "apple, and 2 more"),
      (["apple", "banana", "cherry", "damson"], 28, "apple, banana, and 2 more"), ([], 10, "(none)"),
    ])
  func list(answers: [String], width: Int, shown: String) {
    #expect(AnswerLine.list(answers, width: width).plain == shown)
  }

  @Test(
    "the question ends as a question or takes a colon; an empty one is the widget's own word",
    arguments: [("Go?", "Go? yes"), ("Name:", "Name: yes"), ("Pick >", "Pick: yes"), ("  ", "Choose: yes")])
  func question(asked: String, line: String) {
    #expect(AnswerLine.make(asked, fallback: "Choose", answer: "yes").plain == line)
  }
}
