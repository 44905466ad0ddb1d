import PresentationTesting
import PresentlyCore
import Testing

@testable import Alerts

/// A text of several lines: the step as a function (lines entered, Ctrl-D, Up and Down
/// between the lines, the limits), then runs on the scripted terminal.
@Suite("TextArea")
struct TextAreaTests {
  static let frame = WidgetFrame(size: TerminalSize(columns: 60, rows: 20))

  static func area(_ lines: [String] = [], maxLines: Int? = nil, limit: Int? = nil) -> TextAreaWidget {
    TextAreaWidget(
      heading: Heading(title: "Notes"), placeholder: "Say something", maxLines: maxLines, characterLimit: limit,
      lines: lines)
  }

  @Test("each line entered is kept and draws nothing; Ctrl-D ends with the lines joined")
  func linesThenSubmit() {
    var area = Self.area()
    #expect(area.request(in: Self.frame)?.prompt.plain == "1> ")
    #expect(area.request(in: Self.frame)?.placeholder == "Say something")
    guard case .stay = area.apply(.line("first"), in: Self.frame) else {
      Issue.record("a line entered stays on the screen as typed")
      return
    }
    _ = area.apply(.line("second"), in: Self.frame)
    #expect(area.request(in: Self.frame)?.prompt.plain == "3> ")
    #expect(area.request(in: Self.frame)?.placeholder == nil, "the hint is for the first line only")
    guard case .finish(.text(let text)) = area.apply(.key(.submit, text: ""), in: Self.frame) else {
      Issue.record("Ctrl-D ends the text")
      return
    }
    #expect(text == "first\nsecond")
  }

  @Test("Up goes to the line above, to edit it as it is; Enter there keeps the edit and goes on to the next line")
  func upEdits() {
    var area = Self.area(["one", "two"])
    guard case .redraw = area.apply(.key(.previous, text: ""), in: Self.frame) else {
      Issue.record("the lines are drawn again, the one being edited marked")
      return
    }
    #expect(area.body(in: Self.frame).map(\.plain) == ["1> one", "2> (editing below)"])
    let request = area.request(in: Self.frame)
    #expect(request?.initialText == "two" && request?.initialTextReplacesTyped == true)
    #expect(request?.prompt.plain == "2> ")
    _ = area.apply(.key(.previous, text: "two, edited"), in: Self.frame)
    #expect(area.request(in: Self.frame)?.initialText == "one", "the line above, as it is")
    _ = area.apply(.line("one, edited"), in: Self.frame)
    #expect(area.text == "one, edited\ntwo, edited", "Enter on an earlier line adds no line")
    #expect(area.request(in: Self.frame)?.initialText == "two, edited", "and goes on to the next")
    _ = area.apply(.line("two, edited"), in: Self.frame)
    #expect(area.request(in: Self.frame)?.prompt.plain == "3> ", "after the last line, a new one")
    #expect(area.request(in: Self.frame)?.initialText == "")
    guard case .finish(.text(let text)) = area.apply(.key(.submit, text: ""), in: Self.frame) else {
      Issue.record("Ctrl-D on the new empty line ends the text")
      return
    }
    #expect(text == "one, edited\ntwo, edited")
  }

  @Test(
    "Down goes to the line below, and from the last to a new line; Up and Down at the ends are refused, the text kept")
  func downAndEnds() {
    var area = Self.area(["one", "two"])
    _ = area.apply(.key(.previous, text: "three"), in: Self.frame)
    #expect(area.text == "one\ntwo\nthree", "what was typed in the new line is a line")
    #expect(area.request(in: Self.frame)?.initialText == "two")
    _ = area.apply(.key(.next, text: "two"), in: Self.frame)
    _ = area.apply(.key(.next, text: "three"), in: Self.frame)
    #expect(area.request(in: Self.frame)?.prompt.plain == "4> ")
    guard case .refuse(let message, keepsText: true) = area.apply(.key(.next, text: "four"), in: Self.frame) else {
      Issue.record("nothing is below the new line")
      return
    }
    #expect(message.plain == "This is the last line.")
    #expect(area.request(in: Self.frame)?.initialText == "four", "what was typed comes back")
    var top = Self.area(["one"])
    _ = top.apply(.key(.previous, text: ""), in: Self.frame)
    guard case .refuse(let first, keepsText: true) = top.apply(.key(.previous, text: "uno"), in: Self.frame) else {
      Issue.record("nothing is above the first line")
      return
    }
    #expect(first.plain == "This is the first line.")
    #expect(top.request(in: Self.frame)?.initialText == "uno")
  }

  @Test("the last line allowed ends the text; a line past the character limit is refused and offered again")
  func limits() {
    var area = Self.area(maxLines: 2, limit: 8)
    #expect(area.request(in: Self.frame)?.prompt.plain == "1/2> ")
    _ = area.apply(.line("abcdef"), in: Self.frame)
    guard case .refuse(let message, keepsText: true) = area.apply(.line("ghi"), in: Self.frame) else {
      Issue.record("a line too long is refused, its text kept to shorten")
      return
    }
    #expect(message.plain.contains("8 characters"))
    guard case .finish(.text(let text)) = area.apply(.line("g"), in: Self.frame) else {
      Issue.record("the second of two lines ends the text")
      return
    }
    #expect(text == "abcdef\ng")
    var full = Self.area(["a", "b"], maxLines: 2)
    _ = full.apply(.key(.previous, text: ""), in: Self.frame)
    guard case .refuse = full.apply(.key(.next, text: "b"), in: Self.frame) else {
      Issue.record("no new line starts after the last one allowed")
      return
    }
    guard case .finish(.text(let edited)) = full.apply(.line("bee"), in: Self.frame) else {
      Issue.record("Enter on the last line allowed ends the text")
      return
    }
    #expect(edited == "a\nbee")
  }

  @Test("on the terminal: lines typed, Up, an edit, Ctrl-D; the screen keeps the lines numbered")
  func presented() async throws {
    let terminal = ScriptedTerminal(answers: ["Dear Ada,", "thanks", .key(.previous), "thanks!", .endOfInput])
    let text = try await terminal.compose("Letter")
    #expect(text == "Dear Ada,\nthanks!")
    let screen = lines(terminal.screensAtPrompts.last ?? "")
    #expect(screen.contains("1> Dear Ada,"))
    #expect(screen.contains("2> thanks!"))
    #expect(!screen.contains("2> thanks"), "the line opened again is drawn as it is now")
    #expect(terminal.screen == "Letter: Dear Ada, (2 lines)\n", "then one line stays")
  }

  @Test("the initial text is drawn numbered and continued; Escape dismisses")
  func initialText() async throws {
    let terminal = ScriptedTerminal(answers: ["three", .endOfInput])
    #expect(try await terminal.compose(initialText: "one\ntwo\n") == "one\ntwo\nthree")
    #expect(
      lines(terminal.transcript).filter { $0.first?.isNumber == true }.prefix(3) == ["1> one", "2> two", "3> three"])
    await #expect(throws: PresentError.dismissed) {
      try await ScriptedTerminal(answers: [.key(.cancel)]).compose()
    }
  }

  @Test("Ctrl-E opens the editor on the text so far, the line being typed included; the lines go on as it saved them")
  func editor() async throws {
    let terminal = ScriptedTerminal(
      answers: ["first", .typing("secnd"), .key(.openEditor), "third", .endOfInput],
      editor: { text in text.replacing("secnd", with: "second") + "\n" })
    #expect(try await terminal.compose("Notes") == "first\nsecond\nthird")
    #expect(terminal.transcript.contains("\u{27E8}editor\u{27E9}"))
    #expect(terminal.requests.first?.keyActions.contains(.openEditor) == true)
    let last = terminal.screensAtPrompts.last ?? ""
    #expect(last.contains("Ctrl-E: your editor"), "the hint says so")
    #expect(last.ranges(of: "Ctrl-E: your editor").count == 1, "drawn once after the editor:\n\(last)")
  }

  @Test("an editor that fails, or saves more than the limits allow, leaves the text as it was and says why")
  func editorRefused() async throws {
    let failed = ScriptedTerminal(answers: ["kept", .key(.openEditor), .endOfInput], editor: { _ in nil })
    #expect(try await failed.compose() == "kept")
    #expect(failed.screensAtPrompts.last?.contains("The editor ended with status 1; the text is as it was.") == true)
    let long = ScriptedTerminal(
      answers: [.key(.openEditor), .endOfInput], editor: { _ in "a\nb\nc\n" })
    var area = TextArea(initialText: "a")
    area.maxLines = 2
    #expect(try await long.present(area) == "a")
    #expect(
      long.screensAtPrompts.last?.contains("The text saved has 3 lines, more than the 2 allowed; it was not taken.")
        == true)
    let none = ScriptedTerminal(answers: ["x", .endOfInput])
    _ = try await none.compose()
    #expect(none.requests.first?.keyActions.contains(.openEditor) == false, "no editor, no Ctrl-E")
    #expect(!none.screen.contains("Ctrl-E"))
  }

  @Test("without a person at the keyboard each line of the input is a line, and its end ends the text")
  func piped() async throws {
    let terminal = ScriptedTerminal(answers: ["a", "b"], isInteractive: false)
    #expect(try await terminal.compose() == "a\nb")
    #expect(!terminal.transcript.contains("Ctrl-D"), "no hint for keys that nobody presses")
  }
}
