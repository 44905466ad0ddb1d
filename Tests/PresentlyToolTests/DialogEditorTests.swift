import PresentlyCore
import Testing

@testable import PresentlyCommands

/// dialog's `--editbox` as a widget: the file read as dialog reads it, and each event's
/// step (the keys' order and endings checked against dialog 1.3 in `DialogBoxTests`).
@Suite("dialog's editbox, step by step")
struct DialogEditorTests {
  static let frame = WidgetFrame(size: TerminalSize(columns: 80, rows: 24))

  @Test(
    "a file's lines as dialog's editbox reads them",
    arguments: [("a\n\n", ["a", ""]), ("", [""]), ("a\nb", ["a", "b"]), ("a\nb\n", ["a", "b"]), ("\n", [""])])
  func lines(_ row: (file: String, lines: [String])) {
    #expect(DialogEditorWidget.lines(of: row.file) == row.lines)
  }

  func editor(_ lines: [String] = ["a", "b"], addsLines: Bool = false) -> DialogEditorWidget {
    DialogEditorWidget(heading: Heading(), buttons: ["OK", "Cancel"], lines: lines, addsLines: addsLines)
  }

  @Test("it opens on the first line, the cursor before its text, and Up and Down keep what was typed")
  func moves() {
    var editor = editor()
    let request = editor.request(in: Self.frame)
    #expect(request?.initialText == "a" && request?.cursorAtStart == true)
    _ = editor.apply(.key(.next, text: "Xa"), in: Self.frame)
    #expect(editor.current == 1 && editor.lines == ["Xa", "b"])
    _ = editor.apply(.key(.next, text: "b"), in: Self.frame)
    #expect(editor.current == 1, "no line after the last")
    _ = editor.apply(.key(.previous, text: "bY"), in: Self.frame)
    #expect(editor.current == 0 && editor.lines == ["Xa", "bY"])
  }

  @Test("Enter ends the line and opens a new one after it")
  func enter() {
    var editor = editor()
    _ = editor.apply(.line("aa"), in: Self.frame)
    #expect(editor.lines == ["aa", "", "b"] && editor.current == 1)
  }

  @Test("Tab goes to OK, then Cancel, then the text; Enter takes the button, Down the next one")
  func buttons() {
    var editor = editor()
    _ = editor.apply(.key(.nextAction, text: "a"), in: Self.frame)
    #expect(editor.focus == .button(0))
    #expect(editor.request(in: Self.frame)?.initialText == "")
    _ = editor.apply(.key(.next, text: ""), in: Self.frame)
    #expect(editor.focus == .button(1))
    var again = editor
    _ = again.apply(.key(.nextAction, text: ""), in: Self.frame)
    #expect(again.focus == .text)
    guard case .finish(let outcome) = editor.apply(.line(""), in: Self.frame) else {
      Issue.record("Enter on Cancel did not end the editor")
      return
    }
    #expect(outcome == DialogEditorWidget.Outcome(button: 1, lines: ["a", "b"]))
  }

  @Test("without a person at the keyboard, each line read is added after the text, and the end is OK")
  func addsLines() {
    var editor = editor(addsLines: true)
    #expect(editor.current == 2)
    _ = editor.apply(.line("c"), in: Self.frame)
    guard case .finish(let outcome) = editor.apply(.key(.submit, text: ""), in: Self.frame) else {
      Issue.record("the end of the input did not end the editor")
      return
    }
    #expect(outcome == DialogEditorWidget.Outcome(button: 0, lines: ["a", "b", "c"]))
  }
}
