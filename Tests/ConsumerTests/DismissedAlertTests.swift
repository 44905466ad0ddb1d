import PresentationTesting
import Presently
import Testing

/// An alert cancelled from a browser command returns to the browser, through the public
/// API alone, as an application's tests would see it.
@Suite("A dismissed alert returns to the browser")
struct DismissedAlertTests {
  @Test("an alert's Cancel action, presented from a command, ends the command; the browser goes on")
  func cancelReturns() async throws {
    let go = Alert<Bool>.Action(title: "Go") { true }
    let cancel = Alert<Bool>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
    let list = BrowserList<String, [String]>("Items", elements: ["alpha", "beta"], isSame: ==) { $0 }
      .command("g", help: "go") { context, _ in
        _ = try await context.present(Alert<Bool>(title: "Go?", actions: go, cancel))
        return .message("Went.")
      }
      .onActivate { _, item in .finish(item) }
    let terminal = ScriptedTerminal(answers: ["g", "Cancel", ""], size: TerminalSize(columns: 120, rows: 30))
    #expect(try await terminal.present(MasterDetailBrowser(list)) == "alpha", "the browser went on, Enter took the row")
    #expect(terminal.transcript.contains("Cancelled."))
  }
}
