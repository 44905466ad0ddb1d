import PresentlyCore

/// A progress bar with a text, redrawn in place as updates arrive, until they end: what
/// whiptail's and dialog's `--gauge` show.
///
/// ```swift
/// let (updates, feed) = AsyncStream.makeStream(of: Gauge.Update.self)
/// let gauge = Gauge(title: "Installing", text: "Unpacking…", updates: updates)
/// let showing = Task { try await terminal.present(gauge) }
/// feed.yield(Gauge.Update(percent: 40, text: "Setting up…"))
/// feed.finish()
/// try await showing.value
/// ```
///
/// It reads no keys. The bar is redrawn in place where the cursor can move; on a dumb
/// terminal, or when the output is not a terminal, every change is a plain line of its
/// own (`40% Setting up…`). The text may hold several lines; all of it is untrusted and
/// sanitized. The presentation ends when the updates end, and is dismissed when its
/// task is cancelled.
///
/// It was called `Progress` before 0.3.0, which `Foundation.Progress` clashed with.
public struct Gauge<Updates: AsyncSequence & Sendable>: Presentable where Updates.Element == GaugeUpdate {
  /// A change of the percentage, the text, or both.
  public typealias Update = GaugeUpdate

  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text; nothing when `nil` or empty.
  public var title: String?
  /// What is being done, above the bar.
  public var text: String
  /// Where the bar starts, from 0 to 100.
  public var percent: Int
  /// The bar's width in cells, the percentage included; the window's width (less one)
  /// when `nil` or wider.
  public var width: Int?
  /// The changes, until the sequence ends.
  public var updates: Updates

  /// Creates a gauge.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What is being done.
  ///   - percent: Where the bar starts, from 0 to 100.
  ///   - updates: The changes; the presentation ends when they do.
  public init(title: String? = nil, text: String, percent: Int = 0, updates: Updates) {
    self.title = title
    self.text = text
    self.percent = percent
    self.updates = updates
  }

  /// Draws the bar, and draws it again on every update, until the updates end.
  public func materialize(_ context: PresentationContext) async throws {
    let widget = GaugeWidget(
      heading: Heading(backtitle: backtitle, title: title), state: GaugeUpdate(percent: percent, text: text),
      width: width)
    try await widget.run(on: context.terminal, updates: updates)
    if Task.isCancelled { throw PresentError.dismissed }
  }
}

/// A change of a ``Gauge``: a new percentage, a new text, or both.
///
/// It was called `ProgressUpdate` before 0.3.0.
public struct GaugeUpdate: Hashable, Sendable {
  /// The new percentage, from 0 to 100, or `nil` to keep it.
  public var percent: Int?
  /// The new text, or `nil` to keep it.
  public var text: String?

  /// Creates an update.
  public init(percent: Int? = nil, text: String? = nil) {
    self.percent = percent
    self.text = text
  }

  /// This state with `update`'s changes.
  func merging(_ update: GaugeUpdate) -> GaugeUpdate {
    GaugeUpdate(percent: update.percent ?? percent, text: update.text ?? text)
  }
}
