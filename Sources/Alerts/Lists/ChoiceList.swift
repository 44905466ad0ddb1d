import PresentlyCore

/// The presentable behind `choose` and `chooseMany`: a numbered list of items whose
/// result is the indices chosen.
///
/// It holds the items as given and asks `display` for an item's text only when it draws
/// that row, filters or matches, so choosing from a million items costs what choosing
/// from a thousand does per page.
struct ChoiceList<Item: Sendable>: Presentable {
  var prompt: String
  var items: [Item]
  var display: @Sendable (Item) -> String
  var defaultIndex: Int?
  var selectsMany: Bool

  func materialize(_ context: PresentationContext) async throws -> [Int] {
    guard !items.isEmpty else { throw AlertError.nothingToChoose }
    let items = self.items
    let display = self.display
    let list = ListPrompt(
      count: items.count,
      title: { VisibleTitle.of(display(items[$0])) },
      row: { StyledText(display(items[$0]), lineBreaks: .show) },
      prompt: prompt,
      defaultItem: defaultIndex.flatMap { items.indices.contains($0) ? $0 : nil },
      selectsMany: selectsMany,
      frame: WidgetFrame(context.terminal))
    return try await list.run(on: context.terminal)
  }

  /// Presents the list from `presenter`, with a timeout that falls back on the default.
  func present(from presenter: some Presenter, timeout: Duration?) async throws -> [Int] {
    let defaultItem = defaultIndex.flatMap { items.indices.contains($0) ? $0 : nil }
    let fallback: (@Sendable () throws -> [Int])? = defaultItem.map { index in { @Sendable in [index] } }
    let outcome = defaultItem.map { VisibleTitle.of(display(items[$0])) }
    return try await presenter.present(self, timeout: timeout, outcome: outcome, orElse: fallback)
  }
}
