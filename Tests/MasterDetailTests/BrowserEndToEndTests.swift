import Glibc
import PseudoTerminalSupport
import Testing

/// The browser on the real readline terminal, driven through a pseudo-terminal by way of
/// `demo browse`.
@Suite("Browser, end to end", .serialized)
struct BrowserEndToEndTests {
  /// A folder with three small files.
  static func makeFolder() -> String {
    let folder = Subprocess.temporaryFolder()
    for (name, text) in [("alpha.txt", "first file\n"), ("beta.txt", "second file\n"), ("gamma.txt", "third file\n")] {
      Subprocess.writeFile(text, to: folder + "/" + name)
    }
    return folder
  }

  @Test("resizing the window mid-prompt switches between two panes and one, keeping the typed text")
  func resizeMidPrompt() async throws {
    let folder = Self.makeFolder()
    let session = try PseudoTerminal(
      program: Products.path("demo"), arguments: ["browse", folder], columns: 120, rows: 20)
    func showsTwoPanes(_ session: PseudoTerminal) -> Bool {
      session.screen.lines.dropFirst().contains { $0.contains("\u{2502}") }
    }
    func keptTypedText(_ session: PseudoTerminal) -> Bool { session.screen.cursorLine.hasSuffix("> ab") }

    try await session.waitFor("3 items")
    #expect(showsTwoPanes(session))
    #expect(session.screen.isAlternate, "the browser is presented full screen")
    session.send("ab")
    try await session.waitUntil("the typed text") { keptTypedText($0) }

    session.resize(columns: 60, rows: 20)
    try await session.waitUntil("the selection's detail alone, with the typed text") {
      $0.screen.lines[0].hasPrefix("alpha.txt") && $0.screen.lines.contains("first file") && keptTypedText($0)
    }
    #expect(!showsTwoPanes(session))

    session.resize(columns: 120, rows: 20)
    try await session.waitUntil("the list beside the detail, with the typed text") {
      $0.screen.lines[1].hasPrefix(" >1  alpha.txt") && $0.screen.lines[1].hasSuffix("\u{2502} alpha.txt")
        && keptTypedText($0)
    }
    #expect(showsTwoPanes(session))

    session.send("\u{15}q\r")  // Ctrl-U erases the typed text, then q quits
    #expect(try await session.waitForExit() == .exited(0))
    #expect(!session.screen.isAlternate, "the screen before the browser is back")
    #expect(session.settingsAreRestored)
  }
}
