import Alerts
import Glibc
import PresentlyCore
import PresentlySystem
import Synchronization

/// `--tailbox FILE`: the end of a file, then each line added to it as it comes, until
/// Enter (EXIT) or Escape; as `tail -f` in a box.
struct DialogTailWidget: Widget {
  typealias Result = Void
  typealias Update = [[UInt8]]

  let heading: Heading
  let exitLabel: String

  func header(in frame: WidgetFrame) -> [StyledText] { heading.lines(width: frame.width) }

  func body(in frame: WidgetFrame) -> [StyledText] { [] }

  func request(in frame: WidgetFrame) -> LineRequest? {
    LineRequest(prompt: "Answer [<" + StyledText(exitLabel) + ">]: ")
  }

  /// New lines are printed for good above the prompt; Enter ends.
  mutating func apply(_ event: WidgetEvent<[[UInt8]]>, in frame: WidgetFrame) -> WidgetStep<Void> {
    switch event {
    case .update(let lines): .log(lines.map { StyledText(bytes: $0, lineBreaks: .show) })
    case .line: .finish(())
    case .key, .edited, .resized, .updatesEnded: .stay
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
