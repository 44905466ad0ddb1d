import Glibc

/// Reads lines from a descriptor that is not a terminal: a pipe, a file, `/dev/null`.
///
/// Used on the input thread only. It reads what is available when `poll` says so, and
/// never blocks.
final class PlainLineReader {
  /// How a read ended.
  enum Line: Equatable {
    case line(String)
    case endOfInput
  }

  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var reachedEnd = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next complete line already read, or the end of input once everything is used.
  func next() -> Line? {
    if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
      var bytes = buffer[..<newline]
      buffer.removeSubrange(...newline)
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      return .line(String(decoding: bytes, as: UTF8.self))
    }
    guard reachedEnd else { return nil }
    if buffer.isEmpty { return .endOfInput }
    defer { buffer.removeAll() }
    return .line(String(decoding: buffer, as: UTF8.self))
  }

  /// Reads what is available now; a closed or failing descriptor counts as the end.
  func fill() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &chunk, chunk.count)
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      reachedEnd = true
    }
  }

  /// Marks the input as ended, as when `poll` reports the descriptor closed.
  func markEnded() {
    reachedEnd = true
  }
}
