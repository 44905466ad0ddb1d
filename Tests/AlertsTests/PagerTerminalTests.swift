import PresentationTesting
import PresentlyCore
import Testing

@testable import Alerts

/// The pager presented on a `ScriptedTerminal`, drawing in place and as a transcript.
@Suite("Pager: on a terminal")
struct PagerTerminalTests {
  static let thousand = (1...1000).map { "\($0)\n" }.joined()

  /// The rows of `screen` that are a number alone.
  static func numbers(_ screen: String) -> [Int] {
    screen.split(separator: "\n").compactMap { Int($0) }
  }

  @Test("in place: /500 shows line 500 at the top, Space pages, q ends the presentation")
  func inPlace() async throws {
    let terminal = ScriptedTerminal(answers: ["/500", .key(.toggle), "q"], size: TerminalSize(columns: 80, rows: 24))
    try await terminal.present(Pager(text: Self.thousand, title: "seq"))
    #expect(Self.numbers(terminal.screen) == Array(521...541), "the last drawing is the page after the match")
    #expect(terminal.requests.allSatisfy { $0.keyActions.contains(.toggle) && $0.keyActions.contains(.next) })
    #expect(terminal.controls.contains(.erase(lines: 23)), "the page is drawn over itself")
    #expect(terminal.transcript.contains("seq  lines 521-541"))
  }

  @Test("single keys as key actions: G goes to the end, g to the start, q (.quit) ends the presentation")
  func singleKeys() async throws {
    let terminal = ScriptedTerminal(
      answers: [.key(.last), .key(.first), .key(.quit)], size: TerminalSize(columns: 80, rows: 24))
    try await terminal.present(Pager(text: Self.thousand, title: "seq"))
    #expect(Self.numbers(terminal.screen) == Array(1...21))
    #expect(terminal.transcript.contains("seq  lines 980-1000"), "G drew the end")
    #expect(terminal.requests.allSatisfy { $0.singleKeys["q"] == .quit && $0.singleKeys["G"] == .last })
  }

  @Test("as a transcript: each page printed once below the last, a line move prints its line")
  func transcript() async throws {
    let terminal = ScriptedTerminal(
      answers: ["", .key(.next), "q"], size: TerminalSize(columns: 80, rows: 24), allowsCursorControl: false)
    try await terminal.present(Pager(text: Self.thousand))
    #expect(Self.numbers(terminal.transcript) == Array(1...21) + Array(22...42) + [43])
    #expect(terminal.controls.isEmpty, "nothing erased")
  }

  @Test("Escape dismisses it; the text's escape sequences never reach the terminal")
  func dismissedAndSanitized() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.cancel)])
    await #expect(throws: PresentError.dismissed) {
      try await terminal.present(Pager(text: "title\u{1B}]0;owned\u{07}\n\u{1B}[2J"))
    }
    #expect(!terminal.written.plain.contains("\u{1B}"))
    #expect(terminal.transcript.contains("title"))
  }

  @Test("--line-numbers: each line after its number")
  func numbered() async throws {
    let terminal = ScriptedTerminal(answers: ["q"])
    try await terminal.present(Pager(text: "alpha\nbeta\n", numbersLines: true))
    #expect(terminal.transcript.contains("     1  alpha\n     2  beta\n"))
  }
}
