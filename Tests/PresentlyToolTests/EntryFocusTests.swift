import PseudoTerminalSupport
import Testing

/// The focus of whiptail's and dialog's `--inputbox` and `--passwordbox`, through the
/// real binary: Left and Right edit the line as in whiptail and dialog, Tab moves the
/// focus visibly, typing takes it back, and text typed never ends as Cancel.
@Suite("presently: an entry's focus, as whiptail and dialog", .serialized)
struct EntryFocusTests {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}[C"

  @Test(
    "Left and Right on the empty line leave the focus on it; the text typed next is taken with Ok (0)",
    arguments: ["whiptail", "dialog"])
  func leftOnEmptyLine(program: String) async throws {
    let run = try ShellRun(#""$0" "# + program + " --inputbox Name? 10 40", capture: .substitution)
    try await run.session.waitForPrompt(">")
    run.session.send(Self.left + Self.right + "abc")
    try await run.session.waitFor("> abc")
    #expect(!run.session.screen.lines.contains { $0.contains("><") }, "no button has the focus")
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))
  }

  @Test("Tab shows the focus on Ok in the prompt; typing takes it back to the line; Enter is Ok with the text")
  func typingTakesFocusBack() async throws {
    let run = try ShellRun(#""$0" whiptail --inputbox Name? 10 40"#, capture: .substitution)
    try await run.session.waitForPrompt(">")
    run.session.send("\t\t")
    try await run.session.waitForPrompt("[<Cancel>]:")
    #expect(run.session.screen.lines.contains { $0.contains("><Cancel>") })
    run.session.send("x")
    try await run.session.waitUntil("the focus back on the line") { session in
      session.screen.lines.contains("> x") && !session.screen.lines.contains { $0.contains("><") }
    }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("x".utf8))
  }

  @Test("with a button focused, Left and Right move among the buttons: Tab, Right, Enter is Cancel (1)")
  func buttonsMove() async throws {
    let run = try ShellRun(#""$0" whiptail --inputbox Name? 10 40 abc"#, capture: .substitution)
    try await run.session.waitForPrompt("> abc")
    run.session.send("\t")
    try await run.session.waitForPrompt("[<Ok>]:")
    run.session.send(Self.right)
    try await run.session.waitForPrompt("[<Cancel>]:")
    run.session.send("\r")
    #expect(try await run.finish() == 1)
    #expect(run.bytes("result") == [])
  }

  @Test("passwordbox: the password typed before Tab is what Enter on Ok takes", arguments: ["whiptail", "dialog"])
  func passwordAcrossTab(program: String) async throws {
    let run = try ShellRun(#""$0" "# + program + " --passwordbox Secret? 10 40", capture: .substitution)
    try await run.session.waitForPrompt(">")
    run.session.send("pw\t")
    try await run.session.waitForPrompt("[<O")
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("pw".utf8))
    #expect(!run.session.text.contains("pw"))
  }
}
