/// A duration as `--timeout` takes it: seconds (`10`, `1.5`), or Go's form, as gum
/// takes it (`time.ParseDuration`): numbers each with a unit, `ns`, `us` (or `µs`),
/// `ms`, `s`, `m`, `h`, as in `500ms`, `1m30s`, `1h2m3.5s`, `0s`.
package enum DurationText {
  /// The duration `text` says, or `nil` when it says none, or one below zero or beyond
  /// a billion seconds. Zero is a duration (gum's `0s`, "no timeout").
  package static func parse(_ text: String) -> Duration? {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return nil }
    // Seconds alone: a number without a unit.
    if scalars.allSatisfy({ isNumeral($0) }) { return number(scalars).flatMap { duration(seconds: $0) } }
    var seconds = 0.0
    var index = 0
    while index < scalars.count {
      let start = index
      while index < scalars.count, isNumeral(scalars[index]) { index += 1 }
      guard let value = number(scalars[start..<index]) else { return nil }
      let unitStart = index
      while index < scalars.count, !isNumeral(scalars[index]) { index += 1 }
      guard let scale = unit(String(String.UnicodeScalarView(scalars[unitStart..<index]))) else { return nil }
      seconds += value * scale
    }
    return duration(seconds: seconds)
  }

  private static func isNumeral(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "."
  }

  /// A decimal number with at most one point and a digit somewhere.
  private static func number(_ scalars: some Collection<Unicode.Scalar>) -> Double? {
    guard scalars.contains(where: { $0 != "." }), scalars.filter({ $0 == "." }).count <= 1 else { return nil }
    return Double(String(String.UnicodeScalarView(scalars)))
  }

  private static func unit(_ name: String) -> Double? {
    switch name {
    case "ns": 1e-9
    case "us", "\u{B5}s", "\u{3BC}s": 1e-6
    case "ms": 1e-3
    case "s": 1
    case "m": 60
    case "h": 3600
    default: nil
    }
  }

  private static func duration(seconds: Double) -> Duration? {
    guard seconds >= 0, seconds < 1e9 else { return nil }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}
