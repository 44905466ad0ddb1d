import Glibc
import PseudoTerminalSupport
import Testing

/// `presently write`: text of several lines, each edited with readline, through the
/// real binary on a pseudo-terminal.
@Suite("presently write", .serialized)
struct WriteTests {
  @Test("two typed lines, then Ctrl-D on an empty line: the text on standard output with one line break")
  func twoLines() async throws {
    let session = try Tool.start(["write", "--header", "Commit message", "--placeholder", "What changed"])
    try await session.waitForPrompt("1>")
    session.send("Fix the parser\r")
    try await session.waitForPrompt("2>")
    session.send("It dropped the last fild\u{1B}[D\u{1B}[De\r")
    try await session.waitForPrompt("3>")
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Fix the parser\nIt dropped the last field\n", "the second line edited with Left")
    let left = session.screen.lines.filter { !$0.allSatisfy { $0 == " " } }
    #expect(
      left.count == 1 && left.first?.hasPrefix("Commit message: Fix the parser") == true, "one line stays: \(left)")
  }

  @Test(
    "Up and Down reach any line to edit it, keeping what was typed in the line left; Enter there goes on to the next")
  func editAnyLine() async throws {
    let session = try Tool.start(["write"])
    try await session.waitForPrompt("1>")
    session.send("alpha\r")
    try await session.waitForPrompt("2>")
    session.send("bet\r")
    try await session.waitForPrompt("3>")
    session.send("gamma")
    try await session.waitForPrompt("3> gamma")
    session.send("\u{1B}[A")
    try await session.waitForPrompt("2> bet")
    session.send("a\r")
    try await session.waitForPrompt("3> gamma")
    session.send("\u{1B}[B")
    try await session.waitForPrompt("4>")
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "alpha\nbeta\ngamma\n")
    #expect(!session.screen.text.contains("2> bet\n"), "the line is drawn as it is now")
  }

  @Test("Ctrl-E opens $EDITOR on the text so far, the terminal given to it; the lines go on as it saved them")
  func editor() async throws {
    let folder = Subprocess.temporaryFolder()
    let editor = folder + "/editor"
    // An editor that reads a key from its terminal (so it must have the terminal), then
    // saves the text changed.
    Subprocess.writeFile(
      "#!/bin/sh\nprintf 'editing %s\\n' \"$1\"\nread key\nsed -i 's/drfat/draft/' \"$1\"\n", to: editor)
    chmod(editor, 0o755)
    let session = try Tool.start(["write"], environment: ["EDITOR": editor, "VISUAL": ""])
    try await session.waitForPrompt("1>")
    session.send("a drfat\r")
    try await session.waitForPrompt("2>")
    session.send("more")
    try await session.waitForPrompt("2> more")
    session.send("\u{05}")
    _ = try await session.waitFor("editing /")
    session.send("ok\r")
    try await session.waitForPrompt("3>")
    #expect(session.screen.text.contains("1> a draft"))
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a draft\nmore\n")
    let failing = try Tool.start(["write"], environment: ["EDITOR": "false", "VISUAL": ""])
    try await failing.waitForPrompt("1>")
    failing.send("kept\r")
    try await failing.waitForPrompt("2>")
    failing.send("\u{05}")
    _ = try await failing.waitFor("the text is as it was")
    failing.send("\u{04}")
    #expect(try await failing.finish() == .exited(0))
    #expect(failing.standardOutput == "kept\n")
  }

  @Test("a timeout while $EDITOR is open: 124, the editor is ended and its file removed, so the text outlives neither")
  func timeoutWhileEditing() async throws {
    let folder = Subprocess.temporaryFolder()
    let editor = folder + "/editor"
    // An editor that says which file it edits and which process it is, then never ends
    // by itself.
    Subprocess.writeFile(
      "#!/bin/sh\nprintf '%s' \"$1\" > \(folder)/path\necho $$ > \(folder)/pid\nwhile :; do sleep 0.1; done\n",
      to: editor)
    chmod(editor, 0o755)
    // 3 s: on a busy machine the prompts before Ctrl-E can take a second or more.
    let session = try Tool.start(["write", "--timeout", "3"], environment: ["EDITOR": editor, "VISUAL": ""])
    try await session.waitForPrompt("1>")
    session.send("secret text\r")
    try await session.waitForPrompt("2>")
    session.send("\u{05}")
    #expect(try await session.finish() == .exited(124))
    let path = Subprocess.readFile(folder + "/path")
    #expect(path.hasPrefix("/"), "the editor was started")
    #expect(access(path, F_OK) != 0, "the editor's file is removed: \(path)")
    let editorProcess = try #require(pid_t(Subprocess.readFile(folder + "/pid").filter(\.isNumber)))
    // Running, as opposed to ended (gone, or a zombie not reaped yet).
    let runs = {
      Subprocess.readFile("/proc/\(editorProcess)/stat").split(separator: ")").last?.hasPrefix(" Z") == false
    }
    let deadline = ContinuousClock.now + .seconds(5)
    while runs(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(!runs(), "the editor was ended with presently")
  }

  @Test("--value is the text already written, continued after its lines; Escape cancels with 1 and prints nothing")
  func valueAndEscape() async throws {
    let session = try Tool.start(["write", "--value", "one\ntwo"])
    try await session.waitForPrompt("3>")
    #expect(session.screen.text.contains("1> one") && session.screen.text.contains("2> two"))
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "one\ntwo\n")
    let cancelled = try Tool.start(["write"])
    try await cancelled.waitForPrompt("1>")
    cancelled.send("draft\r")
    try await cancelled.waitForPrompt("2>")
    cancelled.send("\u{1B}")
    #expect(try await cancelled.finish() == .exited(1))
    #expect(cancelled.standardOutput == "")
  }

  @Test("--max-lines ends the text at its last line; --char-limit refuses a line that passes it and offers it again")
  func limits() async throws {
    let session = try Tool.start(["write", "--max-lines", "2", "--char-limit", "8"])
    try await session.waitForPrompt("1/2>")
    session.send("abcdef\r")
    try await session.waitForPrompt("2/2>")
    session.send("ghi\r")
    try await session.waitFor("may hold 8 characters")
    try await session.waitForPrompt("2/2> ghi")
    session.send("\u{08}\u{08}\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "abcdef\ng\n")
  }

  @Test("in vi mode, Ctrl-D on an empty line still ends the text")
  func viMode() async throws {
    let inputrc = Subprocess.temporaryFolder() + "/inputrc"
    let file = try #require(fopen(inputrc, "w"))
    fputs("set editing-mode vi\n", file)
    fclose(file)
    let session = try Tool.start(["write"], environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("1>")
    session.send("vi line\r")
    try await session.waitForPrompt("2>")
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "vi line\n")
  }

  @Test("under TERM=dumb the lines read as a transcript: each typed line once, nothing drawn again")
  func dumb() async throws {
    let session = try Tool.start(["write", "--value", "kept"], environment: ["TERM": "dumb"])
    try await session.waitForPrompt("2>")
    session.send("more\r")
    try await session.waitForPrompt("3>")
    session.send("\u{04}")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "kept\nmore\n")
    #expect(!session.text.contains("\u{1B}["), "no cursor moves")
    #expect(session.text.split(separator: "1> kept", omittingEmptySubsequences: false).count == 2, "printed once")
  }

  @Test("without a terminal standard input is the text, byte for byte, with one line break at its end")
  func noTerminal() async throws {
    let result = try await Tool.run(["write"], input: .bytes([0x61, 0xFF, 0x0A, 0x62, 0x0A, 0x0A]))
    #expect(result.ending == .exited(0))
    #expect(result.standardOutput == [0x61, 0xFF, 0x0A, 0x62, 0x0A])
  }
}
