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

  /// Whether standard input is a terminal (so it carries keys, not items).
  static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}
