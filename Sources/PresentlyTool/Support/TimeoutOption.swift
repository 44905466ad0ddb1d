import ArgumentParser

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

/// A duration as a timeout takes it: seconds (`10`, `1.5`), or a number and a unit, as
/// gum writes them: `500ms`, `10s`, `2m`, `1h`.
struct TimeoutDuration: ExpressibleByArgument, Sendable {
  let duration: Duration

  init?(argument: String) {
    guard let duration = Self.parse(argument) else { return nil }
    self.duration = duration
  }

  /// The duration `text` says, or `nil` when it says none, or one not above zero or
  /// beyond a billion seconds.
  static func parse(_ text: String) -> Duration? {
    let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
    var number = Substring(text)
    var scale = 1.0
    if let unit = units.first(where: { text.hasSuffix($0.suffix) }) {
      number = number.dropLast(unit.suffix.count)
      scale = unit.seconds
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value > 0
    else { return nil }
    let seconds = value * scale
    guard seconds < 1e9 else { return nil }
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
  }
}
