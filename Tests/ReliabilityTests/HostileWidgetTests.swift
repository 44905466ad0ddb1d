import Alerts
import MasterDetail
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Testing

/// The hostile corpus through every widget's title, message, item and detail text on the
/// fake terminal: nothing of it is drawn as a control character, and what comes back as
/// a value is the text unchanged.
@Suite("Hostile text through the widgets")
struct HostileWidgetTests {
  /// Every drawn character: written text and prompts.
  static func drawn(_ terminal: ScriptedTerminal) -> String {
    terminal.written.plain + terminal.requests.map(\.prompt.plain).joined()
  }

  static func expectHarmless(
    _ terminal: ScriptedTerminal, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let controls = drawn(terminal).unicodeScalars.filter(HostileText.isControl)
    #expect(
      controls.isEmpty, "\(name): \(controls.prefix(5).map { $0.escaped(asASCII: true) }) drawn",
      sourceLocation: sourceLocation)
  }

  @Test("alert title, message, field label and initial text, action titles", arguments: HostileText.strings)
  func alert(sample: HostileSample<String>) async throws {
    try await HeavyWork.run {
      let (name, text) = (sample.name, sample.text)
      let terminal = ScriptedTerminal(answers: [.keep, "OK"], size: TerminalSize(columns: 60, rows: 20))
      let ok = Alert<[String]>.Action(title: "OK") { Array($0) }
      let odd = Alert<[String]>.Action(title: String(text.prefix(200)) + "!", style: .destructive) { Array($0) }
      let alert = Alert(
        title: text, message: text, fields: [.init(label: String(text.prefix(100)), initial: text)], actions: ok, odd)
      let values = try await terminal.present(alert)
      #expect(values == [text], "\(name): the field's value comes back unchanged")
      Self.expectHarmless(terminal, name)
    }
  }

  @Test("sheet title, message and action titles", arguments: HostileText.strings)
  func sheet(sample: HostileSample<String>) async throws {
    try await HeavyWork.run { () async throws in
      let (name, text) = (sample.name, sample.text)
      let terminal = ScriptedTerminal(answers: ["1"], size: TerminalSize(columns: 60, rows: 20))
      let first = Alert<String>.Action(title: String(text.prefix(300)) + " (1)") { "first" }
      let cancel = Alert<String>.Action(title: "Cancel", style: .cancel) { "cancel" }
      #expect(
        try await terminal.present(Alert(title: text, message: text, actions: first, cancel), style: .sheet) == "first")
      Self.expectHarmless(terminal, name)
    }
  }

  @Test("confirm, ask and password questions", arguments: HostileText.strings)
  func conveniences(sample: HostileSample<String>) async throws {
    try await HeavyWork.run { () async throws in
      let (name, text) = (sample.name, sample.text)
      let terminal = ScriptedTerminal(answers: ["y", .keep, "secret"], size: TerminalSize(columns: 60, rows: 20))
      #expect(try await terminal.confirm(text))
      #expect(try await terminal.ask(text, placeholder: text, initial: text) == text, "\(name): unchanged")
      #expect(try await terminal.password(text) == "secret")
      Self.expectHarmless(terminal, name)
    }
  }

  @Test("choose items and prompt; the chosen item comes back unchanged", arguments: HostileText.strings)
  func choose(sample: HostileSample<String>) async throws {
    try await HeavyWork.run { () async throws in
      let (name, text) = (sample.name, sample.text)
      let terminal = ScriptedTerminal(answers: ["2"], size: TerminalSize(columns: 60, rows: 20))
      let items = ["first", text, "third"]
      #expect(try await terminal.choose(text, from: items) == text, "\(name): unchanged")
      Self.expectHarmless(terminal, name)
    }
  }

  @Test(
    "browser title, rows and detail, wide and narrow; the chosen element comes back unchanged",
    arguments: HostileText.strings)
  func browser(sample: HostileSample<String>) async throws {
    try await HeavyWork.run {
      let (name, text) = (sample.name, sample.text)
      for columns in [120, 50] {
        let terminal = ScriptedTerminal(answers: ["2", "", ""], size: TerminalSize(columns: columns, rows: 16))
        let list = BrowserList<String, [String]>(StyledText(text), elements: ["first", text, "third"], isSame: ==) {
          $0
        }
        .detail { StyledText($0 + "\n" + $0) }
        .onActivate { _, element in .finish(element) }
        let chosen = try await terminal.present(MasterDetailBrowser(list))
        #expect(chosen == text, "\(name) at \(columns) columns: unchanged")
        Self.expectHarmless(terminal, "\(name) at \(columns) columns")
      }
    }
  }
}
