import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// An alert in the sheet style: the actions as a numbered list, cancel ones last and set
/// apart, chosen by number or title.
@Suite("Action sheet")
struct AlertSheetTests {
  @Test("the actions are a numbered list, destructive marked, Cancel last after a blank line")
  func drawsTheSheet() async throws {
    let terminal = ScriptedTerminal(answers: ["2"])
    #expect(try await terminal.present(Sample.deleteSheet, style: .sheet) == "trashed")
    #expect(
      terminal.transcript == """
        Delete notes.txt?
        This cannot be undone.
          1  Delete!
          2  Move to Trash

          3  Cancel
        Choose: 2
        Delete notes.txt? Move to Trash

        """)
    #expect(terminal.written.runs.contains { $0.text.contains("Delete!") && $0.style == .red })
    // The highlight is reverse video, drawn in place: the text of the row is unchanged.
    #expect(reversed(terminal.written) == ["2  Move to Trash"])
  }

  @Test(
    "the same Yes/No/Cancel alert as a sheet: by number, title, prefix, Enter; Cancel throws",
    arguments: [("1", true), ("2", false), ("no", false), ("Y", true), ("", true)])
  func yesNoAsSheet(answer: String, expected: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.present(Sample.yesNoCancel, style: .sheet) == expected)
  }

  @Test("Cancel in a sheet throws its error", arguments: ["3", "Cancel", "ca"])
  func cancelInSheet(answer: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    await #expect(throws: CancelError()) { try await terminal.present(Sample.yesNoCancel, style: .sheet) }
  }

  @Test("cancel actions go last even when listed first")
  func cancelGoesLast() async throws {
    let alert = Alert<Int>(
      actions: .init(title: "Never mind", style: .cancel) { 0 }, .init(title: "Go") { 1 })
    let terminal = ScriptedTerminal(answers: ["2"])
    #expect(try await terminal.present(alert, style: .sheet) == 0)
    #expect(terminal.transcript.contains("  1  Go\n\n  2  Never mind\n"))
  }

  @Test("a sheet with fields is refused before anything is drawn")
  func fieldsAreRefused() async throws {
    let terminal = ScriptedTerminal(answers: ["x"])
    await #expect(throws: AlertError.sheetWithFields) {
      try await terminal.present(Sample.nonEmptyField(initial: "a"), style: .sheet)
    }
    #expect(terminal.transcript.isEmpty)
    #expect(terminal.remainingAnswers == 1)
  }

  @Test("a disabled action in a sheet is dimmed, refused when chosen, and not completed")
  func disabledInSheet() async throws {
    var alert = Sample.deleteSheet
    alert.actions[0].enabledPredicate = { _ in false }
    let terminal = ScriptedTerminal(answers: ["1", "Move"])
    #expect(try await terminal.present(alert, style: .sheet) == "trashed")
    #expect(terminal.transcript.contains("  1  (Delete)\n"))
    #expect(terminal.transcript.contains("“Delete” is not available now.\n"))
    #expect(terminal.requests[0].completion?.candidates("") == ["Move to Trash", "Cancel"])
  }

  @Test("unknown answers in a sheet get a message and the same prompt", arguments: ["7", "0", "zap", "1 2"])
  func unknownInSheet(answer: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer), "Delete"])
    #expect(try await terminal.present(Sample.deleteSheet, style: .sheet) == "deleted")
    #expect(terminal.requests.count == 2)
    #expect(terminal.requests[1].prompt.plain == "Choose: ")
    #expect(
      lines(terminal.transcript).count == 11,
      "one line of message and the answer's line of message: \(terminal.transcript)")
  }

  @Test("a custom style can lay an alert out as a sheet through the layout trait")
  func customStyleUsesTheTrait() async throws {
    let style = PresentationStyle(name: "framedSheet") { context, body in
      context.terminal.writeLine("----")
      try await body(context.with(AlertLayoutTrait.self, .sheet))
    }
    let terminal = ScriptedTerminal(answers: ["1"])
    #expect(try await terminal.present(Sample.yesNoCancel, style: style) == true)
    #expect(terminal.transcript.hasPrefix("----\nKeep the changes?\nnotes.txt was edited.\n  1  Yes\n"))
  }
}
