import Presentation

/// The exit statuses `presently` promises scripts.
enum ExitStatus: Int32 {
  /// Answered: confirm yes, an alert's default or destructive action, a value chosen.
  case answered = 0
  /// Declined: confirm no, an alert's cancel action, browse quit without choosing.
  case declined = 1
  /// Invalid arguments (EX_USAGE); the message is on standard error.
  case usage = 64
  /// Timed out with no default to fall back on.
  case timedOut = 124
  /// Ctrl-C.
  case interrupted = 130
  /// The input ended (Ctrl-D, or no terminal and no standard input) before an answer.
  case endOfInput = 255

  /// The status for a presentation's ending.
  init(_ error: PresentError) {
    switch error {
    case .interrupted: self = .interrupted
    case .endOfInput: self = .endOfInput
    case .timedOut: self = .timedOut
    case .dismissed, .blocked: self = .declined
    }
  }
}
