import Glibc
import PseudoTerminalSupport
import Testing

/// `presently pager`: a text a screenful at a time, through the real binary.
@Suite("presently pager", .serialized)
struct PagerTests {
  static let thousand = Array((1...1000).map { "\($0)\n" }.joined().utf8)

  /// Whether a row of the screen is `text` and nothing else.
  static func shows(_ screen: Screen, line text: String) -> Bool {
    screen.lines.contains { $0.trimmingCharacters() == text }
  }

  @Test("seq 1000 | presently pager: /500 brings line 500 on screen, q quits with 0 and the terminal restored")
  func searchAndQuit() async throws {
    let session = try Tool.start(["pager"], input: .pipe(bytes: Self.thousand), output: .terminal)
    try await session.waitUntil("the first screen") { Self.shows($0.screen, line: "21") }
    #expect(!Self.shows(session.screen, line: "500"))
    session.send("/500\r")
    try await session.waitUntil("line 500 at the top") { Self.shows($0.screen, line: "500") }
    #expect(!Self.shows(session.screen, line: "21"), "the first page is gone")
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("Space pages, b goes back, G goes to the end")
  func pages() async throws {
    let path = Subprocess.temporaryFile("thousand.txt", containing: String(decoding: Self.thousand, as: UTF8.self))
    let session = try Tool.start(["pager", path], output: .terminal)
    try await session.waitUntil("the first screen") { Self.shows($0.screen, line: "21") }
    try await session.waitForPrompt(": ")
    session.send(" ")
    try await session.waitUntil("the second page") { Self.shows($0.screen, line: "42") }
    #expect(!Self.shows(session.screen, line: "21"))
    session.send("b\r")
    try await session.waitUntil("the first page again") { Self.shows($0.screen, line: "1") }
    session.send("G\r")
    try await session.waitUntil("the last screen") {
      Self.shows($0.screen, line: "1000") && $0.screen.text.contains("(END)")
    }
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("escape sequences in the text are shown harmless")
  func hostileText() async throws {
    let path = Subprocess.temporaryFile("hostile.txt", containing: "safe\u{1B}]0;owned\u{07}title\n\u{1B}[2Jcleared?\n")
    let session = try Tool.start(["pager", path], output: .terminal)
    try await session.waitFor("cleared?")
    #expect(session.screen.text.contains("safe"))
    let drawn = String(decoding: session.output, as: UTF8.self)
    #expect(!drawn.contains("\u{1B}]0;owned"), "no title was set")
    #expect(!drawn.contains("\u{1B}[2Jcleared"), "the screen was not cleared by the text")
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("yes | presently pager shows its first screen at once, and q ends it with nothing left running")
  func endlessPipe() async throws {
    let shell = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "yes | \(Tool.path) pager; echo \"status $?\""], columns: 80, rows: 24)
    try await shell.waitUntil("a screen of y", timeout: .seconds(10)) {
      $0.screen.lines.filter { $0.trimmingCharacters() == "y" }.count >= 20
    }
    try await shell.waitForPrompt(": ")
    shell.send("q\r")
    try await shell.waitFor("status 0")
    #expect(try await shell.waitForExit() == .exited(0))
  }

  @Test("under TERM=dumb each page is printed once below the last, with no redraw")
  func dumbTerminal() async throws {
    let session = try Tool.start(
      ["pager", "--line-numbers"], input: .pipe(bytes: Self.thousand), output: .terminal, environment: ["TERM": "dumb"])
    try await session.waitForPrompt(": ")
    session.send("\r")
    try await session.waitUntil("the second page below the first") { $0.screen.text.contains("    42  42") }
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
    let printed = String(decoding: session.output, as: UTF8.self)
    #expect(!printed.contains("\u{1B}[A") && !printed.contains("\u{1B}[1A"), "the cursor never went up")
    #expect(printed.ranges(of: "     1  1\r\n").count == 1, "the first page was printed once")
  }

  @Test("--timeout ends it with 124 and the terminal restored")
  func timeout() async throws {
    let session = try Tool.start(["pager", "--timeout", "0.5"], input: .pipe(bytes: Self.thousand), output: .terminal)
    try await session.waitFor("21")
    #expect(try await session.finish() == .exited(124))
  }

  @Test("without a terminal the text is copied to standard output byte for byte")
  func noTerminal() async throws {
    var bytes = Self.thousand
    bytes += [0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0x09, 0x0D, 0x0A]
    let path = Subprocess.temporaryFile("bytes.txt", containing: "")
    try #require(FileHandleless.write(bytes, to: path))
    let result = try await Tool.run(["pager", path], input: .null)
    #expect(result.ending == .exited(0))
    #expect(result.standardOutput == bytes)
    let piped = try await Tool.run(["pager"], input: .bytes(bytes))
    #expect(piped.ending == .exited(0))
    #expect(piped.standardOutput == bytes)
  }

  @Test(
    "a file that cannot be read, or is not text, is named with the reason on standard error, status 64",
    arguments: [("missing", "No such file or directory"), ("nul", "is not text")])
  func badFiles(kind: String, reason: String) async throws {
    let path: String
    if kind == "nul" {
      path = Subprocess.temporaryFile("nul.bin", containing: "")
      try #require(FileHandleless.write([0x61, 0x00, 0x62], to: path))
    } else {
      path = Subprocess.temporaryFolder() + "/does-not-exist"
    }
    let result = try await Tool.run(["pager", path], input: .null)
    #expect(result.ending == .exited(64))
    #expect(result.errors.contains(path) && result.errors.contains(reason))
    #expect(result.errors.split(separator: "\n").count == 1, "one line")
  }
}

/// Writing test files with bytes that are not UTF-8.
enum FileHandleless {
  /// Writes `bytes` to the file at `path`; whether all were written.
  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
  }
}

extension String {
  /// The string without spaces at either end.
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
