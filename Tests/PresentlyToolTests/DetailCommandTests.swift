import Glibc
import PseudoTerminalSupport
import Testing

/// `browse --detail` owns the commands it starts: they get no terminal, and they end when
/// their detail is no longer wanted or browse ends, however stubborn.
@Suite("presently browse --detail", .serialized)
struct DetailCommandTests {
  static let lines = Subprocess.temporaryFile("lines.txt", containing: "alpha\nbeta\ngamma\n")

  /// Starts browse with `command` as the detail, once the command has written its pid.
  func start(_ command: String) async throws -> (PseudoTerminal, pid: pid_t) {
    let pidFile = Subprocess.temporaryFolder() + "/pid"
    let session = try Tool.start(["browse", "--detail", "echo $$ > \(pidFile); \(command)", Self.lines], columns: 120)
    try await session.waitFor("3 items")
    var pid: pid_t = 0
    try await session.waitUntil("the detail command to start") { _ in
      pid = pid_t(Subprocess.readFile(pidFile).split(separator: "\n").first ?? "") ?? 0
      return pid > 0
    }
    return (session, pid)
  }

  /// Whether the process `pid` is gone (or a zombie nobody will wait for).
  static func isGone(_ pid: pid_t) -> Bool {
    if kill(pid, 0) != 0 { return true }
    return Subprocess.readFile("/proc/\(pid)/stat").contains(") Z ")
  }

  @Test("a command that ignores SIGTERM does not hold up quitting: it is killed after a grace period")
  func stubbornCommand() async throws {
    let (session, pid) = try await start("trap '' TERM; sleep 30")
    session.send("q\r")
    let started = ContinuousClock.now
    #expect(try await session.finish() == .exited(1))
    #expect(ContinuousClock.now - started < Bound.atOnce)
    try await session.waitUntil("the command killed", timeout: Bound.atOnce) { _ in Self.isGone(pid) }
  }

  @Test("a command gets no terminal: reading /dev/tty fails at once instead of stopping it")
  func noTerminal() async throws {
    let (session, _) = try await start("cat /dev/tty || echo no terminal here")
    try await session.waitFor("no terminal here")
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("SIGTERM or SIGHUP to browse ends its command too", arguments: [SIGTERM, SIGHUP])
  func signalEndsCommand(signal: Int32) async throws {
    let (session, pid) = try await start("sleep 30")
    session.signal(signal)
    #expect(try await session.finish() == .signaled(signal))
    try await session.waitUntil("the command killed", timeout: Bound.atOnce) { _ in Self.isGone(pid) }
  }
}
