import PresentlyCore

extension BoxWidget {
  /// What a line entered means: the focused button on Enter (the first for the list or
  /// the entry), a button by the start of its label, or rows by number or tag.
  mutating func answer(_ line: String) -> WidgetStep<BoxOutcome> {
    let typed = line.trimmingSpaces
    switch focus {
    case .button(let index) where isEntry || typed.isEmpty:
      return .finish(outcome(button: index))
    case .content where isEntry || typed.isEmpty:
      return .finish(outcome(button: 0))
    default:
      break
    }
    // Rows first: a tag that starts like a button's label (`c`, Cancel) is the row.
    if let rows {
      let step = answer(typed, in: rows)
      if case .refuse = step, let button = buttonNamed(typed) { return .finish(outcome(button: button)) }
      return step
    }
    if let button = buttonNamed(typed) { return .finish(outcome(button: button)) }
    let names = buttons.map { "<" + $0 + ">" }
    return .refuse(
      "Press Enter for the focused button, Tab to move, or type " + Feedback.alternatives(names) + ".", keepsText: false
    )
  }

  /// The button whose label starts with `typed`, ignoring case; `y` and `n` for Yes and No.
  func buttonNamed(_ typed: String) -> Int? {
    guard !typed.isEmpty else { return nil }
    let matches = buttons.indices.filter { TextMatching.hasPrefix(buttons[$0], typed) }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Rows typed by number or tag: the menu takes the one named, a radiolist picks it; a
  /// checklist marks or unmarks the rows named (`1 3-4`, or tags with commas), as Space
  /// does on each, and Enter on an empty line then takes the marks.
  mutating func answer(_ typed: String, in rows: BoxRows) -> WidgetStep<BoxOutcome> {
    guard let list else { return .redraw() }
    let tags = rows.tags
    switch list.rows(named: typed, title: { tags[$0] }) {
    case .failure(let refusal):
      return .refuse(refusal.message, keepsText: refusal.keepsText)
    case .success(let items) where rows.kind == .checklist:
      var marks = list.cursor.marks
      for item in items where !marks.insert(item).inserted { marks.remove(item) }
      self.list?.cursor.marks = marks
      self.list?.cursor.highlight = items.last
      focusOnContent()
      return .redraw()
    case .success(let items):
      return .finish(BoxOutcome(button: 0, entry: entry, chosen: [items[0]]))
    }
  }
}
