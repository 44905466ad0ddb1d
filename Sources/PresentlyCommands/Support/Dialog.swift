import PresentlyCore
import PresentlyReadline
import PresentlySystem

/// Runs one dialog: opens the terminal, presents, and turns every ending into the exit
/// status `presently` promises, with a line on standard error for every status but 0
/// and 1.
enum Dialog {
  /// Opens the terminal for a dialog.
  ///
  /// - Parameters:
  ///   - standardInputIsData: Whether standard input carries items rather than answers.
  ///   - keepsHistory: Whether answers are saved under `$XDG_STATE_HOME/presently`.
  ///   - interruptStatus: The status Ctrl-C's signal exits with (while no line is read);
  ///     `nil` to end by the signal.
  ///   - saysSignalEnding: Whether a line on standard error says which signal ended the
  ///     process; off for a command that says it itself, after its own cleaning up.
  static func terminal(
    standardInputIsData: Bool = false, keepsHistory: Bool = false, interruptStatus: ExitStatus? = nil,
    saysSignalEnding: Bool = true
  ) -> ReadlineTerminal {
    var configuration = ReadlineTerminal.Configuration(
      applicationName: "presently", persistsHistory: keepsHistory,
      readsAnswersFromStandardInput: !standardInputIsData)
    configuration.interruptStatus = interruptStatus?.rawValue
    let terminal = ReadlineTerminal.open(configuration)
    if saysSignalEnding {
      terminal.onTermination { signal in Output.error(signalEnding(signal)) }
    }
    return terminal
  }

  /// What a signal that ends a dialog is said as: `Interrupted.` for Ctrl-C's, as a
  /// prompt's Ctrl-C says it.
  static func signalEnding(_ signal: Int32) -> String {
    if signal == Signal.interrupt { return PresentError.interrupted.description }
    return "ended by \(Signal.name(of: signal)); the terminal is restored."
  }

  /// Runs `body` and maps its ending to an exit status, having said on standard error
  /// what ended it where that is not an answer.
  ///
  /// - Parameters:
  ///   - timeout: The dialog's `--timeout`. Should the dialog be stuck past it in work
  ///     that cannot be cancelled (a regular expression that backtracks for ever on the
  ///     answer), the process ends a second later all the same: timed out, 124.
  ///   - fallback: The default the command was given (`--default`, `--value`, an alert's
  ///     default action): taken, writing what it writes and returning its status, when no
  ///     answer can be had, at a terminal and without one: the time ran out, or the input
  ///     ended. Every command with a default passes it here (`printing(_:)` for one that
  ///     is printed): this is where a timeout is decided.
  static func run(
    timeout: Duration? = nil, orElse fallback: (() -> ExitStatus)? = nil, _ body: () async throws -> ExitStatus
  ) async -> ExitStatus {
    if let timeout { Backstop.exit(after: timeout + .seconds(1)) }
    let status: ExitStatus
    do {
      status = try await body()
    } catch let error as PresentError where (error == .timedOut || error == .endOfInput) && fallback != nil {
      status = fallback?() ?? .declined
    } catch let error as PresentError {
      status = ExitStatus(error)
      if status != .declined { Output.error(error.description) }
    } catch let error as DialogError {
      Output.error(error.message)
      status = error.status
    } catch {
      Output.error("\(error)")
      status = .declined
    }
    return status
  }
}

extension Dialog {
  /// The fallback of a command whose default is a result: `bytes` printed as a line,
  /// and 0.
  static func printing(_ bytes: [UInt8]) -> () -> ExitStatus {
    {
      Output.result(bytes)
      return .answered
    }
  }

  /// The descriptor a command's items are read from: `file`, opened, or standard input
  /// (`/dev/null` where it is closed).
  ///
  /// - Parameter deadline: When the command's `--timeout` runs out: a FIFO that nothing
  ///   has written to by then ends the command as a timeout does (124), rather than
  ///   waiting for a writer for ever.
  /// - Throws: A usage error naming a file that cannot be opened, and the reason; a
  ///   timeout's for a FIFO not written to in time.
  static func input(
    _ file: (name: String, bytes: [UInt8])?, until deadline: ContinuousClock.Instant?
  ) async throws(DialogError) -> Int32 {
    guard let file else {
      guard !StandardInput.isOpen else { return FileDescriptor.standardInput.rawValue }
      do throws(Errno) {
        return try FileDescriptor.open("/dev/null").rawValue
      } catch {
        throw DialogError(message: "Cannot open /dev/null: \(error.description).", status: .usage)
      }
    }
    do {
      return try await FileDescriptor.open(pathBytes: file.bytes, until: deadline).rawValue
    } catch .timedOut {
      throw DialogError(message: "Timed out before anything was written to \(file.name).", status: .timedOut)
    } catch {
      throw DialogError(message: "Cannot read \(file.name): \(error.description).", status: .usage)
    }
  }

  /// When a `--timeout` given now runs out.
  static func deadline(_ timeout: Duration?) -> ContinuousClock.Instant? {
    timeout.map { ContinuousClock.now + $0 }
  }

  /// What is left until `deadline`: at least a millisecond, so that a time already
  /// spent (opening a FIFO) still ends the dialog as a timeout.
  static func timeLeft(until deadline: ContinuousClock.Instant?) -> Duration? {
    deadline.map { max(.milliseconds(1), $0 - .now) }
  }

  /// Why `file` cannot be read as a file (unreadable, or a folder), in the words a usage
  /// error prints, naming it; `nil` when it can.
  static func readingProblem(_ file: (name: String, bytes: [UInt8])) -> String? {
    FileStatus.readingProblem(of: file.bytes).map { "Cannot read \(file.name): \($0.description)." }
  }

  /// Writes the error's message to standard error and returns its status.
  static func failure(_ error: DialogError) -> ExitStatus {
    Output.error(error.message)
    return error.status
  }
}

/// An ending of a dialog with a message for standard error.
struct DialogError: Error {
  var message: String
  var status: ExitStatus
}
