/// A regular expression that must match a whole value: Swift's regular expressions, which
/// only `presently-cli` links, so that `presently` starts without them.
struct WholeMatch: Sendable {
  /// The expression, as given.
  let pattern: String

  /// Compiles `pattern`; throws when it is not a regular expression.
  init(_ pattern: String) throws {
    _ = try Regex(pattern)
    self.pattern = pattern
  }

  /// Whether `value`, the whole of it, matches.
  func matches(_ value: String) -> Bool {
    guard let regex = try? Regex(pattern) else { return false }
    return (try? regex.wholeMatch(in: value)) != nil
  }
}
