import PresentlySystem
import Synchronization

/// Splits bytes that come in chunks into lines, handing each whole line on; the last
/// one, unended, at ``finish()``.
///
/// A line is kept up to ``maximumLength`` bytes: what is longer is handed on cut there,
/// with `…` after it, and the rest of it, to its line break, is dropped. Memory stays
/// bounded whatever comes: 300 MB without a line break, `/dev/zero`.
final class LineSplitter: Sendable {
  /// The most bytes of a line kept, as the pager keeps: beyond a screen or two of text.
  static let maximumLength = 65_536
  /// What a cut line ends with: `…`.
  static let cutMark: [UInt8] = [0xE2, 0x80, 0xA6]

  private struct Pending {
    var bytes: [UInt8] = []
    /// Whether the line under way was cut, and its rest is dropped to its line break.
    var isCut = false
  }

  private let pending = Mutex(Pending())
  private let line: @Sendable ([UInt8]) -> Void

  /// A splitter that hands each line, without its break, to `line`.
  init(_ line: @escaping @Sendable ([UInt8]) -> Void) {
    self.line = line
  }

  /// Takes a chunk, and hands on each line it completes, and a line it cuts.
  func take(_ chunk: ArraySlice<UInt8>) {
    let whole: [[UInt8]] = pending.withLock { pending in
      // Whole runs between line breaks, not byte by byte: a command's output passes here.
      var lines: [[UInt8]] = []
      var rest = chunk
      while !rest.isEmpty {
        let end = rest.firstIndex(of: UInt8(ascii: "\n"))
        let run = rest[..<(end ?? rest.endIndex)]
        if !pending.isCut {
          let room = Self.maximumLength - pending.bytes.count
          pending.bytes.append(contentsOf: run.prefix(room))
          if run.count > room {
            lines.append(pending.bytes + Self.cutMark)
            pending.bytes.removeAll(keepingCapacity: true)
            pending.isCut = true
          }
        }
        guard let end else { break }
        if !pending.isCut { lines.append(pending.bytes) }
        pending.bytes.removeAll(keepingCapacity: true)
        pending.isCut = false
        rest = rest[rest.index(after: end)...]
      }
      return lines
    }
    for text in whole { line(text) }
  }

  /// The input has ended: hands on what is left, a line without its break.
  func finish() {
    let rest: [UInt8] = pending.withLock { pending in
      defer { pending = Pending() }
      return pending.isCut ? [] : pending.bytes
    }
    if !rest.isEmpty { line(rest) }
  }
}

/// Lines read from a descriptor on a thread of its own, as they come.
enum LineStream {
  /// The lines of `descriptor` until its end, each without its line break, read no
  /// faster than they are taken.
  static func lines(reading descriptor: Int32) -> LineChannel {
    let channel = LineChannel()
    let splitter = LineSplitter { channel.put($0) }
    FileDescriptor(rawValue: descriptor).readOnThread(
      "a box's input", chunk: { splitter.take($0) },
      end: {
        splitter.finish()
        channel.finish()
      })
    return channel
  }
}
