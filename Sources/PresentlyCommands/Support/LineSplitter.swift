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
      // Whole runs between line breaks, not byte by byte: a command's output passes here.
      var lines: [[UInt8]] = []
      var rest = chunk
      while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
        pending.append(contentsOf: rest[..<end])
        lines.append(pending)
        pending.removeAll(keepingCapacity: true)
        rest = rest[rest.index(after: end)...]
      }
      pending.append(contentsOf: rest)
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
