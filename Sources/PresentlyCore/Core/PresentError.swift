/// The ways a presentation ends without a value of its own.
///
/// Every presentation ends with its value, an error its own handlers throw (which
/// passes through unchanged), or one of these.
///
/// ```swift
/// do {
///   let name = try await terminal.present(ask)
/// } catch PresentError.interrupted {
///   exit(130)
/// }
/// ```
public enum PresentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The caller ended it: its task was cancelled, or the presentation was dismissed.
  case dismissed
  /// The user pressed Ctrl-C at the prompt.
  case interrupted
  /// The input ended: Ctrl-D on an empty line, the end of a pipe or file, or no input at all.
  case endOfInput
  /// Its timeout expired with no fallback.
  case timedOut
  /// Another presentation held the presenter and ``PresentationOptions/failOnBlock`` was given.
  case blocked

  /// A sentence for people.
  public var description: String {
    switch self {
    case .dismissed: "The presentation was dismissed."
    case .interrupted: "Interrupted."
    case .endOfInput: "The input ended before an answer."
    case .timedOut: "Timed out before an answer."
    case .blocked: "Another presentation is in progress."
    }
  }
}
