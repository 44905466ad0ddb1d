// The README's Swift blocks, as written, so that the build compiles them; SnippetTests
// checks that each block of the README and of the documentation articles is here word
// for word. Blocks of declarations stand at the top level; blocks of statements are the
// bodies of functions, which are compiled and never run.

import PresentationTesting
import Presently
import Testing

// README: Using the library

func readmeUsingTheLibrary() async throws {
  let terminal = ReadlineTerminal.open()
  do {
    let again = try await terminal.present(Greeting(name: "Ada"))
    let port = try await terminal.ask("Port", as: Int.self, initial: 8080)
    let target = try await terminal.choose("Target", from: ["staging", "production"], default: "staging")
    print(again, port, target)
  } catch {
    ExitStatus(error).exit()  // 130 for Ctrl-C, 255 for Ctrl-D, 124 for a timeout, as presently does
  }
}

// README: a detail from a command

func readmeCommandDetail(hashes: [String]) -> BrowserList<Void, [String]> {
  let log = BrowserList<Void, [String]>("Commits", elements: hashes, isSame: { $0 == $1 }, itemTitle: { $0 })
    .loadingDetail { hash, pane in
      let show = ExternalCommand("git", arguments: ["show", "--stat=\(pane.columns)", hash])
      let outcome = try? await show.run()
      return StyledText(bytes: outcome?.standardOutput ?? [])
    }
  return log
}
