/// A semantic version constraint as Masterminds/semver (which gum's `version-check` uses)
/// reads one: alternatives separated by `||`, each a list of comparisons separated by
/// commas or spaces, all of which must hold. A comparison is an operator (`=`, `!=`, `>`,
/// `<`, `>=`, `<=`, `~`, `~>`, `^`; none is `=`) and a version of one to three numbers,
/// where `x`, `X` or `*` (or a number left out) stands for any.
///
/// ```swift
/// SemanticVersionConstraint("~> 0.15")?.isMet(by: "2.0.0")  // false
/// SemanticVersionConstraint(">= 0.14, < 3")?.isMet(by: "2.0.0")  // true
/// ```
package struct SemanticVersionConstraint: Sendable {
  private struct Comparison {
    var operation: String
    /// The numbers given; nil for a wildcard; fewer than three when left out.
    var numbers: [Int?]
  }

  private let alternatives: [[Comparison]]

  /// The constraint `text`, or nil when it is not one.
  package init?(_ text: String) {
    var alternatives: [[Comparison]] = []
    for alternative in text.split(separator: "|") {
      var comparisons: [Comparison] = []
      var pending = ""
      for word in alternative.split(whereSeparator: { $0 == " " || $0 == "," }) {
        if word.allSatisfy({ "=!<>~^".contains($0) }) {
          pending += word
          continue
        }
        guard let comparison = Self.comparison(pending + word) else { return nil }
        comparisons.append(comparison)
        pending = ""
      }
      if comparisons.isEmpty || !pending.isEmpty { return nil }
      alternatives.append(comparisons)
    }
    self.alternatives = alternatives
  }

  /// Whether `version` (`2.0.0`) meets the constraint.
  package func isMet(by version: String) -> Bool {
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 }
    let current = (0..<3).map { $0 < numbers.count ? numbers[$0] : 0 }
    return alternatives.contains { $0.allSatisfy { Self.holds($0, for: current) } }
  }

  private static func comparison(_ text: Substring) -> Comparison? {
    let operation = String(text.prefix { "=!<>~^".contains($0) })
    let known = ["", "=", "!=", ">", "<", ">=", "<=", "~", "~>", "^", "=>", "=<"]
    guard known.contains(operation) else { return nil }
    var version = text.dropFirst(operation.count)
    if version.first == "v" { version = version.dropFirst() }
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int?] = []
    for part in parts {
      if part == "x" || part == "X" || part == "*" {
        numbers.append(nil)
      } else if let number = Int(part), number >= 0 {
        numbers.append(number)
      } else {
        return nil
      }
    }
    return Comparison(operation: operation, numbers: numbers)
  }

  /// Whether `current` meets one comparison.
  private static func holds(_ comparison: Comparison, for current: [Int]) -> Bool {
    // The given numbers up to the first wildcard or the end.
    let given = Array(comparison.numbers.prefix { $0 != nil }.map { $0 ?? 0 })
    let low = (0..<3).map { $0 < given.count ? given[$0] : 0 }
    let order = compare(current, low)
    switch comparison.operation {
    case "", "=": return current.prefix(given.count).elementsEqual(given)
    case "!=": return !current.prefix(given.count).elementsEqual(given)
    case ">=", "=>": return order >= 0
    case "<=", "=<": return given.count < 3 ? compare(current, upper(given, keep: given.count)) < 0 : order <= 0
    case "<": return order < 0
    case ">": return given.count < 3 ? compare(current, upper(given, keep: given.count)) >= 0 : order > 0
    case "~", "~>": return order >= 0 && compare(current, upper(given, keep: max(1, min(2, given.count)))) < 0
    default:  // "^"
      let keep = (given.first ?? 0) > 0 || given.count < 2 ? 1 : (given[1] > 0 || given.count < 3 ? 2 : 3)
      return order >= 0 && compare(current, upper(given, keep: keep)) < 0
    }
  }

  /// The first version past the range the first `keep` numbers of `given` fix.
  private static func upper(_ given: [Int], keep: Int) -> [Int] {
    var bound = (0..<3).map { $0 < given.count ? given[$0] : 0 }
    let last = max(0, min(keep, 3) - 1)
    bound[last] += 1
    for index in (last + 1)..<3 { bound[index] = 0 }
    return bound
  }

  private static func compare(_ left: [Int], _ right: [Int]) -> Int {
    for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
    return 0
  }
}
