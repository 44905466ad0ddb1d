// The testing blocks of the articles, in a file that imports exactly what they show:
// `PresentationTesting`, `Presently` and `Testing` (see ImportPresentlySnippets.swift).

import PresentationTesting
import Presently
import Testing

// Presently: Getting started, testing

@Test("declining deletes nothing")
func decliningDeletesNothing() async throws {
  let terminal = ScriptedTerminal(answers: ["n"])
  let deletes = try await terminal.confirm("Delete 3 files?", default: false)
  #expect(deletes == false)
  #expect(terminal.transcript.contains("Delete 3 files? [y/N] n"))
}

@Test("q leaves the browser without a note")
func quittingTheBrowser() async throws {
  let terminal = ScriptedTerminal(size: TerminalSize(columns: 120, rows: 30), outOfAnswers: .wait)
  let browsing = Task { try await terminal.present(MasterDetailBrowser(notes)) }
  let request = try await terminal.nextPrompt()
  #expect(request.prompt.plain == "> ")
  terminal.type("q")
  #expect(try await browsing.value == nil)
}

// PresentationTesting

@Test("a port that is not a number is asked again")
func portIsAskedAgain() async throws {
  let terminal = ScriptedTerminal(answers: ["8080abc", "8081"])
  let port = try await terminal.ask("Port", as: Int.self, initial: 8080)
  #expect(port == 8081)
  #expect(terminal.transcript.contains("“8080abc” is not a whole number."))
}

@Test("Enter takes the default answer")
func enterTakesTheDefault() async throws {
  let terminal = ScriptedTerminal(outOfAnswers: .wait)
  let asking = Task { try await terminal.confirm("Overwrite?", default: true) }
  let request = try await terminal.nextPrompt()
  #expect(request.prompt.plain == "Overwrite? [Y/n] ")
  terminal.type(.keep)
  #expect(try await asking.value == true)
}

@Test("a question with no default times out")
func questionTimesOut() async throws {
  let clock = ManualClock()
  let terminal = ScriptedTerminal(outOfAnswers: .wait)
  let question = AnyPresentable<String> { context in
    try await context.terminal.readLine(LineRequest(prompt: "Name: "))
  }
  let asking = Task {
    try await terminal.present(Presentation(question).timeout(after: .seconds(10), clock: clock))
  }
  try await clock.waitForSleepers(1)
  clock.advance(by: .seconds(10))
  await #expect(throws: PresentError.timedOut) { try await asking.value }
}

// PresentationTesting: when a script is too short

var newBranch: Alert<String> {
  var create = Alert<String>.Action(title: "Create") { $0["Branch"] ?? "" }
  create.enabledPredicate = { $0["Branch"].map { !$0.isEmpty && !$0.contains(" ") } ?? false }
  return Alert(
    title: "New branch", fields: [.init(label: "Base", initial: "main"), .init(label: "Branch")],
    actions: create, .init(title: "Cancel", style: .cancel) { throw CancelError() })
}

@Test("the branch is named as typed")
func branchIsNamed() async throws {
  let terminal = ScriptedTerminal(answers: ["develop", "feature/login", ""])
  #expect(try await terminal.present(newBranch) == "feature/login")
}

@Test("Create waits for a branch name")
func createWaitsForAName() {
  #expect(newBranch.defaultAction()?.title == nil)
  #expect(newBranch.defaultAction(for: ["main", "feature/login"])?.title == "Create")
  #expect(newBranch.defaultAction(for: ["main", "not a name"])?.title == nil)
}
