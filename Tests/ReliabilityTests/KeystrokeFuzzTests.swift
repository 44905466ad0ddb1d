import Glibc
import PseudoTerminalSupport
import Testing

/// Random keys through a real pseudo-terminal to every subcommand, in emacs and vi mode,
/// in one write and spread over several. Whatever is typed, the program ends in a
/// documented way within 5 seconds of Ctrl-C (or of Ctrl-D on an empty line), with the
/// terminal's settings as it found them.
///
/// It runs for `PRESENTLY_FUZZ_SECONDS` (15 by default, for CI) from the seed
/// `PRESENTLY_FUZZ_SEED`; a failure names the seed and run that replay it
/// (`PRESENTLY_FUZZ_SEED=… PRESENTLY_FUZZ_RUN=… swift test --filter Keystroke`).
@Suite("Keystroke fuzzing", .serialized)
struct KeystrokeFuzzTests {
  static let presently = Products.path("presently")
  static let lines = Subprocess.temporaryFile(
    "lines.txt", containing: (1...40).map { "line \($0)" }.joined(separator: "\n"))
  static let vi = Subprocess.temporaryFile("inputrc", containing: "set editing-mode vi\n")

  /// A subcommand, what shows its prompt is open, and the words it understands.
  struct Target: Sendable {
    var arguments: [String]
    var ready: String
    var vocabulary: [String]
    /// Whether standard output is the terminal: a pager to a pipe copies, as less does.
    var writesToTerminal = false
  }

  static let targets: [Target] = [
    Target(arguments: ["confirm", "Go?"], ready: "[Y/n]", vocabulary: ["y", "n", "yes", "maybe"]),
    Target(arguments: ["input", "--history", "fuzz"], ready: "Value:", vocabulary: ["Ada", "x", "  "]),
    Target(arguments: ["input", "--password"], ready: "Value:", vocabulary: ["hunter2"]),
    Target(arguments: ["input", "--pattern", "[0-9]+"], ready: "Value:", vocabulary: ["12", "x"]),
    // An initial value readline holds as itself (tab, escape) and in other forms (C1 and
    // bidirectional controls, a line break), edited by every key.
    Target(
      arguments: ["input", "--value", "a\tb\u{1B}[31mc\u{9B}d\u{202E}e\nf"], ready: "Value:", vocabulary: ["x", " "]),
    Target(
      arguments: ["choose", "red", "green", "blue"], ready: "Choose:", vocabulary: ["1", "9", "gr", "/e", "n"]),
    Target(
      arguments: ["choose", "--multiple", "red", "green", "blue"], ready: "Choose:",
      vocabulary: ["1 3", "2-3", "r,b"]),
    Target(
      arguments: [
        "alert", "--field", "URL=https://", "--secret-field", "Token", "--action", "Add", "--action",
        "Cancel:cancel", "--enable", "Add:1=https?://.+",
      ],
      ready: "URL:", vocabulary: ["add", "1", "e 2", "cancel", "x"]),
    Target(
      arguments: [
        "alert", "--style", "sheet", "--action", "Delete:destructive", "--action", "Keep", "--action",
        "Cancel:cancel",
      ],
      ready: "Choose", vocabulary: ["1", "2", "del", "k"]),
    Target(
      arguments: ["browse", lines], ready: "40 items", vocabulary: ["3", "/1", "n", "p", "+", "-", "b", "?", ">"]),
    Target(
      arguments: ["pager", lines], ready: ":", vocabulary: ["q", "G", "g", "/line 3", "n", "N", "?", "12"],
      writesToTerminal: true),
    // Ctrl-E opens $EDITOR, which the run sets to `true`: an editor that saves nothing new.
    Target(arguments: ["write", "--max-lines", "6"], ready: "1/6>", vocabulary: ["line", "more text", ""]),
  ]

  static var environment: [String: String] {
    var values: [String: String] = [:]
    for name in ["PRESENTLY_FUZZ_SECONDS", "PRESENTLY_FUZZ_SEED", "PRESENTLY_FUZZ_RUN"] {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }

  @Test("random keys end in a documented way, on time, with the terminal restored")
  func fuzz() async throws {
    let settings = Self.environment
    let budget = Duration.seconds(Double(settings["PRESENTLY_FUZZ_SECONDS"] ?? "") ?? 15)
    let seed = UInt64(settings["PRESENTLY_FUZZ_SEED"] ?? "") ?? 0xC0FF_EE00
    let only = settings["PRESENTLY_FUZZ_RUN"].flatMap { Int($0) }
    let started = ContinuousClock.now
    var run = only ?? 0
    var failures = 0
    while ContinuousClock.now - started < budget, failures < 3 {
      let failed = try await attempt(seed: seed, run: run)
      if failed { failures += 1 }
      if only != nil { break }
      run += 1
    }
    print("Keystroke fuzzing: \(run) runs from seed \(seed), \(failures) failed.")
  }

  /// One run: a target, a mode, keys, an ending. Returns whether it failed.
  func attempt(seed: UInt64, run: Int) async throws -> Bool {
    let runSeed = seed &+ UInt64(run) &* 0x9E37_79B9
    let target = Self.targets[run % Self.targets.count]
    let vi = (run / Self.targets.count) % 2 == 1
    var keys = KeystrokeGenerator(seed: runSeed, vocabulary: target.vocabulary, vi: vi)
    let chunks = keys.chunks()
    let endsWithControlD = !vi && Int.random(in: 0..<4, using: &keys.random) == 0
    let replay = "seed \(seed) run \(run) (\(target.arguments.first!)\(vi ? ", vi" : ""))"
    let sent = chunks.map { $0.map { String($0, radix: 16) }.joined(separator: " ") }.joined(separator: " | ")

    let session = try PseudoTerminal(
      program: Self.presently, arguments: target.arguments,
      environment: (vi ? ["INPUTRC": Self.vi] : [:]).merging(["EDITOR": "true"]) { $1 },
      columns: [80, 60, 120].randomElement(using: &keys.random)!, rows: 24,
      standardOutput: target.writesToTerminal ? .terminal : .pipe())
    try await session.waitForPrompt(target.ready)
    for chunk in chunks {
      session.send(bytes: chunk)
      await session.settle(for: .milliseconds(Int.random(in: 0...40, using: &keys.random)))
    }
    // Ctrl-Q first, in case a key stopped the output (Ctrl-S is not sent, but the terminal
    // may take another byte for it); then the ending.
    session.send(bytes: [0x11])
    if endsWithControlD {
      // After a pause, so that a paste the keys started and never ended has been ended
      // (keys typed within a second of a paste's last byte belong to it); then out of any
      // search or half-typed command (Ctrl-G), to an empty line (Ctrl-E, Ctrl-U).
      await session.settle(for: .milliseconds(1200))
      session.send(bytes: [0x07, 0x07, 0x05, 0x15, 0x04])
    } else {
      session.send(bytes: [0x03])
    }
    let ending: PseudoTerminal.Ending
    do {
      ending = try await session.waitForExit(timeout: Bound.atOnce)
    } catch {
      Issue.record(
        "no ending within 5 s of \(endsWithControlD ? "Ctrl-D" : "Ctrl-C"): \(replay); sent \(sent)\n\(session.screen.text)"
      )
      return true
    }
    // Ctrl-C between two lines (after an Enter the keys answered with, say) ends the
    // process by SIGINT itself, which a shell reports as 130 too.
    let documented: [PseudoTerminal.Ending] = [
      .exited(0), .exited(1), .exited(130), .exited(255), .signaled(SIGINT), .signaled(SIGQUIT),
    ]
    var failed = false
    if !documented.contains(ending) {
      Issue.record("\(ending): \(replay); sent \(sent)")
      failed = true
    }
    if !session.settingsAreRestored {
      Issue.record("terminal settings changed: \(replay); sent \(sent)")
      failed = true
    }
    if session.screen.isAlternate {
      Issue.record("left on the alternate screen: \(replay); sent \(sent)")
      failed = true
    }
    return failed
  }
}
