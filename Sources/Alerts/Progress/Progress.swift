import PresentlyCore

/// A progress line: a bar, a percentage and a text, redrawn in place as updates arrive,
/// until the updates end.
///
/// ```swift
/// let (updates, feed) = AsyncStream.makeStream(of: ProgressUpdate.self)
/// let progress = Progress(title: "Installing", text: "Unpacking…", updates: updates)
/// let showing = Task { try await terminal.present(progress) }
/// feed.yield(ProgressUpdate(percent: 40, text: "Setting up…"))
/// feed.finish()
/// try await showing.value
/// ```
///
/// It reads no keys. The bar is redrawn in place where the cursor can move; on a dumb
/// terminal, or when the output is not a terminal, every change is a plain line of its
/// own (`40% Setting up…`). The text may hold several lines; all of it is untrusted and
/// sanitized. The presentation ends when the updates end, and is dismissed when its
/// task is cancelled.
public struct Progress<Updates: AsyncSequence & Sendable>: Presentable where Updates.Element == ProgressUpdate {
  /// A change of the percentage, the text, or both.
  public typealias Update = ProgressUpdate

  /// Drawn in bold above the text; nothing when `nil` or empty.
  public var title: String?
  /// What is being done, above the bar.
  public var text: String
  /// Where the bar starts, from 0 to 100.
  public var percent: Int
  /// The changes, until the sequence ends.
  public var updates: Updates

  /// Creates a progress line.
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
    let terminal = context.terminal
    var state = ProgressUpdate(percent: percent, text: text)
    if let title, !title.isEmpty {
      for line in StyledText(title, style: .bold).wrapped(toWidth: max(1, terminal.size.columns)) {
        terminal.writeLine(line)
      }
    }
    let inPlace = terminal.allowsCursorControl && terminal.isInteractive
    var drawn = inPlace ? Self.draw(state, on: terminal) : Self.drawPlain(state, on: terminal)
    for try await update in updates {
      try Task.checkCancellation()
      let next = state.merging(update)
      guard next != state else { continue }
      state = next
      if inPlace {
        terminal.perform(.erase(lines: drawn))
        drawn = Self.draw(state, on: terminal)
      } else {
        _ = Self.drawPlain(state, on: terminal)
      }
    }
    if Task.isCancelled { throw PresentError.dismissed }
  }

  /// Draws the text and the bar; returns how many lines that took.
  static func draw(_ state: ProgressUpdate, on terminal: any Terminal) -> Int {
    let width = max(1, terminal.size.columns - 1)
    let lines = StyledText(state.text ?? "").wrapped(toWidth: width)
    for line in lines where !line.plain.isEmpty || lines.count > 1 { terminal.writeLine(line) }
    terminal.writeLine(bar(state.percent ?? 0, width: width))
    return lines.filter { !$0.plain.isEmpty || lines.count > 1 }.count + 1
  }

  /// A change on a line of its own, for terminals that cannot draw in place.
  static func drawPlain(_ state: ProgressUpdate, on terminal: any Terminal) -> Int {
    let text = state.text.map { StyledText($0, lineBreaks: .show) } ?? StyledText()
    terminal.writeLine("\(percentText(state.percent ?? 0)) " + text)
    return 1
  }

  /// `[######--------]  40%`, as wide as `width`.
  static func bar(_ percent: Int, width: Int) -> StyledText {
    let clamped = min(100, max(0, percent))
    let label = " " + percentText(clamped)
    let room = max(4, width - label.count - 2)
    let filled = room * clamped / 100
    return "[" + StyledText(String(repeating: "#", count: filled), style: .bold)
      + StyledText(String(repeating: "-", count: room - filled), style: .dim) + "]" + StyledText(label)
  }

  static func percentText(_ percent: Int) -> String {
    let text = "\(min(100, max(0, percent)))%"
    return String(repeating: " ", count: max(0, 4 - text.count)) + text
  }
}

/// A change of a ``Progress``: a new percentage, a new text, or both.
public struct ProgressUpdate: Hashable, Sendable {
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
  func merging(_ update: ProgressUpdate) -> ProgressUpdate {
    ProgressUpdate(percent: update.percent ?? percent, text: update.text ?? text)
  }
}
