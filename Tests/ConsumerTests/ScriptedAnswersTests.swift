// What an application's tests see of the scripted terminal: where a script ran out, and
// an alert's default action for typed values.

import PresentationTesting
import Presently
import Testing

@Suite("Scripted answers, as an application's tests use them")
struct ScriptedAnswersTests {
  /// An alert as an application writes one: a base and a branch name, and Create enabled
  /// only for a name git would take.
  static var newBranch: Alert<String> {
    var create = Alert<String>.Action(title: "Create") { $0["Branch"] ?? "" }
    create.enabledPredicate = { values in
      guard let name = values["Branch"] else { return false }
      return !name.isEmpty && !name.contains(" ") && !name.hasPrefix("-")
    }
    return Alert(
      title: "New branch", message: "Name the branch to create.",
      fields: [.init(label: "Base", initial: "main"), .init(label: "Branch")],
      actions: create, .init(title: "Cancel", style: .cancel) { throw CancelError() })
  }

  @Test("running out of answers names the prompt that wanted one, its title, and the answers consumed")
  func ranOutSaysWhere() async throws {
    let terminal = ScriptedTerminal(answers: ["develop"])
    let error = try await #require(throws: ScriptedTerminal.ScriptRanOut.self) {
      try await terminal.present(Self.newBranch)
    }
    #expect(error.prompt == "Branch: ")
    #expect(error.screen.contains("New branch"))
    #expect(error.answers.map(\.prompt) == ["Base: "])
    #expect(error.answers.map(\.answer) == ["\u{201C}develop\u{201D}"])
    let description = "\(error)"
    #expect(description.contains("at the prompt \u{201C}Branch: \u{201D}"), "\(description)")
    #expect(description.contains("New branch"), "the title the prompt belongs to: \(description)")
    #expect(description.contains("\u{201C}Base: \u{201D} \u{2190} \u{201C}develop\u{201D}"), "\(description)")
  }

  @Test("a question with no answer left is named by its question")
  func ranOutAtAQuestion() async throws {
    let terminal = ScriptedTerminal(answers: ["1"])
    await #expect {
      _ = try await terminal.choose("Branch", from: ["main", "develop"])
      _ = try await terminal.confirm("Delete the branch?")
    } throws: { error in
      let ranOut = error as? ScriptedTerminal.ScriptRanOut
      return ranOut?.prompt.hasPrefix("Delete the branch?") == true && ranOut?.answers.count == 1
        && "\(error)".contains("The 1 answer consumed")
    }
  }

  @Test("a script that ends the input on purpose ends with the end of input")
  func endOfInputOnPurpose() async throws {
    let ended = ScriptedTerminal(answers: ["develop", .endOfInput])
    await #expect(throws: PresentError.endOfInput) { try await ended.present(Self.newBranch) }
    let runsOut = ScriptedTerminal(answers: ["develop"], outOfAnswers: .endOfInput)
    await #expect(throws: PresentError.endOfInput) { try await runsOut.present(Self.newBranch) }
  }

  @Test("defaultAction(for:) gives the values the fields' labels, as presenting does")
  func defaultActionReadsLabels() throws {
    let alert = Self.newBranch
    #expect(alert.defaultAction()?.title == nil, "no branch name yet")
    #expect(alert.defaultAction(for: ["main", "feature/login"])?.title == "Create")
    #expect(alert.defaultAction(for: ["main", "not a name"])?.title == nil)
    #expect(alert.defaultAction(for: FieldValues(["main", "fix"], labels: ["Base", "Branch"]))?.title == "Create")
  }

  @Test("what the alert does with the same values, presented")
  func presentedAgrees() async throws {
    let terminal = ScriptedTerminal(answers: [.keep, "feature/login", ""])
    #expect(try await terminal.present(Self.newBranch) == "feature/login")
  }
}
