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
  }

  private let storage = Mutex(Storage())

  /// How many lines there are.
  var count: Int { storage.withLock { $0.ends.count } }

  /// Appends input as it arrives: each newline ends a line; bytes after the last newline
  /// start the next line, which later input continues.
  func append(_ chunk: ArraySlice<UInt8>) {
    storage.withLock { storage in
      chunk.withUnsafeBufferPointer { bytes in
        var start = 0
        while start < bytes.count {
          guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
            storage.bytes.append(contentsOf: bytes[start...])
            return
          }
          storage.bytes.append(contentsOf: bytes[start..<newline])
          storage.ends.append(UInt32(truncatingIfNeeded: storage.bytes.count))
          start = newline + 1
        }
      }
    }
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
