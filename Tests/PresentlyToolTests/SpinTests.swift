import Glibc
import PseudoTerminalSupport
import Testing

/// `presently spin -- COMMAND`: a spinner on the terminal while the command runs, its
/// output passed on, its status returned.
@Suite("presently spin", .serialized)
struct SpinTests {
  @Test("the command's output goes to ours byte for byte while the spinner turns on the terminal; its status is ours")
  func passesOutputThrough() async throws {
    let session = try Tool.start(
      ["spin", "--title", "Compiling", "--", "sh", "-c", "printf 'a\\377\\n'; sleep 1; printf b"])
    try await session.waitUntil("the spinner turning beside the title") {
      $0.screen.text.contains("Compiling  0s") && $0.screen.text.contains { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) }
    }
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutputBytes == [0x61, 0xFF, 0x0A, 0x62], "the bytes as the command wrote them")
    #expect(!session.screen.text.contains("Compiling"), "the spinner is gone at the end")
  }

  @Test("a failing command's status comes back, with its standard error shown after it")
  func failure() async throws {
    let session = try Tool.start(["spin", "--", "sh", "-c", "echo kept-error >&2; exit 3"])
    #expect(try await session.finish() == .exited(3))
    #expect(session.screen.text.contains("kept-error"))
  }

  @Test("a command that succeeds keeps its standard error to itself, unless --show-error")
  func quietUnlessAsked() async throws {
    let quiet = try Tool.start(["spin", "--", "sh", "-c", "echo chatter >&2"])
    #expect(try await quiet.finish() == .exited(0))
    #expect(!quiet.screen.text.contains("chatter"))
    let shown = try Tool.start(["spin", "--show-error", "--", "sh", "-c", "echo chatter >&2"])
    #expect(try await shown.finish() == .exited(0))
    #expect(shown.screen.text.contains("chatter"))
  }

  @Test("when our output is the terminal, the command's lines show above the spinner, made harmless")
  func linesAbove() async throws {
    let session = try Tool.start(
      ["spin", "--title", "Working", "--", "sh", "-c", "printf 'first\\n\\033]0;pwned\\007second\\n'; sleep 1"],
      output: .terminal)
    try await session.waitUntil("both lines above the spinner") {
      let lines = $0.screen.lines
      guard let first = lines.firstIndex(where: { $0.hasPrefix("first") }),
        let spinner = lines.firstIndex(where: { $0.contains("Working") })
      else { return false }
      return first < spinner && lines[first + 1].contains("second")
    }
    #expect(!session.text.contains("\u{1B}]0;"), "an escape sequence in the output reaches the terminal as text")
    #expect(try await session.finish() == .exited(0))
  }

  /// A command's standard error with a clipboard write (OSC 52), a screen clear and a
  /// colour (CSI), and a byte that is not UTF-8.
  static let hostileError = "printf 'said\\033]52;c;ZXZpbA==\\007\\033[2J\\033[31mred\\377\\n' >&2"

  @Test(
    "the command's standard error reaches the terminal made harmless, on failure and with --show-error",
    arguments: [([], "; exit 3", 3), (["--show-error"], "", 0)] as [([String], String, Int32)])
  func errorMadeHarmless(options: [String], ending: String, status: Int32) async throws {
    let session = try Tool.start(["spin"] + options + ["--", "sh", "-c", Self.hostileError + ending])
    #expect(try await session.finish() == .exited(status))
    #expect(session.screen.text.contains("said"), "\(session.screen.text)")
    #expect(!session.text.contains("\u{1B}]52"), "no clipboard write reaches the terminal")
    #expect(!session.text.contains("\u{1B}[2J") && !session.text.contains("\u{1B}[31mred"), "nor a CSI sequence")
    #expect(session.screen.text.contains("\u{241B}]52;c;ZXZpbA==\u{2407}"), "it shows as text")
  }

  @Test("the command's standard error goes to a file byte for byte: only a terminal gets it made harmless")
  func errorToAFile() async throws {
    let folder = Subprocess.temporaryFolder()
    let session = try PseudoTerminal(
      program: "/bin/sh",
      arguments: ["-c", #""$0" spin -- sh -c "$1" 2>"$2/err""#, Tool.path, Self.hostileError + "; exit 3", folder])
    _ = try await session.waitForExit()
    #expect(
      readFile(folder + "/err") == Array("said\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{1B}[31mred".utf8) + [0xFF, 0x0A])
  }

  @Test(
    "Ctrl-C ends the command and everything it started, even what ignores SIGINT, clears the spinner and exits 130: the script carries on"
  )
  func interrupt() async throws {
    let pids = Subprocess.temporaryFolder() + "/pids"
    // A script's shell gets Ctrl-C's SIGINT too: bash carries on only when presently exits
    // with a status rather than dying by the signal.
    let session = try PseudoTerminal(
      program: "/bin/bash",
      arguments: [
        "-c",
        "\(Tool.path) spin --title Stubborn -- sh -c 'trap \"\" INT; sleep 300 & echo $$ $! > \(pids); wait'; "
          + "echo after=$?",
      ])
    try await session.waitFor("Stubborn")
    try await waitForFile(pids)
    session.send("\u{03}")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.screen.text.contains("presently: Interrupted.\nafter=130"), "\(session.screen.text)")
    #expect(!session.screen.text.contains("Stubborn"), "the spinner is gone")
    #expect(session.settingsAreRestored)
    let started = String(decoding: readFile(pids), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
      .compactMap { pid_t($0) }
    #expect(started.count == 2)
    for pid in started {
      #expect(await eventually(within: .seconds(10)) { !isRunning(pid) }, "process \(pid) is gone")
    }
  }

  @Test("keys typed while the spinner turns are neither echoed on its line nor left for the shell after it")
  func keysTypedMeanwhile() async throws {
    // The shell that ran the spin reads its next line from the terminal, as an
    // interactive shell would: nothing typed during the spin may reach it. The command
    // runs until the test has typed and looked (the file `go`), not for a time that a
    // busy machine could let pass before the test looks.
    let go = Subprocess.temporaryFolder() + "/go"
    let session = try PseudoTerminal(
      program: "/bin/bash",
      arguments: [
        "--norc", "-c",
        "\(Tool.path) spin --title Working -- sh -c 'until [ -e \"$0\" ]; do sleep 0.05; done' \(go); "
          + "read -r -t 1 line; echo \"after:[$line]\"",
      ])
    try await session.waitFor("Working")
    try await session.waitUntil("keys held: the terminal echoes nothing") {
      $0.settingsNow.c_lflag & tcflag_t(ECHO) == 0
    }
    session.send("rm -rf ~")
    await session.settle(for: .milliseconds(200))
    session.send("\r")
    await session.settle(for: .milliseconds(200))
    #expect(!session.screen.text.contains("rm -rf"), "nothing typed is echoed over the spinner")
    Subprocess.writeFile("", to: go)
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.screen.text.contains("after:[]"), "the shell read nothing: \(session.screen.text)")
  }

  @Test("--timeout ends the command and exits 124 with a message")
  func timeout() async throws {
    let session = try Tool.start(["spin", "--timeout", "300ms", "--", "sleep", "30"])
    #expect(try await session.finish() == .exited(124))
    #expect(session.screen.text.contains("--timeout"))
  }

  @Test("no such command exits 127, one that cannot be run 126, as a shell does")
  func cannotStart() async throws {
    let missing = try Tool.start(["spin", "--", "no-such-command-xyz"])
    #expect(try await missing.finish() == .exited(127))
    #expect(missing.screen.text.contains("no-such-command-xyz: command not found"))
    let notProgram = try Tool.start(["spin", "--", "/etc/hostname"])
    #expect(try await notProgram.finish() == .exited(126))
  }

  @Test("under TERM=dumb nothing turns: the title once, then how long it took")
  func dumb() async throws {
    let session = try Tool.start(
      ["spin", "--title", "Syncing", "--", "sh", "-c", "sleep 0.5"], environment: ["TERM": "dumb"])
    #expect(try await session.finish() == .exited(0))
    let lines = session.screen.lines.filter { !$0.isEmpty }
    #expect(lines.first == "Syncing…")
    #expect(lines.dropFirst().first?.hasPrefix("Syncing: finished after 0.") == true)
    #expect(lines.count == 2, "a transcript of two lines: \(lines)")
  }

  @Test("without a terminal the command just runs: its output, its error and its status")
  func noTerminal() async throws {
    let result = try await Tool.run(["spin", "--", "sh", "-c", "echo out; echo err >&2; exit 4"], input: .null)
    #expect(result.ending == .exited(4))
    #expect(result.output == "out\n")
    #expect(result.errors == "err\n")
  }
}

/// Whether `pid` is a process that has not ended (a zombie has).
private func isRunning(_ pid: pid_t) -> Bool {
  guard kill(pid, 0) == 0 else { return false }
  let stat = readFile("/proc/\(pid)/stat")
  guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count else { return false }
  return stat[close + 2] != UInt8(ascii: "Z")
}

/// The bytes of a file, or none.
private func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "r") else { return [] }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { return bytes }
    bytes += buffer[..<count]
  }
}

/// Waits until a file exists and is not empty.
private func waitForFile(_ path: String) async throws {
  let written = await eventually(within: .seconds(10)) { !readFile(path).isEmpty }
  try #require(written, "\(path) written")
}

/// Whether `condition` holds within `limit`, looking every 20 ms, suspended between.
private func eventually(within limit: Duration, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + limit
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return true
}
