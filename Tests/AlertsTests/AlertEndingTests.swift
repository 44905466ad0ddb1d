import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// Every way an alert ends besides a chosen action: end of input, Ctrl-C, cancellation,
/// timeout, and the alert without actions that only cancellation ends.
@Suite("Alert endings")
struct AlertEndingTests {
  @Test(
    "Ctrl-D and Ctrl-C come out as end of input and interrupted, at a field or at the actions",
    arguments: [
      ([ScriptedAnswer.endOfInput], PresentError.endOfInput), ([.interrupt], .interrupted),
      ([.keep, .endOfInput], .endOfInput), ([.keep, .interrupt], .interrupted),
    ])
  func terminalEndings(answers: [ScriptedAnswer], error: PresentError) async throws {
    let terminal = ScriptedTerminal(answers: answers)
    await #expect(throws: error) { try await terminal.present(Sample.nonEmptyField(initial: "a")) }
  }

  @Test("running out of answers is the end of input, never a hang")
  func outOfAnswers() async throws {
    let terminal = ScriptedTerminal(answers: ["what", "now"], outOfAnswers: .endOfInput)
    await #expect(throws: PresentError.endOfInput) { try await terminal.present(Sample.yesNoCancel) }
  }

  @Test("cancelling the presenting task dismisses the alert and clears the line")
  func cancellation() async throws {
    let terminal = ScriptedTerminal(answers: [.keep, .wait])
    let task = Task { try await terminal.present(Sample.nonEmptyField(initial: "a")) }
    let request = try await terminal.nextPrompt()
    #expect(request.prompt.plain == "Choose [Add]: ")
    task.cancel()
    await #expect(throws: PresentError.dismissed) { try await task.value }
  }

  @Test("a timeout throws timed out")
  func timeout() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    await #expect(throws: PresentError.timedOut) {
      try await terminal.present(Sample.yesNoCancel, timeout: .milliseconds(30))
    }
  }

  @Test("a timeout can take an action instead, with the fields' initial values")
  func timeoutChoosingAnAction() async throws {
    let terminal = ScriptedTerminal(answers: ["changed", .wait])
    let alert = Sample.nonEmptyField(initial: "initial")
    let presentation = Presentation(alert).timeout(after: .milliseconds(30), choosing: "add")
    #expect(try await terminal.present(presentation) == ["initial"])
  }

  @Test("a timeout that would take an action disabled for the initial values throws timed out")
  func timeoutChoosingADisabledAction() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let presentation = Presentation(Sample.nonEmptyField(initial: "")).timeout(
      after: .milliseconds(30), choosing: "Add")
    await #expect(throws: PresentError.timedOut) { try await terminal.present(presentation) }
  }

  @Test("a timeout choosing a Cancel action throws its error; one choosing no action says so")
  func timeoutChoosingCancelOrNothing() async throws {
    let cancel = Presentation(Sample.yesNoCancel).timeout(after: .milliseconds(30), choosing: "Cancel")
    await #expect(throws: CancelError()) { try await ScriptedTerminal(answers: [.wait]).present(cancel) }
    let missing = Presentation(Sample.yesNoCancel).timeout(after: .milliseconds(30), choosing: "Maybe")
    await #expect(throws: AlertError.noSuchAction("Maybe")) {
      try await ScriptedTerminal(answers: [.wait]).present(missing)
    }
  }

  @Test("an alert without actions shows its text, reads nothing, and ends only when cancelled or timed out")
  func zeroActionsEndOnlyByCancellation() async throws {
    let terminal = ScriptedTerminal(answers: ["ignored"])
    let status = Alert<Void>(title: "Deploying", message: "This takes a minute.", actions: [])
    let clock = ManualClock()
    let task = Task { try await terminal.present(Presentation(status).timeout(after: .seconds(60), clock: clock)) }
    try await clock.waitForSleepers(1)
    try await waitUntil("the text") { terminal.transcript == "Deploying\nThis takes a minute.\n" }
    clock.advance(by: .seconds(59))
    #expect(terminal.requests.isEmpty && terminal.remainingAnswers == 1, "nothing read in 59 seconds")
    task.cancel()
    await #expect(throws: PresentError.dismissed) { try await task.value }
    #expect(terminal.requests.isEmpty && terminal.remainingAnswers == 1)
  }

  @Test("an alert without actions ends with a timeout too")
  func zeroActionsTimeOut() async throws {
    let status = Alert<Void>(title: "Working", actions: [])
    await #expect(throws: PresentError.timedOut) {
      try await ScriptedTerminal().present(status, timeout: .milliseconds(30))
    }
  }
}
