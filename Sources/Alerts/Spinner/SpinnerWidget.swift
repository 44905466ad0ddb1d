import PresentlyCore

/// A ``Spinner`` as a widget: its state the title, the frame shown and the time since
/// the start; each tick of the clock, line said and new title a step.
struct SpinnerWidget: Widget {
  typealias Result = Void
  typealias Update = SpinnerChange

  var title: String
  let style: SpinnerStyle
  let showsElapsedTime: Bool
  /// Added to the frame's bold.
  var frameStyle: TextStyle = []
  /// The title's style, where it turns.
  var titleStyle: TextStyle = []
  /// How many ticks have passed: which frame is shown.
  var ticks = 0
  /// The time since the start, as of the last tick.
  var elapsed = Duration.zero
  /// Whether the operation has ended.
  var ended = false

  /// In place, the frame, the title and the time on one line, gone once it has ended;
  /// elsewhere the title once, with no frame, since nothing will turn.
  func body(in frame: WidgetFrame) -> [StyledText] {
    guard frame.drawsInPlace else { return [StyledText(title, lineBreaks: .show) + "\u{2026}"] }
    guard !ended else { return [] }
    let frames = style.frames(unicode: frame.allowsUnicode)
    var line =
      StyledText(frames[ticks % frames.count], style: TextStyle.bold.union(frameStyle)) + " "
      + StyledText(title, style: titleStyle, lineBreaks: .show)
    if showsElapsedTime { line = line + StyledText("  " + Self.clock(elapsed), style: .dim) }
    return [line.truncated(toWidth: frame.width - 1)]
  }

  func request(in frame: WidgetFrame) -> LineRequest? { nil }

  mutating func apply(_ event: WidgetEvent<SpinnerChange>, in frame: WidgetFrame) -> WidgetStep<Void> {
    switch event {
    case .update(.tick(let now)):
      ticks += 1
      elapsed = now
      return frame.drawsInPlace ? .redraw() : .stay
    case .update(.say(let lines)):
      return ended ? .stay : .log(lines.map(\.singleLine))
    case .update(.retitle(let title)):
      guard !ended, title != self.title else { return .stay }
      self.title = title
      return .redraw(transcript: [StyledText(title, lineBreaks: .show) + "\u{2026}"])
    case .update(.ended(let now)):
      ended = true
      elapsed = now
      return .redraw(transcript: [
        StyledText(title, lineBreaks: .show) + StyledText(": finished after " + Self.exact(now))
      ])
    case .updatesEnded:
      return .finish(())
    case .resized:
      return .redraw()
    case .line, .key, .edited:
      return .stay
    }
  }

  /// `0s`, `59s`, `1m 05s`, `2h 03m`: the time beside a turning spinner.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    if seconds < 60 { return "\(seconds)s" }
    if seconds < 3600 { return "\(seconds / 60)m " + twoDigits(seconds % 60) + "s" }
    return "\(seconds / 3600)h " + twoDigits(seconds / 60 % 60) + "m"
  }

  /// `0.3s`, `12.0s`, `1m 05s`: the time a finished operation took.
  static func exact(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard seconds < 60 else { return clock(duration) }
    return "\(seconds).\(attoseconds / 100_000_000_000_000_000)s"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
