import Glibc
import PseudoTerminalSupport
import Testing

/// Arguments are untrusted text: whatever they hold, no message on standard error lets a
/// control sequence through, and what they name reaches standard output, `open` and `sh`
/// byte for byte.
@Suite("presently and untrusted arguments", .serialized)
struct UntrustedArgumentTests {
  static let clipboard = "\u{1B}]52;c;SGVsbG8=\u{07}"
  static let clear = "x\u{1B}[2J\u{9B}31m"
  static let lines = Subprocess.temporaryFile("lines.txt", containing: "alpha\nbeta\n")

  /// Command lines that fail, each with hostile text where the message quotes it.
  static let failures: [[String]] = [
    ["choose", "--default", clipboard, "a", "b"],
    ["choose", "--" + clear, "a"],
    ["confirm", "Go?", clear],
    ["confirm", "--default=" + clipboard, "Go?"],
    ["input", "--timeout", clear],
    ["input", "--pattern", "(" + clipboard],
    ["alert", "--action", clear + ":bogus"],
    ["alert", "--action", clear, "--action", clear],
    ["alert", "--action", "OK", "--enable", clear],
    ["alert", "--field", "A", "--action", "OK", "--enable", "Nope:1=" + clear],
    ["alert", "--field", "A", "--action", "OK", "--enable", "OK:1=(" + clipboard],
    ["alert", "--style", clear, "--action", "OK"],
    ["browse", "/nonexistent/" + clipboard],
    [clear],
  ]

  @Test("every error message is sanitized", arguments: failures)
  func messagesAreSanitized(arguments: [String]) async throws {
    let result = try await Tool.run(arguments, input: .null)
    #expect(result.ending == .exited(64), "\(arguments): \(result.errors)")
    #expect(!result.standardError.contains(0x1B), "no ESC: \(result.errors.debugDescription)")
    #expect(!result.errors.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "no C1 control")
    #expect(result.errors.contains("\u{241B}"), "the escape is shown, as ␛: \(result.errors.debugDescription)")
  }

  @Test("an error names its own command, in one line")
  func ownCommand() async throws {
    let result = try await Tool.run(["browse", "/nonexistent"], input: .null)
    #expect(result.errors.hasPrefix("presently: browse: "), "\(result.errors)")
    #expect(result.errors.filter { $0 == "\n" }.count == 1, "\(result.errors)")
  }

  @Test("on a terminal that is not UTF-8, what is drawn and said is ASCII")
  func asciiOnNonUTF8Terminals() async throws {
    let session = try PseudoTerminal(
      program: Tool.path, arguments: ["confirm", "caf\u{E9} \u{2026} \u{1B}[2J?"], environment: ["LANG": "C"],
      standardOutput: .pipe())
    try await session.waitForPrompt("[Y/n]")
    session.send("y\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.output.allSatisfy { $0 < 0x80 }, "\(session.text.debugDescription)")
    #expect(session.screen.text.contains("caf? . ?[2J?"))
  }

  /// Runs a shell command line whose arguments `printf` makes, so that they hold bytes
  /// that are not UTF-8 (`\351` is é in Latin-1).
  func shell(_ script: String, input: Subprocess.Input) async throws -> Subprocess.Result {
    try await Subprocess.run("/bin/sh", ["-c", script], input: input)
  }

  @Test("items that are not UTF-8 are printed as given, and so is a --default that names one")
  func itemsRoundTrip() async throws {
    let chosen = try await shell(
      "exec '\(Tool.path)' choose \"$(printf 'caf\\350')\" \"$(printf 'caf\\351')\"", input: .bytes(Array("2\n".utf8)))
    #expect(chosen.standardOutput == Array("caf".utf8) + [0xE9, 0x0A], "\(chosen.errors)")
    let defaulted = try await shell(
      "exec '\(Tool.path)' choose --default \"$(printf 'caf\\351')\" \"$(printf 'caf\\350')\" \"$(printf 'caf\\351')\"",
      input: .bytes(Array("\n".utf8)))
    #expect(defaulted.standardOutput == Array("caf".utf8) + [0xE9, 0x0A], "\(defaulted.errors)")
  }

  @Test("a file name that is not UTF-8 is opened, and {} reaches the detail command byte for byte")
  func fileNameAndDetailRoundTrip() async throws {
    let folder = Subprocess.temporaryFolder()
    let name = "\"$(printf '\(folder)/notes-caf\\351')\""
    _ = try await shell("printf 'x\\377y\\n' > \(name)", input: .null)
    let printed = try await shell("exec '\(Tool.path)' browse \(name)", input: .bytes(Array("1\n".utf8)))
    #expect(printed.ending == .exited(0), "\(printed.errors)")
    #expect(printed.standardOutput == [0x78, 0xFF, 0x79, 0x0A])

    let session = try PseudoTerminal(
      program: "/bin/sh",
      arguments: ["-c", "exec '\(Tool.path)' browse --detail 'printf %s {} | od -An -tx1' \(name)"],
      columns: 120)
    try await session.waitFor(" 78 ff 79")
    session.send("q\r")
    #expect(try await session.waitForExit() == .exited(1))
  }
}
