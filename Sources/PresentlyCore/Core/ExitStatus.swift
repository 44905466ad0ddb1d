import PresentlySystem

/// The status a command-line program ends with, for the way its presentation ended: the
/// statuses the `presently` tool promises scripts, for programs of your own to promise
/// them too.
///
/// | Status | Ending |
/// | --- | --- |
/// | 0 ``answered`` | a value: yes, a default or destructive action, an item chosen |
/// | 1 ``declined`` | no, a cancel action (`CancelError`), a dismissal, nothing to choose from, and any error of your own |
/// | 64 ``usage`` | invalid arguments |
/// | 124 ``timedOut`` | ``PresentError/timedOut`` |
/// | 130 ``interrupted`` | ``PresentError/interrupted`` (Ctrl-C) |
/// | 255 ``endOfInput`` | ``PresentError/endOfInput`` (Ctrl-D, or no input at all) |
///
/// ```swift
/// do {
///   let url = try await terminal.present(addServer)
///   print(url)
/// } catch {
///   ExitStatus(error).exit()
/// }
/// ```
public struct ExitStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The status, as `exit` takes it.
  public var rawValue: Int32

  /// Creates a status from its number.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The status for an ending: a ``PresentError`` by its case, any other error (a cancel
  /// action's `CancelError`, an error of your own) as declined.
  ///
  /// - Parameter ending: The error `present` threw.
  public init(_ ending: any Error) {
    switch ending as? PresentError {
    case .interrupted: self = .interrupted
    case .endOfInput: self = .endOfInput
    case .timedOut: self = .timedOut
    case .dismissed, .blocked, nil: self = .declined
    }
  }

  /// 0: answered.
  public static let answered = ExitStatus(rawValue: 0)
  /// 1: declined, cancelled, dismissed, or nothing to choose from.
  public static let declined = ExitStatus(rawValue: 1)
  /// 64 (`EX_USAGE`): invalid arguments.
  public static let usage = ExitStatus(rawValue: 64)
  /// 124, as `timeout(1)` uses: timed out with no default to fall back on.
  public static let timedOut = ExitStatus(rawValue: 124)
  /// 130 (128 + SIGINT): interrupted with Ctrl-C.
  public static let interrupted = ExitStatus(rawValue: 130)
  /// 255: the input ended before an answer, or no answer could be had.
  public static let endOfInput = ExitStatus(rawValue: 255)

  /// The number.
  public var description: String { String(rawValue) }

  /// Ends the process with this status (`exit`).
  public func exit() -> Never {
    ThisProcess.exit(rawValue)
  }
}
