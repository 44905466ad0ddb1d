/// What is typed to narrow a list, read as fzf reads it.
///
/// - Its characters must appear in an item in order, with anything between them
///   (`fb` matches `foo-bar`); spaces are not characters to find (`book club` matches
///   `Book-club`).
/// - Case is ignored unless the query has a capital letter (smart case): `readme` matches
///   `README.md`, `Read` does not match `read`.
/// - A leading `'` asks for the characters together, as a substring (`'bar` matches
///   `foobar` but not `b-a-r`); in exact mode (`presently filter --exact`) every query is
///   a substring, and a leading `'` asks for the fuzzy reading instead.
///
/// ```swift
/// FuzzyQuery("fb").matches("foo-bar")         // true
/// FuzzyQuery("'fb").matches("foo-bar")        // false
/// FuzzyQuery("Read").matches("readme")        // false
/// ```
public struct FuzzyQuery: Sendable, Hashable {
  /// The text as typed, `'` included.
  public let text: String
  /// Whether the characters must be together (a substring).
  public let isExact: Bool
  /// Whether case counts: the query has a capital letter.
  public let isCaseSensitive: Bool
  /// The characters to find, in order: each its UTF-8 bytes and those of its other case.
  let units: [FuzzyUnit]
  /// Whether every character is one ASCII byte: the fast path.
  let isASCII: Bool

  /// Reads a query; with `exact`, a query is a substring unless it starts with `'`.
  public init(_ text: String, exact: Bool = false) {
    self.text = text
    var body = Substring(text)
    var isExact = exact
    if body.first == "'" {
      body = body.dropFirst()
      isExact.toggle()
    }
    self.isExact = isExact
    let sensitive = body.contains { $0.isUppercase }
    isCaseSensitive = sensitive
    units = body.unicodeScalars.compactMap { scalar in
      // Spaces separate words; only a substring looks for them.
      if !isExact, scalar == " " || scalar == "\t" { return nil }
      return FuzzyUnit(scalar, caseSensitive: sensitive)
    }
    isASCII = units.allSatisfy { $0.bytes.count == 1 && $0.otherBytes.count == 1 }
  }

  /// Whether there is nothing to find: every item matches.
  public var isEmpty: Bool { units.isEmpty }

  /// Whether every item this query matches also matches `previous`, so that narrowing
  /// may start from `previous`'s matches: the same reading, with characters added at the
  /// end (a capital letter added makes the query stricter, never looser).
  package func narrows(_ previous: FuzzyQuery) -> Bool {
    guard isExact == previous.isExact, units.count >= previous.units.count else { return false }
    if previous.isCaseSensitive, !isCaseSensitive { return false }
    for (new, old) in zip(units, previous.units) where !(new.isNarrower(than: old)) { return false }
    return true
  }

  /// Whether `text` matches.
  public func matches(_ text: String) -> Bool {
    FuzzyScore.match(self, in: text) != nil
  }
}

/// One character of a query: its bytes, and the bytes of its other case (the same when
/// case counts or it has none).
struct FuzzyUnit: Sendable, Hashable {
  let bytes: [UInt8]
  let otherBytes: [UInt8]

  init(_ scalar: Unicode.Scalar, caseSensitive: Bool) {
    let character = Character(scalar)
    let lower = caseSensitive ? String(character) : String(character).lowercased()
    let upper = caseSensitive ? String(character) : String(character).uppercased()
    bytes = Array(lower.utf8)
    // A capital that is more than one character (ß is SS) is not looked for.
    otherBytes = upper.unicodeScalars.count == 1 ? Array(upper.utf8) : bytes
  }

  /// The first byte of either form.
  var lead: UInt8 { bytes[0] }
  var otherLead: UInt8 { otherBytes[0] }

  /// Whether this unit matches only what `old` matches.
  func isNarrower(than old: FuzzyUnit) -> Bool {
    let mine: Set<[UInt8]> = [bytes, otherBytes]
    let theirs: Set<[UInt8]> = [old.bytes, old.otherBytes]
    return mine.isSubset(of: theirs)
  }
}
