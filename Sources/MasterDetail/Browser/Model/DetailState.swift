import PresentlyCore

/// A detail in the browser's state: the detail of a list's selection, or a detail the
/// application pushed.
///
/// A detail made for its pane's size is made again when the pane's size changes
/// (``fit(to:)``): at once for text, by a new load for text that takes time, while the
/// text made for the old size stays on screen.
struct DetailState: Sendable {
  /// Its identity: a new one each time a detail is presented.
  let id = ScreenID()
  /// Its title, on one line.
  let title: StyledText
  /// Its text; `nil` while it is first being made.
  private(set) var text: StyledText?
  /// How the text is made, when it is not given.
  private let source: DetailSource?
  /// The pane's size the text (or the load under way) was made for; `nil` before the
  /// detail was first fitted to its pane.
  private(set) var pane: TerminalSize?
  /// The work under way that makes the text for ``pane``: the loop runs it while the
  /// detail is on screen.
  private(set) var load: DetailLoad?
  /// Whether the text took longer than its grace period: "Loading…" is drawn meanwhile.
  var showsLoading = false
  /// The first line shown when the detail is longer than its pane.
  var scroll = 0
  /// The text wrapped to the width it was last laid out for.
  private(set) var wrapped: (width: Int, lines: [StyledText])?

  /// A detail with its text.
  init(title: StyledText, text: StyledText) {
    self.title = title
    self.text = text
    source = nil
  }

  /// A detail made from a source: at once, or, once it is fitted to its pane, by work
  /// the loop starts.
  init(title: StyledText, source: DetailSource) {
    self.title = title
    if case .text(let text) = source {
      self.text = text
      self.source = nil
    } else {
      self.source = source
    }
  }

  /// Whether the text is still being made for the first time.
  var isLoading: Bool { text == nil }

  /// Makes the text for a pane of `size`, if it was not made for that size already: a
  /// sized text at once; a load, the first time, and again for a new size when it is
  /// sized. Returns whether anything changed.
  @discardableResult
  mutating func fit(to size: TerminalSize) -> Bool {
    guard let source, size != pane else { return false }
    switch source {
    case .text:
      return false
    case .sized(let make):
      pane = size
      text = make(size)
      wrapped = nil
    case .loading(let grace, let isSized, let run):
      guard pane == nil || isSized else { return false }
      pane = size
      load = DetailLoad(id: DetailLoad.ID(detail: id, pane: size), grace: grace) { await run(size) }
    }
    return true
  }

  /// Takes the text made by `load`, if it is the load under way.
  mutating func finish(_ load: DetailLoad.ID, _ text: StyledText) {
    guard self.load?.id == load else { return }
    self.load = nil
    self.text = text
    wrapped = nil
  }

  /// The text wrapped to `width` cells: "Loading…" while it is being made.
  func lines(width: Int) -> [StyledText] {
    if let wrapped, wrapped.width == width { return wrapped.lines }
    guard let text else { return [StyledText("Loading\u{2026}", style: .dim)] }
    return text.wrapped(toWidth: width)
  }

  /// Wraps the text to `width` once, so that frames drawn at that width reuse it.
  mutating func wrap(toWidth width: Int) {
    guard text != nil, wrapped?.width != width else { return }
    wrapped = (width, lines(width: width))
  }

  /// Scrolls by `lines` within `height`-line pages; returns whether it moved.
  mutating func scroll(by lines: Int, height: Int, width: Int) -> Bool {
    let last = max(0, self.lines(width: width).count - height)
    let target = min(max(0, scroll + lines), last)
    guard target != scroll else { return false }
    scroll = target
    return true
  }
}

/// The work that makes a detail's text for one size of its pane: presented by the loop
/// while the detail is on screen, cancelled when it leaves or when its pane's size
/// changes and the text must be made again.
struct DetailLoad: Identifiable, Sendable {
  /// A load's identity: its detail's, and the pane's size it makes the text for.
  struct ID: Hashable, Sendable {
    /// The detail's identity.
    let detail: ScreenID
    /// The size of the pane the text is made for.
    let pane: TerminalSize
  }

  /// The load's identity.
  let id: ID
  /// How long the frame waits for the text before it is drawn with "Loading…".
  let grace: Duration
  /// Makes the text; should return promptly once cancelled.
  let run: @Sendable () async -> StyledText
}
