import PresentlyCore
import Synchronization

/// Lines of input kept as raw bytes, compactly: one byte buffer and one offset per line.
///
/// A million lines of `seq` take about their own size plus four bytes a line. Lines are
/// kept exactly as read (invalid UTF-8 included, without the newline), so that what a
/// script gets back on standard output is the line itself.
final class LineStore: Sendable {
  private struct Storage {
    var bytes: [UInt8] = []
    var ends: [UInt32] = []
    var isFinished = false

    /// Where the line under way starts.
    var lineStart: Int { ends.last.map(Int.init) ?? 0 }

    /// Takes `run`, part of the line under way, unless the line would pass
    /// ``LineStore/lineLimit`` or the lines together ``LineStore/totalLimit``: the input
    /// then ends before that line, which is dropped.
    mutating func take(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
      guard bytes.count - lineStart + run.count <= LineStore.lineLimit,
        bytes.count + run.count <= LineStore.totalLimit
      else {
        bytes.removeSubrange(lineStart...)
        isFinished = true
        return false
      }
      // As a buffer rather than a slice of one: copied in one piece, where a slice is
      // copied a byte at a time wherever the append is not specialized.
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run))
      return true
    }
  }

  /// The most bytes a line may hold: far beyond any screen, and lines of megabytes are
  /// still kept whole (a base64 blob, a minified file). A longer line ends the input
  /// before it, so that memory stays bounded whatever comes (`/dev/zero`), and the
  /// process ends with 255 and says why (``LongLine``).
  static let lineLimit = 64 << 20
  /// The most bytes the lines may hold together: their ends are kept in 32 bits.
  static let totalLimit = Int(UInt32.max) - lineLimit

  private let storage = Mutex(Storage())

  /// How many lines there are.
  var count: Int { storage.withLock { $0.ends.count } }

  /// Appends input as it arrives: each newline ends a line; bytes after the last newline
  /// start the next line, which later input continues.
  ///
  /// - Returns: `false` once a line longer than ``lineLimit`` has ended the input (the
  ///   store is then finished, and takes nothing more): the reader stops reading.
  @discardableResult
  func append(_ chunk: ArraySlice<UInt8>) -> Bool {
    let taken = storage.withLock { storage in
      guard !storage.isFinished else { return false }
      return chunk.withUnsafeBufferPointer { bytes in
        var start = 0
        while start < bytes.count {
          guard let newline = Self.newline(in: bytes, from: start) else {
            return storage.take(bytes[start...])
          }
          guard storage.take(bytes[start..<newline]) else { return false }
          storage.ends.append(UInt32(truncatingIfNeeded: storage.bytes.count))
          start = newline + 1
        }
        return true
      }
    }
    if !taken { LongLine.ended(afterLines: count) }
    return taken
  }

  /// Where the next newline of `bytes` is, from `start`. A plain loop over the buffer:
  /// the same as `firstIndex(of:)` where that is specialized, and not a hundred times
  /// slower where it is not (a debug build reading 64 MiB).
  private static func newline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return nil
  }

  /// Every line, in one buffer, shared: for narrowing without a copy.
  var texts: ListTexts {
    storage.withLock { ListTexts(bytes: $0.bytes, ends: $0.ends) }
  }

  /// Appends one whole line, newlines and all: an item given as an argument.
  func appendLine(_ line: [UInt8]) {
    storage.withLock { storage in
      storage.bytes += line
      storage.ends.append(UInt32(truncatingIfNeeded: storage.bytes.count))
    }
  }

  /// Ends the last line if the input did not end with a newline.
  func finish() {
    storage.withLock { storage in
      let start = storage.ends.last.map(Int.init) ?? 0
      if storage.bytes.count > start { storage.ends.append(UInt32(truncatingIfNeeded: storage.bytes.count)) }
      storage.isFinished = true
    }
  }

  /// Whether the input has ended (``finish()``).
  var isFinished: Bool { storage.withLock { $0.isFinished } }

  /// Waits until the first line is in, or the input has ended: what a list shown as its
  /// lines arrive shows first.
  func firstLines() async {
    while storage.withLock({ $0.ends.isEmpty && !$0.isFinished }) {
      try? await Task.sleep(for: .microseconds(500))
      if Task.isCancelled { return }
    }
  }

  /// The bytes of line `index`.
  func bytes(of index: Int) -> [UInt8] {
    storage.withLock { storage in
      let start = index == 0 ? 0 : Int(storage.ends[index - 1])
      return Array(storage.bytes[start..<Int(storage.ends[index])])
    }
  }

  /// Calls `body` with the bytes of line `index`, in place: a line of megabytes written
  /// out without a copy. The store waits meanwhile.
  func withBytes<Result>(of index: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
    storage.withLock { storage in
      let start = index == 0 ? 0 : Int(storage.ends[index - 1])
      return body(storage.bytes[start..<Int(storage.ends[index])])
    }
  }

  /// The most bytes of a line its title and detail are made from, in `browse`.
  static let shownLimit = 64 << 10

  /// Line `index` as a detail shows it: its first ``shownLimit`` bytes, and that it goes
  /// on when it is longer.
  func detail(of index: Int) -> StyledText {
    withBytes(of: index) { bytes in
      guard bytes.count > Self.shownLimit else { return StyledText(bytes: bytes) }
      return StyledText(bytes: bytes.prefix(Self.shownLimit))
        + StyledText(" \u{2026} (only its first 64 KiB)", style: .dim)
    }
  }

  /// Line `index` as text, with invalid UTF-8 replaced; for display and matching. With a
  /// `limit`, at most its first `limit` bytes: what a row shows of a line of megabytes.
  func text(of index: Int, upTo limit: Int? = nil) -> String {
    storage.withLock { storage in
      let start = index == 0 ? 0 : Int(storage.ends[index - 1])
      return ListTexts.text(storage.bytes[start..<Int(storage.ends[index])], upTo: limit)
    }
  }
}
