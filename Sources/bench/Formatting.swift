extension Duration {
  /// The duration in milliseconds, with fractions.
  var milliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }
}

extension String {
  /// The string padded with spaces to `width` characters, on the right or (`left`) the left.
  func padding(to width: Int, left: Bool = false) -> String {
    let missing = max(0, width - count)
    let spaces = String(repeating: " ", count: missing)
    return left ? spaces + self : self + spaces
  }
}

/// Milliseconds with two decimals: `0.37`, `106.83`.
func format(_ milliseconds: Double) -> String {
  let hundredths = Int((milliseconds * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
