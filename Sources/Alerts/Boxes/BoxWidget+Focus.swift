import PresentlyCore

/// Which keys move the focus among a box's parts, and where: whiptail's (newt's) order or
/// dialog's, each as the real program has it, key by key.
///
/// | Key | newt (whiptail, the library's boxes) | dialog |
/// | --- | --- | --- |
/// | Tab, Shift-Tab | the next or the previous stop, round | the same |
/// | Right, Down | the next stop, stopping at the last | the next stop, round |
/// | Left, Up | the stop before, stopping at the first | the stop before, round |
///
/// The stops: newt's are the list or the entry, then each button; dialog's are the entry,
/// if any, then each button (a list is not a stop: its keys work whichever button has the
/// focus, which starts on the first, so Tab then Enter is the second button).
///
/// Where the focus is on the list or the entry, the keys it takes itself do not move the
/// focus: a list takes Up and Down (a checklist and a radiolist Left and Right as well,
/// which move nothing); an entry takes Left and Right. Under dialog's rules, Up and Down
/// in a box of buttons alone move nothing, and Up and Down always move a list. Space on
/// a button presses it (``buttonSpacePresses``).
extension BoxWidget {
  /// Whose order the focus follows.
  package enum FocusRules: Sendable {
    /// whiptail's (newt's) order: the list or the entry is the first stop; arrows stop
    /// at the ends.
    case newt
    /// dialog's order: an entry is the first stop, a list none; arrows go round.
    case dialog
  }

  /// Where a key sends the focus.
  enum FocusMove: Equatable {
    /// To this stop.
    case to(Focus)
    /// Nowhere: the key is taken and nothing moves.
    case stay
    /// The key is the list's or the text's, not the focus's.
    case notFocus
  }

  /// The order Tab goes in: the entry, and the list under newt's rules, then the buttons.
  var stops: [Focus] {
    let hasStop: Bool =
      switch content {
      case .none: false
      case .entry: true
      case .list: focusRules == .newt
      }
    return (hasStop ? [.content] : []) + buttons.indices.map { .button($0) }
  }

  /// Gives the focus to the list or the entry where that is a stop; under dialog's rules
  /// a list's keys leave it on its button.
  mutating func focusOnContent() {
    if stops.contains(.content) { focus = .content }
  }

  /// Where `action` sends the focus, by the table above.
  func focusMove(_ action: KeyAction, in frame: WidgetFrame) -> FocusMove {
    let forward: Bool
    switch action {
    case .nextAction, .open, .next: forward = true
    case .previousAction, .back, .previous: forward = false
    default: return .notFocus
    }
    let isVertical = action == .next || action == .previous
    let isTab = action == .nextAction || action == .previousAction
    if !isTab, focus == .content {
      switch content {
      case .list(let rows):
        if isVertical { return .notFocus }
        if rows.kind != .menu { return .stay }
      case .entry:
        if !isVertical { return .stay }
      case .none:
        break
      }
    }
    if isVertical {
      if scrollsText(in: frame), case .none = content { return .notFocus }
      if focusRules == .dialog, !isEntry { return rows == nil ? .stay : .notFocus }
    }
    let stops = self.stops
    guard let here = stops.firstIndex(of: focus), stops.count > 1 else { return .stay }
    let wraps = isTab || focusRules == .dialog
    var next = here + (forward ? 1 : -1)
    if wraps {
      next = (next + stops.count) % stops.count
    } else if !stops.indices.contains(next) {
      return .stay
    }
    return .to(stops[next])
  }

  /// Moves the focus for `action`, or `nil` when the key is the list's or the text's.
  mutating func moveFocus(_ action: KeyAction, in frame: WidgetFrame) -> WidgetStep<BoxOutcome>? {
    switch focusMove(action, in: frame) {
    case .notFocus:
      return nil
    case .stay:
      return .stay
    case .to(let stop):
      focus = stop
      return .redraw(transcript: focusTranscript(width: frame.width))
    }
  }

  /// The keys that move the focus, for the line's request: Tab and Shift-Tab always;
  /// Left and Right (and Up and Down off a list) as the rules say.
  func focusKeys(in frame: WidgetFrame) -> (actions: KeyActions, withText: KeyActions) {
    var actions: KeyActions = [.nextAction, .previousAction]
    // Left and Right edit an entry's line while it has the focus, as in whiptail and dialog.
    if !entryHasFocus { actions.formUnion([.open, .back]) }
    var withText: KeyActions = [.nextAction, .previousAction]
    switch content {
    case .entry:
      actions.formUnion([.next, .previous])
    case .none where !scrollsText(in: frame) && focusRules == .newt:
      actions.formUnion([.next, .previous])
    case .none, .list:
      break
    }
    // On a button, the line's text is not being edited: the arrows move the focus, and
    // Space presses it.
    if case .button = focus { withText.formUnion([.open, .back]) }
    if buttonSpacePresses != nil {
      actions.insert(.toggle)
      withText.insert(.toggle)
    }
    return (actions, withText)
  }

  /// The button Space presses, as in both programs: the focused one, except under
  /// dialog's rules in a checklist or a radiolist, whose Space marks a row whatever
  /// button has the focus.
  var buttonSpacePresses: Int? {
    guard case .button(let index) = focus else { return nil }
    if focusRules == .dialog, let rows, rows.kind != .menu { return nil }
    return index
  }

  /// Whether Enter takes the highlighted row: the focus is on the list, or, under
  /// dialog's rules, on the first button beside it.
  var entersRow: Bool {
    focus == .content || (focusRules == .dialog && rows != nil && focus == .button(0))
  }
}
