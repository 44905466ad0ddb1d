// What an application gets for running a program without Foundation: arguments without
// a shell, bounded output, status and standard error, and cancellation that ends the
// program's process group, in a browser's detail load too.

import PresentationTesting
import Presently
import Testing

@Suite("Running a program, as an application does")
struct ExternalCommandTests {
  @Test("the output, the standard error and the status come back apart")
  func outputErrorStatus() async throws {
    let outcome = try await ExternalCommand("sh", arguments: ["-c", "printf out; printf err >&2; exit 3"]).run()
    #expect(outcome.outputText == "out")
    #expect(outcome.errorText == "err")
    #expect(outcome.status == .exited(3))
    #expect(!outcome.succeeded && !outcome.isOutputCut)
  }

  @Test("arguments reach the program as they are, without a shell")
  func argumentsWithoutAShell() async throws {
    let words = ["x; echo no", "$(id)", "'quoted'", "two  spaces", "caf\u{E9}"]
    let outcome = try await ExternalCommand("printf", arguments: ["%s|"] + words).run()
    #expect(outcome.outputText == words.map { $0 + "|" }.joined())
    #expect(outcome.succeeded)
  }

  @Test("a program that is not there is a launch error that names it")
  func missingProgram() async throws {
    let error = try await #require(throws: ExternalCommand.LaunchError.self) {
      try await ExternalCommand("presently-no-such-program").run()
    }
    #expect("\(error)" == "presently-no-such-program: No such file or directory")
  }

  /// The run's own end is what is awaited: a program that outran its limit and was not
  /// ended would hold the test until its time limit.
  @Test(
    "the output is bounded: cut at the limit, the program ended, and the run returns", .timeLimit(.minutes(1)))
  func boundedOutput() async throws {
    let outcome = try await ExternalCommand("yes", outputLimit: 1000).run()
    #expect(outcome.standardOutput.count == 1000)
    #expect(outcome.isOutputCut && !outcome.succeeded)
  }

  @Test("only the last of a long standard error is kept")
  func boundedError() async throws {
    let command = ExternalCommand(
      "sh", arguments: ["-c", "i=0; while [ $i -lt 500 ]; do echo line $i >&2; i=$((i+1)); done"], errorLimit: 100)
    let outcome = try await command.run()
    #expect(outcome.standardError.count == 100)
    #expect(outcome.errorText.hasSuffix("line 499\n"))
  }

  /// Whether process `pid` is still running, asked of `kill -0`.
  static func isRunning(_ pid: String) async throws -> Bool {
    try await ExternalCommand("sh", arguments: ["-c", "kill -0 \(pid) 2>/dev/null"]).run().succeeded
  }

  @Test("cancelling the task ends the program and what it started, and throws CancellationError")
  func cancellationEndsTheGroup() async throws {
    let file = "/tmp/presently-consumer-\(UInt64.random(in: 0...UInt64.max)).pids"
    defer { Task { _ = try? await ExternalCommand("rm", arguments: ["-f", file]).run() } }
    // The shell starts a sleep in the background, writes both numbers, and waits.
    let task = Task {
      try await ExternalCommand("sh", arguments: ["-c", "sleep 60 & echo $$ $! > \(file); wait"]).run()
    }
    var pids: [String] = []
    try await eventually("the shell and its sleep started") {
      pids = try await ExternalCommand("cat", arguments: [file]).run().outputText.split(separator: " ").map {
        $0.filter(\.isNumber)
      }
      return pids.count == 2
    }
    task.cancel()
    try await eventually("the run ended") { await Self.ended(task) }
    await #expect(throws: CancellationError.self) { try await task.value }
    for pid in pids {
      try await eventually("\(pid) ended") { try await !Self.isRunning(pid) }
    }
  }

  /// Whether `task` has finished, asked without waiting for it.
  static func ended(_ task: Task<ExternalCommand.Outcome, any Error>) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        _ = await task.result; return true
      }
      group.addTask {
        try? await Task.sleep(for: .milliseconds(20)); return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  @Test("a browser's detail load no longer wanted ends its program")
  func browserEndsAStaleLoad() async throws {
    let file = "/tmp/presently-consumer-\(UInt64.random(in: 0...UInt64.max)).pid"
    defer { Task { _ = try? await ExternalCommand("rm", arguments: ["-f", file]).run() } }
    let list = BrowserList<String, [String]>(
      "Branches", elements: ["main", "slow", "fix"], isSame: { $0 == $1 }, itemTitle: { $0 }
    )
    .loadingDetail(waitingUpTo: .milliseconds(20)) { branch, pane in
      let script = branch == "slow" ? "echo $$ > \(file); exec sleep 60" : "echo \(branch) at \(pane.columns)"
      let outcome = try? await ExternalCommand("sh", arguments: ["-c", script]).run()
      return StyledText(outcome?.outputText ?? "stopped")
    }
    let terminal = ScriptedTerminal(
      answers: ["2"], size: TerminalSize(columns: 120, rows: 20), outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    var pid = ""
    try await eventually("the slow detail's program started") {
      pid = try await ExternalCommand("cat", arguments: [file]).run().outputText.filter(\.isNumber)
      return !pid.isEmpty
    }
    terminal.type("3")
    try await waitUntil("fix's detail") { terminal.screen.contains("fix at ") }
    try await eventually("the slow program ended") { try await !Self.isRunning(pid) }
    terminal.type("q")
    #expect(try await task.value == nil)
  }
}

/// Waits until `condition` holds, asking again every 20 ms, for at most `limit`: 90 s, as
/// a program started while the whole suite runs on two cores once took over 30 s to write
/// its first line (while the suite's 64 MiB and 20 MiB line tests ran beside it).
func eventually(
  _ description: String, within limit: Duration = .seconds(90), _ condition: () async throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + limit
  while try await !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("\(description) did not happen within \(limit)")
      throw CancellationError()
    }
    try await Task.sleep(for: .milliseconds(20))
  }
}
