/// Something a key does in a list, a sheet, an alert or the browser, instead of editing
/// the line: move the highlight, page, toggle a mark, open, go back, cancel.
///
/// A ``LineRequest`` names the actions its widget takes (``LineRequest/keyActions``).
/// A key bound to one of them ends the read with ``LineAnswer/action(_:text:)``, the
/// text typed so far coming back with it, so that nothing typed is lost; the widget
/// handles the action, draws again, and asks again with that text in place. Keys whose
/// action the request does not take keep their usual editing (Up and Down go through
/// the history, Home and End move the cursor).
///
/// On the readline terminal each action is a named function, so that `~/.inputrc` can
/// bind it, whatever name the application gives readline:
///
/// ```text
/// $if presently
/// "\C-t": presently-next
/// $endif
/// ```
public enum KeyAction: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The next row (Down).
  case next
  /// The previous row (Up).
  case previous
  /// A page forward (Page Down).
  case nextPage
  /// A page back (Page Up).
  case previousPage
  /// The first row (Home, on an empty line).
  case first
  /// The last row (End, on an empty line).
  case last
  /// Mark or unmark the highlighted row (Space, on an empty line).
  case toggle
  /// Mark every row, or unmark them all when every row is marked (Ctrl-A, on an empty
  /// line, where several may be chosen; gum's `ctrl+a`).
  case toggleAll
  /// Open the highlighted row (Right, on an empty line).
  case open
  /// Go back (Left, on an empty line).
  case back
  /// Leave without an answer (Escape, alone; in vi mode, Escape in command mode on an
  /// empty line).
  case cancel
  /// Focus the next action of an alert (Tab, on an empty line).
  case nextAction
  /// Focus the previous action of an alert (Shift-Tab, on an empty line).
  case previousAction
  /// Scroll a detail down (Shift-Down).
  case scrollDown
  /// Scroll a detail up (Shift-Up).
  case scrollUp
  /// End a text of several lines (Ctrl-D, on an empty line, as it ends the input of a
  /// program that reads lines).
  case submit
  /// Leave a screen you read (`q`, alone on an empty line, where the request takes it as
  /// one of its ``LineRequest/singleKeys``).
  case quit
  /// The next match of a search (`n`, alone on an empty line, in the pager).
  case nextMatch
  /// The previous match of a search (`N`, alone on an empty line, in the pager).
  case previousMatch
  /// Open the text in the user's editor (Ctrl-E, in a text of several lines; the end of
  /// the line elsewhere).
  case openEditor

  /// The readline function's name: `presently-next-page`.
  public var functionName: String {
    // Written out rather than made from `rawValue`: readline learns every name before the
    // first prompt, and making them a character at a time took a thirtieth of a start.
    switch self {
    case .next: "presently-next"
    case .previous: "presently-previous"
    case .nextPage: "presently-next-page"
    case .previousPage: "presently-previous-page"
    case .first: "presently-first"
    case .last: "presently-last"
    case .toggle: "presently-toggle"
    case .toggleAll: "presently-toggle-all"
    case .open: "presently-open"
    case .back: "presently-back"
    case .cancel: "presently-cancel"
    case .nextAction: "presently-next-action"
    case .previousAction: "presently-previous-action"
    case .scrollDown: "presently-scroll-down"
    case .scrollUp: "presently-scroll-up"
    case .submit: "presently-submit"
    case .quit: "presently-quit"
    case .nextMatch: "presently-next-match"
    case .previousMatch: "presently-previous-match"
    case .openEditor: "presently-open-editor"
    }
  }

  /// Whether the action is taken only on an empty line, the key editing the text
  /// otherwise: Home, End, Left, Right and Space, and Tab and Shift-Tab, which complete
  /// what was typed.
  public var needsEmptyLine: Bool {
    switch self {
    case .first, .last, .toggle, .toggleAll, .open, .back, .nextAction, .previousAction, .quit, .nextMatch,
      .previousMatch:
      true
    default: false
    }
  }

  /// The keys bound by default, by name, as help shows them.
  public var defaultKeys: [String] {
    switch self {
    case .next: ["Down"]
    case .previous: ["Up"]
    case .nextPage: ["PgDn"]
    case .previousPage: ["PgUp"]
    case .first: ["Home"]
    case .last: ["End"]
    case .toggle: ["Space"]
    case .toggleAll: ["Ctrl-A"]
    case .open: ["Right"]
    case .back: ["Left"]
    case .cancel: ["Esc"]
    case .nextAction: ["Tab"]
    case .previousAction: ["Shift-Tab"]
    case .scrollDown: ["Shift-Down"]
    case .scrollUp: ["Shift-Up"]
    case .submit: ["Ctrl-D"]
    case .quit: ["q"]
    case .nextMatch: ["n"]
    case .previousMatch: ["N"]
    case .openEditor: ["Ctrl-E"]
    }
  }

  /// The function's name.
  public var description: String { functionName }
}

/// How a read ended: a line entered, or a key that does one of the request's actions.
///
/// ```swift
/// switch try await terminal.read(request) {
/// case .line(let text): choose(text)
/// case .action(.next, let text): highlight(row + 1); typed = text
/// case .action(_, let text): typed = text
/// }
/// ```
public enum LineAnswer: Hashable, Sendable {
  /// The line, entered with Enter.
  case line(String)
  /// A key bound to `action`, with the text typed so far, to be offered again.
  case action(KeyAction, text: String)
}
