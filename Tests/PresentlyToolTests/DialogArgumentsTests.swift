import Glibc
import PresentlyCore
import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// dialog's command line as dialog 1.3 reads it: the translation into boxes and options,
/// the words of `--file`, the text's layout, and the mistakes, each refused with
/// dialog's own message and status (checked against the real dialog where it is
/// installed).
@Suite("dialog arguments")
struct DialogArgumentsTests {
  /// A line dialog runs, and what must hold of the boxes it is.
  struct Accepted: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var check: @Sendable ([DialogBox], DialogOutput) -> Bool
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let accepted: [Accepted] = [
    Accepted(arguments: ["--yesno", "Go?", "0", "0"]) { boxes, output in
      boxes.map(\.kind) == [.yesno] && boxes[0].operands == ["Go?", "0", "0"] && output == .standardError
    },
    Accepted(arguments: ["--stdout", "--title", "T", "--msgbox", "m", "5", "20"]) { boxes, output in
      output == .standardOutput && boxes[0].options.title == "T"
    },
    Accepted(arguments: ["--output-fd", "3", "--inputbox", "x", "0", "0"]) { _, output in output == .descriptor(3) },
    Accepted(arguments: ["--nocancel", "--noitem", "--notags", "--yesno", "x", "0", "0"]) { boxes, _ in
      boxes[0].options.noCancel && boxes[0].options.noItems && boxes[0].options.noTags
    },
    Accepted(arguments: ["--cancel", "--yesno", "x", "0", "0"]) { boxes, _ in boxes[0].options.noCancel },
    Accepted(arguments: [
      "--no-shadow", "--ascii-lines", "--begin", "2", "3", "--aspect", "9", "--yesno", "x", "0", "0",
    ]) { boxes, _ in boxes.count == 1 },
    Accepted(arguments: ["--defaultno", "--yesno", "x", "0", "0"]) { boxes, _ in
      boxes[0].options.defaultButton == "no"
    },
    Accepted(arguments: ["--menu", "x", "0", "0", "0", "a", "A", "--unknown-word", "B"]) { boxes, _ in
      boxes[0].operands.count == 8
    },
    Accepted(arguments: ["--title", "one", "--inputbox", "x", "0", "0", "--and-widget", "--msgbox", "y", "0", "0"]) {
      boxes, _ in
      boxes.map(\.kind) == [.inputbox, .msgbox] && boxes[1].isChained && boxes[1].options.title == nil
    },
    // dialog resets a widget's options before the next (init_result); --separate-widget
    // lives in its state, and stays.
    Accepted(arguments: [
      "--separate-widget", "|", "--defaultno", "--output-separator", ",", "--yesno", "x", "0", "0", "--and-widget",
      "--yesno", "y", "0", "0",
    ]) { boxes, _ in
      boxes[1].options == DialogOptions(separateWidget: "|") && boxes[0].options.outputSeparator == ","
    },
    Accepted(arguments: ["--inputbox", "x", "0", "0", "--msgbox", "y", "0", "0"]) { boxes, _ in
      boxes.count == 2 && !boxes[1].isChained
    },
    Accepted(arguments: ["--menu", "x", "0", "0", "0", "--", "--tag", "item"]) { boxes, _ in
      boxes[0].operands.suffix(2) == ["--tag", "item"]
    },
    Accepted(arguments: ["--item-help", "--menu", "x", "0", "0", "0", "a", "A", "help for a"]) { boxes, _ in
      boxes[0].options.itemHelp
    },
    Accepted(arguments: ["--timeout", "5", "--guage", "x", "0", "0", "40"]) { boxes, _ in
      boxes[0].kind == .gauge && boxes[0].options.timeout == 5
    },
  ]

  @Test("accepted lines", arguments: accepted)
  func accepts(_ line: Accepted) throws {
    guard case .success(.run(let boxes, let output, _)) = DialogArguments.parse(line.arguments) else {
      Issue.record("refused")
      return
    }
    #expect(line.check(boxes, output))
  }

  /// A line dialog refuses, and whether our message is dialog's byte for byte. Two are
  /// not: dialog's count of a box's operands prints its numbers in the wrong places
  /// (`Expected at least 20 tokens for --y, have 2.`), where ours says what is wrong; and
  /// an option without its value after a box, which dialog finds only after showing the
  /// box, is found here before anything is shown.
  struct Refused: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var sameMessage = true
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refused: [Refused] = [
    Refused(arguments: ["--bogus", "--yesno", "x", "0", "0"]),
    Refused(arguments: ["--title", "t", "--frob"]),
    Refused(arguments: ["--yesno", "x", "0"], sameMessage: false),
    Refused(arguments: ["--yesno", "x", "0", "0", "extra"], sameMessage: false),
    Refused(arguments: ["--checklist", "x", "0", "0", "0", "a", "b"]),
    Refused(arguments: ["--checklist", "x", "0", "0", "0", "a", "b", "on", "c"]),
    Refused(arguments: ["--separate-output", "--menu", "x", "0", "0", "0", "a", "b"]),
    Refused(arguments: ["--msgbox", "x", "0", "0", "--title"], sameMessage: false),
    Refused(arguments: ["--output-fd", "abc", "--yesno", "x", "0", "0"]),
    Refused(arguments: ["--yesno", "x", "0", "0", "--output-fd"]),
    // Each number dialog reads (numeric_arg), in the order it reads them.
    Refused(arguments: ["--yesno", "t", "x", "0"]),
    Refused(arguments: ["--calendar", "t", "x", "0", "y", "1", "2020"]),
    Refused(arguments: ["--timebox", "t", "0", "0", "1", "2", "x"]),
    Refused(arguments: ["--rangebox", "t", "0", "0", "a", "b", "c"]),
    Refused(arguments: ["--rangebox", "t", "0", "0", "1", "10", "5x"]),
    Refused(arguments: ["--menu", "t", "0", "0", "x", "a", "b"]),
    Refused(arguments: ["--gauge", "t", "0", "0", "x"]),
    Refused(arguments: ["--prgbox", "cmd", "x", "0"]),
    Refused(arguments: ["--progressbox", "x", "0"]),
  ]

  @Test("refused lines: dialog's message and status", arguments: refused)
  func refuses(_ line: Refused) async throws {
    let ours = try await Tool.run(["dialog"] + line.arguments, input: .null)
    #expect(ours.ending == .exited(255))
    #expect(ours.output.isEmpty)
    #expect(ours.errors.hasSuffix(".\nUse --help to list options.\n\n\n"))
    if access("/usr/bin/dialog", X_OK) == 0 {
      let real = try await Subprocess.run("/usr/bin/dialog", line.arguments, input: .null)
      #expect(ours.ending == real.ending)
      if line.sameMessage { #expect(ours.errors == real.errors, "dialog's message, byte for byte") }
    }
  }

  @Test("common options alone show nothing and end with 0, as in dialog")
  func optionsAlone() async throws {
    let ours = try await Tool.run(["dialog", "--title", "t", "--no-shadow"], input: .null)
    #expect(ours.ending == .exited(0))
    #expect(ours.errors.isEmpty && ours.output.isEmpty)
  }

  @Test("the DIALOG_ variables change the statuses, as in dialog: Escape, an error, a timeout")
  func statusVariables() async throws {
    let error = try await Subprocess.run(
      Tool.path, ["dialog", "--bogus", "x"], input: .null, environment: ["DIALOG_ERROR": "7"])
    #expect(error.ending == .exited(7))
    let session = try Tool.start(["dialog", "--yesno", "Go?", "0", "0"], environment: ["DIALOG_ESC": "0x10"])
    try await session.waitForPrompt("Go?")
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(16), "DIALOG_ESC, read as strtol reads it")
    let timeout = try Tool.start(
      ["dialog", "--timeout", "1", "--yesno", "Go?", "0", "0"], environment: ["DIALOG_TIMEOUT": "9"])
    #expect(try await timeout.finish() == .exited(9), "a timeout is DIALOG_TIMEOUT where it is set")
    let plain = try Tool.start(["dialog", "--timeout", "1", "--yesno", "Go?", "0", "0"])
    #expect(try await plain.finish() == .exited(255), "and Escape where it is not")
  }

  @Test("--file: its words in its place, split as dialog splits them")
  func fileWords() {
    #expect(
      DialogWord.split(Array(#"--title "Two words" --yesno "say \"hi\"" 0 0"#.utf8)) == [
        "--title", "Two words", "--yesno", #"say "hi""#, "0", "0",
      ])
    #expect(DialogWord.split(Array("a\\\nb \"\" c\\\\d e\\f".utf8)) == ["ab", "", "c\\d", "e\\f"])
    let parsed = DialogArguments.parse(["--file", "args", "--yesno", "x", "0", "0"]) { path in
      path == "args" ? Array("--title \"From a file\"".utf8) : nil
    }
    guard case .success(.run(let boxes, _, _)) = parsed else {
      Issue.record("refused")
      return
    }
    #expect(boxes[0].options.title == "From a file")
  }

  @Test("the text's layout: \\n, line breaks, spaces, colours and trimming as the options say")
  func textLayout() {
    var options = DialogOptions()
    #expect(DialogText.prepare("one\n   two\\nthree", options) == "one two\nthree")
    options.crWrap = true
    #expect(DialogText.prepare("one\ntwo", options) == "one\ntwo")
    options = DialogOptions()
    options.noNewlineExpand = true
    #expect(DialogText.prepare("a\\nb", options) == "a\\nb")
    options = DialogOptions()
    options.colors = true
    #expect(DialogText.prepare(#"\Z1red\Zn plain"#, options) == "red plain")
    options = DialogOptions()
    options.noCollapse = true
    #expect(DialogText.prepare("a    b", options) == "a    b")
  }

  @Test("--colors: dialog's \\Z codes as styles, never printed")
  func colors() {
    var options = DialogOptions()
    options.colors = true
    let styled = DialogText.styled(#"\Zb\Z1Warning:\Zn plain \Zuunder\ZU"#, options)
    #expect(styled.plain == "Warning: plain under")
    #expect(styled.rendered(withStyles: true).contains("\u{1B}[1;31mWarning:"))
    #expect(!styled.rendered(withStyles: false).contains("\u{1B}"))
  }

  @Test("the calendar: keys move by a day and a week across months and years; a typed date is checked")
  func calendar() {
    let frame = WidgetFrame(size: TerminalSize(columns: 80, rows: 24))
    var widget = DialogCalendarWidget(
      heading: Heading(title: "When"), text: "", buttons: "<OK>", cancel: "Cancel", date: (31, 12, 2025), format: nil)
    _ = widget.apply(.key(.next, text: ""), in: frame)
    #expect(widget.typed == "01/01/2026")
    _ = widget.apply(.key(.previousPage, text: ""), in: frame)
    #expect(widget.typed == "25/12/2025")
    #expect(widget.request(in: frame)?.initialText == "25/12/2025")
    #expect(widget.body(in: frame).first?.plain == "Thursday 25 December 2025")
    guard case .refuse(_, keepsText: true) = widget.apply(.line("31/02/2026"), in: frame) else {
      Issue.record("the 31st of February is refused, the text kept to fix")
      return
    }
    guard case .finish(let date) = widget.apply(.line("29/02/2028"), in: frame) else {
      Issue.record("a leap day is a date")
      return
    }
    #expect(date == "29/02/2028")
    guard case .finish(nil) = widget.apply(.line("canc"), in: frame) else {
      Issue.record("the Cancel button's label, typed, is Cancel")
      return
    }
  }

  @Test("a checklist's tags quoted as dialog quotes them")
  func quoting() {
    var options = DialogOptions()
    #expect(
      DialogResult.marked(["plain", "two words", "", #"say "x""#, "a$b"], options)
        == #"plain "two words" "" "say \"x\"" "a\$b""#)
    options.singleQuoted = true
    #expect(DialogResult.marked(["two words", "it's"], options) == #"'two words' 'it\'s'"#)
    options = DialogOptions()
    options.separateOutput = true
    #expect(DialogResult.marked(["two words", "b"], options) == "two words\nb\n")
  }
}
