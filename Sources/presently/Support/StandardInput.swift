import Glibc

/// Reading items from standard input.
enum StandardInput {
  /// Reads standard input to its end into `store`, for at most `limit` (without one, for
  /// as long as it takes).
  ///
  /// - Returns: Whether the input ended; `false` when `limit` passed first (the lines read
  ///   so far are in `store`).
  static func read(into store: LineStore, within limit: Duration?) -> Bool {
    let deadline = limit.map { ContinuousClock.now + $0 }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return false }
        wait = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
      }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, wait)
      guard ready > 0 else { continue }
      let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      store.append(buffer[..<count])
    }
    store.finish()
    return true
  }

  /// Whether standard input is a terminal (so it carries keys, not items).
  static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}
