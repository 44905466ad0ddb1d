import Glibc
import PseudoTerminalSupport
import Testing

/// `presently whiptail`: every box through a real pseudo-terminal, with whiptail's result
/// bytes, exit statuses and descriptors (the result on standard error or `--output-fd`,
/// nothing else on standard error).
@Suite("presently as whiptail", .serialized)
struct WhiptailTests {
  static let down = "\u{1B}[B"

  /// One run: the box on a pseudo-terminal, standard error and descriptor 3 in files.
  final class Run {
    let session: PseudoTerminal
    let folder = Subprocess.temporaryFolder()

    /// Starts `presently whiptail arguments`, through `sh` so that descriptors 2 and 3
    /// go to files; `shell` runs after it in the same `sh` (for what the caller sees).
    init(_ arguments: [String], input: PseudoTerminal.Stream = .terminal, then shell: String = "") throws {
      let script = #""$0" whiptail "$@" 2>"$W/err" 3>"$W/fd3"; echo "status=$?" > "$W/status""# + shell
      session = try PseudoTerminal(
        program: "/bin/sh", arguments: ["-c", script, Tool.path] + arguments, environment: ["W": folder],
        columns: 80, rows: 24, standardInput: input)
    }

    var errors: String { Subprocess.readFile(folder + "/err") }
    var fd3: String { Subprocess.readFile(folder + "/fd3") }
    var status: String { Subprocess.readFile(folder + "/status") }

    /// Waits for the end; returns whiptail's status as `sh` saw it.
    func finish() async throws -> Int32? {
      _ = try await session.waitForExit()
      return Int32(status.dropFirst("status=".count).prefix { $0.isNumber })
    }
  }

  @Test("--version answers 0 without a terminal, as debconf checks")
  func version() async throws {
    let result = try await Tool.run(["whiptail", "--version"], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.output.hasPrefix("whiptail"))
    #expect(result.errors.isEmpty)
  }

  @Test("an unknown option is status 1 with popt's message on standard error")
  func unknownOption() async throws {
    let result = try await Tool.run(["whiptail", "--bogus", "--msgbox", "x", "8", "40"], input: .null)
    #expect(result.ending == .exited(1))
    #expect(result.errors == "whiptail: --bogus: unknown option\n")
  }

  @Test("msgbox: the text, and Enter is 0 with nothing written")
  func msgbox() async throws {
    let run = try Run(["--title", "Note", "--msgbox", "Line one\\nLine two", "10", "40"])
    try await run.session.waitForPrompt("<Ok>")
    #expect(run.session.screen.lines.contains("Line one") && run.session.screen.lines.contains("Line two"))
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors.isEmpty)
  }

  @Test(
    "yesno: Yes is 0 and No is 1; --defaultno starts on No; Tab then Enter is the other answer; --nocancel keeps No",
    arguments: [
      ([String](), "\r", 0), (["--defaultno"], "\r", 1), ([], "\t\r", 1), (["--defaultno"], "\t\r", 0),
      (["--nocancel"], "\t\r", 1), ([], "n\r", 1),
    ] as [([String], String, Int32)])
  func yesno(options: [String], keys: String, status: Int32) async throws {
    let run = try Run(options + ["--yesno", "Go on?", "8", "40"])
    try await run.session.waitForPrompt("Answer")
    run.session.send(keys)
    #expect(try await run.finish() == status)
    #expect(run.errors.isEmpty)
  }

  @Test("inputbox: the typed value on standard error, exactly, with no newline; its initial text is in the line")
  func inputbox() async throws {
    let run = try Run(["--inputbox", "Name?", "8", "40", "Ada"])
    try await run.session.waitForPrompt("> Ada")
    run.session.send(" Lovelace\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "Ada Lovelace")
  }

  @Test(
    "inputbox: Tab, Tab, Enter is Cancel (1, nothing written); Escape is 255, or 1 with --nocancel",
    arguments: [([String](), "\t\t\r", 1), ([], "\u{1B}", 255), (["--nocancel"], "\u{1B}", 1)]
      as [([String], String, Int32)])
  func inputboxEndings(options: [String], keys: String, status: Int32) async throws {
    let run = try Run(options + ["--inputbox", "Name?", "8", "40"])
    try await run.session.waitForPrompt(">")
    run.session.send("typed" + keys)
    #expect(try await run.finish() == status)
    #expect(run.errors.isEmpty)
    #expect(run.session.settingsAreRestored)
  }

  @Test("yesno: Escape is 255, whichever answer has the focus", arguments: [[], ["--defaultno"]] as [[String]])
  func yesnoEscape(options: [String]) async throws {
    let run = try Run(options + ["--yesno", "Go on?", "8", "40"])
    try await run.session.waitForPrompt("Go on?")
    run.session.send("\u{1B}")
    #expect(try await run.finish() == 255)
    #expect(run.session.settingsAreRestored)
  }

  @Test("passwordbox: nothing typed is shown, and the value comes out exactly")
  func passwordbox() async throws {
    let run = try Run(["--passwordbox", "Secret?", "8", "40"])
    try await run.session.waitForPrompt(">")
    run.session.send("s3cret\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "s3cret")
    #expect(!run.session.text.contains("s3cret"))
  }

  @Test("menu: Down, Enter gives the second tag, spaces and all, on --output-fd 3 and nothing on standard error")
  func menuOnOutputFD() async throws {
    let run = try Run(["--output-fd", "3", "--menu", "Pick", "15", "50", "4", "1 First", "one", "2 Second", "two"])
    try await run.session.waitForPrompt("Choose:")
    run.session.send(Self.down + "\r")
    #expect(try await run.finish() == 0)
    #expect(run.fd3 == "2 Second")
    #expect(run.errors.isEmpty)
  }

  @Test("menu: --default-item starts there; Tab, Tab, Enter is Cancel under its own label")
  func menuDefaultAndCancel() async throws {
    let run = try Run([
      "--cancel-button", "Back", "--menu", "Pick", "15", "50", "4", "a", "A", "b", "B", "--default-item", "b",
    ])
    try await run.session.waitForPrompt("Choose:")
    #expect(run.session.screen.text.contains("<Back>"))
    run.session.send("\t\t\r")
    #expect(try await run.finish() == 1)
    #expect(run.errors.isEmpty)
  }

  @Test(
    "checklist: Space marks; the tags come out quoted, or one a line with --separate-output", arguments: [false, true])
  func checklist(separate: Bool) async throws {
    let run = try Run(
      (separate ? ["--separate-output"] : []) + [
        "--checklist", "Pick", "15", "50", "4", "--", "-a", "", "off", "b b", "", "OFF", "c", "", "on",
      ])
    try await run.session.waitForPrompt("Choose")
    run.session.send(" " + Self.down + " " + Self.down + " ")
    try await run.session.waitUntil("a and b b marked, c no longer") { session in
      session.screen.text.contains("[x] -a") && session.screen.text.contains("[x] b b")
        && session.screen.text.contains("[ ] c")
    }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == (separate ? "-a\nb b\n" : "\"-a\" \"b b\""))
  }

  @Test("checklist: a number or a tag typed toggles that row, keeping the others; Enter on an empty line is Ok")
  func checklistTyping() async throws {
    let run = try Run(["--checklist", "Pick", "15", "50", "3", "a", "A", "on", "b", "B", "off", "c", "C", "on"])
    try await run.session.waitForPrompt("Choose")
    run.session.send("2\r")
    try await run.session.waitUntil("b marked too") { $0.screen.text.contains("[x] b") }
    run.session.send("c\r")
    try await run.session.waitUntil("c no longer") { $0.screen.text.contains("[ ] c") }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "\"a\" \"b\"")
  }

  @Test("menu: tags that are the rows' numbers are shown once")
  func numberedTags() async throws {
    let run = try Run(["--menu", "Pick", "15", "50", "3", "1", "First", "2", "Second", "3", "Third"])
    try await run.session.waitForPrompt("Choose")
    #expect(run.session.screen.lines.contains("  1  First") && run.session.screen.lines.contains("  2  Second"))
    run.session.send("2\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "2")
  }

  @Test("yesno: y and n answer at once, without Enter", arguments: [("y", 0), ("n", 1)] as [(String, Int32)])
  func yesnoOneKey(key: String, status: Int32) async throws {
    let run = try Run(["--yesno", "Proceed?", "8", "40"])
    try await run.session.waitForPrompt("<Yes>")
    run.session.send(key)
    #expect(try await run.finish() == status)
  }

  @Test("radiolist: the item on at first, or the one Space picks")
  func radiolist() async throws {
    let run = try Run(["--radiolist", "Pick", "15", "50", "3", "x", "X", "off", "y", "Y", "on", "z", "Z", "off"])
    try await run.session.waitForPrompt("Choose")
    run.session.send(Self.down + Self.down + " \r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "z")
  }

  @Test("textbox shows the file; infobox shows its text and ends at once")
  func textAndInfo() async throws {
    let file = Subprocess.temporaryFile("notes.txt", containing: "first line\nsecond line\n")
    let text = try Run(["--textbox", file, "10", "40"])
    try await text.session.waitForPrompt("<Ok>")
    #expect(text.session.screen.lines.contains("second line"))
    text.session.send("\r")
    #expect(try await text.finish() == 0)
    let info = try Run(["--infobox", "Working…", "8", "40"])
    #expect(try await info.finish() == 0)
    #expect(info.session.text.contains("Working…"))
    #expect(info.errors.isEmpty)
  }

  @Test("gauge: percentages and an XXX block from standard input, 0 at its end")
  func gauge() async throws {
    let input = Array("10\nnot a number\nXXX\n50\nHalf way\nXXX\n100\n".utf8)
    let run = try Run(["--gauge", "Starting", "8", "60", "0"], input: .pipe(bytes: input))
    #expect(try await run.finish() == 0)
    #expect(run.session.screen.text.contains("Half way"))
    #expect(run.session.screen.text.contains("100%"))
    #expect(run.errors.isEmpty)
  }

  @Test(
    "gauge and presently progress: an empty line is 0%, a number with a space after it is no number, as in whiptail",
    arguments: [
      ["whiptail", "--gauge", "Start", "8", "60", "10"], ["progress", "--text", "Start", "--percent", "10"],
    ])
  func gaugeNumbers(_ arguments: [String]) async throws {
    for (input, shown) in [("50\n\n", "  0%"), ("50\n65 \n", " 50%")] {
      let session = try Tool.start(arguments, input: .pipe(bytes: Array(input.utf8)))
      #expect(try await session.finish() == .exited(0))
      let bar = session.screen.lines.first { $0.hasPrefix("[") && $0.hasSuffix("%") }
      #expect(bar?.hasSuffix(shown) == true, "\(input.debugDescription): \(bar ?? "no bar")")
    }
  }

  @Test("gauge: the back title is shown, and the bar is as wide as the width asked for")
  func gaugeShape() async throws {
    let input = Array("40\n".utf8)
    let run = try Run(["--backtitle", "Installer", "--gauge", "Copying", "8", "40", "0"], input: .pipe(bytes: input))
    #expect(try await run.finish() == 0)
    #expect(run.session.screen.lines.contains("Installer"))
    let bar = run.session.screen.lines.first { $0.hasPrefix("[") && $0.hasSuffix("%") }
    #expect(bar?.count == 40, "\(bar ?? "no bar")")
  }

  @Test("Ctrl-C is Escape (255) and sends no signal: the calling shell carries on")
  func controlC() async throws {
    let run = try Run(["--msgbox", "Hi", "8", "40"], then: #"; echo "caller carried on""#)
    try await run.session.waitForPrompt("<Ok>")
    run.session.send("\u{03}")
    #expect(try await run.finish() == 255)
    #expect(run.session.text.contains("caller carried on"))
    #expect(run.session.settingsAreRestored)
  }

  @Test("Ctrl-C typed in the same burst as text still cancels an input box: 255, nothing written")
  func controlCAfterText() async throws {
    let run = try Run(["--inputbox", "Name?", "8", "40", "abc"])
    try await run.session.waitForPrompt("> abc")
    run.session.send(" def\u{03}")
    #expect(try await run.finish() == 255)
    #expect(run.errors.isEmpty)
    #expect(run.session.settingsAreRestored)
  }

  @Test("Ctrl-C after typing to narrow a menu ends it at once (255), where Escape clears the typing first")
  func controlCAfterNarrowing() async throws {
    let run = try Run(["--menu", "Pick", "12", "40", "4", "a", "apple", "b", "banana"])
    try await run.session.waitForPrompt("Choose")
    run.session.send("ban")
    try await run.session.waitFor("1 of 2")
    run.session.send("\u{03}")
    #expect(try await run.finish() == 255)
    #expect(run.errors.isEmpty)
    #expect(run.session.settingsAreRestored)
  }

  @Test("SIGTERM restores the terminal and ends with 255, never by the signal")
  func terminated() async throws {
    let run = try Run(["--yesno", "Go on?", "8", "40"])
    try await run.session.waitForPrompt("Answer")
    let pids = Subprocess.readFile("/proc/\(run.session.pid)/task/\(run.session.pid)/children").split(separator: " ")
    for pid in pids { kill(pid_t(pid)!, SIGTERM) }
    #expect(try await run.finish() == 255)
    #expect(run.errors.isEmpty)
    #expect(run.session.settingsAreRestored)
  }
}

extension WhiptailTests {
  @Test(
    "an output descriptor that is not open, or a textbox file that cannot be read: 255 and one line, the terminal as it was",
    arguments: [
      (["--output-fd", "987", "--msgbox", "Hi", "8", "40"], "whiptail: Cannot open output-fd 987.\n"),
      (["--textbox", "/nonexistent/file", "8", "40"], "whiptail: /nonexistent/file: cannot be read.\n"),
    ] as [([String], String)])
  func errorsOnceOpen(arguments: [String], message: String) async throws {
    // The terminal is opened as soon as the command line is read (readline then sets up
    // while the box is built): an error found after that must still leave it untouched.
    let run = try Run(arguments)
    #expect(try await run.finish() == 255)
    #expect(run.errors == message)
    #expect(run.session.settingsAreRestored)
    let drawn = run.session.text
    #expect(drawn.allSatisfy { $0.isWhitespace }, "nothing drawn: \(drawn)")
  }
}
