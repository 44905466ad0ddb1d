/// The option a mistyped name was most likely meant to be.
package enum DidYouMean {
  /// The name among `names` nearest to `typed`, by edit distance (a letter added,
  /// dropped, changed, or two swapped), when it is near enough to be a slip: at most two
  /// edits, and fewer than half the letters.
  ///
  /// - Complexity: O(*n* × *m*²) for *n* names of about *m* characters.
  package static func nearest(to typed: String, among names: [String]) -> String? {
    let word = Array(typed.unicodeScalars)
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = Self.distance(word, Array(name.unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    guard let best, best.distance <= 2, best.distance * 2 < word.count - 2 else { return nil }
    return best.name
  }

  /// The optimal string alignment distance between `a` and `b`.
  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
