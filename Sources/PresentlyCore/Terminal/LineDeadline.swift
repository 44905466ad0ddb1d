/// When the line being read must be answered by, and what happens then.
///
/// ``Presentation/timeout(after:clock:orElse:)`` sets it for everything its presentable
/// reads, when it measures time with `ContinuousClock`. A terminal that can redraw its
/// prompt shows the seconds left near the end (`Continue? [y/N] (3s) `), and at the
/// deadline ends the line itself: the question stays on the screen with what was decided
/// (`Continue? [y/N] (timed out: no)`; a widget leaves its own line in its place,
/// `Continue? (timed out: no)`), and reading throws ``PresentError/timedOut``, which the
/// timeout turns into its fallback.
///
/// ```swift
/// // Inside a custom Terminal's readLine:
/// if let deadline = LineDeadline.current { scheduleTimeout(at: deadline.instant) }
/// ```
public struct LineDeadline: Sendable, Hashable {
  /// When the line times out.
  public var instant: ContinuousClock.Instant
  /// What the timeout decides, in a word or two (`no`, an item, an action's title), to
  /// show after the question; `nil` when it decides nothing (then it is `timed out`).
  public var outcome: String?

  /// Creates a deadline.
  public init(instant: ContinuousClock.Instant, outcome: String? = nil) {
    self.instant = instant
    self.outcome = outcome
  }

  /// The deadline for lines read by the current task, if a timeout set one.
  @TaskLocal public static var current: LineDeadline?

  /// The note shown after a question that timed out: `(timed out: no)`, the outcome on
  /// one line, sanitized and cut to 32 cells.
  public var note: StyledText {
    guard let outcome else { return "(timed out)" }
    return "(timed out: " + StyledText(outcome, lineBreaks: .show).truncated(toWidth: 32) + ")"
  }

  /// The earlier of two deadlines, either of which may be missing.
  static func earliest(_ first: LineDeadline?, _ second: LineDeadline?) -> LineDeadline? {
    guard let first else { return second }
    guard let second else { return first }
    return first.instant <= second.instant ? first : second
  }
}
