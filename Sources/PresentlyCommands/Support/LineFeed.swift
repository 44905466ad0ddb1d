import PresentlyCore
import PresentlySystem
import Synchronization

/// Reads a descriptor to its end on a thread of its own, appending to a ``LineStore`` and
/// publishing the line count after each chunk, so that a list can be shown and used
/// while the input is still arriving.
enum LineFeed {
  /// Starts reading `descriptor` into `store`; the stream yields the growing line count
  /// (only the newest when the reader is busy) and ends with the input.
  static func start(reading descriptor: Int32, into store: LineStore) -> AsyncStream<Int> {
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    let published = Mutex(0)
    FileDescriptor(rawValue: descriptor).feedOnThread("reading the lines") { chunk in
      let taken = store.append(chunk)
      let lines = store.count
      if published.withLock({ published in
        defer { published = lines }
        return published != lines
      }) {
        continuation.yield(lines)
      }
      return taken
    } end: {
      store.finish()
      continuation.yield(store.count)
      continuation.finish()
    }
    return counts
  }

  /// Waits, without a terminal, for what the answers will refer to: a file's lines to
  /// the end, or standard input's first line (there are lines, and none can be chosen).
  ///
  /// - Returns: How many lines there are when the wait ends; 0 for an empty input.
  /// - Throws: `PresentError.timedOut` when `limit` passes first.
  static func waitForLines(
    _ counts: AsyncStream<Int>, ofFile isFile: Bool, within limit: Duration?
  ) async throws -> Int {
    try await withThrowingTaskGroup(of: Int?.self) { group in
      group.addTask {
        var lines = 0
        for await count in counts {
          lines = count
          if !isFile, lines > 0 { break }
        }
        return lines
      }
      if let limit {
        group.addTask {
          try await Task.sleep(for: limit)
          return nil
        }
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let lines = first else { throw PresentError.timedOut }
      return lines
    }
  }
}
