import Alerts
import PresentlyCore

/// One whiptail box, line-oriented: the back title and the title as headings, the text
/// wrapped to the window, the items as numbered rows, and the buttons as an action line,
/// with readline's editing on the prompt below.
///
/// The focus goes in whiptail's order with Tab and Shift-Tab: the list or the entry,
/// then each button in turn. Enter takes the focused button (the list or the entry mean
/// the first button, Ok). Up and Down move in the list, Page Up and Down page it, Space
/// marks a checklist row or picks a radiolist one, Left and Right move among the buttons
/// on an empty line, and Escape (or Ctrl-C) leaves. What is typed works too: a row's
/// number or tag in a list, the start of a button's label elsewhere.
struct WhiptailDialog: Presentable {
  /// What the box holds besides its text and buttons.
  enum Content: Sendable {
    /// Nothing: a message or a question.
    case none
    /// A line to type, starting with `initial`; not shown when secret.
    case entry(initial: String, isSecret: Bool)
    /// Rows to choose from.
    case list(Choices)
  }

  /// The rows of a menu, a checklist or a radiolist.
  struct Choices: Sendable {
    enum Kind: Sendable {
      case menu, checklist, radiolist
    }

    var kind: Kind
    var tags: [String]
    var items: [String]
    /// Which rows are marked at first (checklist and radiolist).
    var initiallyOn: [Bool]
    /// The row highlighted at first: `--default-item`.
    var highlight: Int?
    var showsTags = true
    var showsItems = true
  }

  /// Where the focus is.
  enum Focus: Equatable, Sendable {
    case content
    case button(Int)
  }

  /// How the box ended.
  struct Outcome: Sendable, Equatable {
    /// The button taken, by index; `nil` for Escape.
    var button: Int?
    /// The entry's text.
    var entry = ""
    /// The rows chosen: the highlighted one of a menu, the marked ones of a checklist,
    /// the picked one of a radiolist.
    var chosen: [Int] = []
  }

  var backtitle: String?
  var title: String?
  var text: String
  var content: Content
  var buttons: [String]
  var focus: Focus

  func materialize(_ context: PresentationContext) async throws -> Outcome {
    var session = WhiptailSession(dialog: self, terminal: context.terminal)
    return try await session.run()
  }
}

/// One showing of a ``WhiptailDialog``: its focus, its list and what was typed.
struct WhiptailSession {
  let dialog: WhiptailDialog
  let terminal: any Terminal
  var focus: WhiptailDialog.Focus
  var cursor: ListCursor?
  var entry = ""
  /// Lines drawn since the rows and buttons were, which drawing them in place erases.
  var linesShown = 0

  init(dialog: WhiptailDialog, terminal: any Terminal) {
    self.dialog = dialog
    self.terminal = terminal
    focus = dialog.focus
    switch dialog.content {
    case .entry(let initial, _):
      entry = initial
    case .list(let choices):
      var marks = Set(choices.initiallyOn.indices.filter { choices.initiallyOn[$0] })
      if choices.kind == .radiolist, let first = marks.min() { marks = [first] }
      let highlight = choices.highlight ?? (choices.tags.isEmpty ? nil : 0)
      var cursor = ListCursor(
        pager: ListPager(count: choices.tags.count, pageSize: 3), highlight: highlight, marks: marks)
      if let highlight { cursor.pager.reveal(item: highlight) }
      self.cursor = cursor
    case .none:
      break
    }
  }

  var width: Int { max(1, terminal.size.columns) }

  mutating func run() async throws -> WhiptailDialog.Outcome {
    let headerLines = drawHeader()
    cursor?.pager.resize(pageSize: max(3, terminal.size.rows - headerLines - 4))
    if let highlight = cursor?.highlight { cursor?.pager.reveal(item: highlight) }
    var redraw = true
    var erases = false
    var typed = ""
    while true {
      if redraw {
        if erases { terminal.perform(.erase(lines: linesShown)) }
        linesShown = drawBody()
        redraw = false
      }
      erases = false
      var request = LineRequest(prompt: prompt, initialText: isEntry ? entry : typed)
      request.isSecret = isSecret
      request.completion = completion
      request.keyActions = keyActions
      request.keyActionsWithText = [.nextAction, .previousAction]
      switch try await terminal.read(request) {
      case .action(let action, let text):
        if isEntry { entry = text } else { typed = text }
        guard action != .cancel else { return WhiptailDialog.Outcome(button: nil, entry: entry) }
        let message = apply(action)
        if let message {
          linesShown += Feedback.say(message, on: terminal)
        } else {
          redraw = true
          erases = terminal.allowsCursorControl
        }
      case .line(let line):
        typed = ""
        if isEntry { entry = line }
        linesShown += Feedback.rows(of: prompt.plain + (isSecret ? "" : line), width: width)
        switch answer(line) {
        case .done(let outcome):
          return outcome
        case .refused(let message, let keeps):
          linesShown += Feedback.say(message, on: terminal)
          if keeps { typed = line }
        case .redraw:
          redraw = true
        }
      }
    }
  }

  // MARK: Keys

  var isEntry: Bool {
    if case .entry = dialog.content { return true }
    return false
  }

  var isSecret: Bool {
    if case .entry(_, true) = dialog.content { return true }
    return false
  }

  var choices: WhiptailDialog.Choices? {
    if case .list(let choices) = dialog.content { return choices }
    return nil
  }

  var keyActions: Set<KeyAction> {
    var actions: Set<KeyAction> = [.nextAction, .previousAction, .open, .back, .cancel]
    if let choices {
      actions.formUnion([.next, .previous, .nextPage, .previousPage, .first, .last])
      if choices.kind != .menu { actions.insert(.toggle) }
    }
    return actions
  }

  /// The order Tab goes in: the content, if any, then the buttons.
  var stops: [WhiptailDialog.Focus] {
    (dialog.content.hasStop ? [.content] : []) + dialog.buttons.indices.map { .button($0) }
  }

  /// Handles a key; returns a message when nothing changed that the user would see.
  mutating func apply(_ action: KeyAction) -> StyledText? {
    switch action {
    case .nextAction, .previousAction:
      let stops = self.stops
      guard let here = stops.firstIndex(of: focus), stops.count > 1 else { return nil }
      focus = stops[(here + (action == .nextAction ? 1 : stops.count - 1)) % stops.count]
      return nil
    case .open, .back:
      // Left and Right move among the buttons.
      let count = dialog.buttons.count
      guard count > 0 else { return nil }
      switch focus {
      case .content: focus = .button(action == .open ? 0 : count - 1)
      case .button(let index): focus = .button((index + (action == .open ? 1 : count - 1)) % count)
      }
      return nil
    case .toggle:
      guard var cursor, let choices, let highlight = cursor.highlight else { return nil }
      if choices.kind == .radiolist {
        cursor.marks = [highlight]
      } else {
        _ = cursor.apply(.toggle)
      }
      self.cursor = cursor
      focus = .content
      return nil
    default:
      guard var cursor else { return nil }
      let move = cursor.apply(action)
      self.cursor = cursor
      focus = .content
      if case .stayed(let message) = move, !message.plain.isEmpty { return message }
      return nil
    }
  }

  // MARK: Lines

  enum Answer {
    case done(WhiptailDialog.Outcome)
    case refused(StyledText, keepsText: Bool)
    case redraw
  }

  /// What a line entered means.
  func answer(_ line: String) -> Answer {
    let typed = line.trimmingSpaces
    switch focus {
    case .button(let index) where isEntry || typed.isEmpty:
      return .done(outcome(button: index))
    case .content where isEntry || typed.isEmpty:
      return .done(outcome(button: 0))
    default:
      break
    }
    if let choices, focus == .content || !typed.isEmpty {
      if let button = buttonNamed(typed) { return .done(outcome(button: button)) }
      return answer(typed, in: choices)
    }
    if let button = buttonNamed(typed) { return .done(outcome(button: button)) }
    let names = dialog.buttons.map { "<" + $0 + ">" }
    return .refused(
      "Press Enter for the focused button, Tab to move, or type " + Feedback.alternatives(names) + ".", keepsText: false
    )
  }

  /// The button whose label starts with `typed`, ignoring case; `y` and `n` for Yes and No.
  func buttonNamed(_ typed: String) -> Int? {
    guard !typed.isEmpty else { return nil }
    let matches = dialog.buttons.indices.filter { TextMatching.hasPrefix(dialog.buttons[$0], typed) }
    return matches.count == 1 ? matches[0] : nil
  }

  /// A row typed by number or tag: the menu takes it, a checklist takes the rows named
  /// (`1 3-4`, or tags with commas), a radiolist picks it.
  func answer(_ typed: String, in choices: WhiptailDialog.Choices) -> Answer {
    guard let cursor else { return .redraw }
    var named: [Int] = []
    switch ListInput(typed) {
    case .numbers(let ranges):
      for range in ranges {
        guard range.lowerBound >= 1, range.upperBound <= choices.tags.count else {
          return .refused(
            "There is no row \(range.upperBound): rows go from 1 to \(choices.tags.count).", keepsText: true)
        }
        named += range.map { $0 - 1 }
      }
    case .text, .filter, .empty:
      let parts = choices.kind == .checklist ? typed.split(separator: ",").map { String($0).trimmingSpaces } : [typed]
      for part in parts where !part.isEmpty {
        switch cursor.pager.resolve(part, title: { choices.tags[$0] }) {
        case .item(let item): named.append(item)
        case .ambiguous(let items):
          let tags = items.prefix(3).map { choices.tags[$0] }
          return .refused(
            Feedback.quoted(part) + " could be " + Feedback.alternatives(tags) + ": type more of it.", keepsText: true)
        case .none:
          return .refused("Nothing is called " + Feedback.quoted(part) + ": type a number or a tag.", keepsText: true)
        }
      }
    }
    guard !named.isEmpty else { return .refused("Type a number or a tag.", keepsText: false) }
    if choices.kind != .checklist, named.count > 1 {
      return .refused("Choose one: type a single number.", keepsText: true)
    }
    var outcome = WhiptailDialog.Outcome(button: 0, entry: entry)
    outcome.chosen = choices.kind == .checklist ? Array(Set(named)).sorted() : [named[0]]
    return .done(outcome)
  }

  /// How the box ends with `button`: with the entry, and the rows chosen so far.
  func outcome(button: Int) -> WhiptailDialog.Outcome {
    var outcome = WhiptailDialog.Outcome(button: button, entry: entry)
    if let cursor, let choices {
      switch choices.kind {
      case .menu: outcome.chosen = cursor.highlight.map { [$0] } ?? []
      case .checklist, .radiolist: outcome.chosen = cursor.marks.sorted()
      }
    }
    return outcome
  }

  var completion: Completion? {
    guard let choices else { return nil }
    return Completion.words(choices.tags + dialog.buttons)
  }

  // MARK: Drawing

  /// The prompt, with what Enter takes as its hint.
  var prompt: StyledText {
    let enter: String? =
      switch focus {
      case .button(let index): "<" + dialog.buttons[index] + ">"
      case .content: cursor?.highlight.flatMap { choices?.tags[$0] } ?? dialog.buttons.first.map { "<" + $0 + ">" }
      }
    let label: String =
      switch dialog.content {
      case .entry: ""
      case .list: "Choose"
      case .none: "Answer"
      }
    guard !label.isEmpty else { return "> " }
    return PromptText.make(label, hint: enter.map { StyledText($0, lineBreaks: .show) })
  }

  /// The back title, the title and the text; returns how many lines they took.
  func drawHeader() -> Int {
    var lines: [StyledText] = []
    if let backtitle = dialog.backtitle, !backtitle.isEmpty {
      lines.append(StyledText(backtitle, style: .dim, lineBreaks: .show).truncated(toWidth: width))
    }
    if let title = dialog.title, !title.isEmpty {
      lines.append(StyledText(title, style: .bold, lineBreaks: .show).truncated(toWidth: width))
    }
    lines += StyledText(dialog.text).wrapped(toWidth: width)
    for line in lines { terminal.writeLine(line) }
    return lines.count
  }

  /// The rows of the page and the buttons; returns how many lines they took.
  func drawBody() -> Int {
    var lines: [StyledText] = []
    if let cursor, let choices {
      let tagWidth = min(32, choices.tags.map { StyledText($0, lineBreaks: .show).width }.max() ?? 0)
      for item in cursor.pager.pageItems {
        var row = StyledText()
        switch choices.kind {
        case .menu: break
        case .checklist: row = cursor.marks.contains(item) ? "[x] " : "[ ] "
        case .radiolist: row = cursor.marks.contains(item) ? "(*) " : "( ) "
        }
        if choices.showsTags {
          let tag = StyledText(choices.tags[item], lineBreaks: .show)
          row += choices.showsItems ? tag.padded(toWidth: tagWidth) + "  " : tag
        }
        if choices.showsItems { row += StyledText(choices.items[item], lineBreaks: .show) }
        let highlighted = item == cursor.highlight && focus == .content
        lines.append(
          NumberedRow.make(
            number: item + 1, largestNumber: choices.tags.count, title: highlighted ? row.styled(.bold) : row,
            width: width, isMarked: item == cursor.highlight))
      }
      if cursor.pager.pageCount > 1 {
        let status = "Page \(cursor.pager.pageNumber) of \(cursor.pager.pageCount)"
        lines.append(StyledText(status, style: .dim))
      }
    }
    lines += Flow.lines(buttonLabels, width: width)
    for line in lines { terminal.writeLine(line) }
    return lines.count
  }

  /// `<Ok>  <Cancel>`, the focused button marked `>` and drawn in reverse.
  var buttonLabels: [StyledText] {
    dialog.buttons.indices.map { index in
      let label = StyledText("<" + dialog.buttons[index] + ">", lineBreaks: .show)
      return focus == .button(index) ? ">" + label.styled([.reverse, .bold]) : label
    }
  }
}

extension WhiptailDialog.Content {
  /// Whether Tab stops on it: entries and lists do, a message does not.
  var hasStop: Bool {
    if case .none = self { return false }
    return true
  }
}
