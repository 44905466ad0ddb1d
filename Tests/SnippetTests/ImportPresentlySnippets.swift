// The blocks of the README and the articles that show `import Presently` and nothing
// else, in a file that imports exactly that: with MemberImportVisibility (Package.swift),
// what a file does not import it cannot use, so each block compiles with exactly the
// imports it shows. SnippetTests checks both.

import Presently

// README: Using the library

struct Greeting: Presentable {
  var name: String

  func materialize(_ context: PresentationContext) async throws -> Bool {
    context.terminal.writeLine("Hello, \(name)!")  // untrusted text is sanitized
    let answer = try await context.terminal.readLine(
      LineRequest(prompt: "Again? ", initialText: "y", completion: .words(["y", "n"])))
    return answer == "y"
  }
}

// Presently: Getting started

func gettingStartedFirstQuestion() async {
  let terminal = ReadlineTerminal.open()
  do {
    let name = try await terminal.ask("Your name", placeholder: "Ada Lovelace")
    terminal.writeLine("Hello, \(name)!")
  } catch {
    ExitStatus(error).exit()
  }
}

// Presently: the root page

func presentlyOverview() async throws {
  let terminal = ReadlineTerminal.open()
  if try await terminal.confirm("Delete 3 files?", default: false) {
    try deleteFiles()
  }
}
