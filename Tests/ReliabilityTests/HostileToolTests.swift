import PseudoTerminalSupport
import Testing

/// The hostile corpus through the `presently` subcommands, by argument and by standard
/// input, on a real pseudo-terminal: no byte of it reaches the terminal as a control
/// sequence, and a result printed on standard output is the input unchanged.
@Suite("Hostile text through presently", .serialized)
struct HostileToolTests {
  static let presently = Products.path("presently")

  /// The two kinds of terminal: a dumb one, where no escape sequence at all may appear,
  /// and an xterm, where ours may (styles, cursor movement) but none of the kinds the
  /// corpus carries (OSC, DCS, APC, PM, full reset, C1) ever do.
  static let terminals: [[String: String]] = [["TERM": "dumb", "NO_COLOR": "1"], ["TERM": "xterm-256color"]]

  static func expectHarmless(
    _ session: PseudoTerminal, _ environment: [String: String], _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let output = String(decoding: session.output, as: UTF8.self)
    let dumb = environment["TERM"] == "dumb"
    let allowed: Set<Unicode.Scalar> =
      dumb ? ["\r", "\n", "\u{8}", "\t", "\u{7}"] : ["\r", "\n", "\u{8}", "\t", "\u{7}", "\u{1B}"]
    let bad = output.unicodeScalars.filter { HostileText.isControl($0) && !allowed.contains($0) }
    #expect(
      bad.isEmpty, "\(name): \(bad.prefix(5).map { $0.escaped(asASCII: true) }) reached the terminal",
      sourceLocation: sourceLocation)
    if !dumb {
      for sequence in [
        "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^", "\u{1B}c", "\u{1B}[?1000h", "\u{1B}[8m", "\u{1B}[6n",
      ] {
        #expect(
          !output.contains(sequence), "\(name): \(sequence.debugDescription) reached the terminal",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// Texts that fit in one argument (Linux refuses a single argument over 128 KiB).
  static let arguments = HostileText.strings.filter { $0.text.utf8.count < 100_000 && !$0.text.contains("\0") }

  @Test("confirm and alert with hostile text as arguments", arguments: arguments)
  func byArgument(sample: HostileSample<String>) async throws {
    let (name, text) = (sample.name, sample.text)
    for environment in Self.terminals {
      let confirm = try PseudoTerminal(
        program: Self.presently, arguments: ["confirm", text], environment: environment,
        standardOutput: .pipe())
      try await confirm.waitFor("[Y/n]")
      confirm.send("n\r")
      #expect(try await confirm.waitForExit() == .exited(1), "\(name)")
      #expect(confirm.settingsAreRestored)
      Self.expectHarmless(confirm, environment, "confirm \(name)")

      let alert = try PseudoTerminal(
        program: Self.presently,
        arguments: [
          "alert", "--title", text, "--message", text, "--field", "Name=" + text.prefix(200), "--action", "OK",
        ],
        environment: environment, standardOutput: .pipe())
      try await alert.waitFor("Name:")
      alert.send("\r")
      try await alert.waitFor("[OK]")
      alert.send("\r")
      #expect(try await alert.waitForExit() == .exited(0), "\(name)")
      Self.expectHarmless(alert, environment, "alert \(name)")
      #expect(alert.standardOutput.hasPrefix("OK\n"))
    }
  }

  @Test("choose and browse with a hostile line on standard input print it unchanged", arguments: HostileText.strings)
  func byStandardInput(sample: HostileSample<String>) async throws {
    let (name, text) = (sample.name, sample.text)
    let input = Array("first\n".utf8) + Array(text.utf8) + [0x0A]
    let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false)
    let expected = Array(lines[1]) + [0x0A]
    for environment in Self.terminals {
      // Both show the lines as they come: choose's input ends, browse's stays open.
      let choose = try PseudoTerminal(
        program: Self.presently, arguments: ["choose"], environment: environment,
        columns: 100, standardInput: .pipe(bytes: input), standardOutput: .pipe())
      try await choose.waitFor(environment["TERM"] == "dumb" ? "Choose [1]:" : "Choose:")
      try await choose.waitUntil("the second line in", timeout: .seconds(60)) {
        $0.screen.lines.contains { $0.hasPrefix("  2  ") }
          || environment["TERM"] == "dumb"
      }
      choose.send("2\r")
      #expect(try await choose.waitForExit() == .exited(0), "\(name)")
      #expect(choose.standardOutputBytes == expected, "choose \(name): the line comes back unchanged")
      Self.expectHarmless(choose, environment, "choose \(name)")

      let browse = try PseudoTerminal(
        program: Self.presently, arguments: ["browse"], environment: environment,
        columns: 120, standardInput: .pipe(bytes: input, close: false), standardOutput: .pipe())
      try await browse.waitFor("\(lines.count - 1) items", timeout: .seconds(60))  // every line has arrived
      browse.send("2\r")
      try await browse.waitUntil("row 2 selected", timeout: .seconds(60)) {
        $0.screen.text.contains(" >2") || $0.screen.text.contains(">2 ")
      }
      browse.send("\r")
      #expect(try await browse.waitForExit() == .exited(0), "\(name)")
      #expect(browse.standardOutputBytes == expected, "browse \(name): the line comes back unchanged")
      #expect(browse.settingsAreRestored)
      Self.expectHarmless(browse, environment, "browse \(name)")
    }
  }
}
