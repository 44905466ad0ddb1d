import ArgumentParser

/// `--timeout SECONDS`, shared by every subcommand.
struct TimeoutOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Give up after this many seconds: take the default where there is one, else exit 124.",
      valueName: "seconds"))
  var timeout: Double?

  func validate() throws {
    if let timeout, !(timeout > 0 && timeout < 1e9) {
      throw ValidationError("--timeout must be a positive number of seconds.")
    }
  }

  /// The timeout as a duration.
  var duration: Duration? {
    timeout.map { .milliseconds(Int64(($0 * 1000).rounded(.up))) }
  }
}
