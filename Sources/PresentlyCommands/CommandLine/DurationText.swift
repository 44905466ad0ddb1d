/// A duration as `--timeout` takes it: seconds (`10`, `1.5`), or a number and a unit, as
/// gum writes them: `500ms`, `10s`, `2m`, `1h`.
package enum DurationText {
  /// The duration `text` says, or `nil` when it says none, or one not above zero or
  /// beyond a billion seconds.
  package static func parse(_ text: String) -> Duration? {
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
