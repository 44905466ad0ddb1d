import Alerts
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
/// quarter of a second on a thread of its own until ``stop()``, no faster than the box
/// shows them. A line longer than ``LineSplitter/maximumLength`` is cut: an endless file
/// without a line break (`/dev/zero`) takes no more memory than a short one.
final class DialogTailFeed: Sendable {
  /// How much of the file's end is shown at first.
  static let initialBytes = 64 << 10
  private let stopped = Atomic<Bool>(false)

  /// Starts following `file`, showing at most `count` lines of what it holds now.
  func lines(of file: FileDescriptor, showing count: Int) -> LineChannel {
    let channel = LineChannel()
    Threads.start("following a file") { [self] in
      defer {
        file.close()
        channel.finish()
      }
      let regular = (try? file.regularFileSize()).flatMap { $0 } != nil
      let (shown, rest, end) = Self.tail(of: file)
      for line in shown.suffix(count) where !channel.put(line) { return }
      let splitter = LineSplitter { channel.put($0) }
      splitter.take(rest[...])
      var offset = end
      while !stopped.load(ordering: .relaxed) {
        let chunk = Self.read(file, at: offset, regular: regular)
        offset += chunk.count
        splitter.take(chunk[...])
        if chunk.isEmpty { MonotonicClock.sleep(for: .milliseconds(250)) }
      }
    }
    return channel
  }

  /// What can be read of `file` now: at `offset`, for a regular file; in order, what is
  /// there within a quarter of a second, for anything else (a pipe, a device).
  private static func read(_ file: FileDescriptor, at offset: Int, regular: Bool) -> [UInt8] {
    if regular { return (try? file.read(at: offset, upTo: 1 << 16)) ?? [] }
    guard !Poll.wait([.init(file)], until: .now + .milliseconds(250))[0].isEmpty else { return [] }
    return (try? file.read(upTo: 1 << 16)) ?? []
  }

  /// The last `count` whole lines of what `file` holds now (`--tailboxbg`).
  static func lastLines(of file: FileDescriptor, count: Int) -> [[UInt8]] {
    Array(tail(of: file).lines.suffix(count))
  }

  /// The whole lines of the file's last ``initialBytes``, the bytes after the last of
  /// them (a line not ended yet), and where the file ends. A file that is not regular has
  /// no end to look back from: what it has at once, at most as much, stands for it.
  private static func tail(of file: FileDescriptor) -> (lines: [[UInt8]], rest: [UInt8], end: Int) {
    var bytes: [UInt8]
    var end = 0
    if let size = (try? file.regularFileSize()).flatMap({ $0 }) {
      let start = max(0, size - initialBytes)
      bytes = (try? file.read(at: start, upTo: size - start)) ?? []
      if start > 0, let firstBreak = bytes.firstIndex(of: 0x0A) { bytes.removeSubrange(...firstBreak) }
      end = size
    } else {
      bytes = file.isReadable ? (try? file.read(upTo: initialBytes)) ?? [] : []
    }
    guard let lastBreak = bytes.lastIndex(of: 0x0A) else { return ([], bytes, end) }
    let lines = bytes[..<lastBreak].split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    return (lines, Array(bytes[(lastBreak + 1)...]), end)
  }

  /// Stops following.
  func stop() {
    stopped.store(true, ordering: .relaxed)
  }
}
