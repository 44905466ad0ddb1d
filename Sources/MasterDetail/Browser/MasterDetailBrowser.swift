import PresentlyCore

/// A master-detail browser at a line prompt: a list and the detail of its selection,
/// side by side on a wide terminal and one at a time on a narrow one, driven by typed
/// commands.
///
/// ```swift
/// let lines = BrowserList<Int, Range<Int>>("Input", elements: 0..<0, isSame: ==) { store.text(of: $0) }
///   .updating(from: store.counts.map { 0..<$0 })
///   .onActivate { _, line in .finish(line) }
/// if let line = try await terminal.present(MasterDetailBrowser(lines), style: .fullScreen) {
///   print(store.text(of: line))
/// }
/// ```
///
/// ## Layout
/// When the terminal is at least ``collapseThreshold`` columns wide the layout is
/// expanded: the list (the master) on the left with numbered rows and the selected row
/// marked, the detail of the selection on the right, wrapped to its column. Narrower,
/// the layout collapses to one pane: the list alone, and the detail alone once a row is
/// chosen. The layout is decided again on every size change, and screens move between
/// the panes through a ``DualNavigation`` as it collapses and expands; what is being
/// typed at the prompt survives every redraw.
///
/// ## Commands
/// | Typed | Does |
/// | --- | --- |
/// | a number | selects that row (rows keep their numbers through filters and pages) |
/// | a title, or the start of only one | selects that row; Tab completes titles |
/// | Enter | activates the selection: the list's ``BrowserList/onActivate(_:)`` |
/// | `n`, `p` | next, previous page (scroll a detail shown alone) |
/// | `+`, `-` | next, previous row, from the detail |
/// | `/text`, `/` | show only rows whose title matches the text, best first; all |
/// | `b` | back: to the list from a detail shown alone (deselecting), or to the previous screen |
/// | `q` | quit: the browser ends without a value |
/// | `?` | help, with the application's commands |
///
/// Anything else gets a one-line message and the prompt again.
///
/// Matches are fuzzy: the characters typed appear in order, anything between them (fb
/// finds foo-bar); case is ignored unless the query has a capital (smart case); a
/// leading ' asks for the characters together, an exact substring.
///
/// ## Result and endings
/// The result is the value an activation or a command finished with, or `nil` when the
/// user quit with `q`. Ctrl-C at the browser's prompt throws
/// ``/PresentlyCore/PresentError/interrupted``, and the end of input (Ctrl-D, or the end of a pipe)
/// throws ``/PresentlyCore/PresentError/endOfInput``; errors of the application's handlers pass through.
///
/// ## Drawing
/// On an interactive terminal every change redraws the screen whole, sized to the
/// window: the rows used are the frame plus the prompt line, and the page size follows
/// the height. Live updates and finished detail loads redraw above the open prompt;
/// nothing is drawn while a presentation started from the browser covers it. Without a
/// person at the terminal (answers from a pipe) each command prints the frame, without
/// clearing. Drawing costs the rows on screen, never the length of the list.
public struct MasterDetailBrowser<Value: Sendable>: Presentable {
  /// The chosen value, or `nil` when the user quit.
  public typealias Result = Value?

  /// The first screen.
  public var root: BrowserScreen<Value>
  /// The width, in columns, below which the layout collapses to one pane; 100 by default.
  public var collapseThreshold: Int
  /// The prompt.
  public var prompt: StyledText
  /// What the detail pane shows when there is nothing to show in it.
  public var placeholder: StyledText
  /// Whether collapsing drops the detail of the selection (and deselects) instead of
  /// showing it alone.
  public var hidesDetailWhenCollapsing: Bool

  /// Creates a browser whose first screen is `root`.
  ///
  /// - Parameters:
  ///   - root: The first screen: a list, or a detail.
  ///   - collapseThreshold: The width below which the layout collapses.
  ///   - prompt: The prompt.
  ///   - placeholder: What an empty detail pane shows.
  ///   - hidesDetailWhenCollapsing: Whether collapsing drops the detail.
  public init(
    root: BrowserScreen<Value>,
    collapseThreshold: Int = 100,
    prompt: StyledText = "> ",
    placeholder: StyledText = StyledText("Nothing selected.", style: .dim),
    hidesDetailWhenCollapsing: Bool = false
  ) {
    self.root = root
    self.collapseThreshold = collapseThreshold
    self.prompt = prompt
    self.placeholder = placeholder
    self.hidesDetailWhenCollapsing = hidesDetailWhenCollapsing
  }

  /// Creates a browser whose first screen is the list `root`.
  ///
  /// ```swift
  /// let browser = MasterDetailBrowser(messages, collapseThreshold: 90)
  /// ```
  public init<Elements>(
    _ root: BrowserList<Value, Elements>,
    collapseThreshold: Int = 100,
    prompt: StyledText = "> "
  ) {
    self.init(root: .list(root), collapseThreshold: collapseThreshold, prompt: prompt)
  }

  /// Runs the browser until a value is chosen, the user quits, or the input ends.
  ///
  /// - Returns: The chosen value, or `nil` when the user quit with `q`.
  /// - Throws: ``/PresentlyCore/PresentError/interrupted``, ``/PresentlyCore/PresentError/endOfInput``,
  ///   ``/PresentlyCore/PresentError/dismissed`` when the presenting task is cancelled, or an error of
  ///   the application's handlers.
  public func materialize(_ context: PresentationContext) async throws -> Value? {
    try await BrowserClient.run(self, context: context)
  }
}
