import PresentlyCore

/// A ``Gauge`` as a widget: its state the percentage and the text, each update a step.
struct GaugeWidget: Widget {
  typealias Result = Void
  typealias Update = GaugeUpdate

  let heading: Heading
  var state: GaugeUpdate
  /// The bar's width asked for, if any.
  let width: Int?

  func header(in frame: WidgetFrame) -> [StyledText] {
    heading.lines(width: frame.width)
  }

  /// The text and the bar in place; one plain line where the gauge cannot draw in place.
  func body(in frame: WidgetFrame) -> [StyledText] {
    guard frame.drawsInPlace else { return [plainLine] }
    let width = min(frame.width - 1, self.width ?? .max)
    let lines = StyledText(state.text ?? "").wrapped(toWidth: max(1, width))
    return lines.filter { !$0.plain.isEmpty || lines.count > 1 } + [Self.bar(state.percent ?? 0, width: width)]
  }

  func request(in frame: WidgetFrame) -> LineRequest? { nil }

  mutating func apply(_ event: WidgetEvent<GaugeUpdate>, in frame: WidgetFrame) -> WidgetStep<Void> {
    switch event {
    case .update(let update):
      let next = state.merging(update)
      guard next != state else { return .stay }
      state = next
      return .redraw(transcript: [plainLine])
    case .updatesEnded:
      return .finish(())
    case .resized:
      return .redraw()
    case .line, .key, .edited:
      return .stay
    }
  }

  /// `40% Setting up…`, for a terminal that cannot draw in place.
  var plainLine: StyledText {
    "\(Self.percentText(state.percent ?? 0)) " + (state.text.map { StyledText($0, lineBreaks: .show) } ?? StyledText())
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
