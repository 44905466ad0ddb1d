import Glibc
import PseudoTerminalSupport
import Testing

/// Key sequences that once held readline (and the process) hostage or crashed it, each
/// sent as one write so that it arrives in one read, as it did when it was found. Each
/// must now end in a documented status, within seconds, with the terminal as it was.
@Suite("Readline hazards", .serialized)
struct ReadlineHazardTests {
  static let presently = Products.path("presently")
  static let demo = Products.path("demo")
  static let lines = Subprocess.temporaryFile("lines.txt", containing: "alpha\nbeta\ngamma\n")
  /// vi mode, with the mode shown before the prompt, so that a test can wait for Escape to
  /// have left insertion ("(cmd)") rather than sleep past `keyseq-timeout`.
  static let vi = Subprocess.temporaryFile("inputrc", containing: "set editing-mode vi\nset show-mode-in-prompt on\n")

  /// A program and the text that shows its prompt is open.
  struct Program: Sendable, CustomStringConvertible {
    var name: String
    var path: String
    var arguments: [String]
    var ready: String
    var description: String { name }
  }

  static let programs: [Program] = [
    Program(name: "input", path: presently, arguments: ["input", "--prompt", "Q"], ready: "Q:"),
    Program(name: "password", path: presently, arguments: ["input", "--password", "--prompt", "Q"], ready: "Q:"),
    Program(name: "browse", path: presently, arguments: ["browse", lines], ready: "3  gamma"),
    Program(name: "demo prompt", path: demo, arguments: ["prompt", "--initial", ""], ready: "fruit:"),
  ]

  /// The sequences, by what they once did.
  static let sequences: [(name: String, bytes: [UInt8])] = [
    ("Alt-n, then Ctrl-Space: a search that waited for 15 more keys", [0x1B, 0x6E, 0x00]),
    ("Alt-p, then Ctrl-Space", [0x1B, 0x70, 0x00]),
    ("a bracketed paste that never ends", Array("\u{1B}[200~pasted text".utf8)),
    ("Ctrl-R, then a lone UTF-8 lead byte", [0x12, 0xC3]),
    ("Ctrl-R, a paste's end and Backspace: SIGSEGV in readline 8.2", [0x12, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E, 0x7F]),
    ("Ctrl-R and bytes that are not UTF-8: SIGSEGV in readline 8.2", [0x12, 0x1B, 0x5B, 0x30, 0x9A, 0x4E, 0xA7, 0xB4]),
    // Escape ending a search with more than five bytes behind it that are no paste: what
    // readline 8.2 crashes on, whatever the buffering does with the bytes above.
    ("Ctrl-R, Escape and six more keys: SIGSEGV in readline 8.2", Array("\u{12}\u{1B}xyzwvu\u{7F}".utf8)),
    ("Ctrl-R, Escape [2 and seven more keys: SIGSEGV in readline 8.2", Array("\u{12}\u{1B}[2AAAAAAA\u{7F}".utf8)),
    ("Ctrl-R, Ctrl-X, ): a key sequence inside a search, SIGSEGV in readline 8.2", [0x12, 0x18, 0x29]),
    ("Ctrl-], Escape, ]: a paste's start looked for inside a command, SIGSEGV in readline 8.2", [0x1D, 0x1B, 0x5D]),
  ]

  static var cases: [(Program, Int)] {
    programs.flatMap { program in sequences.indices.map { (program, $0) } }
  }

  @Test("after the sequence, Ctrl-C ends the prompt with 130 and the terminal as it was", arguments: cases)
  func controlCEnds(program: Program, sequence: Int) async throws {
    let (name, bytes) = Self.sequences[sequence]
    let session = try PseudoTerminal(program: program.path, arguments: program.arguments, columns: 100)
    try await session.waitForPrompt(program.ready)
    session.send(bytes: bytes)
    await session.settle(for: .milliseconds(150))
    session.send("\u{03}")
    let ending = try await session.waitForExit(timeout: Bound.atOnce)
    #expect(ending == .exited(130), "\(name)")
    #expect(session.settingsAreRestored, "\(name)")
  }

  @Test("after the sequence, a timeout still ends the prompt on time", arguments: Self.sequences.indices)
  func timeoutEnds(sequence: Int) async throws {
    let (name, bytes) = Self.sequences[sequence]
    let session = try PseudoTerminal(program: Self.presently, arguments: ["input", "--timeout", "1.5"])
    try await session.waitForPrompt("Value:")
    session.send(bytes: bytes)
    let started = ContinuousClock.now
    let ending = try await session.waitForExit()
    #expect(ending == .exited(124), "\(name)")
    #expect(ContinuousClock.now - started < Bound.atOnce, "\(name)")
    #expect(session.settingsAreRestored, "\(name)")
  }

  @Test("a paste that never ends is ended after a second of silence; what follows is typed", arguments: [false, true])
  func unterminatedPasteEnds(vi: Bool) async throws {
    let session = try PseudoTerminal(
      program: Self.presently, arguments: ["input"], environment: vi ? ["INPUTRC": Self.vi] : [:])
    try await session.waitForPrompt("Value:")
    session.send("\u{1B}[200~pasted")
    // The pasted text is held back until the paste ends, so its showing is the end.
    try await session.waitFor("pasted")
    session.send("\r")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(0))
  }

  @Test("vi mode: a word motion over text that was not UTF-8 no longer loops for ever")
  func viWordMotion() async throws {
    let session = try PseudoTerminal(
      program: Self.presently, arguments: ["input"], environment: ["INPUTRC": Self.vi],
      standardOutput: .pipe())
    try await session.waitForPrompt("Value:")
    session.send(bytes: [0xC3, 0xA9, 0xA9])
    try await session.waitFor("\u{E9}\u{FFFD}")
    session.send("\u{1B}")
    try await session.waitFor("(cmd)")
    session.send("e")
    await session.settle(for: .milliseconds(200))
    session.send("\r")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(0))
    // The stray continuation byte became U+FFFD as it was typed.
    #expect(session.standardOutput == "\u{E9}\u{FFFD}\n")
    #expect(session.settingsAreRestored)
  }

  @Test("Escape then Enter, typed quickly, does not leave the user in vi mode: a lone Escape still cancels")
  func escapeEnterStaysInEmacsMode() async throws {
    let session = try PseudoTerminal(program: Self.presently, arguments: ["input"])
    try await session.waitForPrompt("Value:")
    session.send(bytes: [0x1B, 0x0D])
    await session.settle(for: .milliseconds(200))
    // In emacs mode a lone Escape cancels (status 1); in vi mode it would enter command
    // mode, where Ctrl-E, Ctrl-U and Ctrl-D do not end the line.
    session.send("ab\u{1B}")
    await session.settle(for: .milliseconds(700))
    session.send("\u{05}\u{15}\u{04}")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(1))
  }

  @Test("Ctrl-Space still sets the mark outside a search: Ctrl-X Ctrl-X goes back to it")
  func markStillWorks() async throws {
    let session = try PseudoTerminal(
      program: Self.presently, arguments: ["input", "--value", "keep cut"], standardOutput: .pipe())
    try await session.waitForPrompt("Value:")
    // Ctrl-A, Alt-f, Ctrl-Space (the mark), Ctrl-E, Ctrl-X Ctrl-X (back to the mark), !, Enter.
    session.send(bytes: [0x01, 0x1B, 0x66, 0x00, 0x05, 0x18, 0x18, 0x21, 0x0D])
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(0))
    #expect(session.standardOutput == "keep! cut\n")
  }
}

/// History is data: whoever could write the file chose its entries.
@Suite("History drawn safely")
struct HistoryDrawingTests {
  @Test("an entry read back from the history file is drawn with its controls made visible")
  func historyIsSanitized() async throws {
    let state = Subprocess.temporaryFolder()
    let folder = state + "/presently/history"
    _ = try await Subprocess.run("/bin/mkdir", ["-p", folder])
    Subprocess.writeFile("plain\n\u{9B}31mred \u{202E}evil \u{1B}[2Jclear\n", to: folder + "/hosts")
    let session = try PseudoTerminal(
      program: Products.path("presently"), arguments: ["input", "--history", "hosts"],
      environment: ["XDG_STATE_HOME": state], standardOutput: .pipe())
    try await session.waitForPrompt("Value:")
    session.send("\u{1B}[A")
    try await session.waitFor("evil")
    #expect(!session.text.contains("\u{9B}"), "no C1 CSI")
    #expect(!session.text.contains("\u{202E}"), "no bidi override")
    #expect(!session.text.contains("\u{1B}[2J"), "no screen clear")
    #expect(session.screen.text.contains("\u{FFFD}31mred \u{FFFD}evil \u{241B}[2Jclear"))
    session.send("\r")
    #expect(try await session.waitForExit() == .exited(0))
  }
}
