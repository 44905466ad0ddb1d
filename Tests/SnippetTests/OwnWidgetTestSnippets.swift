// The tests of the article "Writing your own widget" (Presently.docc), in a file that
// imports exactly what its blocks show: `PresentationTesting`, `Presently` and
// `Testing`. The widget they test is in OwnWidgetSnippets.swift.

import PresentationTesting
import Presently
import Testing

// Presently: Writing your own widget, the step table

let server = [
  Setting(key: "host", value: "localhost"),
  Setting(key: "port", value: "8080"),
  Setting(key: "user", value: "ada"),
]

@Test("Down moves the highlight, and Up from the first row says why it stays")
func editorKeys() {
  var editor = SettingsEditor(server, title: "Server")
  let frame = WidgetFrame(size: TerminalSize(columns: 40, rows: 12))
  _ = editor.apply(.key(.next, text: ""), in: frame)
  #expect(editor.cursor.highlight == 1)
  _ = editor.apply(.key(.first, text: ""), in: frame)
  guard case .refuse(let message, keepsText: false) = editor.apply(.key(.previous, text: ""), in: frame) else {
    Issue.record("Up from the first row was not refused")
    return
  }
  #expect(message.plain == "This is the first row.")
  #expect(editor.cursor.highlight == 0)
}

// Presently: Writing your own widget, on the scripted terminal

@Test("Down, Enter and a value edit the second row; q ends with the settings")
func editingTheHighlightedRow() async throws {
  let terminal = ScriptedTerminal(answers: [.key(.next), "", "8081", .key(.quit)])
  let settings = try await terminal.present(SettingsEditor(server, title: "Server"))
  #expect(settings.map(\.value) == ["localhost", "8081", "ada"])
  #expect(terminal.screen.contains("2  port = 8081"))
}

@Test("a key typed names the row it edits; a key that names none is refused")
func editingByKey() async throws {
  let terminal = ScriptedTerminal(answers: ["group", "us", "grace", "q"])
  let settings = try await terminal.present(SettingsEditor(server, title: "Server"))
  #expect(settings[2] == Setting(key: "user", value: "grace"))
  #expect(terminal.transcript.contains("Nothing is called “group”: type a number or a key."))
}

@Test("a value the check refuses comes back in the line to be fixed")
func refusedValue() async throws {
  let terminal = ScriptedTerminal(answers: ["2", "80a", .edit { String($0.dropLast()) }, "q"])
  let editor = SettingsEditor(server, title: "Server") { setting in
    setting.key == "port" && Int(setting.value) == nil ? "The port is a number." : nil
  }
  let settings = try await terminal.present(editor)
  #expect(settings[1].value == "80")
  #expect(terminal.transcript.contains("The port is a number."))
}

@Test("Escape leaves without the edits")
func escapeDiscards() async throws {
  let terminal = ScriptedTerminal(answers: ["1", "example.com", .key(.cancel)])
  await #expect(throws: PresentError.dismissed) {
    try await terminal.present(SettingsEditor(server, title: "Server"))
  }
}
