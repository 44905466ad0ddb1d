/// The items that match a query, best first: what every list shows while the user types.
///
/// Each match becomes one 64-bit key (the score, inverted, then the item's length, then
/// its index), so that sorting the keys ranks the items: the higher score first, then
/// the shorter item, then the original order. Keys are sorted by radix, in linear time.
///
/// ```swift
/// let texts = ListTexts(count: files.count) { files[$0] }
/// let ranked = ListRanking.rank(FuzzyQuery("rdme"), in: texts)  // README.md first
/// ```
package enum ListRanking {
  /// The items of `texts` that match `query`, best first; only among `candidates` (any
  /// order) when given, which is how a query that grew narrows what matched before.
  package static func rank(_ query: FuzzyQuery, in texts: ListTexts, among candidates: [Int32]? = nil) -> [Int32] {
    var matches: [UInt64]
    if let candidates {
      matches = keys(for: query, in: texts, among: candidates[...])
    } else {
      matches = keys(for: query, in: texts, items: 0..<texts.count)
    }
    return ranked(&matches)
  }

  /// The keys of the items in `items` that match.
  package static func keys(for query: FuzzyQuery, in texts: ListTexts, items: Range<Int>) -> [UInt64] {
    texts.withBuffers { bytes, ends in
      query.withPattern { pattern in
        var keys: [UInt64] = []
        for item in items {
          let text = bytes.text(item, ends: ends)
          if let score = pattern.score(text) { keys.append(key(score: score, length: text.count, item: item)) }
        }
        return keys
      }
    }
  }

  /// The keys of the items among `candidates` that match.
  package static func keys(for query: FuzzyQuery, in texts: ListTexts, among candidates: ArraySlice<Int32>) -> [UInt64]
  {
    texts.withBuffers { bytes, ends in
      query.withPattern { pattern in
        var keys: [UInt64] = []
        for candidate in candidates {
          let text = bytes.text(Int(candidate), ends: ends)
          if let score = pattern.score(text) {
            keys.append(key(score: score, length: text.count, item: Int(candidate)))
          }
        }
        return keys
      }
    }
  }

  /// The items matching `query` among `count` items whose text comes from `title`: for a
  /// list whose texts change under it (a live source), at the cost of a string per item.
  package static func rank(
    _ query: FuzzyQuery, count: Int, among candidates: [Int32]? = nil, title: (Int) -> String
  ) -> [Int32] {
    var keys: [UInt64] = query.withPattern { pattern in
      var keys: [UInt64] = []
      func consider(_ item: Int) {
        var text = title(item)
        let score = text.withUTF8 { pattern.score($0) }
        if let score { keys.append(key(score: score, length: text.utf8.count, item: item)) }
      }
      if let candidates {
        for candidate in candidates where Int(candidate) < count { consider(Int(candidate)) }
      } else {
        for item in 0..<count { consider(item) }
      }
      return keys
    }
    return ranked(&keys)
  }

  /// The key of one match: ascending keys are best first.
  @inline(__always)
  package static func key(score: Int32, length: Int, item: Int) -> UInt64 {
    let inverted = UInt64(0x8000 - min(max(score, -0x7FFF), 0x7FFF))
    return inverted << 48 | UInt64(min(length, 0xFFFF)) << 32 | UInt64(UInt32(truncatingIfNeeded: item))
  }

  /// The items of sorted `keys`, in order; sorts them first.
  package static func ranked(_ keys: inout [UInt64]) -> [Int32] {
    RadixSort.sort(&keys)
    return keys.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }
}

/// Least-significant-digit radix sort of 64-bit keys, 16 bits a pass, skipping the
/// passes where every key has the same digit (an unfiltered length, a run of equal
/// scores).
package enum RadixSort {
  package static func sort(_ keys: inout [UInt64]) {
    let count = keys.count
    guard count > 256 else {
      keys.sort()
      return
    }
    var scratch = [UInt64](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: 0x10000)
    var inKeys = true
    for shift in stride(from: UInt64(0), to: 64, by: 16) {
      let moved: Bool = keys.withUnsafeMutableBufferPointer { keys in
        scratch.withUnsafeMutableBufferPointer { scratch in
          counts.withUnsafeMutableBufferPointer { counts in
            let source = inKeys ? keys : scratch
            let target = inKeys ? scratch : keys
            return pass(from: source, to: target, shift: shift, counts: counts)
          }
        }
      }
      if moved { inKeys.toggle() }
    }
    if !inKeys { keys = scratch }
  }

  /// One stable pass on the digit at `shift`; returns false, having moved nothing, when
  /// every key has the same digit there.
  private static func pass(
    from source: UnsafeMutableBufferPointer<UInt64>, to target: UnsafeMutableBufferPointer<UInt64>, shift: UInt64,
    counts: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    counts.update(repeating: 0)
    for key in source { counts[Int((key >> shift) & 0xFFFF)] += 1 }
    if counts[Int((source[0] >> shift) & 0xFFFF)] == source.count { return false }
    var total = 0
    for digit in 0..<0x10000 {
      let here = counts[digit]
      counts[digit] = total
      total += here
    }
    for key in source {
      let digit = Int((key >> shift) & 0xFFFF)
      target[counts[digit]] = key
      counts[digit] += 1
    }
    return true
  }
}
