import Glibc

/// Reading items from standard input.
enum StandardInput {
  /// Reads standard input to its end into `store`, in chunks as they arrive.
  ///
  /// - Parameter onChunk: Called after each chunk (with the store's line count), so that a
  ///   live list can grow while input streams in.
  static func read(into store: LineStore, onChunk: (Int) -> Void = { _ in }) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      store.append(buffer[..<count])
      onChunk(store.count)
    }
    store.finish()
    onChunk(store.count)
  }

  /// Reads standard input to its end into `store`, for at most `limit`.
  ///
  /// - Returns: Whether the input ended; `false` when `limit` passed first (the lines read
  ///   so far are in `store`).
  static func read(into store: LineStore, within limit: Duration?) -> Bool {
    guard let limit else {
      read(into: store)
      return true
    }
    let deadline = ContinuousClock.now + limit
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return false }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
      let ready = poll(&descriptor, 1, Int32(clamping: milliseconds))
      if ready < 0, errno == EINTR { continue }
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
