import PseudoTerminalSupport
import Testing

/// Keys that move, through a real pseudo-terminal and GNU readline: the arrows, Space,
/// Tab, Escape, and a binding of the user's own in `~/.inputrc`.
@Suite("presently: keys", .serialized)
struct KeysTests {
  static let down = "\u{1B}[B"

  /// An `INPUTRC` file with `lines`.
  static func inputrc(_ lines: String) -> String {
    let path = Subprocess.temporaryFolder() + "/inputrc"
    Subprocess.writeFile(lines + "\n", to: path)
    return path
  }

  static func numbers(_ count: Int) -> PseudoTerminal.Stream {
    .pipe(bytes: Array((1...count).map(String.init).joined(separator: "\n").utf8) + [0x0A])
  }

  @Test("seq 100 | presently choose, then Down, Down, Enter: prints 3")
  func chooseWithArrows() async throws {
    let session = try Tool.start(["choose"], input: Self.numbers(100))
    try await session.waitForPrompt("Choose:")
    session.send(Self.down + Self.down)
    try await session.waitForRow(3)
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "3\n")
  }

  @Test("presently choose --multiple a b c d, then Space, Down, Down, Space, Enter: prints a and c")
  func multipleWithSpace() async throws {
    let session = try Tool.start(["choose", "--multiple", "a", "b", "c", "d"])
    try await session.waitForPrompt("Choose:")
    session.send(" " + Self.down + Self.down + " ")
    try await session.waitForPrompt("Choose [2 marked]:")
    #expect(session.screen.lines.contains { $0.contains("[x] c") })
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nc\n")
  }

  @Test("seq 50 | presently browse, then Down three times: the detail shows 4; Enter prints 4")
  func browseWithArrows() async throws {
    let session = try Tool.start(["browse"], input: Self.numbers(50), columns: 120)
    try await session.waitFor("50 items")
    session.send(Self.down + Self.down + Self.down)
    try await session.waitUntil("row 4 selected, its detail beside it") { session in
      session.screen.lines.contains { $0.hasPrefix(" > 4  4") } && session.screen.lines[1].hasSuffix("\u{2502} 4")
    }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "4\n")
  }

  @Test("presently alert --action One --action Two, then Tab, Enter: prints Two")
  func alertWithTab() async throws {
    let session = try Tool.start(["alert", "--title", "Which?", "--action", "One", "--action", "Two"])
    try await session.waitForPrompt("Choose [One]:")
    session.send("\t")
    try await session.waitForPrompt("Choose [Two]:")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Two\n")
  }

  @Test("an INPUTRC with a $if presently binding moves the selection with Ctrl-T")
  func userBinding() async throws {
    let inputrc = Self.inputrc("$if presently\n\"\\C-t\": presently-next\n$endif")
    let session = try Tool.start(["choose"], input: Self.numbers(10), environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("Choose:")
    session.send("\u{14}\u{14}")
    try await session.waitForRow(3)
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "3\n")
  }

  @Test("Escape leaves choose and browse with status 1 and prints nothing", arguments: ["choose", "browse"])
  func escape(command: String) async throws {
    let session = try Tool.start([command], input: Self.numbers(5), columns: 120)
    try await session.waitFor("5")
    try await session.waitForPrompt(command == "choose" ? "Choose:" : ">")
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("Escape followed quickly by a key is that key with Alt, not a cancel")
  func escapeThenKey() async throws {
    let session = try Tool.start(["choose", "apple", "banana"])
    try await session.waitForPrompt("Choose:")
    session.send("ban\u{1B}b")  // Alt-B: back a word
    try await session.waitForPrompt("Choose (1 of 2): ban")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "banana\n")
  }

  @Test("in vi mode the arrows still move, and Escape leaves insertion instead of cancelling")
  func viMode() async throws {
    let inputrc = Self.inputrc("set editing-mode vi\nset show-mode-in-prompt on")
    let session = try Tool.start(["choose"], input: Self.numbers(10), environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("Choose:")
    session.send(Self.down)
    try await session.waitForRow(2)
    session.send("\u{1B}")
    try await session.waitFor("(cmd)Choose:")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "2\n")
  }

  @Test("in vi mode, in command mode, Ctrl-A still marks every row, as it does while inserting")
  func viCommandModeMarksAll() async throws {
    let inputrc = Self.inputrc("set editing-mode vi\nset show-mode-in-prompt on")
    let session = try Tool.start(["choose", "--no-limit", "a", "b", "c"], environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("Choose")
    session.send("\u{1B}")
    try await session.waitFor("(cmd)Choose")
    session.send("\u{01}")
    try await session.waitForPrompt("3 marked")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nb\nc\n")
  }
}
