import Glibc
import PseudoTerminalSupport
import Testing

/// An alert with a field and two actions on the real readline terminal, through a
/// pseudo-terminal, by way of `demo alert server`.
@Suite("Alert, end to end", .serialized)
struct AlertEndToEndTests {
  let demo = Products.path("demo")

  @Test("a field and two actions: refused while invalid, edited by number, completed with Tab, added")
  func addServerAtATerminal() async throws {
    let session = try PseudoTerminal(
      program: demo, arguments: ["alert", "server"], columns: 80, rows: 24, standardOutput: .pipe())
    try await session.waitFor("URL: https://")
    session.send("\u{15}example.com\r")  // Ctrl-U clears the pre-filled text
    try await session.waitFor("(Add)  [Cancel]  · 1: edit URL")
    try await session.waitFor("Choose:")
    session.send("Add\r")
    try await session.waitFor("“Add” is not available with this value: type 1 to edit URL.")
    session.send("1\r")
    try await session.waitUntil("the field again, with its value") {
      $0.screen.cursorLine.hasSuffix("URL: example.com")
    }
    session.send("\u{01}https://\r")  // Ctrl-A, then the scheme before the host
    try await session.waitFor("[Add]*  [Cancel]  · 1: edit URL")
    try await session.waitFor("Choose [Add]:")
    session.send("a\t")
    try await session.waitUntil("Tab completing Add") { $0.screen.cursorLine.hasSuffix("Choose [Add]: Add") }
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.standardOutput == "server: https://example.com\n")
    #expect(session.settingsAreRestored)
  }

  @Test("an empty answer leaves no placeholder on the screen to be mistaken for the answer")
  func placeholderIsErased() async throws {
    let session = try PseudoTerminal(program: demo, arguments: ["alert", "ask"], standardOutput: .pipe())
    try await session.waitFor("Your name: Ada Lovelace")
    session.send("\r")
    try await session.waitFor("A name cannot be empty.")
    #expect(session.screen.lines[0] == "Your name:")
    session.send("Grace\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.standardOutput == "ask: Grace\n")
  }
}
