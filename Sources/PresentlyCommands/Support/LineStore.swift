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

  /// Line `index` as text, with invalid UTF-8 replaced; for display and matching.
  func text(of index: Int) -> String {
    storage.withLock { storage in
      let start = index == 0 ? 0 : Int(storage.ends[index - 1])
      return String(decoding: storage.bytes[start..<Int(storage.ends[index])], as: UTF8.self)
    }
  }
}
