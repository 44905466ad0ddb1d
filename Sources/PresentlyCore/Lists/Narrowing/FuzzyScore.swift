/// How well an item matches a ``FuzzyQuery``, in the manner of fzf's first algorithm.
///
/// The shortest stretch of the item that holds the query's characters in order is found
/// (the first place they all appear, then as late a start as still holds them), and
/// scored: 16 for each character matched, more for a character at the start of a word
/// (10 after a space, 9 after `/`, 8 after `-`, `_`, `.` or other punctuation, 7 at a
/// change from lower to upper case or from a letter to a digit), twice that for the
/// query's first character, at least 4 for each character right after another matched
/// one; a gap costs 3, and 1 for each further character in it. What comes before or
/// after the stretch costs nothing. Ties are the caller's to break: the shorter item
/// first, then the original order.
///
/// ```swift
/// FuzzyScore.match(FuzzyQuery("fb"), in: "foo-bar")?.positions  // [0, 4]
/// ```
package enum FuzzyScore {
  static let match: Int32 = 16
  static let gapStart: Int32 = -3
  static let gapExtension: Int32 = -1
  static let boundaryWhite: Int32 = 10
  static let boundaryDelimiter: Int32 = 9
  static let boundary: Int32 = 8
  static let camel: Int32 = 7
  static let consecutive: Int32 = 4
  static let firstCharacterMultiplier: Int32 = 2

  /// A match: its score and the UTF-8 offsets of the characters matched.
  package struct Match: Sendable, Equatable {
    package var score: Int32
    package var positions: [Int]
  }

  /// The score of `text` for `query` and where its characters are, or `nil` when it
  /// does not match. An empty query matches everything with a score of 0.
  package static func match(_ query: FuzzyQuery, in text: String) -> Match? {
    var text = text
    return text.withUTF8 { bytes in
      query.withPattern { pattern in
        var positions: [Int] = []
        guard let score = pattern.score(bytes, positions: &positions) else { return nil }
        return Match(score: score, positions: positions)
      }
    }
  }

  /// The score alone, from UTF-8 bytes: what ranking a list calls for every item.
  package static func score(_ query: FuzzyQuery, in bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    query.withPattern { $0.score(bytes) }
  }
}

extension FuzzyQuery {
  /// Calls `body` with the query laid out for scanning: valid only inside `body`.
  package func withPattern<R>(_ body: (FuzzyPattern) -> R) -> R {
    let leads = units.map(\.lead)
    let otherLeads = units.map(\.otherLead)
    return leads.withUnsafeBufferPointer { leads in
      otherLeads.withUnsafeBufferPointer { otherLeads in
        body(FuzzyPattern(query: self, leads: leads, otherLeads: otherLeads))
      }
    }
  }
}

/// A query laid out for scanning many items: the first byte of each character in both
/// cases, so that the common case (one ASCII byte) is two comparisons.
package struct FuzzyPattern {
  let query: FuzzyQuery
  let leads: UnsafeBufferPointer<UInt8>
  let otherLeads: UnsafeBufferPointer<UInt8>

  /// The score of `text`, or `nil` when it does not match.
  @inline(__always)
  package func score(_ text: UnsafeBufferPointer<UInt8>) -> Int32? {
    var unused: [Int]?
    return score(text, positions: &unused)
  }

  /// The score of `text`, collecting the offsets matched into `positions`.
  package func score(_ text: UnsafeBufferPointer<UInt8>, positions: inout [Int]) -> Int32? {
    var collected: [Int]? = []
    defer { positions = collected ?? [] }
    return score(text, positions: &collected)
  }

  private func score(_ text: UnsafeBufferPointer<UInt8>, positions: inout [Int]?) -> Int32? {
    let count = leads.count
    if count == 0 { return 0 }
    if query.isExact { return exactScore(text, positions: &positions) }
    // Forward: the first place every character appears, in order.
    var unit = 0
    var start = -1
    var end = -1
    var index = 0
    let length = text.count
    while index < length {
      let byte = text[index]
      if byte == leads[unit] || byte == otherLeads[unit] {
        let matched = query.isASCII ? 1 : matchedLength(unit, text, at: index, limit: length)
        if matched > 0 {
          if start < 0 { start = index }
          unit += 1
          index += matched
          if unit == count {
            end = index
            break
          }
          continue
        }
      }
      index += 1
    }
    guard end >= 0 else { return nil }
    // Backward: the latest start that still holds them all before the end.
    unit = count - 1
    var limit = end
    index = end - 1
    while index >= start {
      let byte = text[index]
      if byte == leads[unit] || byte == otherLeads[unit] {
        let matched = query.isASCII ? 1 : matchedLength(unit, text, at: index, limit: limit)
        if matched > 0 {
          limit = index
          if unit == 0 {
            start = index
            break
          }
          unit -= 1
        }
      }
      index -= 1
    }
    return windowScore(text, from: start, to: end, positions: &positions)
  }

  /// A substring's best score among its places in `text`.
  private func exactScore(_ text: UnsafeBufferPointer<UInt8>, positions: inout [Int]?) -> Int32? {
    let count = leads.count
    let length = text.count
    var best: (score: Int32, start: Int, end: Int)?
    var index = 0
    while index < length {
      var at = index
      var unit = 0
      while unit < count, at < length, text[at] == leads[unit] || text[at] == otherLeads[unit] {
        let matched = query.isASCII ? 1 : matchedLength(unit, text, at: at, limit: length)
        guard matched > 0 else { break }
        at += matched
        unit += 1
      }
      if unit == count {
        var none: [Int]?
        let score = windowScore(text, from: index, to: at, positions: &none)
        if best == nil || score > best!.score { best = (score, index, at) }
      }
      index += 1
    }
    guard let best else { return nil }
    if positions != nil { _ = windowScore(text, from: best.start, to: best.end, positions: &positions) }
    return best.score
  }

  /// The score of the stretch `start..<end`, matching greedily from its start.
  private func windowScore(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, positions: inout [Int]?)
    -> Int32
  {
    var score: Int32 = 0
    var unit = 0
    var inGap = false
    var run = 0
    var firstBonus: Int32 = 0
    var previous = start > 0 ? FuzzyCharacter.kind(before: start, in: text) : .white
    var index = start
    let count = leads.count
    while index < end {
      let byte = text[index]
      let kind = FuzzyCharacter.Kind(lead: byte)
      var matched = 0
      if unit < count, byte == leads[unit] || byte == otherLeads[unit] {
        matched = query.isASCII ? 1 : matchedLength(unit, text, at: index, limit: end)
      }
      if matched > 0 {
        score += FuzzyScore.match
        var bonus = FuzzyCharacter.bonus(after: previous, at: kind)
        if run == 0 {
          firstBonus = bonus
        } else {
          // A word start inside a run starts a stronger run.
          if bonus >= FuzzyScore.boundary, bonus > firstBonus { firstBonus = bonus }
          bonus = max(bonus, firstBonus, FuzzyScore.consecutive)
        }
        score += unit == 0 ? bonus * FuzzyScore.firstCharacterMultiplier : bonus
        positions?.append(index)
        inGap = false
        run += 1
        unit += 1
        index += matched
      } else {
        score += inGap ? FuzzyScore.gapExtension : FuzzyScore.gapStart
        inGap = true
        run = 0
        firstBonus = 0
        index += FuzzyCharacter.length(lead: byte)
      }
      previous = kind
    }
    return score
  }

  /// The bytes of character `unit` matched at `index` (in either case), or 0.
  private func matchedLength(_ unit: Int, _ text: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int) -> Int {
    let character = query.units[unit]
    for form in [character.bytes, character.otherBytes] where index + form.count <= limit {
      var offset = 0
      while offset < form.count, text[index + offset] == form[offset] { offset += 1 }
      if offset == form.count { return form.count }
    }
    return 0
  }
}
