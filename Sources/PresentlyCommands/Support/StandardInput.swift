import PresentlySystem

/// Reading items from standard input.
enum StandardInput {
  /// Reads standard input to its end into `store`, for at most `limit` (without one, for
  /// as long as it takes), or until `enough` says the lines read so far are enough.
  ///
  /// - Returns: Whether the input ended; `false` when `limit` passed first or there was
  ///   enough (the lines read so far are in `store`).
  static func read(
    into store: LineStore, within limit: Duration?, until enough: (LineStore) -> Bool = { _ in false }
  ) -> Bool {
    guard isOpen else {
      store.finish()
      return true
    }
    let deadline = limit.map { ContinuousClock.now + $0 }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let deadline, ContinuousClock.now >= deadline { return false }
      guard !Poll.wait([.init(.standardInput)], until: deadline)[0].isEmpty else { continue }
      let count: Int
      do {
        count = try FileDescriptor.standardInput.read(into: &buffer)
      } catch .wouldBlock {
        continue
      } catch {
        break
      }
      guard count > 0, store.append(buffer[..<count]) else { break }
      if enough(store) { return false }
    }
    store.finish()
    return true
  }

  /// Whether standard input is a terminal (so it carries keys, not items).
  static var isTerminal: Bool { FileDescriptor.standardInput.isTerminal }

  /// Whether standard input is open on a file, pipe, socket or device.
  ///
  /// A program started with standard input closed finds descriptor 0 taken by whatever
  /// the runtime opened first (an eventfd, say): that is no input, and reading it would
  /// take the runtime's own wake-ups.
  static var isOpen: Bool { FileDescriptor.standardInput.isStream }
}
