import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// What the action prompt makes of answers it cannot take: a one-line message and the
/// same prompt again, never a crash and never a default taken silently.
@Suite("Alert answers")
struct AlertAnswerTests {
  static let actions = Alert<String>(
    title: "Branch",
    actions: .init(title: "Checkout") { "checkout" },
    .init(title: "Cherry-pick") { "cherry-pick" },
    .init(title: "Delete", style: .destructive) { "delete" },
    .init(title: "Cancel", style: .cancel) { throw CancelError() })

  @Test(
    "an unknown or ambiguous answer gets one line of message and the same prompt, with the answer in the line to fix",
    arguments: [
      ("merge", "There is no action “merge”: choose Checkout, Cherry-pick, Delete or Cancel.", "merge"),
      ("c", "“c” could be Checkout, Cherry-pick or Cancel: type more of it.", "c"),
      ("ch", "“ch” could be Checkout or Cherry-pick: type more of it.", "ch"),
      ("2", "There is no action “2”: choose Checkout, Cherry-pick, Delete or Cancel.", "2"),
    ])
  func unknownAnswers(answer: String, message: String, kept: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer), "chec"])
    #expect(try await terminal.present(Self.actions) == "checkout")
    let shown = lines(terminal.transcript)
    #expect(shown.dropFirst(2).prefix(3) == ["Choose [Checkout]: \(answer)", message, "Choose [Checkout]: chec"][...])
    #expect(terminal.requests[1].initialText == kept)
  }

  @Test("Enter without a default action asks again rather than choosing anything")
  func enterWithoutDefault() async throws {
    let alert = Alert<Int>(
      actions: .init(title: "One", style: .destructive) { 1 }, .init(title: "Two", style: .cancel) { 2 })
    let terminal = ScriptedTerminal(answers: ["", "  ", "two"])
    #expect(try await terminal.present(alert) == 2)
    #expect(lines(terminal.transcript).filter { $0.hasPrefix("No action is taken on Enter") }.count == 2)
    #expect(terminal.requests.allSatisfy { $0.prompt.plain == "Choose: " })
  }

  @Test("spaces around an answer are ignored")
  func spacesAreIgnored() async throws {
    let terminal = ScriptedTerminal(answers: ["  Delete  "])
    #expect(try await terminal.present(Self.actions) == "delete")
  }

  @Test(
    "Tab completes the titles of the enabled actions that start with the typed text, ignoring case",
    arguments: [
      ("", ["Checkout", "Cherry-pick", "Cancel"]), ("ch", ["Checkout", "Cherry-pick"]), ("CA", ["Cancel"]),
      ("x", []),
    ])
  func tabCompletion(typed: String, candidates: [String]) async throws {
    var alert = Self.actions
    alert.actions[2].enabledPredicate = { _ in false }
    let terminal = ScriptedTerminal(answers: ["Cancel"])
    await #expect(throws: CancelError()) { try await terminal.present(alert) }
    #expect(terminal.requests[0].completion?.candidates(typed) == candidates)
  }

  @Test("a disabled action is refused with a reason, by title or by prefix")
  func disabledIsRefused() async throws {
    var alert = Self.actions
    alert.actions[2].enabledPredicate = { _ in false }
    let terminal = ScriptedTerminal(answers: ["Delete", "del", "Checkout"])
    #expect(try await terminal.present(alert) == "checkout")
    #expect(lines(terminal.transcript).filter { $0 == "“Delete” is not available now." }.count == 2)
    #expect(terminal.requests[1].initialText == "", "a refused choice is not kept in the line")
  }

  @Test("without a terminal, answers are still lines, and the end of input ends it")
  func worksWithoutATerminal() async throws {
    let terminal = ScriptedTerminal(
      answers: ["maybe", "later", .endOfInput], isInteractive: false, allowsStyles: false)
    await #expect(throws: PresentError.endOfInput) { try await terminal.present(Self.actions) }
    #expect(terminal.requests.count == 3)
  }
}
