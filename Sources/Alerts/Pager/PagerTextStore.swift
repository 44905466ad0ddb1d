/// The state behind a ``PagerText``: the blocks read, and the index of line starts built
/// as the text is walked.
///
/// Line `k × stride` starts at `checkpoints[k]`; any other line is found by walking from
/// the checkpoint before it. The lines known are those whose end has been seen.
struct PagerTextStore {
  /// Where the bytes come from.
  enum Source {
    /// Read at any offset (`pread`): a few blocks are kept.
    case random(size: Int, read: @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8])
    /// Read in order: every block is kept.
    case stream(@Sendable (_ count: Int) throws -> [UInt8])
  }

  /// Why a walk stopped.
  enum WalkEnding: Equatable {
    /// The body asked to stop.
    case stopped
    /// The text ended.
    case end
    /// The budget of bytes ran out.
    case budget
  }

  /// How many blocks a random source keeps.
  static let keptBlocks = 64

  let source: Source
  let blockSize: Int
  let stride: Int
  /// Blocks by their number; a random source keeps the latest few.
  private var blocks: [Int: [UInt8]] = [:]
  /// The numbers of the blocks kept, the latest used last (a random source only).
  private var recent: [Int] = []
  /// Bytes read from a stream so far.
  private var streamed = 0
  /// Whether a stream ended, or a read failed.
  private var ended = false
  /// Why a read failed.
  private(set) var failure: String?
  /// The start of every `stride`-th line.
  private var checkpoints = [0]
  /// How many lines have been seen to end.
  private(set) var knownLines = 0
  /// Where line `knownLines` starts.
  private var frontier = 0
  /// Whether every line is known.
  private(set) var complete = false
  /// The start of the line last looked up, a known line.
  private var recentStart: (line: Int, start: Int)?

  init(source: Source, blockSize: Int, stride: Int) {
    self.source = source
    self.blockSize = blockSize
    self.stride = stride
  }

  /// Whether the source is a stream.
  var isStream: Bool {
    if case .stream = source { true } else { false }
  }

  /// Calls `body` with each line from `line` on, in order, until it returns `false`,
  /// the text ends or `budget` bytes were read past what is known.
  mutating func walk(from line: Int, budget: Int?, _ body: (Int, [UInt8]) -> Bool) -> WalkEnding {
    guard var start = self.start(of: line, budget: budget) else { return complete ? .end : .budget }
    var index = line
    let limit = budget.map { frontier + $0 }
    while true {
      if let limit, index >= knownLines, start >= limit { return .budget }
      guard let (end, next) = lineEnd(from: start) else {
        if index >= knownLines { complete = true }
        return .end
      }
      if index == knownLines { record(next) }
      guard body(index, bytes(start..<end)) else { return .stopped }
      index += 1
      start = next
    }
  }

  /// Where `line` starts, reading as far as it if it is not known; `nil` past the end or
  /// the budget.
  private mutating func start(of line: Int, budget: Int?) -> Int? {
    if line >= knownLines {
      let limit = budget.map { frontier + $0 }
      while knownLines < line {
        if let limit, frontier >= limit { return nil }
        guard let (_, next) = lineEnd(from: frontier) else {
          complete = true
          return nil
        }
        record(next)
      }
      return frontier
    }
    var (known, start) = (line / stride * stride, checkpoints[line / stride])
    // A screen asks for its lines one after another: the last found is the nearer start.
    if let recent = recentStart, recent.line <= line, recent.line > known { (known, start) = recent }
    for _ in known..<line {
      guard let (_, next) = lineEnd(from: start) else { return nil }
      start = next
    }
    recentStart = (line, start)
    return start
  }

  /// Counts the line at the frontier as known; the next starts at `next`.
  private mutating func record(_ next: Int) {
    knownLines += 1
    frontier = next
    if knownLines % stride == 0, checkpoints.count == knownLines / stride { checkpoints.append(next) }
  }

  /// The end of the line starting at `start` (before its newline) and where the next
  /// starts; `nil` when the text ends at `start`.
  private mutating func lineEnd(from start: Int) -> (end: Int, next: Int)? {
    let limit = start + PagerText.maximumLineLength
    var position = start
    while position < limit {
      guard let (block, offset) = chunk(at: position) else {
        return position == start ? nil : (position, position)
      }
      let stop = min(block.count, offset + (limit - position))
      var index = offset
      while index < stop, block[index] != 0x0A { index += 1 }
      position += index - offset
      if index < stop { return (position, position + 1) }
    }
    return (limit, limit)
  }

  /// The bytes in `range`, gathered from their blocks.
  private mutating func bytes(_ range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var position = range.lowerBound
    while position < range.upperBound, let (block, offset) = chunk(at: position) {
      let stop = min(block.count, offset + (range.upperBound - position))
      result.append(contentsOf: block[offset..<stop])
      position += stop - offset
    }
    return result
  }

  /// The block holding `position` and the offset in it, reading it if needed; `nil` at
  /// the end of the text.
  private mutating func chunk(at position: Int) -> (block: [UInt8], offset: Int)? {
    let number = position / blockSize
    let offset = position % blockSize
    switch source {
    case .random(let size, let read):
      guard position < size, !ended || blocks[number] != nil else { return nil }
      if let block = blocks[number] {
        if recent.last != number, let at = recent.firstIndex(of: number) {
          recent.remove(at: at)
          recent.append(number)
        }
        return offset < block.count ? (block, offset) : nil
      }
      let block: [UInt8]
      do {
        block = try read(number * blockSize, blockSize)
      } catch {
        fail(error)
        return nil
      }
      blocks[number] = block
      recent.append(number)
      if recent.count > Self.keptBlocks { blocks[recent.removeFirst()] = nil }
      return offset < block.count ? (block, offset) : nil
    case .stream(let read):
      while position >= streamed {
        guard !ended else { return nil }
        let room = blockSize - streamed % blockSize
        do {
          let bytes = try read(room)
          if bytes.isEmpty { ended = true }
          blocks[streamed / blockSize, default: []].append(contentsOf: bytes)
          streamed += bytes.count
        } catch {
          fail(error)
        }
      }
      return (blocks[number]!, offset)
    }
  }

  /// Ends the text where a read failed.
  private mutating func fail(_ error: any Error) {
    ended = true
    failure = "\(error)"
  }
}
