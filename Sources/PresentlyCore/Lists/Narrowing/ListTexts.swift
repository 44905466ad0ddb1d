/// Every row's text as UTF-8, one after another, and where each ends: what narrowing a
/// list scans (``ListCursor/narrow(to:in:exact:)``), a million rows without a `String`
/// each.
///
/// `presently`'s line store keeps its lines this way already and shares its buffers; a
/// list of Swift values makes one from their titles, once, when the user first types,
/// and again when the titles change.
///
/// ```swift
/// let texts = ListTexts(count: fruits.count) { fruits[$0] }
/// texts.text(of: 1)  // "banana"
/// ```
public struct ListTexts: Sendable {
  /// The texts, one after another.
  package let bytes: [UInt8]
  /// Where each text ends in ``bytes``; the next starts there.
  package let ends: [UInt32]

  /// Texts laid out already.
  package init(bytes: [UInt8], ends: [UInt32]) {
    self.bytes = bytes
    self.ends = ends
  }

  /// The texts of `count` rows, from `title`, asked once for each row.
  public init(count: Int, title: (Int) -> String) {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    ends.reserveCapacity(count)
    for item in 0..<count {
      bytes += title(item).utf8
      ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    self.init(bytes: bytes, ends: ends)
  }

  /// How many rows there are.
  public var count: Int { ends.count }

  /// The text of `item`; with a `limit`, at most its first `limit` bytes, cut between
  /// characters: as much as a row can show of a line of megabytes.
  public func text(of item: Int, upTo limit: Int? = nil) -> String {
    let start = item == 0 ? 0 : Int(ends[item - 1])
    return Self.text(bytes[start..<Int(ends[item])], upTo: limit)
  }

  /// `bytes` as text, at most their first `limit` bytes, cut before a character that
  /// would not fit whole.
  package static func text(_ bytes: ArraySlice<UInt8>, upTo limit: Int?) -> String {
    guard let limit, bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
    var end = bytes.startIndex + max(0, limit)
    // Back to the start of the character cut: a continuation byte is 10xxxxxx.
    while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// Calls `body` with the buffers: valid only inside it.
  package func withBuffers<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) -> R) -> R {
    bytes.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in body(bytes, ends) }
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The text of `item` in a buffer of ``ListTexts``, without copying.
  @inline(__always)
  package func text(_ item: Int, ends: UnsafeBufferPointer<UInt32>) -> UnsafeBufferPointer<UInt8> {
    let start = item == 0 ? 0 : Int(ends[item - 1])
    return UnsafeBufferPointer(rebasing: self[start..<Int(ends[item])])
  }
}
