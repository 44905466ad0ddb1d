import PseudoTerminalSupport
import Testing

/// An initial value accepted unchanged comes back byte for byte, tabs, escapes, C1
/// controls, line breaks and bytes that are not UTF-8 included, as whiptail and dialog
/// give it back; an edited one keeps every byte the user did not edit. What is drawn of
/// it is safe all the same: readline shows an escape as `^[`, a C1 control as `�`.
@Suite("presently: initial values, byte for byte", .serialized)
struct InitialValueTests {
  /// The value, as `printf` makes it, and its bytes.
  static let printf = #"a\tb\377\376c\033[31mx\302\233y\nz"#
  static let value: [UInt8] =
    [0x61, 0x09, 0x62, 0xFF, 0xFE, 0x63, 0x1B] + Array("[31mx".utf8) + [0xC2, 0x9B, 0x79, 0x0A, 0x7A]
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let right = "\u{1B}[C"

  /// Nothing of the value reached the terminal raw: no escape sequence, no C1 control, no
  /// byte that is not UTF-8.
  static func drawnSafely(_ session: PseudoTerminal) -> Bool {
    let output = session.output
    let raw: [[UInt8]] = [[0x1B] + Array("[31mx".utf8), [0xC2, 0x9B], [0xFF], [0xFE]]
    return !raw.contains { sequence in
      output.indices.contains { output[$0...].starts(with: sequence) }
    }
  }

  @Test(
    "whiptail and dialog --inputbox: Enter on the value as given writes it back byte for byte",
    arguments: ["whiptail", "dialog"])
  func untouched(program: String) async throws {
    let run = try ShellRun(
      #""$0" "# + program + #" --inputbox Name? 10 60 "$(printf '"# + Self.printf + #"')""#, capture: .substitution)
    try await run.session.waitForPrompt("> a")
    #expect(run.session.screen.text.contains("c^[[31mx\u{FFFD}y\u{2424}z"))
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == Self.value)
    #expect(Self.drawnSafely(run.session))
  }

  @Test("whiptail --inputbox edited at both ends: every byte between as given")
  func edited() async throws {
    let run = try ShellRun(
      #""$0" whiptail --inputbox Name? 10 60 "$(printf '"# + Self.printf + #"')""#, capture: .substitution)
    try await run.session.waitForPrompt("> a")
    run.session.send(Self.home + Self.right + "Q" + Self.end + "Z")
    try await run.session.waitFor("zZ")
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("result") == [0x61, 0x51] + Self.value.dropFirst() + [0x5A])
  }

  @Test("dialog --editbox: the file as it was, byte for byte, when Tab and Enter take OK at once")
  func editbox() async throws {
    let file = Subprocess.temporaryFolder() + "/text"
    let text = Array("one\t1\n".utf8) + [0xFF] + Array("two\n".utf8)
    Subprocess.writeBytes(text, to: file)
    let run = try ShellRun(#""$0" dialog --editbox "# + file + " 20 60", capture: .files)
    try await run.session.waitForPrompt("1> one")
    run.session.send("\t")
    try await run.session.waitForPrompt("Answer")
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("err") == text)
  }

  @Test(
    "presently input --value and write --value: the value as given, then a line break", arguments: ["input", "write"])
  func subcommands(command: String) async throws {
    let run = try ShellRun(#""$0" "# + command + #" --value "$(printf 'a\tb\377c')""#, capture: .files)
    try await run.session.waitForPrompt(command == "input" ? "a" : "2>")
    run.session.send(command == "input" ? "\r" : "\u{04}")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("out") == [0x61, 0x09, 0x62, 0xFF, 0x63, 0x0A])
  }

  @Test("presently input --value, edited at its end: the bytes given, then what was typed")
  func inputEdited() async throws {
    let run = try ShellRun(#""$0" input --value "$(printf 'a\tb\377c')""#, capture: .files)
    try await run.session.waitForPrompt("b\u{FFFD}c")
    run.session.send("!\r")
    #expect(try await run.finish() == 0)
    #expect(run.bytes("out") == [0x61, 0x09, 0x62, 0xFF, 0x63, 0x21, 0x0A])
  }
}
