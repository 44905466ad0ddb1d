import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// Keys in inline alerts: Tab and Shift-Tab (and Right and Left on an empty line) move
/// the focus among the enabled actions, Enter on an empty line takes the focused one,
/// Escape leaves without an answer.
@Suite("Alert: keys")
struct AlertKeysTests {
  @Test("the focus starts on the default action; Tab moves it to the next, and Enter takes it")
  func tabThenEnter() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.nextAction), ""])
    #expect(try await terminal.present(Sample.yesNoCancel) == false)
    #expect(terminal.requests[1].prompt.plain == "Choose [No]: ")
    #expect(
      terminal.screensAtPrompts[1].contains("[Yes]*  >[No]  [Cancel]"), "the focus is marked once it left the default")
  }

  @Test("Shift-Tab goes the other way, round from the first action to the last")
  func shiftTabWraps() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.previousAction), ""])
    await #expect(throws: CancelError()) { try await terminal.present(Sample.yesNoCancel) }
  }

  @Test("Right and Left on an empty line move the focus too")
  func rightAndLeft() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.open), .key(.open), .key(.back), ""])
    #expect(try await terminal.present(Sample.yesNoCancel) == false)
  }

  @Test("the focus skips disabled actions")
  func skipsDisabled() async throws {
    let terminal = ScriptedTerminal(answers: ["", .key(.nextAction), ""])
    await #expect(throws: CancelError()) { try await terminal.present(Sample.nonEmptyField(initial: "")) }
    #expect(terminal.screensAtPrompts.last?.contains("(Add)  >[Cancel]") == true)
  }

  @Test("with the focus drawn in place, the screen holds one action line")
  func redrawnInPlace() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.nextAction), .key(.nextAction), ""])
    await #expect(throws: CancelError()) { try await terminal.present(Sample.yesNoCancel) }
    #expect(terminal.screensAtPrompts.last?.split(separator: "\n").count { $0.contains("[Yes]*") } == 1)
    #expect(terminal.screen == "Keep the changes? (cancelled)\n", "then the alert erased, one line stays")
  }

  @Test("Escape leaves the alert without an answer: dismissed")
  func escape() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.cancel)])
    await #expect(throws: PresentError.dismissed) { try await terminal.present(Sample.yesNoCancel) }
  }

  @Test("typed text stays in the line across Tab, which completes it instead when there is text")
  func typedText() async throws {
    let terminal = ScriptedTerminal(answers: [.typing("N"), .key(.nextAction), .keep])
    #expect(try await terminal.present(Sample.yesNoCancel) == false)
    #expect(terminal.requests.count == 1, "Tab on a line with text is left to completion")
  }
}
