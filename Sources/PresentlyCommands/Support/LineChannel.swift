import PresentlySystem
import Synchronization

/// Lines handed from a thread that reads them to a widget that shows them, no faster
/// than it takes them: the thread waits while a mebibyte of lines waits for the widget,
/// so that memory stays bounded whatever the speed of the input, and the widget takes
/// every line waiting at once.
final class LineChannel: Sendable {
  private struct State {
    var lines: [[UInt8]] = []
    /// What the lines waiting take, each counted with room for its array.
    var bytes = 0
    var finished = false
    var closed = false
  }

  /// The most bytes of lines that wait before the reading thread does.
  static let limit = 1 << 20

  private let state = Mutex(State())
  private let gate = ThreadGate()
  private let ticks: AsyncStream<Void>
  private let tick: AsyncStream<Void>.Continuation

  init() {
    (ticks, tick) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
  }

  /// Hands on a line, waiting while the widget is behind.
  ///
  /// - Returns: `false` once the widget is gone (``close()``): the line went nowhere.
  @discardableResult
  func put(_ line: [UInt8]) -> Bool {
    gate.wait { state.withLock { $0.closed || $0.bytes < Self.limit } }
    let taken = state.withLock { state in
      guard !state.closed else { return false }
      state.lines.append(line)
      state.bytes += line.count + 32
      return true
    }
    if taken { tick.yield() }
    return taken
  }

  /// The lines have ended; the widget takes those waiting, then sees the end.
  func finish() {
    state.withLock { $0.finished = true }
    tick.yield()
    tick.finish()
  }

  /// The widget is gone: a thread waiting to hand on a line goes on, and lines are
  /// refused from now on.
  func close() {
    state.withLock { $0.closed = true }
    gate.open()
  }

  /// Takes every line waiting, and whether the lines have ended.
  private func takeAll() -> (lines: [[UInt8]], finished: Bool) {
    let taken = state.withLock { state in
      defer { (state.lines, state.bytes) = ([], 0) }
      return (state.lines, state.finished)
    }
    gate.open()
    return taken
  }

  /// The lines as they come, in batches: each batch every line waiting when the widget
  /// asked. One widget iterates it, once.
  var batches: Batches { Batches(channel: self) }

  /// The lines of a ``LineChannel``, in batches.
  struct Batches: AsyncSequence, Sendable {
    let channel: LineChannel

    func makeAsyncIterator() -> Iterator {
      Iterator(channel: channel, ticks: channel.ticks.makeAsyncIterator())
    }

    /// Waits for lines, and takes them all.
    struct Iterator: AsyncIteratorProtocol {
      let channel: LineChannel
      var ticks: AsyncStream<Void>.Iterator

      mutating func next() async -> [[UInt8]]? {
        while true {
          let (lines, finished) = channel.takeAll()
          if !lines.isEmpty { return lines }
          if finished { return nil }
          guard await ticks.next() != nil else { return channel.takeAll().lines.nilIfEmpty }
        }
      }
    }
  }
}

extension Array {
  /// The array, or `nil` when it is empty.
  fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
