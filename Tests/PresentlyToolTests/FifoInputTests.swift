import Glibc
import PseudoTerminalSupport
import Testing

/// A FIFO given as a command's input: its open waits for a writer, and `--timeout`
/// covers that wait as it covers the rest; keys still end it; a writer that comes in
/// time is read as a file is.
@Suite("a FIFO as input", .serialized)
struct FifoInputTests {
  /// A FIFO that nothing writes to, in a folder of its own.
  static func fifo() throws -> String {
    let path = Subprocess.temporaryFolder() + "/fifo"
    try #require(mkfifo(path, 0o600) == 0)
    return path
  }

  /// A command line, with `FIFO` standing for the FIFO, and the status a timeout gives.
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var testDescription: String { arguments.joined(separator: " ") }

    func arguments(with fifo: String) -> [String] { arguments.map { $0 == "FIFO" ? fifo : $0 } }
  }

  static let timeouts: [Case] = [
    Case(arguments: ["pager", "--timeout", "1", "FIFO"], status: 124),
    Case(arguments: ["browse", "--timeout", "1", "FIFO"], status: 124),
    Case(arguments: ["table", "--timeout", "1", "--file", "FIFO"], status: 124),
    Case(arguments: ["dialog", "--timeout", "1", "--textbox", "FIFO", "0", "0"], status: 255),
    Case(arguments: ["dialog", "--timeout", "1", "--tailbox", "FIFO", "0", "0"], status: 255),
  ]

  @Test("with no writer, --timeout ends the wait: 124 with a line saying why, or dialog's 255", arguments: timeouts)
  func timeout(line: Case) async throws {
    let fifo = try Self.fifo()
    let session = try Tool.start(line.arguments(with: fifo), output: .terminal)
    #expect(try await session.waitForExit(timeout: .seconds(1) + Bound.atOnce) == .exited(line.status))
    if line.status == 124 {
      #expect(session.text.contains("presently: Timed out before anything was written to \(fifo)."))
    }
    #expect(session.settingsAreRestored)
  }

  @Test(
    "with no writer and no timeout, Ctrl-C still ends the wait",
    arguments: [
      (["browse", "FIFO"], .signaled(SIGINT)), (["pager", "FIFO"], .signaled(SIGINT)),
      (["dialog", "--textbox", "FIFO", "0", "0"], .exited(255)),
    ] as [([String], PseudoTerminal.Ending)])
  func interrupt(arguments: [String], ending: PseudoTerminal.Ending) async throws {
    let fifo = try Self.fifo()
    let session = try Tool.start(arguments.map { $0 == "FIFO" ? fifo : $0 }, output: .terminal)
    // Nothing shows while the open waits: wait for a thread of the process to be in it.
    try await session.waitUntil("the open waiting for a writer") { Self.waitsForWriter($0.pid) }
    session.send("\u{03}")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == ending)
    #expect(session.settingsAreRestored)
  }

  /// Whether a thread of process `pid` waits in the open of a FIFO (`wait_for_partner`).
  static func waitsForWriter(_ pid: pid_t) -> Bool {
    guard let tasks = opendir("/proc/\(pid)/task") else { return false }
    defer { closedir(tasks) }
    while let entry = readdir(tasks) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if Subprocess.readFile("/proc/\(pid)/task/\(name)/wchan").contains("wait_for_partner") { return true }
    }
    return false
  }

  @Test("a writer that comes in time is read: the table's row is chosen and printed")
  func writerInTime() async throws {
    let fifo = try Self.fifo()
    let script = #"(sleep 1; printf 'name,size\nalpha,1\n' > "$1") & exec "$0" table --timeout 20 --file "$1""#
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", script, Tool.path, fifo], columns: 120, rows: 20, standardOutput: .pipe())
    try await session.waitForPrompt("alpha")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "alpha,1\n")
  }

  @Test("dialog --textbox: a writer that comes in time is shown")
  func textboxWriterInTime() async throws {
    let fifo = try Self.fifo()
    let script =
      #"(sleep 1; printf 'hello from the writer\n' > "$1") & exec "$0" dialog --timeout 20 --textbox "$1" 0 0"#
    let session = try PseudoTerminal(program: "/bin/sh", arguments: ["-c", script, Tool.path, fifo])
    try await session.waitForPrompt("hello from the writer")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("the time spent waiting for the writer counts: the timeout is one deadline, not two")
  func oneDeadline() async throws {
    let fifo = try Self.fifo()
    // The writer comes after 5 s of a 6 s timeout; nothing is typed. Ending 6 s after the
    // start is right; 11 s would be the timeout counted again from the open. The shell
    // times the run itself (in milliseconds, into `ms`), so that this process's own
    // slowness on a busy machine is not counted; 4 s are left for the machine's.
    let folder = String(fifo.dropLast("/fifo".count))
    let script = #"""
      start=$(date +%s%3N)
      (sleep 5; printf 'name\nalpha\n' > "$1") &
      "$0" table --timeout 6 --file "$1"
      echo "$?" > "$2/status"
      echo $(( $(date +%s%3N) - start )) > "$2/ms"
      """#
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", script, Tool.path, fifo, folder], columns: 80, rows: 20,
      standardOutput: .pipe())
    try await session.waitFor("alpha")
    #expect(try await session.finish() == .exited(0))
    #expect(Subprocess.readFile(folder + "/status") == "124\n")
    let milliseconds = Int(Subprocess.readFile(folder + "/ms").filter(\.isNumber)) ?? .max
    #expect(milliseconds < 10_000, "one deadline: \(milliseconds) ms")
  }
}
