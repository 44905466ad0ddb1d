import PresentlyCore

/// The action line: `[Add]*  [Cancel]  · 1: edit URL`, and what a line typed at it means.
extension AlertWidget {
  /// The enabled action after (or before) `focus`, going round; `focus` when no other is.
  func nextEnabled(after focus: Int?, forward: Bool) -> Int? {
    let count = alert.actions.count
    guard count > 0 else { return nil }
    let start = focus ?? (forward ? count - 1 : 0)
    for step in 1...count {
      let index = ((start + (forward ? step : -step)) % count + count) % count
      if isEnabled(index) { return index }
    }
    return focus
  }

  /// `[Add]*  [Cancel]  · 1: edit URL`, wrapped between actions; once keys moved the
  /// focus off the default, the focused action, which Enter takes, marked `>` and drawn
  /// in reverse.
  func actionLine(width: Int) -> [StyledText] {
    let defaultIndex = alert.defaultActionIndex(for: values)
    var parts = alert.actions.indices.map { index in
      let label = label(for: index, isDefault: index == defaultIndex, width: width)
      return index == focus && focus != defaultIndex ? ">" + label.styled(.reverse) : label
    }
    if let hint = editHint { parts.append(hint) }
    return Flow.lines(parts, width: width)
  }

  /// An action as the action line shows it: `[Add]`, `[Add]*` for the default,
  /// `[Delete]!` for a destructive one, `(Add)` when disabled.
  func label(for index: Int, isDefault: Bool, width: Int) -> StyledText {
    let action = alert.actions[index]
    let title = StyledText(action.title, lineBreaks: .show).truncated(toWidth: max(1, width - 4))
    guard isEnabled(index) else {
      return ("(" + title + ")").styled(action.style == .destructive ? [.dim, .red] : .dim)
    }
    var label: StyledText = "[" + title + "]"
    if isDefault { label += "*" }
    if action.style == .destructive { label += "!" }
    if isDefault { label = label.styled(.bold) }
    if action.style == .destructive { label = label.styled(.red) }
    return label
  }

  /// `· 1: edit URL`, or `· 1-3: edit a field`; `nil` without fields.
  var editHint: StyledText? {
    switch alert.fields.count {
    case 0: return nil
    case 1: return ("\u{00B7} 1: edit " + StyledText(fieldName(0), lineBreaks: .show)).styled(.dim)
    default: return StyledText("\u{00B7} 1-\(alert.fields.count): edit a field", style: .dim)
    }
  }

  /// Tab completion over the titles of the enabled actions.
  func enabledTitlesCompletion() -> Completion {
    let titles = alert.actions.indices.filter(isEnabled).map { VisibleTitle.of(alert.actions[$0].title) }
    return Completion { typed in
      let typed = typed.trimmingLeadingSpaces
      return titles.filter { TextMatching.hasPrefix($0, typed) }
    }
  }

  /// Reads an answer: Enter for the focused action (the default, unless keys moved the
  /// focus), a title, a field's number (`2`,
  /// `e 2`, `edit 2`), or a unique prefix of a title.
  mutating func answerAction(_ line: String, defaultIndex: Int?) -> WidgetStep<Value> {
    let typed = line.trimmingSpaces
    if typed.isEmpty {
      if let defaultIndex { return perform(defaultIndex) }
      return .refuse("No action is taken on Enter here: type the title of one.", keepsText: false)
    }
    let titles = alert.actions.map { VisibleTitle.of($0.title) }
    if let exact = titles.firstIndex(where: { TextMatching.equal($0, typed) }) { return choose(exact) }
    if !alert.fields.isEmpty, let number = Self.fieldNumber(in: typed) {
      guard (1...alert.fields.count).contains(number) else {
        let range: StyledText = alert.fields.count == 1 ? "only field 1" : "fields 1 to \(alert.fields.count)"
        return .refuse("There is no field \(number): there are \(range).", keepsText: true)
      }
      // The field is asked again; the action line is drawn below it once it is answered.
      phase = .editing(number - 1)
      return .stay
    }
    let prefixed = titles.indices.filter { TextMatching.hasPrefix(titles[$0], typed) }
    switch prefixed.count {
    case 1:
      return choose(prefixed[0])
    case 0:
      let enabled = alert.actions.indices.filter(isEnabled).map { alert.actions[$0].title }
      let offer: StyledText = enabled.isEmpty ? "" : ": choose " + Feedback.alternatives(enabled)
      return .refuse("There is no action " + Feedback.quoted(typed) + offer + ".", keepsText: true)
    default:
      return .refuse(Phrase.couldBe(typed, prefixed.map { alert.actions[$0].title }, orNumber: false), keepsText: true)
    }
  }

  /// The action, or why it cannot be taken now.
  private mutating func choose(_ index: Int) -> WidgetStep<Value> {
    // A disabled action is no typing mistake: the line is left for a field's number.
    guard isEnabled(index) else { return .refuse(refusal(for: index), keepsText: false) }
    return perform(index)
  }

  /// `“Add” is not available with these values: type 1 to edit URL.`, or, when the
  /// action gives its reason, `“Add” is not available: the URL must start with https://.
  /// Type 1 to edit URL.`
  func refusal(for index: Int) -> StyledText {
    let title = Feedback.quoted(alert.actions[index].title)
    let reason = alert.actions[index].disabledReason(values).map { StyledText($0, lineBreaks: .show) }
    switch (alert.fields.count, reason) {
    case (0, let reason?): return title + " is not available: " + reason
    case (0, nil): return title + " is not available now."
    case (1, let reason?):
      return title + " is not available: " + reason + " Type 1 to edit " + StyledText(fieldName(0), lineBreaks: .show)
        + "."
    case (1, nil):
      return title + " is not available with this value: type 1 to edit "
        + StyledText(fieldName(0), lineBreaks: .show) + "."
    case (let count, let reason?):
      return title + " is not available: " + reason + " Type a field's number (1-\(count)) to edit it."
    case (let count, nil):
      return title + " is not available with these values: type a field's number (1-\(count)) to edit it."
    }
  }

  /// The field number in `3`, `e 3`, `e3` or `edit 3`.
  static func fieldNumber(in typed: String) -> Int? {
    var text = Substring(typed.lowercased())
    if text.hasPrefix("edit") {
      text = text.dropFirst(4)
    } else if text.hasPrefix("e") {
      text = text.dropFirst()
    }
    let digits = text.trimmingSpaces
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int(digits)
  }
}
