import Glibc
import PseudoTerminalSupport
import Testing

/// `presently browse`: lines with a detail pane; Enter prints the selected line.
@Suite("presently browse", .serialized)
struct BrowseTests {
  static let fruits = Array("apple\nbanana\ncherry\ndamson\nelderberry\n".utf8)

  @Test("a folder given as the file is a usage error that says so, for browse and table alike")
  func folderIsNoFile() async throws {
    let folder = Subprocess.temporaryFolder()
    for arguments in [["browse", folder], ["table", "--file", folder]] {
      let result = try await Tool.run(arguments, input: .null)
      #expect(result.ending == .exited(64), "\(arguments)")
      #expect(result.errors.contains("Cannot read \(folder): Is a directory."), "\(arguments): \(result.errors)")
    }
  }

  @Test("on a wide terminal the list and the detail are side by side; Enter prints the selected line")
  func wide() async throws {
    let session = try Tool.start(
      ["browse", "--detail", "echo detail of {}"], input: .pipe(bytes: Self.fruits), columns: 120, rows: 20)
    try await session.waitFor("detail of apple")
    try await session.waitUntil("the list beside the detail") {
      $0.screen.lines.contains { $0.contains("1  apple") && $0.contains("\u{2502}") }
    }
    session.send("3\r")
    try await session.waitFor("detail of cherry")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "cherry\n")
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("on a narrow terminal one pane shows at a time; b goes back to the list")
  func narrow() async throws {
    let session = try Tool.start(
      ["browse", "--detail", "echo detail of {}"], input: .pipe(bytes: Self.fruits), columns: 60, rows: 20)
    try await session.waitFor("5  elderberry")
    #expect(!session.screen.text.contains("\u{2502}"), "no second pane")
    session.send("2\r")
    try await session.waitFor("detail of banana")
    #expect(!session.screen.text.contains("elderberry"), "the detail alone")
    session.send("b\r")
    try await session.waitFor("5  elderberry")
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("crossing the width threshold collapses and expands the panes")
  func resize() async throws {
    let session = try Tool.start(
      ["browse", "--detail", "echo detail of {}"], input: .pipe(bytes: Self.fruits), columns: 120, rows: 20)
    try await session.waitFor("detail of apple")
    session.send("ch")
    session.resize(columns: 60, rows: 20)
    try await session.waitUntil("one pane") {
      !$0.screen.text.contains("\u{2502}") && $0.screen.cursorLine.hasSuffix("> ch")
    }
    session.resize(columns: 120, rows: 20)
    try await session.waitUntil("two panes") {
      $0.screen.text.contains("\u{2502}") && $0.screen.cursorLine.hasSuffix("> ch")
    }
    session.send("\r")
    try await session.waitFor("detail of cherry")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "cherry\n")
  }

  @Test("the first screen shows while input is still arriving")
  func streaming() async throws {
    let session = try Tool.start(
      ["browse"], input: .pipe(bytes: Array("first\nsecond\n".utf8), close: false), columns: 120)
    try await session.waitFor("2  second")
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("a FILE argument is browsed, and keys still come from the terminal")
  func fileArgument() async throws {
    let path = Subprocess.temporaryFile("list.txt", containing: "one\ntwo\nthree\n")
    let session = try Tool.start(["browse", path], columns: 120)
    try await session.waitFor("3  three")
    session.send("two\r")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "two\n")
  }

  @Test(
    "Ctrl-C exits 130, Ctrl-D 255 and a timeout 124, with the terminal restored",
    arguments: [("\u{03}", [String](), 130), ("\u{04}", [], 255), ("", ["--timeout", "0.5"], 124)]
      as [(String, [String], Int32)])
  func endings(key: String, options: [String], status: Int32) async throws {
    let session = try Tool.start(["browse"] + options, input: .pipe(bytes: Self.fruits), columns: 120)
    // A timeout may come before a look at the prompt's mode.
    if key.isEmpty {
      try await session.waitFor("5  elderberry")
    } else {
      try await session.waitForPrompt("5  elderberry")
    }
    session.send(key)
    #expect(try await session.finish() == .exited(status))
  }

  @Test("after Ctrl-Z and fg the list is drawn again on the alternate screen")
  func continuedAfterStop() async throws {
    // Job control needs an interactive shell.
    let shell = try PseudoTerminal(
      program: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: ["PS1": "$ "], columns: 120)
    try await shell.waitFor("$ ")
    shell.send("printf 'apple\\nbanana\\n' | \(Tool.path) browse\r")
    try await shell.waitForPrompt("2  banana")
    shell.send("\u{1A}")
    try await shell.waitFor("Stopped")
    #expect(!shell.screen.isAlternate, "the shell is back on the normal screen")
    shell.send("fg\r")
    try await shell.waitUntil("the list drawn again") { $0.screen.isAlternate && $0.screen.text.contains("2  banana") }
    shell.send("q\r")
    try await shell.waitUntil("the shell's prompt") { !$0.screen.isAlternate && $0.screen.cursorLine.hasPrefix("$") }
    shell.send("exit\r")
    _ = try await shell.waitForExit()
  }

  @Test("SIGTERM restores the terminal, including the alternate screen")
  func terminate() async throws {
    let session = try Tool.start(["browse"], input: .pipe(bytes: Self.fruits), columns: 120)
    try await session.waitFor("5  elderberry")
    #expect(session.screen.isAlternate)
    session.signal(SIGTERM)
    #expect(try await session.finish() == .signaled(SIGTERM))
    #expect(!session.screen.isAlternate)
  }

  @Test("a line that is not valid text is shown harmlessly and printed as it was read")
  func rawLine() async throws {
    let line: [UInt8] = [0x6F, 0x6B, 0xFF, 0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B, 0x78, 0x07]  // ok\xFF\e]52;c;x\a
    let session = try Tool.start(["browse"], input: .pipe(bytes: Array("first\n".utf8) + line + [0x0A]), columns: 120)
    try await session.waitFor("2  ok")
    #expect(!session.text.contains("\u{1B}]52"))
    session.send("2\r\r")
    _ = try await session.finish()
    #expect(session.standardOutputBytes == line + [0x0A])
  }

  @Test("without a terminal, commands are read from standard input when a FILE gives the lines")
  func noTerminal() async throws {
    let path = Subprocess.temporaryFile("list.txt", containing: "one\ntwo\nthree\n")
    let result = try await Tool.run(["browse", path], input: .bytes(Array("3\n\n".utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output == "three\n")
    let nothing = try await Tool.run(["browse"], input: .bytes(Self.fruits))
    #expect(nothing.ending == .exited(255), "lines on standard input and no terminal: no answer can be had")
  }
}
