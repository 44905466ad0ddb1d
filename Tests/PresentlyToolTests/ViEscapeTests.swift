import PseudoTerminalSupport
import Testing

/// Escape in vi mode (`set editing-mode vi`): the first goes to command mode, as vi's
/// does; Escape in command mode on an empty line cancels, as Escape does everywhere in
/// emacs mode; with text in the line, a second Escape typed out of habit loses nothing.
@Suite("presently: Escape in vi mode", .serialized)
struct ViEscapeTests {
  static let escape = "\u{1B}"
  static let inputrc = Subprocess.temporaryFile(
    "inputrc", containing: "set editing-mode vi\nset show-mode-in-prompt on\n")

  static func whiptail(_ box: String) throws -> ShellRun {
    try ShellRun(#""$0" whiptail "# + box, capture: .substitution, environment: ["INPUTRC": inputrc])
  }

  @Test("whiptail --inputbox: Escape goes to command mode, Escape again cancels (255)")
  func inputboxCancels() async throws {
    let run = try Self.whiptail("--inputbox Name? 8 40")
    try await run.session.waitForPrompt("(ins)>")
    run.session.send(Self.escape)
    try await run.session.waitFor("(cmd)>")
    run.session.send(Self.escape)
    #expect(try await run.finish(timeout: Bound.atOnce) == 255)
    #expect(run.bytes("result") == [])
  }

  @Test("whiptail --inputbox with text: Escape, Escape keeps the text, Enter takes it; dd then Escape cancels")
  func textIsKept() async throws {
    let run = try Self.whiptail("--inputbox Name? 8 40")
    try await run.session.waitForPrompt("(ins)>")
    run.session.send("abc" + Self.escape)
    try await run.session.waitFor("(cmd)> abc")
    run.session.send(Self.escape + "\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Array("abc".utf8))

    let emptied = try Self.whiptail("--inputbox Name? 8 40")
    try await emptied.session.waitForPrompt("(ins)>")
    emptied.session.send("abc" + Self.escape)
    try await emptied.session.waitFor("(cmd)> abc")
    emptied.session.send("dd")
    try await emptied.session.waitUntil("the line emptied") { $0.screen.lines.last { !$0.isEmpty } == "(cmd)>" }
    emptied.session.send(Self.escape)
    #expect(try await emptied.finish(timeout: Bound.atOnce) == 255)
  }

  @Test(
    "presently choose and input: Escape, then Escape in command mode, cancels (1)",
    arguments: [["choose", "a", "b"], ["input", "--prompt", "Name"]])
  func subcommandsCancel(arguments: [String]) async throws {
    let session = try Tool.start(arguments, environment: ["INPUTRC": Self.inputrc])
    try await session.waitForPrompt("(ins)")
    session.send(Self.escape)
    try await session.waitFor("(cmd)")
    session.send(Self.escape)
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(1))
    #expect(session.settingsAreRestored)
    #expect(session.standardOutput == "")
  }
}
