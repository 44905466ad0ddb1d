import ArgumentParser

/// `--timeout SECONDS` for a command with no default to fall back on: `input`, `browse`.
struct TimeoutOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("Give up after this many seconds, and exit 124.", valueName: "seconds"))
  var timeout: Double?

  func validate() throws { try Timeout.validate(timeout) }

  /// The timeout as a duration.
  var duration: Duration? { Timeout.duration(timeout) }
}

/// `--timeout SECONDS` for a command with a default: `confirm`, `choose`, `alert`.
struct TimeoutOrDefaultOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Give up after this many seconds: take the default where there is one, else exit 124.", valueName: "seconds"))
  var timeout: Double?

  func validate() throws { try Timeout.validate(timeout) }

  /// The timeout as a duration.
  var duration: Duration? { Timeout.duration(timeout) }
}

/// What both timeouts share.
enum Timeout {
  static func validate(_ seconds: Double?) throws {
    if let seconds, !(seconds > 0 && seconds < 1e9) {
      throw ValidationError("--timeout must be a positive number of seconds.")
    }
  }

  static func duration(_ seconds: Double?) -> Duration? {
    seconds.map { .milliseconds(Int64(($0 * 1000).rounded(.up))) }
  }
}
