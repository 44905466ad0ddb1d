import PresentlyCore
import Synchronization

/// The text a ``Pager`` shows, read as the pager needs it: the first screen is shown
/// after the first blocks are read, whatever the size of the whole.
///
/// A file that can be read at any offset (`pread`) is read a block at a time, and only a
/// few blocks are kept; an index of every 256th line start is built as the text is read,
/// so that a search that goes to the end of a large file keeps memory bounded. A stream
/// (a pipe) is kept as it is read (its first 64 MiB), and read no further than what is
/// shown or searched: `yes | presently pager` shows its first screen at once.
///
/// ```swift
/// let text = PagerText("one\ntwo\nthree\n")
/// try await terminal.present(Pager(text: text))
/// ```
///
/// Lines end at a newline; a line longer than ``maximumLineLength`` bytes is shown as
/// several. A read that fails ends the text where it failed, and ``failure`` says why.
public final class PagerText: Sendable {
  /// The bytes of a line beyond which it is cut into the next: what bounds the memory
  /// and the time of one line.
  public static let maximumLineLength = 65_536

  private let store: Mutex<PagerTextStore>

  /// A text held whole in memory.
  ///
  /// - Parameter text: The text; untrusted, it is sanitized when shown.
  public convenience init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Bytes held whole in memory.
  public convenience init(bytes: [UInt8]) {
    self.init(size: bytes.count) { offset, count in
      Array(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
    }
  }

  /// A text that can be read at any offset, such as a regular file: read a block at a
  /// time as the pager needs it, and only a few blocks kept.
  ///
  /// - Parameters:
  ///   - size: The bytes there are, as known when it is opened.
  ///   - read: Reads up to `count` bytes at `offset` (`pread`); fewer, or none, at the
  ///     end. An error ends the text there.
  public convenience init(size: Int, read: @escaping @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8]) {
    self.init(source: .random(size: size, read: read))
  }

  /// A text read in order, such as a pipe, kept as it is read: up to 64 MiB of it, where
  /// the text ends and the pager says so.
  ///
  /// - Parameter read: Reads the next bytes, up to `count`, waiting for at least one;
  ///   none at the end. An error ends the text there.
  public convenience init(streaming read: @escaping @Sendable (_ count: Int) throws -> [UInt8]) {
    self.init(source: .stream { count in try read(count) })
  }

  /// A text read in order, such as a pipe, whose bytes go to `spill` as they are read:
  /// memory holds a few blocks whatever its length.
  ///
  /// - Parameters:
  ///   - read: Reads the next bytes, up to `count`: none at the end, `nil` when none came
  ///     in a short wait (the pager answers keys meanwhile, and asks again).
  ///   - spill: Where the blocks read go, to be read back; without one, the first 64 MiB
  ///     are kept in memory, and the text ends there, saying so.
  package convenience init(
    streaming read: @escaping @Sendable (_ count: Int) throws -> [UInt8]?, spill: Spill?
  ) {
    self.init(source: .stream(read), spill: spill)
  }

  init(
    source: PagerTextStore.Source, spill: Spill? = nil, blockSize: Int = 65_536, stride: Int = 256,
    memoryLimit: Int = PagerTextStore.streamMemoryLimit
  ) {
    store = Mutex(
      PagerTextStore(source: source, spill: spill, blockSize: blockSize, stride: stride, memoryLimit: memoryLimit))
  }

  /// Why the text ended early, if a read failed.
  public var failure: String? { store.withLock { $0.failure } }

  /// The lines known so far: all of them once ``isComplete``.
  public var knownLineCount: Int { store.withLock { $0.knownLines } }

  /// Whether the text was read to its end.
  public var isComplete: Bool { store.withLock { $0.complete } }

  /// Whether the text is a stream, which may never end.
  var isStream: Bool { store.withLock { $0.isStream } }

  /// Whether a stream was cut where memory would hold no more (it has no spill).
  var isCut: Bool { store.withLock { $0.isCut } }

  /// Whether the last read of a stream found nothing for now.
  var isWaiting: Bool { store.withLock { $0.isWaiting } }

  /// The bytes in the lines known.
  var knownBytes: Int { store.withLock { $0.frontier } }

  /// The bytes of lines `range`, fewer where the text ends; without their newlines.
  ///
  /// - Complexity: The lines' bytes, plus at most 256 lines before them.
  public func lines(_ range: Range<Int>) -> [[UInt8]] {
    var result: [[UInt8]] = []
    store.withLock { store in
      _ = store.walk(from: range.lowerBound, limit: nil) { index, bytes in
        guard index < range.upperBound else { return false }
        result.append(bytes)
        return index + 1 < range.upperBound
      }
    }
    return result
  }

  /// The bytes of line `index`, or `nil` past the end.
  public func line(_ index: Int) -> [UInt8]? {
    lines(index..<index + 1).first
  }

  /// The bytes of line `index`, or `nil` past the end or, without `reading`, past what a
  /// stream has had read (``isWaiting`` then says so): what a drawing shows.
  func line(_ index: Int, reading: Bool) -> [UInt8]? {
    var result: [UInt8]?
    store.withLock { store in
      _ = store.walk(from: index, limit: nil, reads: reading) { _, bytes in
        result = bytes
        return false
      }
    }
    return result
  }

  /// Reads until `count` lines are known or the text ends; returns the lines known.
  ///
  /// - Parameter budget: The most bytes to read for it; `nil` for no limit.
  @discardableResult
  func readLines(upTo count: Int, budget: Int? = nil) -> Int {
    readLines(upTo: count, limit: budget.map { knownBytes + $0 }).lines
  }

  /// Reads until `count` lines are known, the text ends, the known lines hold `limit`
  /// bytes, or the `deadline` passes.
  ///
  /// - Returns: The lines known, and why it stopped.
  func readLines(
    upTo count: Int, limit: Int?, until deadline: ContinuousClock.Instant? = nil
  ) -> (lines: Int, ending: PagerTextStore.WalkEnding) {
    store.withLock { store in
      guard store.knownLines < count else { return (store.knownLines, .stopped) }
      let (ending, _) = store.walk(from: store.knownLines, limit: limit, until: deadline, readsBytes: false) {
        index, _ in
        index + 1 < count
      }
      return (store.knownLines, ending)
    }
  }

  /// The first line from `start` on, in order, for which `matches` holds.
  ///
  /// - Parameters:
  ///   - budget: The most bytes to read; `nil` for no limit.
  /// - Returns: The line, `.notFound` at the end, or `.gaveUp` when the budget ran out.
  func firstLine(from start: Int, budget: Int?, where matches: ([UInt8]) -> Bool) -> PagerSearchResult {
    firstLine(from: start, limit: budget.map { knownBytes + $0 }, where: matches)
  }

  /// The first line from `start` on, in order, for which `matches` holds, reading no line
  /// that starts past the byte `limit`, and walking until the `deadline` at most.
  ///
  /// - Returns: The line; `.notFound` at the end; `.gaveUp` at the limit; `.pending` with
  ///   the line to go on from, when the time was up or a stream has no more for now.
  func firstLine(
    from start: Int, limit: Int?, until deadline: ContinuousClock.Instant? = nil, where matches: ([UInt8]) -> Bool
  ) -> PagerSearchResult {
    var found: Int?
    let (ending, next) = store.withLock { store in
      store.walk(from: start, limit: limit, until: deadline) { index, bytes in
        if matches(bytes) { found = index }
        return found == nil
      }
    }
    if let found { return .found(found) }
    switch ending {
    case .budget: return .gaveUp
    case .sliced, .waiting: return .pending(next)
    case .end, .stopped: return .notFound
    }
  }

  /// The last line before `end` for which `matches` holds, read back a group of lines at
  /// a time.
  func lastLine(before end: Int, where matches: ([UInt8]) -> Bool) -> Int? {
    let stride = store.withLock { $0.stride }
    var upper = min(end, knownLineCount)
    while upper > 0 {
      let lower = max(0, (upper - 1) / stride * stride)
      let group = lines(lower..<upper)
      if let hit = group.lastIndex(where: matches) { return lower + hit }
      upper = lower
    }
    return nil
  }
}

extension PagerText {
  /// Where a stream's bytes go once read, to be read back when they are shown again: a
  /// temporary file, say. Memory then holds a few blocks, whatever the stream's length.
  package struct Spill: Sendable {
    /// Writes `bytes` at `offset`.
    package var write: @Sendable (_ offset: Int, _ bytes: [UInt8]) throws -> Void
    /// Reads up to `count` bytes at `offset`.
    package var read: @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8]

    package init(
      write: @escaping @Sendable (_ offset: Int, _ bytes: [UInt8]) throws -> Void,
      read: @escaping @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8]
    ) {
      self.write = write
      self.read = read
    }
  }
}

/// What a search through a ``PagerText`` came to.
enum PagerSearchResult: Equatable {
  /// The line found.
  case found(Int)
  /// Not found yet: the search goes on from this line.
  case pending(Int)
  /// The text ended first.
  case notFound
  /// The most it could read was read first.
  case gaveUp
}
