/// Case-insensitive matching of what a user types against titles, fast enough for a
/// million titles per keystroke.
///
/// ASCII letters are compared without allocating; other text falls back to
/// `lowercased()`.
package enum TextMatching {
  /// Whether `text` contains `needle`, ignoring case.
  ///
  /// - Complexity: O(*n* × *m*) in the lengths, without allocation for ASCII text.
  package static func contains(_ text: String, _ needle: String) -> Bool {
    if needle.isEmpty { return true }
    if let fast = asciiContains(text, needle) { return fast }
    return text.lowercased().contains(needle.lowercased())
  }

  /// Whether `text` starts with `prefix`, ignoring case.
  package static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    if prefix.isEmpty { return true }
    if let fast = asciiHasPrefix(text, prefix) { return fast }
    return text.lowercased().hasPrefix(prefix.lowercased())
  }

  /// Whether `a` and `b` are equal, ignoring case.
  package static func equal(_ a: String, _ b: String) -> Bool {
    if a.utf8.count == b.utf8.count { return hasPrefix(a, b) }
    if isASCII(a), isASCII(b) { return false }
    return a.lowercased() == b.lowercased()
  }

  /// Compares the first bytes of `text` with `prefix` without allocating while both are
  /// ASCII; `nil` at the first byte that is not, for the exact comparison.
  private static func asciiHasPrefix(_ text: String, _ prefix: String) -> Bool? {
    var text = text
    var prefix = prefix
    return prefix.withUTF8 { prefixBytes -> Bool? in
      text.withUTF8 { textBytes -> Bool? in
        guard textBytes.count >= prefixBytes.count else { return nil }
        for index in 0..<prefixBytes.count {
          let (byte, expected) = (textBytes[index], prefixBytes[index])
          if byte >= 0x80 || expected >= 0x80 { return nil }
          if folded(byte) != folded(expected) { return false }
        }
        return true
      }
    }
  }

  private static func asciiContains(_ text: String, _ needle: String) -> Bool? {
    var needle = needle
    var text = text
    return needle.withUTF8 { needleBytes -> Bool? in
      guard isASCII(needleBytes) else { return nil }
      return text.withUTF8 { textBytes -> Bool? in
        let count = needleBytes.count
        guard textBytes.count >= count else { return isASCII(textBytes) ? false : nil }
        let first = folded(needleBytes[0])
        var sawNonASCII = false
        var index = 0
        while index <= textBytes.count - count {
          let byte = textBytes[index]
          if byte >= 0x80 { sawNonASCII = true }
          if folded(byte) == first {
            var offset = 1
            while offset < count, folded(textBytes[index + offset]) == folded(needleBytes[offset]) { offset += 1 }
            if offset == count { return true }
          }
          index += 1
        }
        if !sawNonASCII { sawNonASCII = !isASCII(textBytes[index...]) }
        // Non-ASCII text may hold letters whose lowercase is ASCII (the Kelvin sign): be exact.
        return sawNonASCII ? nil : false
      }
    }
  }

  private static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }

  private static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  @inline(__always)
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }
}
