import Glibc
import PseudoTerminalSupport
import Testing

/// Every subcommand of `presently` through every ending, under a pseudo-terminal: the exit
/// status is the documented one and the terminal settings are as they were found.
@Suite("presently endings", .serialized)
struct EndingMatrixTests {
  static let presently = Products.path("presently")

  /// How to reach each ending of one subcommand.
  struct Subcommand: Sendable, CustomStringConvertible {
    var name: String
    var arguments: [String]
    /// Shown once the prompt is ready.
    var ready: String
    var answer: String
    var decline: String?
    var description: String { name }
  }

  static let list = Subprocess.temporaryFile("lines.txt", containing: "alpha\nbeta\ngamma\n")

  static let subcommands: [Subcommand] = [
    Subcommand(name: "confirm", arguments: ["confirm", "Go?"], ready: "[Y/n]", answer: "y\r", decline: "n\r"),
    Subcommand(name: "input", arguments: ["input", "--prompt", "Name"], ready: "Name:", answer: "Ada\r", decline: nil),
    Subcommand(
      name: "choose", arguments: ["choose", "red", "green"], ready: "Choose:", answer: "2\r", decline: nil),
    Subcommand(
      name: "alert", arguments: ["alert", "--title", "Go?", "--action", "Go", "--action", "Stop:cancel"],
      ready: "[Stop]", answer: "go\r", decline: "stop\r"),
    Subcommand(name: "browse", arguments: ["browse", list], ready: "3  gamma", answer: "2\r\r", decline: "q\r"),
  ]

  enum Ending: String, CaseIterable, Sendable {
    case answer, decline, controlC, controlD, timeout, terminate, hangUp, resizeThenAnswer
  }

  static var cases: [(Subcommand, Ending)] {
    subcommands.flatMap { command in
      Ending.allCases.filter { $0 != .decline || command.decline != nil }.map { (command, $0) }
    }
  }

  @Test("the exit status is the documented one and the terminal is restored", arguments: cases)
  func ending(command: Subcommand, ending: Ending) async throws {
    // A default is what a timeout and an input that has ended take: the alert has only a
    // cancel action for those two, so that they have nothing to take.
    var arguments = command.arguments
    if command.name == "alert", ending == .timeout || ending == .controlD {
      arguments = ["alert", "--title", "Go?", "--action", "Stop:cancel"]
    }
    if ending == .timeout { arguments.insert(contentsOf: ["--timeout", "0.5"], at: 1) }
    let session = try PseudoTerminal(
      program: Self.presently, arguments: arguments, columns: 120, standardOutput: .pipe())
    // A timeout may come before a look at the prompt's mode; every other ending is a key
    // or a signal for an open prompt.
    if ending == .timeout {
      try await session.waitFor(command.ready)
    } else {
      try await session.waitForPrompt(command.ready)
    }
    let expected: PseudoTerminal.Ending
    switch ending {
    case .answer:
      session.send(command.answer)
      expected = .exited(0)
    case .decline:
      session.send(command.decline!)
      expected = .exited(1)
    case .controlC:
      session.send("\u{03}")
      expected = .exited(130)
    case .controlD:
      session.send("\u{04}")
      expected = .exited(255)
    case .timeout:
      expected = .exited(124)
    case .terminate:
      session.signal(SIGTERM)
      expected = .signaled(SIGTERM)
    case .hangUp:
      session.signal(SIGHUP)
      expected = .signaled(SIGHUP)
    case .resizeThenAnswer:
      session.resize(columns: 70, rows: 20)
      await session.settle(for: .milliseconds(100))
      session.send(command.answer)
      expected = .exited(0)
    }
    let actual = try await session.waitForExit()
    #expect(actual == expected, "\(command) \(ending)")
    #expect(session.settingsAreRestored, "\(command) \(ending): terminal settings")
    #expect(!session.screen.isAlternate, "\(command) \(ending): the alternate screen is left")
  }

  @Test(
    "Ctrl-Z stops it, fg continues it, and it still answers with its status and the settings it found",
    arguments: subcommands)
  func suspendAndContinue(command: Subcommand) async throws {
    let shell = try PseudoTerminal(
      program: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: ["PS1": "$ "], columns: 120)
    try await shell.waitFor("$ ")
    // One subshell is one job, which Ctrl-Z stops and fg continues as a whole; inside it,
    // stty -g before and after compares the settings presently found with those it left.
    let quoted = command.arguments.map { "'" + $0 + "'" }.joined(separator: " ")
    shell.send(
      "( before=$(stty -g); \(Self.presently) \(quoted) >/dev/null; status=$?; after=$(stty -g); "
        + "[ \"$before\" = \"$after\" ] && same=yes || same=no; echo \"status=$status same=$same\" )\r")
    try await shell.waitForPrompt(command.ready)
    shell.send("\u{1A}")
    try await shell.waitFor("Stopped")
    shell.send("fg\r")
    await shell.settle(for: .milliseconds(300))
    shell.send(command.answer)
    try await shell.waitFor("status=0 same=yes")
    shell.send("exit\r")
    _ = try await shell.waitForExit()
  }
}
