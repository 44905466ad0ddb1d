import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// `ask`, `ask(_:as:)` and `password`: one line of text, a typed value, a secret.
@Suite("Ask")
struct AskTests {
  @Test("ask returns the line, with its prompt, initial text, placeholder and history")
  func askReturnsTheLine() async throws {
    let terminal = ScriptedTerminal(answers: [.edit { $0 + "-tool" }])
    let name = try await terminal.ask("Project name", placeholder: "my-tool", initial: "swift", history: "names")
    #expect(name == "swift-tool")
    let request = terminal.requests[0]
    #expect(request.prompt.plain == "Project name: ")
    #expect(request.initialText == "swift")
    #expect(request.placeholder == "my-tool")
    #expect(request.historyKey == "names")
    #expect(!request.isSecret)
    #expect(terminal.transcript == "Project name: swift-tool\nProject name: swift-tool\n")
  }

  @Test(
    "the prompt ends as prompts end",
    arguments: [("Name", "Name: "), ("Name:", "Name: "), ("Name: ", "Name: "), ("Your name?", "Your name? ")])
  func promptEnding(prompt: String, shown: String) async throws {
    let terminal = ScriptedTerminal(answers: ["Ada"])
    _ = try await terminal.ask(prompt)
    #expect(terminal.requests[0].prompt.plain == shown)
  }

  @Test("validation shows its message and asks again with the rejected text pre-filled")
  func validation() async throws {
    let terminal = ScriptedTerminal(answers: ["", "ada lovelace", "ada"])
    let user = try await terminal.ask("User") { text in
      if text.isEmpty { return "A user name is needed." }
      return text.contains(" ") ? "No spaces, please." : nil
    }
    #expect(user == "ada")
    #expect(terminal.requests.map(\.initialText) == ["", "", "ada lovelace"])
    #expect(
      terminal.transcript == """
        User: 
        A user name is needed.
        User: ada lovelace
        No spaces, please.
        User: ada
        User: ada

        """)
  }

  @Test("ask(as:) reads the type, and asks again in the user's words with the text pre-filled")
  func typedValue() async throws {
    let terminal = ScriptedTerminal(answers: ["80x", "", " 8080 "])
    let port = try await terminal.ask("Port", as: Int.self)
    #expect(port == 8080)
    #expect(terminal.transcript.contains("“80x” is not a whole number.\n"))
    #expect(terminal.transcript.contains("Type a whole number.\n"))
    #expect(terminal.requests.map(\.initialText) == ["", "80x", ""])
  }

  @Test(
    "ask(as:) works for any LosslessStringConvertible type, starting from the initial value",
    arguments: [("0.5", 0.5), ("2e3", 2000.0)])
  func doubles(answer: String, expected: Double) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.ask("Ratio", as: Double.self, initial: 1.5) == expected)
    #expect(terminal.requests[0].initialText == "1.5")
  }

  @Test("a value that does not read is named in the user's words")
  func kindsOfValue() {
    #expect(ValueKind.of(Int.self) == "a whole number")
    #expect(ValueKind.of(UInt8.self) == "a whole number")
    #expect(ValueKind.of(Double.self) == "a number")
    #expect(ValueKind.of(Float.self) == "a number")
    #expect(ValueKind.of(Bool.self) == "true or false")
    #expect(ValueKind.of(Character.self) == "a valid Character")
  }

  @Test("ask(as: Bool.self) takes true and false")
  func booleans() async throws {
    let terminal = ScriptedTerminal(answers: ["yes", "true"])
    #expect(try await terminal.ask("Verbose", as: Bool.self) == true)
    #expect(terminal.transcript.contains("“yes” is not true or false."))
  }

  @Test("password reads a secret: not echoed, kept in no history")
  func password() async throws {
    let terminal = ScriptedTerminal(answers: ["hunter2"])
    #expect(try await terminal.password("Password") == "hunter2")
    #expect(terminal.requests[0].isSecret)
    #expect(terminal.requests[0].historyKey == nil)
    #expect(terminal.transcript == "Password: \nPassword: (given)\n", "said to be given, never its text or length")
  }

  @Test(
    "ask and password end as the terminal ends them, and time out", arguments: [ScriptedAnswer.endOfInput, .interrupt])
  func endings(answer: ScriptedAnswer) async throws {
    await #expect(throws: PresentError.self) { try await ScriptedTerminal(answers: [answer]).ask("Name") }
    await #expect(throws: PresentError.self) { try await ScriptedTerminal(answers: [answer]).password("PIN") }
    await #expect(throws: PresentError.timedOut) {
      try await ScriptedTerminal(answers: [.wait]).ask("Name", as: Int.self, timeout: .milliseconds(30))
    }
  }

  @Test("asking inside a presentation waits its turn as a child presentation")
  func askInsidePresentation() async throws {
    let terminal = ScriptedTerminal(answers: ["Ada", "y"])
    let greeting = AnyPresentable<String> { context in
      let name = try await context.ask("Name")
      return try await context.confirm("Greet \(name)?") ? "Hello, \(name)!" : ""
    }
    #expect(try await terminal.present(greeting) == "Hello, Ada!")
  }
}
