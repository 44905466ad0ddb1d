import Alerts
import Glibc
import PresentlyCore
import PresentlySystem
import Synchronization

/// Lines that come while a box shows them: `--tailbox` (a file as it grows, until Enter),
/// `--progressbox` (standard input, until it ends) and `--programbox` (standard input,
/// then OK). Each line that comes is printed for good above the prompt, if there is one.
struct DialogFollowWidget: Widget {
  typealias Result = Void
  typealias Update = [[UInt8]]

  /// When the box asks for Enter.
  enum Asking {
    /// From the start: a file followed until the user has seen enough.
    case throughout
    /// Once the lines have ended.
    case atEnd
    /// Never: the box ends with its lines.
    case never
  }

  let heading: Heading
  let exitLabel: String
  let asking: Asking
  /// Whether the lines have ended.
  var ended = false

  func header(in frame: WidgetFrame) -> [StyledText] { heading.lines(width: frame.width) }

  func body(in frame: WidgetFrame) -> [StyledText] { [] }

  func request(in frame: WidgetFrame) -> LineRequest? {
    guard asking == .throughout || (asking == .atEnd && ended) else { return nil }
    return LineRequest(prompt: "Answer [<" + StyledText(exitLabel) + ">]: ")
  }

  /// New lines are printed for good; Enter ends, or the end of the lines does.
  mutating func apply(_ event: WidgetEvent<[[UInt8]]>, in frame: WidgetFrame) -> WidgetStep<Void> {
    switch event {
    case .update(let lines): return .log(lines.map { StyledText(bytes: $0, lineBreaks: .show) })
    case .line: return .finish(())
    case .updatesEnded:
      ended = true
      return asking == .never ? .finish(()) : .stay
    case .key, .edited, .resized: return .stay
    }
  }
}

/// A file followed as it grows: its last lines first, then each line added, read every
/// quarter of a second on a thread of its own until ``stop()``.
final class DialogTailFeed: Sendable {
  /// How much of the file's end is shown at first.
  static let initialBytes = 64 << 10
  private let stopped = Atomic<Bool>(false)

  /// Starts following `file`, showing at most `lines` of what it holds now.
  func lines(of file: FileDescriptor, showing lines: Int) -> AsyncStream<[[UInt8]]> {
    let (stream, post) = AsyncStream.makeStream(of: [[UInt8]].self)
    Threads.start("following a file") { [self] in
      var offset = (try? file.regularFileSize()).flatMap { $0 } ?? 0
      let start = max(0, offset - Self.initialBytes)
      var pending = (try? file.read(at: start, upTo: offset - start)) ?? []
      if start > 0, let firstBreak = pending.firstIndex(of: 0x0A) { pending.removeSubrange(...firstBreak) }
      let shown = Self.wholeLines(&pending)
      if !shown.isEmpty { post.yield(Array(shown.suffix(lines))) }
      while !stopped.load(ordering: .relaxed) {
        let chunk = (try? file.read(at: offset, upTo: 1 << 16)) ?? []
        offset += chunk.count
        pending += chunk
        let added = Self.wholeLines(&pending)
        if !added.isEmpty { post.yield(added) }
        if chunk.isEmpty { usleep(250_000) }
      }
      file.close()
      post.finish()
    }
    return stream
  }

  /// The whole lines at the front of `pending`, taken out of it.
  static func wholeLines(_ pending: inout [UInt8]) -> [[UInt8]] {
    guard let lastBreak = pending.lastIndex(of: 0x0A) else { return [] }
    let lines = pending[..<lastBreak].split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    pending.removeSubrange(...lastBreak)
    return lines
  }

  /// Stops following.
  func stop() {
    stopped.store(true, ordering: .relaxed)
  }
}
