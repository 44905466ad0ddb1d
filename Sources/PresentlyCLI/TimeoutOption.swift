import ArgumentParser
import PresentlyCommands

/// `--timeout DURATION` for a command with no default to fall back on: `browse`.
struct TimeoutOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("Give up after this long (10, 10s, 1.5s, 2m, 500ms), and exit 124.", valueName: "duration"))
  var timeout: TimeoutDuration?

  /// The timeout as a duration.
  var duration: Duration? { timeout?.duration }
}

/// `--timeout DURATION` for a command with a default: `confirm`, `input`, `choose`,
/// `alert`.
struct TimeoutOrDefaultOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Give up after this long (10, 10s, 1.5s, 2m, 500ms): take the default where there is one, else exit 124.",
      valueName: "duration"))
  var timeout: TimeoutDuration?

  /// The timeout as a duration.
  var duration: Duration? { timeout?.duration }
}

/// A duration as a timeout takes it (see `DurationText`).
struct TimeoutDuration: ExpressibleByArgument, Sendable {
  let duration: Duration

  init?(argument: String) {
    guard let duration = DurationText.parse(argument) else { return nil }
    self.duration = duration
  }
}
