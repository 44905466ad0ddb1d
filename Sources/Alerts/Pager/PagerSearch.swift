/// A text searched for in the pager, as bytes: ASCII letters match either case when the
/// text has no capital letter ("smart case"), and exactly otherwise.
struct PagerSearch: Hashable {
  /// What was typed after `/`.
  let query: String
  /// The bytes looked for, folded to lower case when the search ignores case.
  let needle: [UInt8]
  /// Whether ASCII letters match either case.
  let ignoresCase: Bool

  /// A search for `query`.
  init(_ query: String) {
    self.query = query
    ignoresCase = !query.contains { $0.isUppercase }
    needle = ignoresCase ? query.utf8.map(Self.folded) : Array(query.utf8)
  }

  /// Whether `line` holds the text.
  func matches(_ line: [UInt8]) -> Bool {
    firstMatch(in: line, from: 0) != nil
  }

  /// Every match in `line`, left to right, none overlapping.
  func matches(in line: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    while let match = firstMatch(in: line, from: start) {
      result.append(match)
      start = match.upperBound
    }
    return result
  }

  /// The first match in `line` at or after `start`.
  private func firstMatch(in line: [UInt8], from start: Int) -> Range<Int>? {
    guard !needle.isEmpty, line.count >= needle.count else { return nil }
    let first = needle[0]
    var index = start
    while index + needle.count <= line.count {
      if fold(line[index]) == first {
        var matched = 1
        while matched < needle.count, fold(line[index + matched]) == needle[matched] { matched += 1 }
        if matched == needle.count { return index..<(index + needle.count) }
      }
      index += 1
    }
    return nil
  }

  private func fold(_ byte: UInt8) -> UInt8 {
    ignoresCase ? Self.folded(byte) : byte
  }

  /// An ASCII capital as its small letter; any other byte as it is.
  private static func folded(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }
}
