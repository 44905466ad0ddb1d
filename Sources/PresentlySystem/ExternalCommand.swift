import Synchronization

/// A program to run with its arguments, without a shell, for the detail of an element
/// or an action: its standard output and standard error collected up to a bound, its
/// exit status, and its whole process group ended when the task running it is
/// cancelled.
///
/// ```swift
/// let show = ExternalCommand("git", arguments: ["show", "--stat=\(pane.columns)", commit.hash])
/// let outcome = try await show.run()
/// return outcome.succeeded ? StyledText(bytes: outcome.standardOutput) : StyledText(bytes: outcome.standardError)
/// ```
///
/// The arguments go to the program as they are: no shell reads them, so a branch named
/// `x; rm -rf ~` is one argument. The program is looked up on `PATH` unless its name has
/// a slash. It runs without a terminal: its standard input is `/dev/null`, and it leads
/// a session of its own, so that it can neither read the user's keys nor be stopped
/// for trying, and a Ctrl-C at the terminal does not reach it.
///
/// When the run ends, for whatever reason, nothing the program started is left
/// running: its process group is sent SIGTERM, then SIGKILL after ``stopGrace``. That
/// happens early when the task that runs it is cancelled (``run()`` then throws
/// `CancellationError`: a browser's detail load no longer wanted ends its command) and
/// when the output passes ``outputLimit`` (the output is cut there).
///
/// It needs no Foundation: it is built on the package's own `posix_spawn`, pipes and
/// `poll`, on a thread of its own, so that waiting holds none of Swift's concurrency
/// threads.
public struct ExternalCommand: Sendable, Hashable {
  /// The program: a name looked up on `PATH`, or a path.
  public var program: String
  /// The arguments after the program's name, each passed as it is.
  public var arguments: [String]
  /// The most bytes of standard output kept; past it the output is cut and the program
  /// is ended. 1 MiB unless told otherwise.
  public var outputLimit: Int
  /// The most bytes of standard error kept: the last ones, where the final message is.
  /// 64 KiB unless told otherwise.
  public var errorLimit: Int
  /// How long the program has to end after SIGTERM before SIGKILL.
  public var stopGrace: Duration

  /// Describes a command.
  ///
  /// ```swift
  /// let log = ExternalCommand("git", arguments: ["log", "--format=%h %s", "-n", "200"])
  /// ```
  /// - Parameters:
  ///   - program: The program: a name looked up on `PATH`, or a path.
  ///   - arguments: The arguments after the program's name, without a shell.
  ///   - outputLimit: The most bytes of standard output kept.
  ///   - errorLimit: The most bytes of standard error kept (the last ones).
  ///   - stopGrace: How long the program has to end after SIGTERM before SIGKILL.
  public init(
    _ program: String, arguments: [String] = [], outputLimit: Int = 1 << 20, errorLimit: Int = 64 << 10,
    stopGrace: Duration = .milliseconds(300)
  ) {
    self.program = program
    self.arguments = arguments
    self.outputLimit = max(0, outputLimit)
    self.errorLimit = max(0, errorLimit)
    self.stopGrace = stopGrace
  }

  /// How a program ended.
  public enum Status: Sendable, Hashable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)

    /// `exit status 3`, `signal 15`.
    public var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }
  }

  /// What a run of a command gave.
  public struct Outcome: Sendable, Hashable {
    /// How the program ended.
    public var status: Status
    /// Its standard output, up to ``ExternalCommand/outputLimit`` bytes, as it came.
    public var standardOutput: [UInt8]
    /// The last ``ExternalCommand/errorLimit`` bytes of its standard error.
    public var standardError: [UInt8]
    /// Whether the output passed the limit: it is cut there, and the program was ended.
    public var isOutputCut: Bool

    /// Creates an outcome.
    public init(status: Status, standardOutput: [UInt8], standardError: [UInt8], isOutputCut: Bool) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.isOutputCut = isOutputCut
    }

    /// Whether the program exited with status 0 and its output was not cut.
    public var succeeded: Bool { status == .exited(0) && !isOutputCut }
    /// The standard output as text, invalid UTF-8 replaced.
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// The standard error as text, invalid UTF-8 replaced.
    public var errorText: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// Why a command could not be started.
  public struct LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The program that could not be started.
    public let program: String
    /// The C library's error number (`ENOENT` when there is no such program).
    public let code: Int32
    /// The C library's words for it: `No such file or directory`.
    public let reason: String

    /// `git: No such file or directory`.
    public var description: String { "\(program): \(reason)" }
  }

  /// Runs the program to its end and returns what it gave.
  ///
  /// Cancelling the task ends the program and everything in its process group
  /// (SIGTERM, then SIGKILL after ``stopGrace``) and throws `CancellationError`.
  ///
  /// - Returns: Its status, its output up to the limit, and the end of its standard error.
  /// - Throws: ``LaunchError`` when it cannot be started; `CancellationError` when the
  ///   task was cancelled.
  public func run() async throws -> Outcome {
    try Task.checkCancellation()
    let running = try RunningCommand(self)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Threads.start("running \(program)") { continuation.resume(returning: running.collect()) }
      }
    } onCancel: {
      running.stop()
    }
    running.close()
    if outcome.wasStopped { throw CancellationError() }
    return outcome.outcome
  }
}
