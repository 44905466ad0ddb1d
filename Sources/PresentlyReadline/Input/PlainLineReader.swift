import PresentlySystem

/// Reads lines from a descriptor that is not a terminal: a pipe, a file, `/dev/null`.
///
/// Used on the input thread only. It reads what is available when `poll` says so, and
/// never blocks. Finding a line costs its own length: the search for a newline starts
/// where the last one stopped, and used bytes are dropped in bulk.
final class PlainLineReader {
  /// The longest answer taken, in bytes: 1 MiB. A longer line ends the input.
  static let lineLimit = 1 << 20

  /// How a read ended.
  enum Line: Equatable {
    case line(String)
    case endOfInput
    /// A line longer than ``lineLimit``; nothing more is read.
    case tooLong
  }

  let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var start = 0
  /// Where the search for a newline goes on from.
  private var scanned = 0
  private var reachedEnd = false
  private var isTooLong = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next complete line already read, or the end of input once everything is used.
  func next() -> Line? {
    if isTooLong { return .tooLong }
    if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
      var end = newline
      if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if end - start > Self.lineLimit {
        isTooLong = true
        buffer = []
        return .tooLong
      }
      let text = String(decoding: buffer[start..<end], as: UTF8.self)
      start = newline + 1
      scanned = start
      compact()
      return .line(text)
    }
    scanned = buffer.count
    if buffer.count - start > Self.lineLimit {
      isTooLong = true
      buffer = []
      return .tooLong
    }
    guard reachedEnd else { return nil }
    if start == buffer.count { return .endOfInput }
    defer {
      buffer = []
      start = 0
      scanned = 0
    }
    return .line(String(decoding: buffer[start...], as: UTF8.self))
  }

  /// Reads what is available now; a closed or failing descriptor counts as the end.
  func fill() {
    guard !isTooLong else { return }
    var chunk = [UInt8](repeating: 0, count: 65536)
    do {
      let count = try FileDescriptor(rawValue: descriptor).read(into: &chunk, retryOnInterrupt: false)
      if count > 0 { buffer.append(contentsOf: chunk[..<count]) } else { reachedEnd = true }
    } catch {
      if error != .interrupted, error != .wouldBlock { reachedEnd = true }
    }
  }

  /// Marks the input as ended, as when `poll` reports the descriptor closed.
  func markEnded() {
    reachedEnd = true
  }

  /// Drops the bytes of lines already taken once they are half the buffer.
  private func compact() {
    guard start > 4096, start * 2 > buffer.count else { return }
    buffer.removeSubrange(..<start)
    scanned -= start
    start = 0
  }
}
