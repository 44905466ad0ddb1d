import Alerts
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Testing

/// Untrusted text in titles, messages, labels, action titles, validation messages and
/// items never reaches the terminal as control characters.
@Suite("Hostile text")
struct HostileTextTests {
  static let hostile: [HostileSample<String>] = [
    .init("erase and home", "clear\u{1B}[2J\u{1B}[H"),
    .init("clipboard write", "clip\u{1B}]52;c;ZXZpbA==\u{07}"),
    .init("hyperlink", "link\u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\"),
    .init("8-bit CSI", "csi\u{9B}31m"),
    .init("right-to-left override", "bidi\u{202E}txt.exe"),
    .init("NUL, BEL and backspace", "nul\u{0}bell\u{07}back\u{08}"),
    .init("line breaks", "line\nbreak\rreturn"),
  ]

  /// Everything a terminal was asked to draw: written text, prompts, completion candidates.
  static func drawn(on terminal: ScriptedTerminal) -> [String] {
    [terminal.written.plain] + terminal.requests.map(\.prompt.plain)
  }

  @Test("an alert's title, message, field label and action titles are sanitized", arguments: hostile)
  func alertText(sample: HostileSample<String>) async throws {
    let text = sample.text
    let alert = Alert<String>(
      title: text, message: text,
      fields: [.init(label: text, initial: "a") { $0 == "a" ? text : nil }],
      actions: .init(title: text) { $0[0] }, .init(title: "OK \(text)", style: .destructive) { _ in "ok" })
    let terminal = ScriptedTerminal(answers: [.keep, "b", "zzz", ""])
    #expect(try await terminal.present(alert) == "b")
    for drawn in Self.drawn(on: terminal) { #expect(!hasControlCharacters(drawn), "\(drawn.debugDescription)") }
    #expect(!hasControlCharacters(terminal.transcript))
  }

  @Test("a sheet's and a list's rows are sanitized, and its titles are typed as shown", arguments: hostile)
  func listText(sample: HostileSample<String>) async throws {
    let text = sample.text
    let terminal = ScriptedTerminal(answers: [.line("/\(text)"), "9", "1"])
    _ = try await terminal.choose(text, from: [text, "safe"], defaultIndex: 0)
    let sheet = Alert<Int>(title: text, actions: .init(title: text) { 1 }, .init(title: "x", style: .cancel) { 2 })
    let sheetTerminal = ScriptedTerminal(answers: ["zzz", "1"])
    #expect(try await sheetTerminal.present(sheet, style: .sheet) == 1)
    for drawn in Self.drawn(on: terminal) + Self.drawn(on: sheetTerminal) {
      #expect(!hasControlCharacters(drawn), "\(drawn.debugDescription)")
    }
    let candidates = sheetTerminal.requests[0].completion?.candidates("") ?? []
    #expect(candidates.allSatisfy { !hasControlCharacters($0) })
  }

  @Test("a title typed as it is shown chooses it")
  func typedAsShown() async throws {
    let title = "clip\u{1B}]52;c;ZXZpbA==\u{07}"
    let alert = Alert<Int>(actions: .init(title: title) { 1 }, .init(title: "Other") { 2 })
    let terminal = ScriptedTerminal(answers: ["clip␛]52;c;ZXZpbA==␇"])
    #expect(try await terminal.present(alert) == 1)
  }

  @Test("confirm, ask and the locale hint sanitize their prompts", arguments: hostile)
  func conveniencePrompts(sample: HostileSample<String>) async throws {
    let text = sample.text
    let terminal = ScriptedTerminal(answers: ["y", "x", "x"])
    _ = try await terminal.confirm(text, affirmative: text, negative: "No \(text)")
    _ = try await terminal.ask(text, placeholder: text)
    _ = try await terminal.password(text)
    for drawn in Self.drawn(on: terminal) { #expect(!hasControlCharacters(drawn), "\(drawn.debugDescription)") }
  }
}
