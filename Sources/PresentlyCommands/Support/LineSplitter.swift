import PresentlySystem
import Synchronization

/// Splits bytes that come in chunks into lines, handing each whole line on; the last
/// one, unended, at ``finish()``.
final class LineSplitter: Sendable {
  private let pending = Mutex<[UInt8]>([])
  private let line: @Sendable ([UInt8]) -> Void

  /// A splitter that hands each line, without its break, to `line`.
  init(_ line: @escaping @Sendable ([UInt8]) -> Void) {
    self.line = line
  }

  /// Takes a chunk, and hands on each line it completes.
  func take(_ chunk: ArraySlice<UInt8>) {
    let whole: [[UInt8]] = pending.withLock { pending in
      var lines: [[UInt8]] = []
      for byte in chunk {
        if byte == UInt8(ascii: "\n") {
          lines.append(pending)
          pending.removeAll(keepingCapacity: true)
        } else {
          pending.append(byte)
        }
      }
      return lines
    }
    for text in whole { line(text) }
  }

  /// The input has ended: hands on what is left, a line without its break.
  func finish() {
    let rest = pending.withLock { pending in
      defer { pending = [] }
      return pending
    }
    if !rest.isEmpty { line(rest) }
  }
}

/// Lines read from a descriptor on a thread of its own, as they come.
enum LineStream {
  /// The lines of `descriptor` until its end, each without its line break.
  static func lines(reading descriptor: Int32) -> AsyncStream<[UInt8]> {
    let (stream, post) = AsyncStream.makeStream(of: [UInt8].self)
    let splitter = LineSplitter { post.yield($0) }
    FileDescriptor(rawValue: descriptor).readOnThread(
      "a box's input", chunk: { splitter.take($0) },
      end: {
        splitter.finish()
        post.finish()
      })
    return stream
  }
}
