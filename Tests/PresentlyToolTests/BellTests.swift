import PseudoTerminalSupport
import Testing

/// Readline's bell, and what readline says of the user's `~/.inputrc`, go to the
/// terminal, never to standard error: in whiptail's and dialog's modes standard error is
/// the result (`x=$(whiptail … 3>&1 1>&2 2>&3)`), elsewhere it may be a log. What
/// Presently itself writes to standard error still gets there.
@Suite("presently: readline's bell on the terminal", .serialized)
struct BellTests {
  static let bell: UInt8 = 0x07
  static let backspace = "\u{7F}"

  static func inputrc(_ lines: String) -> String {
    Subprocess.temporaryFile("inputrc", containing: lines + "\n")
  }

  @Test(
    "whiptail --inputbox, Backspace on the empty line, then abc: the bell rings on the terminal (none under TERM=dumb), the result is abc",
    arguments: [("xterm-256color", true), ("dumb", false)])
  func whiptailBell(term: String, rings: Bool) async throws {
    let run = try ShellRun(
      #""$0" whiptail --inputbox Name? 8 40"#, capture: .substitution, environment: ["TERM": term])
    try await run.session.waitForPrompt(">")
    #expect(!run.session.output.contains(Self.bell))
    run.session.send(Self.backspace + "abc\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))
    #expect(run.session.output.contains(Self.bell) == rings, "the bell rang where the user is, if anywhere")
  }

  @Test("with bell-style none, nothing rings, and the result is the line alone")
  func bellStyleNone() async throws {
    let run = try ShellRun(
      #""$0" whiptail --inputbox Name? 8 40"#, capture: .substitution,
      environment: ["INPUTRC": Self.inputrc("set bell-style none")])
    try await run.session.waitForPrompt(">")
    run.session.send(Self.backspace + "abc\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))
    #expect(!run.session.output.contains(Self.bell))
  }

  @Test("dialog --inputbox, Backspace on the empty line: the bell is not in the result")
  func dialogBell() async throws {
    let run = try ShellRun(#""$0" dialog --inputbox Name? 8 40"#, capture: .substitution)
    try await run.session.waitForPrompt(">")
    run.session.send(Self.backspace + "abc\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))
    #expect(run.session.output.contains(Self.bell))
  }

  @Test("a line of ~/.inputrc readline cannot read is said on the terminal, not in the result")
  func inputrcWarning() async throws {
    let run = try ShellRun(
      #""$0" whiptail --inputbox Name? 8 40"#, capture: .substitution,
      environment: ["INPUTRC": Self.inputrc("set no-such-variable on")])
    try await run.session.waitForPrompt(">")
    run.session.send("abc\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))
    #expect(run.session.text.contains("no-such-variable"), "the user is told, where the user is")
  }

  @Test("presently input: the bell rings on the terminal; Ctrl-C's message still reaches standard error, alone")
  func subcommandBell() async throws {
    let run = try ShellRun(#""$0" input --prompt Name"#, capture: .files)
    try await run.session.waitForPrompt("Name:")
    run.session.send(Self.backspace + "abc\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("out") == Array("abc\n".utf8))
    #expect(run.bytes("err") == [])
    #expect(run.session.output.contains(Self.bell))

    let interrupted = try ShellRun(#""$0" input --prompt Name"#, capture: .files)
    try await interrupted.session.waitForPrompt("Name:")
    interrupted.session.send(Self.backspace + "x")
    try await interrupted.session.waitFor("Name: x")
    interrupted.session.send("\u{03}")
    #expect(try await interrupted.finish() == 130)
    #expect(interrupted.bytes("err") == Array("presently: Interrupted.\n".utf8))
    #expect(interrupted.session.output.contains(Self.bell))
  }
}
