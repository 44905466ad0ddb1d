import Synchronization

/// Records of CSV or TSV input kept as raw bytes, compactly: one byte buffer, and where
/// each record starts and ends in it, split as the bytes arrive (``CSVSplitter``).
///
/// Fields are not kept: a record is split again into its fields when it is drawn, so
/// that a million rows cost their own size plus sixteen bytes each, and reading keeps
/// up with the input. A record's bytes are kept exactly as read (quotes, line breaks
/// inside quotes and invalid UTF-8 included), so that what a script gets back is the
/// record itself.
final class TableStore: Sendable {
  /// What the lock keeps.
  private struct Storage {
    /// The input so far.
    var bytes: [UInt8] = []
    /// Where each record starts in ``bytes``.
    var starts: [Int] = []
    /// Where each record ends in ``bytes``, its line break left out.
    var ends: [Int] = []
    /// Why the input cannot be read, once found.
    var error: CSVError?
    /// Whether the input has ended or failed.
    var isFinished = false
  }

  /// The byte between fields.
  let separator: UInt8
  /// The input and its records.
  private let storage: Mutex<Storage>
  /// The splitter, which only the reading thread uses: records are split outside the
  /// storage's lock, so that drawing never waits for a chunk to be split.
  private let splitter: Mutex<CSVSplitter>
  /// The input's first bytes, held until they show whether they are a UTF-8 byte-order
  /// mark; `nil` once past them.
  private let opening = Mutex<[UInt8]?>([])

  /// The byte-order mark a spreadsheet puts at the start of a CSV file saved as UTF-8:
  /// it marks the encoding, and is no part of the first column's name.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - separator: The byte between fields.
  ///   - limitsFields: Whether the first record's field count is the most a record may
  ///     have (a header names the columns).
  init(separator: UInt8, limitsFields: Bool = true) {
    self.separator = separator
    var splitter = CSVSplitter(separator: separator)
    splitter.firstRecordSetsLimit = limitsFields
    self.splitter = Mutex(splitter)
    storage = Mutex(Storage())
  }

  /// How many records there are, the header included.
  var count: Int { storage.withLock { $0.starts.count } }

  /// Why the input cannot be read, once that is known; records after the error are not
  /// kept.
  var error: CSVError? { storage.withLock { $0.error } }

  /// Whether the input has ended or failed.
  var isFinished: Bool { storage.withLock { $0.isFinished } }

  /// Appends input as it arrives, and keeps the records it completes, a few kilobytes
  /// at a time: the first rows can be drawn before a large chunk is split. A byte-order
  /// mark at the start of the input is left out.
  func append(_ chunk: ArraySlice<UInt8>) {
    guard let chunk = withoutByteOrderMark(chunk) else { return }
    var start = chunk.startIndex
    while start < chunk.endIndex, !isFinished {
      let end = min(chunk.endIndex, start + Self.piece)
      appendPiece(chunk[start..<end])
      start = end
    }
  }

  /// How many bytes are split between two looks at the records.
  private static let piece = 8192

  /// `chunk` without the byte-order mark when the input starts with one; `nil` while the
  /// input is too short to tell (its bytes are held until then, or until it ends).
  private func withoutByteOrderMark(_ chunk: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    opening.withLock { held in
      guard let seen = held else { return chunk }
      let bytes = seen + chunk
      if bytes.count < Self.byteOrderMark.count, Self.byteOrderMark.starts(with: bytes) {
        held = bytes
        return nil
      }
      held = nil
      return bytes.starts(with: Self.byteOrderMark) ? bytes.dropFirst(Self.byteOrderMark.count) : bytes[...]
    }
  }

  /// Splits a piece of input, then keeps its bytes and the records it completes.
  private func appendPiece(_ chunk: ArraySlice<UInt8>) {
    var starts: [Int] = []
    var ends: [Int] = []
    let error = splitter.withLock { splitter -> CSVError? in
      do throws(CSVError) {
        try splitter.feed(chunk) { record in
          starts.append(record.bytes.lowerBound)
          ends.append(record.bytes.upperBound)
        }
        return nil
      } catch {
        return error
      }
    }
    storage.withLock { storage in
      storage.bytes.append(contentsOf: chunk)
      storage.starts += starts
      storage.ends += ends
      let pending = storage.ends.last ?? 0
      if error == nil, storage.bytes.count - pending > Self.recordLimit + 2 {
        // The record under way, after the last one's line break, is past the limit.
        storage.bytes.removeSubrange(pending...)
        storage.error = .tooLong(row: storage.starts.count + 1)
        storage.isFinished = true
      } else if let error {
        storage.error = error
        storage.isFinished = true
      }
    }
  }

  /// The most bytes a record may hold, as a line of a list may (``LineStore/lineLimit``):
  /// a longer one ends the input (``CSVError/tooLong(row:)``).
  static let recordLimit = LineStore.lineLimit

  /// Ends the input: keeps the last record, or notes the quote left open.
  func finish() {
    guard !isFinished else { return }
    // An input shorter than a byte-order mark, which only began like one.
    if let held = opening.withLock({ held in
      defer { held = nil }
      return held
    }), !held.isEmpty {
      append(held[...])
    }
    var last: Range<Int>?
    let error = splitter.withLock { splitter -> CSVError? in
      do throws(CSVError) {
        try splitter.finish { last = $0.bytes }
        return nil
      } catch {
        return error
      }
    }
    storage.withLock { storage in
      if let last {
        storage.starts.append(last.lowerBound)
        storage.ends.append(last.upperBound)
      }
      storage.error = error
      storage.isFinished = true
    }
  }

  /// Waits until `records` records are in, or the input has ended or failed: what a
  /// table shown as its rows arrive shows first.
  func firstRecords(_ records: Int) async {
    while storage.withLock({ $0.starts.count < records && !$0.isFinished }) {
      try? await Task.sleep(for: .microseconds(500))
      if Task.isCancelled { return }
    }
  }

  /// Waits until the input has ended or failed; returns the error, if any.
  func ending() async -> CSVError? {
    while !isFinished {
      try? await Task.sleep(for: .milliseconds(20))
      if Task.isCancelled { return nil }
    }
    return error
  }

  /// The bytes of record `index`, exactly as given.
  func bytes(of index: Int) -> [UInt8] {
    storage.withLock { Array($0.bytes[$0.starts[index]..<$0.ends[index]]) }
  }

  /// Calls `body` with the bytes of record `index`, in place: a record of megabytes
  /// written out without a copy. The store waits meanwhile.
  func withBytes<Result>(of index: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
    storage.withLock { body($0.bytes[$0.starts[index]..<$0.ends[index]]) }
  }

  /// The fields `shown` of record `index` as one text, quotes taken away, two spaces
  /// between them: what narrowing matches, made with one buffer for the whole row.
  ///
  /// - Parameters:
  ///   - shown: The fields, by position; `nil` for all of them, in order.
  ///   - limit: The most bytes of the record read for it: the text of a record of
  ///     megabytes is made from its start.
  func text(of index: Int, fields shown: [Int]?, upTo limit: Int = .max) -> String {
    storage.withLock { storage in
      let (start, end) = (storage.starts[index], storage.ends[index])
      let record = storage.bytes[start..<(end - start > limit ? start + limit : end)]
      guard let shown else {
        return String(
          decoding: CSVSplitter.joinedValues(of: record, separator: separator, joiner: [0x20, 0x20]), as: UTF8.self)
      }
      let fields = CSVSplitter.fields(of: record, separator: separator)
      var text: [UInt8] = []
      text.reserveCapacity(record.count + 2 * shown.count)
      for (position, field) in shown.enumerated() {
        if position > 0 { text += [0x20, 0x20] }
        if field < fields.count { text += CSVSplitter.value(of: storage.bytes[fields[field]]) }
      }
      return String(decoding: text, as: UTF8.self)
    }
  }

  /// The fields of record `index`, quotes taken away; at most `limit` bytes of each
  /// (enough to draw it in a column; a field may be megabytes long).
  func fields(of index: Int, upTo limit: Int = .max) -> [[UInt8]] {
    storage.withLock { storage in
      let record = storage.bytes[storage.starts[index]..<storage.ends[index]]
      return CSVSplitter.fields(of: record, separator: separator).map { range in
        let value = CSVSplitter.value(of: storage.bytes[range])
        return Array(value.prefix(limit))
      }
    }
  }
}
