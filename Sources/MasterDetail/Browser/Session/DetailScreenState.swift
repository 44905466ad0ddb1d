import PresentlyCore

/// A detail on the navigation stacks: the detail of a list's selection, a detail pushed
/// by the application, or the placeholder of an empty detail pane.
final class DetailScreenState {
  let id = ScreenID()
  /// The list whose selection this is the detail of; `nil` for pushed details.
  let owner: ScreenID?
  /// The element shown, boxed; compared by the owner's identity test.
  let element: (any Sendable)?
  let title: StyledText
  let isPlaceholder: Bool
  /// Text that is being made, for details that load.
  let load: DetailLoad?
  /// The first line shown when the detail is alone and longer than the screen.
  var scroll = 0
  /// Set before the browser ends this screen to show another detail in its place, so
  /// that its ending is not taken for the user going back.
  var isReplaced = false

  private var text: StyledText?
  private var wrapped: (width: Int, lines: [StyledText])?

  init(owner: ScreenID?, element: (any Sendable)?, title: StyledText, text: StyledText) {
    self.owner = owner
    self.element = element
    self.title = title
    self.text = text
    load = nil
    isPlaceholder = false
  }

  init(owner: ScreenID, element: any Sendable, title: StyledText, load: DetailLoad) {
    self.owner = owner
    self.element = element
    self.title = title
    self.load = load
    isPlaceholder = false
  }

  /// A placeholder showing `text`.
  init(placeholder text: StyledText) {
    owner = nil
    element = nil
    title = StyledText()
    self.text = text
    load = nil
    isPlaceholder = true
  }

  /// Whether the text is still being made.
  var isLoading: Bool { text == nil && load?.text == nil }

  /// The text wrapped to `width` cells: "Loading…" while it is being made.
  func lines(width: Int) -> [StyledText] {
    if let wrapped, wrapped.width == width, text != nil { return wrapped.lines }
    if text == nil { text = load?.text }
    guard let text else { return [StyledText("Loading\u{2026}", style: .dim)] }
    let lines = text.wrapped(toWidth: width)
    wrapped = (width, lines)
    return lines
  }
}
