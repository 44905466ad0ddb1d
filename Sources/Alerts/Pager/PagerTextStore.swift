/// The state behind a ``PagerText``: the blocks read, and the index of line starts built
/// as the text is walked.
///
/// Line `k × stride` starts at `checkpoints[k]`; any other line is found by walking from
/// the checkpoint before it. The lines known are those whose end has been seen.
///
/// Memory is bounded whatever the text: a random source keeps the latest few blocks; a
/// stream hands each full block to its spill (a temporary file) and keeps the latest
/// few, or, without a spill, keeps at most `memoryLimit` bytes (64 MiB) and ends there,
/// saying so (``isCut``).
struct PagerTextStore {
  /// Where the bytes come from.
  enum Source {
    /// Read at any offset (`pread`): a few blocks are kept.
    case random(size: Int, read: @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8])
    /// Read in order: the next bytes, none at the end, or `nil` when none came yet (a
    /// pipe that is quiet for now).
    case stream(@Sendable (_ count: Int) throws -> [UInt8]?)
  }

  /// Why a walk stopped.
  enum WalkEnding: Equatable {
    /// The body asked to stop.
    case stopped
    /// The text ended.
    case end
    /// The limit of bytes was reached.
    case budget
    /// The walk's time was up; it goes on from where it stopped.
    case sliced
    /// A stream has nothing more for now; the walk goes on from where it stopped.
    case waiting
  }

  /// How many blocks are kept in memory, from a random source or a spilled stream.
  static let keptBlocks = 64
  /// The most bytes of a stream kept in memory when it has no spill.
  static let streamMemoryLimit = 64 << 20

  let source: Source
  /// Where a stream's full blocks go, to be read back when they are shown again.
  let spill: PagerText.Spill?
  let blockSize: Int
  let stride: Int
  /// The most bytes of a stream without a spill that are kept.
  let memoryLimit: Int
  /// Blocks by their number: the latest few, and a stream's unspilled ones.
  private var blocks: [Int: [UInt8]] = [:]
  /// The numbers of the blocks that may be let go, the latest used last.
  private var recent: [Int] = []
  /// Bytes read from a stream so far.
  private var streamed = 0
  /// Whether a stream ended, or a read failed, or a stream was cut.
  private var ended = false
  /// Why a read failed.
  private(set) var failure: String?
  /// Whether a stream without a spill was cut at ``streamMemoryLimit``.
  private(set) var isCut = false
  /// Whether the last walk wanted bytes of a stream not read yet: it could not read
  /// them, or none came.
  private(set) var isWaiting = false
  /// Whether the walk under way may read a stream further.
  private var readsStream = true
  /// The start of every `stride`-th line.
  private var checkpoints = [0]
  /// How many lines have been seen to end.
  private(set) var knownLines = 0
  /// Where line `knownLines` starts: the bytes known to be in whole lines.
  private(set) var frontier = 0
  /// Whether every line is known.
  private(set) var complete = false
  /// The start of the line last looked up, a known line.
  private var recentStart: (line: Int, start: Int)?
  /// The block ``chunk(at:)`` last gave.
  private var current: (number: Int, block: [UInt8])?

  init(
    source: Source, spill: PagerText.Spill? = nil, blockSize: Int, stride: Int,
    memoryLimit: Int = Self.streamMemoryLimit
  ) {
    self.source = source
    self.spill = spill
    self.blockSize = blockSize
    self.stride = stride
    self.memoryLimit = memoryLimit
  }

  /// Whether the source is a stream.
  var isStream: Bool {
    if case .stream = source { true } else { false }
  }

  /// Calls `body` with each line from `line` on, in order, until it returns `false`, the
  /// text ends, a line not yet known would start at or past the byte `limit`, or the
  /// `deadline` passed (looked at every 64 lines).
  ///
  /// - Parameters:
  ///   - reads: Whether a stream is read further; without it, the walk stops where what
  ///     was read ends, as if the stream had nothing more for now (a drawing never waits).
  ///   - readsBytes: Whether `body` is given the line's bytes; without them it is given
  ///     none, and walking costs only the search for newlines.
  /// - Returns: Why it stopped, and the line it stopped at: the one the body refused, or
  ///   the next to walk.
  mutating func walk(
    from line: Int, limit: Int?, until deadline: ContinuousClock.Instant? = nil, reads: Bool = true,
    readsBytes: Bool = true,
    _ body: (Int, [UInt8]) -> Bool
  ) -> (ending: WalkEnding, next: Int) {
    isWaiting = false
    readsStream = reads
    guard var start = self.start(of: line, limit: limit) else {
      return (isWaiting ? .waiting : complete ? .end : .budget, min(line, knownLines))
    }
    var index = line
    while true {
      if let limit, index >= knownLines, start >= limit { return (.budget, index) }
      // The clock, and the deadline (a value of another module, copied through its
      // witnesses), looked at every 64 lines only: a line of `yes` costs less than either.
      if index % 64 == 0, index > line, let deadline, ContinuousClock.now >= deadline { return (.sliced, index) }
      guard let (end, next) = lineEnd(from: start) else {
        if isWaiting { return (.waiting, index) }
        if index >= knownLines { complete = true }
        return (.end, index)
      }
      if index == knownLines { record(next) }
      guard body(index, readsBytes ? bytes(start..<end) : []) else { return (.stopped, index) }
      index += 1
      start = next
    }
  }

  /// Where `line` starts, reading as far as it if it is not known; `nil` past the end,
  /// the limit, or what a stream has for now.
  private mutating func start(of line: Int, limit: Int?) -> Int? {
    if line >= knownLines {
      while knownLines < line {
        if let limit, frontier >= limit { return nil }
        guard let (_, next) = lineEnd(from: frontier) else {
          if !isWaiting { complete = true }
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
  /// starts; `nil` when the text ends at `start`, or a stream has no more for now.
  private mutating func lineEnd(from start: Int) -> (end: Int, next: Int)? {
    let limit = start + PagerText.maximumLineLength
    var position = start
    while position < limit {
      guard let (block, offset) = chunk(at: position) else {
        return position == start || isWaiting ? nil : (position, position)
      }
      let stop = min(block.count, offset + (limit - position))
      let found = block.withUnsafeBufferPointer { buffer in
        buffer[offset..<stop].firstIndex(of: 0x0A)
      }
      position += (found ?? stop) - offset
      if found != nil { return (position, position + 1) }
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
  /// the end of the text, or where a stream has nothing for now.
  private mutating func chunk(at position: Int) -> (block: [UInt8], offset: Int)? {
    let number = position / blockSize
    let offset = position % blockSize
    // A walk goes a line at a time: most often the block of the last call is asked for
    // again, and finding it costs less than looking it up.
    if let current, current.number == number, offset < current.block.count { return (current.block, offset) }
    guard let (block, offset) = lookUp(number, offset: offset, position: position) else { return nil }
    current = (number, block)
    return (block, offset)
  }

  /// ``chunk(at:)`` without the block of the last call.
  private mutating func lookUp(_ number: Int, offset: Int, position: Int) -> (block: [UInt8], offset: Int)? {
    switch source {
    case .random(let size, let read):
      guard position < size, !ended || blocks[number] != nil else { return nil }
      if let block = touched(number) { return offset < block.count ? (block, offset) : nil }
      let read = Result { try read(number * blockSize, blockSize) }
      guard let block = settle(read) else { return nil }
      keep(number, block)
      return offset < block.count ? (block, offset) : nil
    case .stream(let read):
      while position >= streamed {
        guard !ended else { return nil }
        guard readsStream else {
          isWaiting = true
          return nil
        }
        let read = Result { try read(blockSize - streamed % blockSize) }
        guard let bytes = settle(read) else { return nil }
        guard let bytes else {
          isWaiting = true
          return nil
        }
        if bytes.isEmpty { ended = true } else { receive(bytes) }
      }
      if let block = touched(number) { return (block, offset) }
      // A spilled block, let go: read back from the spill.
      guard let spill else { return nil }
      let spilled = Result { try spill.read(number * blockSize, blockSize) }
      guard let block = settle(spilled) else { return nil }
      keep(number, block)
      return offset < block.count ? (block, offset) : nil
    }
  }

  /// The block `number` if it is in memory, marked as the latest used.
  private mutating func touched(_ number: Int) -> [UInt8]? {
    guard let block = blocks[number] else { return nil }
    if recent.last != number, let at = recent.firstIndex(of: number) {
      recent.remove(at: at)
      recent.append(number)
    }
    return block
  }

  /// Keeps a block that can be read again, letting the one least recently used go.
  private mutating func keep(_ number: Int, _ block: [UInt8]) {
    blocks[number] = block
    recent.append(number)
    if recent.count > Self.keptBlocks { blocks[recent.removeFirst()] = nil }
  }

  /// Adds bytes read from a stream: a block that is full goes to the spill and may be let
  /// go; without a spill, the stream is cut at `memoryLimit`.
  private mutating func receive(_ bytes: [UInt8]) {
    var rest = bytes[...]
    while !rest.isEmpty {
      guard spill != nil || streamed < memoryLimit else {
        isCut = true
        ended = true
        return
      }
      let number = streamed / blockSize
      let part = rest.prefix(blockSize - streamed % blockSize)
      // The block grows in place, not in a copy of it.
      if current?.number == number { current = nil }
      blocks[number, default: []].append(contentsOf: part)
      streamed += part.count
      rest = rest.dropFirst(part.count)
      if streamed % blockSize == 0, let spill, let block = blocks[number] {
        let written = Result { try spill.write(number * blockSize, block) }
        guard settle(written) != nil else { return }
        recent.append(number)
        if recent.count > Self.keptBlocks { blocks[recent.removeFirst()] = nil }
      }
    }
  }

  /// The value read, or `nil` after ending the text where the read failed.
  private mutating func settle<T>(_ read: Result<T, any Error>) -> T? {
    switch read {
    case .success(let value):
      return value
    case .failure(let error):
      ended = true
      failure = "\(error)"
      return nil
    }
  }
}
