import PresentlyCore

/// The sheet layout: the actions as a numbered list, cancel ones last and set apart.
extension Alert {
  /// Shows the actions as a list on `terminal` and performs the one chosen.
  func presentSheet(on terminal: any Terminal) async throws -> Value {
    let values = initialValues
    let order =
      actions.indices.filter { actions[$0].style != .cancel } + actions.indices.filter { actions[$0].style == .cancel }
    let firstCancel = order.firstIndex { actions[$0].style == .cancel }
    let widget = AlertWidget(alert: self)
    let enabled = actions.indices.map(widget.isEnabled)
    let titles = actions.map { VisibleTitle.of($0.title) }
    let rows = actions.indices.map { sheetRow(for: $0, isEnabled: enabled[$0]) }
    let refusals = actions.indices.map { widget.refusal(for: $0) }
    let list = ListPrompt(
      count: order.count,
      title: { titles[order[$0]] },
      row: { rows[order[$0]] },
      prompt: "Choose",
      defaultItem: defaultActionIndex(for: values).flatMap { order.firstIndex(of: $0) },
      refusal: { enabled[order[$0]] ? nil : refusals[order[$0]] },
      gapBefore: firstCancel == 0 ? nil : firstCancel,
      heading: Heading(title: title, text: message),
      frame: WidgetFrame(terminal))
    let chosen = try await list.run(on: terminal)
    return try actions[order[chosen[0]]].handler(values)
  }

  /// A sheet row's title: `Delete!` in red for a destructive action, `(Archive)` dimmed
  /// for a disabled one.
  func sheetRow(for index: Int, isEnabled: Bool) -> StyledText {
    let action = actions[index]
    let title = StyledText(action.title, lineBreaks: .show)
    let destructive: TextStyle = action.style == .destructive ? .red : []
    guard isEnabled else { return ("(" + title + ")").styled(destructive.union(.dim)) }
    return action.style == .destructive ? (title + "!").styled(destructive) : title
  }
}
