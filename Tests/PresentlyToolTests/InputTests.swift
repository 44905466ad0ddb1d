import Glibc
import PseudoTerminalSupport
import Testing

/// `presently input`: one edited line on standard output.
@Suite("presently input", .serialized)
struct InputTests {
  @Test("the edited line is printed, and only it")
  func printsTheLine() async throws {
    let session = try Tool.start(["input", "--prompt", "Server name", "--value", "alpha"])
    try await session.waitFor("Server name: alpha")
    session.send("-2\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "alpha-2\n")
  }

  @Test("a signal while a line is typed: the line ends, and what is said of the signal has a line of its own")
  func signalWhileTyping() async throws {
    let session = try Tool.start(["input", "--prompt", "Name"])
    try await session.waitForPrompt("Name:")
    session.send("abc")
    try await session.waitFor("Name: abc")
    session.signal(SIGTERM)
    #expect(try await session.finish() == .signaled(SIGTERM))
    let lines = session.screen.lines.filter { !$0.allSatisfy { $0 == " " } }
    #expect(lines == ["Name: abc", "presently: ended by SIGTERM; the terminal is restored."], "\(lines)")
  }

  @Test("a value that does not match --pattern is refused, and asked again with the text kept")
  func patternRejects() async throws {
    let session = try Tool.start([
      "input", "--prompt", "Port", "--pattern", "[0-9]{1,5}", "--error", "A port is a number.",
    ])
    try await session.waitFor("Port:")
    session.send("80a\r")
    try await session.waitFor("A port is a number.")
    try await session.waitUntil("the rejected text in the line again") { $0.screen.cursorLine.hasSuffix("Port: 80a") }
    session.send("\u{08}0\r")  // Backspace, 0
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "800\n")
  }

  @Test("Ctrl-S does not freeze the prompt: it is readline's forward search, and the line goes on")
  func controlSDoesNotStopOutput() async throws {
    let session = try Tool.start(["input", "--prompt", "Name", "--value", "al"])
    try await session.waitForPrompt("Name: al")
    session.send("\u{13}")  // Ctrl-S: with flow control on, the terminal's output would stop here
    try await session.waitFor("i-search")
    session.send("\u{07}pha")  // Ctrl-G ends the search; the typing is drawn and kept
    try await session.waitUntil("the typing drawn") { $0.screen.cursorLine.hasSuffix("Name: alpha") }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "alpha\n")
  }

  @Test("--password never echoes")
  func passwordIsNotEchoed() async throws {
    let session = try Tool.start(["input", "--prompt", "Token", "--password"])
    try await session.waitFor("Token:")
    session.send("s3cr3t-t0ken\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "s3cr3t-t0ken\n")
    #expect(!session.text.contains("s3cr3t"))
  }

  @Test("--history offers the earlier answers of the same name")
  func history() async throws {
    let state = Subprocess.temporaryFolder()
    let first = try Tool.start(
      ["input", "--prompt", "Host", "--history", "hosts"], environment: ["XDG_STATE_HOME": state])
    try await first.waitFor("Host:")
    first.send("db.internal\r")
    #expect(try await first.finish() == .exited(0))

    let second = try Tool.start(
      ["input", "--prompt", "Host", "--history", "hosts"], environment: ["XDG_STATE_HOME": state])
    try await second.waitFor("Host:")
    second.send("\u{1B}[A")  // Up
    try await second.waitFor("Host: db.internal")
    second.send("\r")
    #expect(try await second.finish() == .exited(0))
    #expect(second.standardOutput == "db.internal\n")
  }

  @Test("the placeholder is a hint, never the value")
  func placeholder() async throws {
    let session = try Tool.start(["input", "--prompt", "Name", "--placeholder", "Ada Lovelace", "--pattern", ".+"])
    try await session.waitFor("Ada Lovelace")
    session.send("\r")
    try await session.waitFor("must match")
    session.send("Grace\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Grace\n")
  }

  @Test("under NO_COLOR the placeholder cannot be taken for a value: it is set apart in words")
  func placeholderWithoutStyles() async throws {
    let session = try Tool.start(
      ["input", "--prompt", "Title", "--placeholder", "Buy milk"], environment: ["NO_COLOR": "1"])
    try await session.waitFor("Title: (e.g. Buy milk)")
    session.send("Call Ada\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Call Ada\n")
  }

  @Test("a timeout takes --value where it is given", arguments: ["0.3", "300ms"])
  func timeoutTakesValue(timeout: String) async throws {
    let session = try Tool.start(["input", "--value", "localhost", "--timeout", timeout])
    try await session.waitFor("Value:")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "localhost\n")
  }

  @Test(
    "Ctrl-C exits 130, Ctrl-D 255, a timeout 124",
    arguments: [
      (["input"], "\u{03}", 130), (["input"], "\u{04}", 255), (["input", "--timeout", "0.3"], "", 124),
    ] as [([String], String, Int32)])
  func endings(arguments: [String], key: String, status: Int32) async throws {
    let session = try Tool.start(arguments)
    // A timeout may come before a look at the prompt's mode.
    if key.isEmpty { try await session.waitFor("Value:") } else { try await session.waitForPrompt("Value:") }
    session.send(key)
    #expect(try await session.finish() == .exited(status))
    #expect(session.standardOutput == "")
  }
}
