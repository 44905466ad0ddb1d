import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// How actions are marked: in text that survives plain output (`[Add]*`, `[Delete]!`,
/// `(Add)`), with styles drawn on top where the terminal allows them.
@Suite("Alert marks")
struct AlertMarksTests {
  static let alert = Alert<String>(
    title: "Marks",
    actions: .init(title: "Save") { "save" },
    .init(title: "Archive", enabledPredicate: { _ in false }) { _ in "archive" },
    .init(title: "Delete", style: .destructive) { "delete" },
    .init(title: "Cancel", style: .cancel) { "cancel" })

  @Test(
    "the action line marks the default with *, destructive with !, disabled in parentheses", arguments: [true, false])
  func plainMarks(allowsStyles: Bool) async throws {
    let terminal = ScriptedTerminal(answers: ["Cancel"], allowsStyles: allowsStyles)
    _ = try await terminal.present(Self.alert)
    #expect(terminal.transcript.contains("\n[Save]*  (Archive)  [Delete]!  [Cancel]\n"))
  }

  @Test("the default is bold, a destructive action red, a disabled one dim")
  func styles() async throws {
    let terminal = ScriptedTerminal(answers: ["Cancel"])
    _ = try await terminal.present(Self.alert)
    let runs = terminal.written.runs
    #expect(runs.contains { $0.text == "[Save]*" && $0.style == .bold })
    #expect(runs.contains { $0.text == "(Archive)" && $0.style == .dim })
    #expect(runs.contains { $0.text == "[Delete]!" && $0.style == .red })
    #expect(runs.contains { $0.text.contains("[Cancel]") && $0.style == [] })
  }

  @Test("the action line wraps between actions on a narrow terminal")
  func actionLineWraps() async throws {
    let terminal = ScriptedTerminal(answers: ["Cancel"], size: TerminalSize(columns: 20, rows: 10))
    _ = try await terminal.present(Self.alert)
    let shown = lines(terminal.transcript)
    #expect(shown.contains("[Save]*  (Archive)"))
    #expect(shown.contains("[Delete]!  [Cancel]"))
  }
}
