import PresentlyCore

/// The sheet layout: the actions as a numbered list, cancel ones last and set apart.
extension AlertSession {
  func presentSheet() async throws -> Value {
    let headerLines = drawHeader()
    let order =
      alert.actions.indices.filter { alert.actions[$0].style != .cancel }
      + alert.actions.indices.filter { alert.actions[$0].style == .cancel }
    let firstCancel = order.firstIndex { alert.actions[$0].style == .cancel }
    let enabled = alert.actions.indices.map(isEnabled)
    let titles = alert.actions.map { VisibleTitle.of($0.title) }
    let rows = alert.actions.indices.map { sheetRow(for: $0, isEnabled: enabled[$0]) }
    let refusals = alert.actions.indices.map { refusal(for: $0) }
    let defaultIndex = alert.defaultActionIndex(for: values)
    let list = ListPrompt(
      count: order.count,
      title: { titles[order[$0]] },
      row: { rows[order[$0]] },
      prompt: "Choose",
      defaultItem: defaultIndex.flatMap { order.firstIndex(of: $0) },
      refusal: { enabled[order[$0]] ? nil : refusals[order[$0]] },
      gapBefore: firstCancel == 0 ? nil : firstCancel,
      reservedRows: headerLines)
    let chosen = try await list.run(on: terminal)
    return try perform(order[chosen[0]])
  }

  /// A sheet row's title: `Delete!` in red for a destructive action, `(Archive)` dimmed
  /// for a disabled one.
  func sheetRow(for index: Int, isEnabled: Bool) -> StyledText {
    let action = alert.actions[index]
    let title = StyledText(action.title, lineBreaks: .show)
    let destructive: TextStyle = action.style == .destructive ? .red : []
    guard isEnabled else { return ("(" + title + ")").styled(destructive.union(.dim)) }
    return action.style == .destructive ? (title + "!").styled(destructive) : title
  }
}
