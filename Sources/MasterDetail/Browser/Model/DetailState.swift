import PresentlyCore

/// A detail in the browser's state: the detail of a list's selection, or a detail the
/// application pushed.
struct DetailState: Sendable {
  /// Its identity: a new one each time a detail is presented.
  let id = ScreenID()
  /// Its title, on one line.
  let title: StyledText
  /// Its text; `nil` while it is being made.
  private(set) var text: StyledText?
  /// The work that makes the text, while there is none.
  let load: DetailLoad?
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
    load = nil
  }

  /// A detail made from a source: at once, or by work the loop starts.
  init(title: StyledText, source: DetailSource) {
    self.title = title
    switch source {
    case .text(let text):
      self.text = text
      load = nil
    case .loading(let grace, let run):
      text = nil
      load = DetailLoad(id: id, grace: grace, run: run)
    }
  }

  /// Whether the text is still being made.
  var isLoading: Bool { text == nil }

  /// Takes the text that was being made.
  mutating func finish(_ text: StyledText) {
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

/// The work that makes a detail's text: presented by the loop while the detail is on
/// screen, cancelled when it leaves.
struct DetailLoad: Identifiable, Sendable {
  /// The detail's identity.
  let id: ScreenID
  /// How long the frame waits for the text before it is drawn with "Loading…".
  let grace: Duration
  /// Makes the text; should return promptly once cancelled.
  let run: @Sendable () async -> StyledText
}
