import Glibc
import PseudoTerminalSupport
import Testing

/// Each of dialog's boxes through the real binary as `dialog --stdout …`, answered with
/// Enter (each box's default), against the real dialog on the same command line: the
/// same bytes on standard output and the same status.
@Suite("presently as dialog, box by box, against dialog", .serialized)
struct DialogBoxTests {
  static let menu = ["0", "0", "0", "a", "Alpha", "b", "Beta"]
  static let marks = ["0", "0", "0", "a b", "spaced", "on", "c", "plain", "ON", "d", "off", "off"]

  static let lines: [[String]] = [
    ["--yesno", "Go?", "0", "0"],
    ["--defaultno", "--yesno", "Go?", "0", "0"],
    ["--extra-button", "--yesno", "Go?", "0", "0"],
    ["--msgbox", "Done.", "0", "0"],
    ["--textbox", "/etc/hostname", "0", "0"],
    ["--inputbox", "Name", "0", "0", "Ada Lovelace"],
    ["--max-input", "3", "--inputbox", "Name", "0", "0", "Ada Lovelace"],
    ["--passwordbox", "Token", "0", "0", "s3cret"],
    ["--menu", "Pick"] + menu,
    ["--default-item", "b", "--menu", "Pick"] + menu,
    ["--quoted", "--menu", "Pick"] + menu,
    ["--no-tags", "--menu", "Pick"] + menu,
    ["--checklist", "Pick"] + marks,
    ["--separate-output", "--checklist", "Pick"] + marks,
    ["--single-quoted", "--checklist", "Pick"] + marks,
    ["--output-separator", ",", "--checklist", "Pick"] + marks,
    ["--radiolist", "Pick"] + marks,
    ["--buildlist", "Pick"] + marks,
    ["--treeview", "Pick", "0", "0", "0", "a", "Alpha", "on", "0", "b", "Beta", "off", "1"],
    ["--inputmenu", "Pick"] + menu,
    [
      "--form", "Who", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "Id:", "2", "1", "7", "2", "10",
      "0", "0",
    ],
    ["--passwordform", "Who", "0", "0", "0", "Pin:", "1", "1", "1234", "1", "10", "8", "0"],
    [
      "--mixedform", "Who", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "0", "Key:", "2", "1", "k",
      "2", "10", "20", "0", "1",
    ],
    ["--calendar", "When", "0", "0", "7", "7", "1981"],
    ["--date-format", "%Y-%m-%d", "--calendar", "When", "0", "0", "25", "12", "2026"],
    ["--timebox", "At", "0", "0", "10", "20", "30"],
    ["--rangebox", "How many", "0", "0", "1", "10", "5"],
    ["--fselect", "/tmp/", "0", "0"],
    ["--pause", "Wait", "0", "0", "30"],
    ["--inputbox", "First", "0", "0", "x", "--and-widget", "--inputbox", "Second", "0", "0", "y"],
    ["--menu", "Pick"] + menu + ["--and-widget", "--checklist", "Pick"] + marks,
    // dialog resets each widget's options: the second box has neither the separator nor No.
    ["--output-separator", ",", "--checklist", "Pick"] + marks + ["--and-widget", "--checklist", "Pick"] + marks,
    ["--defaultno", "--yesno", "Go?", "0", "0", "--and-widget", "--yesno", "Go?", "0", "0"],
    ["--separate-widget", "|", "--inputbox", "A", "0", "0", "x", "--and-widget", "--inputbox", "B", "0", "0", "y"],
    // What dialog normalizes: a year past 9999, a month past 12 and a day past the month's,
    // a range box's value outside its range, or its most below its least.
    ["--calendar", "When", "0", "0", "1", "1", "99999"],
    ["--calendar", "When", "0", "0", "40", "13", "2020"],
    ["--rangebox", "How many", "0", "0", "1", "10", "50"],
    ["--rangebox", "How many", "0", "0", "1", "10", "-5"],
    ["--rangebox", "How many", "0", "0", "10", "1", "5"],
  ]

  @Test(
    "the box writes what dialog writes, and ends as dialog does",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0), arguments: lines)
  func box(_ arguments: [String]) async throws {
    let (real, ours) = try await Self.enterEverywhere(arguments)
    #expect(ours.ending == real.ending, "the status")
    #expect(ours.output == real.output, "the result, byte for byte")
  }

  /// Runs `dialog --stdout arguments` with the real dialog and with presently, Enter
  /// answering each box.
  static func enterEverywhere(_ arguments: [String]) async throws -> (real: Run, ours: Run) {
    let real = try await run(["/usr/bin/dialog", "--stdout"] + arguments) { session in
      try await session.waitUntil("dialog drawn", timeout: .seconds(20)) { $0.text.utf8.count > 400 }
      await session.settle(for: .milliseconds(300))
      session.send("\r")
      if arguments.contains("--and-widget") {
        await session.settle(for: .milliseconds(500))
        session.send("\r")
      }
    }
    let ours = try await run([Tool.path, "dialog", "--stdout"] + arguments) { session in
      // Enter at every prompt, until the program ends: each box's default.
      for _ in 0..<20 {
        if (try? await session.waitForExit(timeout: .milliseconds(300))) != nil { return }
        if session.readsKeys {
          session.send("\r")
          await session.settle(for: .milliseconds(100))
        }
      }
    }
    return (real, ours)
  }

  @Test("--print-maxsize before a box keeps the box's own endings: SIGTERM ends it with 255, as without it")
  func maxsizeBeforeBox() async throws {
    let session = try Tool.start(["dialog", "--print-maxsize", "--yesno", "Go?", "0", "0"], output: .pipe())
    try await session.waitForPrompt("Go?")
    session.signal(SIGTERM)
    #expect(try await session.finish() == .exited(255), "dialog's status for an error, never a death by the signal")
    #expect(session.text.contains("MaxSize: 24, 80"))
  }

  @Test("--form shows its text, then every field with its value, the first open for editing; Enter submits them")
  func formText() async throws {
    let session = try Tool.start([
      "dialog", "--stdout", "--form", "Your account", "0", "0", "0", "Name:", "1", "1", "ada", "1", "10", "20", "0",
      "City:", "2", "1", "Oslo", "2", "10", "20", "0",
    ])
    try await session.waitForPrompt("Name: ada")
    #expect(
      session.screen.text.contains("Your account\n >Name:  ada\n  City:  Oslo\n<OK>  <Cancel>\nName: ada"),
      "\(session.screen.text)")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "ada\nOslo\n")
  }

  @Test("--tailbox shows the file's end, then each line added to it, made harmless, until Enter")
  func tailbox() async throws {
    let log = Subprocess.temporaryFile("tail.log", containing: "one\ntwo\n")
    let session = try Tool.start(["dialog", "--title", "Log", "--tailbox", log, "0", "0"])
    try await session.waitForPrompt("Answer [<EXIT>]:")
    // The file is read beside the prompt: its end comes within moments, not before it.
    try await session.waitUntil("the file's end shown") { $0.screen.text.contains("one\ntwo") }
    let file = try #require(fopen(log, "a"))
    fputs("three\n\u{1B}]0;x\u{07}four\n", file)
    fclose(file)
    try await session.waitFor("four", timeout: .seconds(10))
    #expect(session.screen.text.contains("three"))
    #expect(!session.text.contains("\u{1B}]0;"), "an escape sequence in the file reaches the terminal as text")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("--progressbox shows standard input's lines as they come and ends with it; --programbox then waits for OK")
  func programAndProgressBoxes() async throws {
    let lines = Array("first\n\u{1B}]0;x\u{07}second\n".utf8)
    let progress = try Tool.start(["dialog", "--progressbox", "Working", "0", "0"], input: .pipe(bytes: lines))
    #expect(try await progress.finish() == .exited(0))
    #expect(progress.screen.text.contains("Working\nfirst\n"))
    #expect(!progress.text.contains("\u{1B}]0;"), "an escape sequence in the input reaches the terminal as text")
    let program = try Tool.start(["dialog", "--programbox", "Done", "0", "0"], input: .pipe(bytes: lines))
    try await program.waitForPrompt("Answer [<OK>]:")
    #expect(program.screen.text.contains("first") && program.screen.text.contains("second"))
    program.send("\r")
    #expect(try await program.finish() == .exited(0))
  }

  @Test("a value a box refuses is refused in the box, the text kept to fix: the box is not drawn again")
  func refusedValue() async throws {
    let session = try Tool.start(["dialog", "--stdout", "--rangebox", "Level", "0", "0", "1", "10", "3"])
    try await session.waitForPrompt("Level")
    session.send("\u{15}99\r")
    try await session.waitForPrompt("Type a whole number from 1 to 10.")
    #expect(
      session.screen.text.split(separator: "Level", omittingEmptySubsequences: false).count == 2,
      "the heading once: \(session.screen.text)")
    session.send("\u{7F}\u{7F}7\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "7")
  }

  @Test("--gauge: the bar is as wide as the box asked for, as in whiptail mode")
  func gaugeWidth() async throws {
    let session = try Tool.start(
      ["dialog", "--gauge", "Copying", "8", "40", "0"], input: .pipe(bytes: Array("40\n".utf8)))
    #expect(try await session.finish() == .exited(0))
    let bar = session.screen.lines.first { $0.hasPrefix("[") && $0.hasSuffix("%") }
    #expect(bar?.count == 40, "\(bar ?? "no bar")")
  }

  @Test("--gauge: a block of text without a percentage changes the text and keeps the bar, as dialog's does")
  func gaugeTextAlone() async throws {
    // ssft's block: XXX, the text, XXX, and no percentage.
    let input = Array("30\nXXX\nWe are at 0 %\nXXX\n".utf8)
    let session = try Tool.start(["dialog", "--gauge", "Starting", "10", "40", "10"], input: .pipe(bytes: input))
    #expect(try await session.finish() == .exited(0))
    #expect(session.screen.text.contains("We are at 0 %"), "\(session.screen.text)")
    #expect(!session.screen.text.contains("Starting"))
    #expect(session.screen.lines.contains { $0.hasPrefix("[") && $0.hasSuffix(" 30%") }, "\(session.screen.text)")
  }

  @Test("--max-input counts bytes, as dialog does, and never cuts a character in half")
  func maxInput() async throws {
    let result = try await Tool.run(
      ["dialog", "--stdout", "--max-input", "2", "--inputbox", "Name", "0", "0"], input: .bytes(Array("héllo\n".utf8)))
    #expect(result.output == "h", "é takes two bytes: it does not fit after h")
    #expect(result.ending == .exited(0))
  }

  @Test("--timeout 0 is no timeout, as dialog has it, for the editor too; the file comes back as it was")
  func zeroTimeout() async throws {
    let file = Subprocess.temporaryFile("notes", containing: "kept\n")
    let session = try Tool.start(["dialog", "--stdout", "--timeout", "0", "--editbox", file, "0", "0"])
    try await session.waitForPrompt("kept")
    #expect((try? await session.waitForExit(timeout: .milliseconds(500))) == nil, "still asking")
    // Tab to OK, then Enter: the text as it was.
    session.send("\t")
    try await session.waitForPrompt("Answer [<OK>]:")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "kept\n", "the file's last line break makes no empty line")
  }

  @Test("--prgbox runs its command as sh -c does ({} and all) and shows each line as it comes, then waits for OK")
  func prgbox() async throws {
    let session = try Tool.start([
      "dialog", "--prgbox", "Files", "printf 'find . -exec echo {} \\\\;\\n'; sleep 0.5; echo second", "0", "0",
    ])
    try await session.waitFor("find . -exec echo {} \\;")
    #expect(!session.screen.text.contains("second"), "the first line shows before the command ends")
    try await session.waitForPrompt("Answer [<OK>]:")
    #expect(session.screen.text.contains("second"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }

  static let down = "\u{1B}OB"

  /// A file, the keys typed at its editbox, and the options before `--editbox`.
  static let edits: [(file: String, keys: [String], options: [String])] = [
    ("a\n\n", ["\t", "\r"], []),
    ("", ["\t", "\r"], []),
    ("a\nb", ["\t", "\r"], []),
    ("a\nb\n", ["X", "\t", "\r"], []),
    ("a\nb\n", [down, down, down, "X", "\t", "\r"], []),
    ("a\nb\n", ["\t", down, "\r"], []),
    ("a\nb\n", ["\t", "\r"], ["--output-separator", ","]),
  ]

  @Test(
    "--editbox: the same keys make the same text as in dialog (the cursor at the start, Tab to the buttons)",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0), arguments: edits)
  func editbox(_ edit: (file: String, keys: [String], options: [String])) async throws {
    let file = Subprocess.temporaryFile("edited", containing: edit.file)
    let arguments = ["--stdout"] + edit.options + ["--editbox", file, "0", "0"]
    func type(_ session: PseudoTerminal) async {
      for key in edit.keys {
        await session.settle(for: .milliseconds(300))
        session.send(key)
      }
    }
    let real = try await Self.run(["/usr/bin/dialog"] + arguments) { session in
      try await session.waitUntil("dialog drawn", timeout: .seconds(20)) { $0.text.utf8.count > 400 }
      await type(session)
    }
    let ours = try await Self.run([Tool.path, "dialog"] + arguments) { session in
      try await session.waitForPrompt("<Cancel>")
      await type(session)
    }
    #expect(ours.ending == real.ending, "the status")
    #expect(ours.output == real.output, "the text, byte for byte")
  }

  /// What a run wrote on standard output, and how it ended.
  struct Run: Equatable {
    var output: [UInt8]
    var ending: PseudoTerminal.Ending
  }

  static func run(_ argv: [String], keys: (PseudoTerminal) async throws -> Void) async throws -> Run {
    let session = try PseudoTerminal(
      program: argv[0], arguments: Array(argv.dropFirst()), columns: 80, rows: 30, standardOutput: .pipe())
    try await keys(session)
    let ending = try await session.waitForExit(timeout: .seconds(30))
    return Run(output: session.standardOutputBytes, ending: ending)
  }
}
