import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// `confirm`: a yes-or-no question on one line.
@Suite("Confirm")
struct ConfirmTests {
  @Test(
    "the prompt shows the answers as buttons, the one Enter takes (the default, or yes) in capitals or marked with *",
    arguments: [
      (Bool?.none, "Yes", "No", "Delete 3 files? [Y/n] "),
      (true, "Yes", "No", "Delete 3 files? [Y/n] "),
      (false, "Yes", "No", "Delete 3 files? [y/N] "),
      (nil, "Overwrite", "Keep", "Delete 3 files? [Overwrite*/Keep] "),
      (false, "Overwrite", "Keep", "Delete 3 files? [Overwrite/Keep*] "),
    ])
  func promptShape(defaultAnswer: Bool?, affirmative: String, negative: String, prompt: String) async throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    _ = try await terminal.confirm(
      "Delete 3 files?", default: defaultAnswer, affirmative: affirmative, negative: negative)
    #expect(terminal.requests[0].prompt.plain == prompt)
    let answer = affirmative == "Yes" ? "yes" : affirmative
    #expect(
      terminal.transcript == prompt + "y\nDelete 3 files? \(answer)\n",
      "nothing but the prompt is drawn, then the one line that stays")
  }

  @Test(
    "y, yes, n and no answer in any case, and so do the titles and their prefixes",
    arguments: [
      ("y", true), ("Y", true), ("yes", true), ("YES", true), ("Yes", true), ("ye", true),
      ("n", false), ("N", false), ("no", false), ("No", false), ("  no  ", false),
    ])
  func answers(answer: String, expected: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.confirm("Continue?") == expected)
  }

  @Test("a question without a question mark gets a space before the answers")
  func questionWithoutMark() async throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    _ = try await terminal.confirm("Proceed", default: true)
    #expect(terminal.requests[0].prompt.plain == "Proceed [Y/n]: ")
  }

  @Test("Enter takes the default answer", arguments: [true, false])
  func enterTakesTheDefault(defaultAnswer: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [""])
    #expect(try await terminal.confirm("Continue?", default: defaultAnswer) == defaultAnswer)
  }

  @Test("unknown answers ask again, the line empty: the next answer is not typed after them")
  func asksAgain() async throws {
    let terminal = ScriptedTerminal(answers: ["maybe", "2", "n"])
    #expect(try await terminal.confirm("Continue?") == false)
    #expect(lines(terminal.transcript).filter { $0 == "Please answer y or n." }.count == 2)
    #expect(terminal.requests.map(\.initialText) == ["", "", ""])
  }

  @Test("without a default, Enter takes yes at a terminal, as whiptail does; from a pipe it asks again")
  func enterWithoutDefault() async throws {
    #expect(try await ScriptedTerminal(answers: [""]).confirm("Continue?") == true)
    let piped = ScriptedTerminal(answers: ["", "n"], isInteractive: false)
    #expect(try await piped.confirm("Continue?") == false)
    #expect(piped.transcript.contains("Please answer y or n."))
    #expect(piped.requests[0].prompt.plain == "Continue? [y/n] ", "no answer is focused without a person")
  }

  @Test(
    "Tab, Shift-Tab, Left and Right move between the answers; Enter takes the focused one",
    arguments: [
      KeyAction.nextAction, .previousAction, .open, .back,
    ])
  func focusMoves(key: KeyAction) async throws {
    let terminal = ScriptedTerminal(answers: [.key(key), ""])
    #expect(try await terminal.confirm("Continue?", default: true) == false)
    #expect(terminal.requests.map(\.prompt.plain) == ["Continue? [Y/n] ", "Continue? [y/N] "])
  }

  @Test("the letters that mean one answer answer at once; a letter that means both does not")
  func answerKeys() async throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    _ = try await terminal.confirm("Continue?")
    #expect(terminal.requests[0].answerKeys.contains("y") && terminal.requests[0].answerKeys.contains("N"))
    let clashing = ScriptedTerminal(answers: ["nuke"])
    _ = try await clashing.confirm("Reset?", affirmative: "Nuke", negative: "Keep")
    let keys = clashing.requests[0].answerKeys
    #expect(keys.contains("k") && keys.contains("y") && !keys.contains("n"))
  }

  @Test(
    "custom titles answer by title and prefix, and y and n still work",
    arguments: [("overwrite", true), ("o", true), ("Keep", false), ("k", false), ("y", true), ("no", false)])
  func customTitles(answer: String, expected: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    let overwrite = try await terminal.confirm(
      "Replace notes.txt?", default: false, affirmative: "Overwrite", negative: "Keep")
    #expect(overwrite == expected)
  }

  @Test("an answer that could mean either title is asked again")
  func ambiguousAnswer() async throws {
    let terminal = ScriptedTerminal(answers: ["n", "nuke"])
    #expect(try await terminal.confirm("Reset?", affirmative: "Nuke", negative: "Keep") == true)
    #expect(terminal.transcript.contains("“n” could mean either: Please answer Nuke or Keep.\n"))
  }

  @Test("Tab completes the titles")
  func completesTitles() async throws {
    let terminal = ScriptedTerminal(answers: ["y"])
    _ = try await terminal.confirm("Continue?")
    #expect(terminal.requests[0].completion?.candidates("") == ["Yes", "No"])
    #expect(terminal.requests[0].completion?.candidates("n") == ["No"])
  }

  @Test("on timeout the default answer is returned", arguments: [true, false])
  func timeoutGivesTheDefault(defaultAnswer: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    let answer = try await terminal.confirm("Continue?", default: defaultAnswer, timeout: .milliseconds(30))
    #expect(answer == defaultAnswer)
  }

  @Test("on timeout without a default, timed out is thrown")
  func timeoutWithoutDefault() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    await #expect(throws: PresentError.timedOut) { try await terminal.confirm("Continue?", timeout: .milliseconds(30)) }
  }

  @Test("the endings of the terminal come out of confirm", arguments: [ScriptedAnswer.endOfInput, .interrupt])
  func endings(answer: ScriptedAnswer) async throws {
    let terminal = ScriptedTerminal(answers: [answer])
    await #expect(throws: PresentError.self) { try await terminal.confirm("Continue?", default: true) }
  }
}
