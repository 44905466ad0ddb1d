import Glibc
import PseudoTerminalSupport
import Testing

/// Every signal whose default action ends a process ends `presently` the same way (status
/// 128 + N), after the terminal is restored; Ctrl-\ is SIGQUIT from the keyboard.
@Suite("Signal endings", .serialized)
struct SignalEndingTests {
  static let presently = Products.path("presently")

  static let signals: [Int32] = [
    SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR,
  ]

  @Test("a signal from outside restores the terminal, then ends the process with it", arguments: signals)
  func signalFromOutside(signal: Int32) async throws {
    for arguments in [["input", "--prompt", "Q"], ["browse", "/etc/hostname"]] {
      let session = try PseudoTerminal(program: Self.presently, arguments: arguments)
      try await session.waitForPrompt(arguments[0] == "input" ? "Q:" : "1 item")
      session.signal(signal)
      #expect(try await session.waitForExit(timeout: Bound.atOnce) == .signaled(signal), "\(arguments)")
      #expect(session.settingsAreRestored, "\(arguments)")
      #expect(!session.screen.isAlternate, "\(arguments)")
      #expect(!session.text.contains("crashed"), "no crash report: \(arguments)")
    }
  }

  @Test("Ctrl-\\ is SIGQUIT: the terminal is restored and the status is 131, without a crash report")
  func controlBackslash() async throws {
    let session = try PseudoTerminal(program: Self.presently, arguments: ["input", "--prompt", "Q"])
    try await session.waitForPrompt("Q:")
    session.send("\u{1C}")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .signaled(SIGQUIT))
    #expect(session.settingsAreRestored)
    #expect(!session.text.contains("crashed"))
  }

  @Test("a crash restores the terminal before the process dies", arguments: [SIGSEGV, SIGABRT])
  func crash(signal: Int32) async throws {
    let session = try PseudoTerminal(
      program: Self.presently, arguments: ["input", "--prompt", "Q"],
      environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await session.waitForPrompt("Q:")
    session.signal(signal)
    #expect(try await session.waitForExit(timeout: .seconds(10)) == .signaled(signal))
    #expect(session.settingsAreRestored)
  }

  @Test("a signal ignored when the process started (as nohup ignores SIGHUP) stays ignored")
  func ignoredStaysIgnored() async throws {
    let session = try PseudoTerminal(
      program: "/usr/bin/nohup", arguments: [Self.presently, "input", "--prompt", "Q"], standardOutput: .pipe())
    try await session.waitForPrompt("Q:")
    session.signal(SIGHUP)
    await session.settle(for: .milliseconds(300))
    session.send("still here\r")
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(0))
  }
}
