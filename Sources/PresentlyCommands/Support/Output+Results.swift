import PresentlyCore
import PresentlySystem
import Synchronization

/// How a result that could not be written ends the process, in each reading of the
/// command line: the line on standard error and the exit status.
///
/// | Reading | Status | Message |
/// | --- | --- | --- |
/// | `presently` | 1, as coreutils' programs | `presently: write error: No space left on device` |
/// | whiptail | 255, its status for errors | `whiptail: write error: No space left on device` |
/// | dialog | 255 (`DIALOG_ERROR`), its status for errors | `write error: No space left on device`, between blank lines as dialog's fatal errors are |
///
/// whiptail and dialog themselves ignore a failed write and exit 0, and the script
/// reads an empty answer as the one given: here the answer's loss is said.
package enum WriteFailure: Sendable {
  case presently, whiptail, dialog

  /// The exit status.
  var status: Int32 {
    switch self {
    case .presently: ExitStatus.declined.rawValue
    case .whiptail: 255
    case .dialog: DialogProgram.exitStatus(-1)
    }
  }

  /// What standard error is told, for the C library's words for the error.
  func message(_ reason: String) -> String {
    switch self {
    case .presently: "presently: write error: \(reason)\n"
    case .whiptail: "whiptail: write error: \(reason)\n"
    case .dialog: "\nwrite error: \(reason)\n\n"
    }
  }
}

extension Output {
  /// The first write of a result that failed, and how to report it.
  private static let failure = Mutex<(error: Errno, form: WriteFailure)?>(nil)

  /// Writes result bytes to `descriptor`, exactly: the one way a result leaves the
  /// process, whether it is a line a command prints, whiptail's or dialog's answer, text
  /// copied from a file or a command, or our own help.
  ///
  /// A write that fails is never a success: the process ends at once with `form`'s
  /// message and status (after the terminal is restored: see
  /// ``reportsFailedWritesAtExit()``). After a failure nothing more is written.
  ///
  /// - Parameters:
  ///   - endsAtOnce: Whether a failure ends the process now; `false` for output copied
  ///     while a command runs (`spin`), which is drained to the command's end, then the
  ///     exit reports the failure.
  package static func write(
    result bytes: [UInt8], to descriptor: FileDescriptor = .standardOutput,
    failing form: WriteFailure = .presently, endsAtOnce: Bool = true
  ) {
    write(result: bytes[...], to: descriptor, failing: form, endsAtOnce: endsAtOnce)
  }

  /// Writes result bytes held elsewhere (a line of megabytes in a store) with no copy of
  /// them, as the array form does.
  package static func write(
    result bytes: ArraySlice<UInt8>, to descriptor: FileDescriptor = .standardOutput,
    failing form: WriteFailure = .presently, endsAtOnce: Bool = true
  ) {
    guard failure.withLock({ $0 == nil }) else { return }
    do throws(Errno) {
      try descriptor.writeEntirely(bytes)
    } catch {
      failure.withLock { failure in
        if failure == nil { failure = (error, form) }
      }
      if endsAtOnce { ExitStatus(rawValue: form.status).exit() }
    }
  }

  /// Has the process's exit report a result that could not be written, whatever the
  /// status it exits with: one line on standard error and the failure's status, as
  /// coreutils' programs check their output as they exit. Text that `print` left in the
  /// C library's buffer (swift-argument-parser's help, a completion script) is written
  /// out then and checked too.
  ///
  /// Call it once, first thing, before the terminal is opened: exit hooks run in the
  /// reverse order of their registration, so the terminal is restored before the line
  /// is written.
  package static func reportsFailedWritesAtExit() {
    StandardStreams.atExit {
      var lost = Output.failure.withLock { $0 }
      if lost == nil, let error = StandardStreams.flushBuffered() { lost = (error, .presently) }
      guard let lost else { return }
      Output.standardError(lost.form.message(lost.error.description))
      ThisProcess.exitImmediately(lost.form.status)
    }
  }
}
