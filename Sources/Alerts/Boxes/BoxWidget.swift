import PresentlyCore

/// The box every boxed widget is (``MessageBox``, ``InputBox``, ``Menu``, ``Checklist``
/// and ``Radiolist``), line by line: its heading, then its text, its rows or its entry,
/// then its buttons, with readline's editing on the prompt below.
///
/// The focus goes in the order of whiptail's boxes or of dialog's (``FocusRules``, in
/// `BoxWidget+Focus.swift`): Tab and Shift-Tab go from the list or the entry to each
/// button in turn (dialog's lists have their keys whichever button has the focus), and
/// the arrows as the real program has them (an entry's line keeps Left and Right while it
/// has the focus: see `BoxWidget+Entry.swift`). Enter takes the focused button (the list or
/// the entry mean the first button). Up and Down move in the list, Page Up and Down page
/// it, Space marks a checklist row or picks a radiolist one. What is typed works too: a
/// row's number or tag in a list, the start of a button's label elsewhere. At a terminal
/// that tells each key, typing narrows the rows (see `BoxWidget+Narrowing.swift`).
package struct BoxWidget: Widget {
  package typealias Result = BoxOutcome

  /// What the box holds besides its text and buttons.
  package enum Content: Sendable {
    /// Nothing: a message, or a question its buttons answer.
    case none
    /// A line to type, starting with `initial`; not shown when secret.
    case entry(initial: String, isSecret: Bool)
    /// Rows to choose from.
    case list(BoxRows)
  }

  /// Where the focus is.
  package enum Focus: Equatable, Sendable {
    case content
    case button(Int)
  }

  package let heading: Heading
  package let text: String
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?
  package let content: Content
  package let buttons: [String]
  package var focus: Focus
  /// Whose order the focus follows: whiptail's, or dialog's.
  package let focusRules: FocusRules
  /// The list, when the box has rows: where it stands (its page, highlight and marks),
  /// the line typed while it narrows, and its marks (see ``PickList``).
  package var list: PickList?
  /// The list's page, highlight and marks.
  package var cursor: ListCursor? { list?.cursor }
  /// The entry's text.
  package var entry = ""
  /// Why the entry cannot end the box with a button, given the entry and the button's
  /// index; `nil` takes it. A refusal is said below, the text kept to fix.
  package var check: (@Sendable (_ entry: String, _ button: Int) -> String?)?
  /// The first line of the text shown, when the text is longer than the window.
  package var scroll = 0

  /// A box at its first state for `frame`.
  ///
  /// - Parameters:
  ///   - heading: The back title and title; its text is the box's `text`.
  ///   - text: The text above the contents, wrapped to the window; long text scrolls.
  ///   - content: An entry, rows, or nothing.
  ///   - buttons: The buttons' labels, in order; the first one is Ok.
  ///   - focus: Where the focus starts; under dialog's rules, the list means the first
  ///     button.
  ///   - focusRules: Whose order the focus follows.
  package init(
    heading: Heading, text: String, content: Content, buttons: [String], focus: Focus,
    focusRules: FocusRules = .newt, frame: WidgetFrame
  ) {
    self.heading = heading
    self.text = text
    self.content = content
    self.buttons = buttons
    self.focusRules = focusRules
    self.focus = focus
    if focusRules == .dialog, case .list = content, focus == .content, !buttons.isEmpty { self.focus = .button(0) }
    switch content {
    case .entry(let initial, _):
      entry = initial
    case .list(let rows):
      var marks = Set(rows.initiallyOn.indices.filter { rows.initiallyOn[$0] })
      if rows.kind == .menu { marks = [] }
      if rows.kind == .radiolist, let first = marks.min() { marks = [first] }
      let highlight = rows.highlight ?? (rows.tags.isEmpty ? nil : 0)
      let cursor = ListCursor(
        pager: ListPager(count: rows.tags.count, pageSize: 3), highlight: highlight, marks: marks)
      list = PickList(cursor: cursor, marking: rows.marking) { _ in rows.matchedTexts }
      list?.noun = "tag"
    case .none:
      break
    }
    fit(to: frame)
  }

  /// The rows, when the box has some.
  package var rows: BoxRows? {
    if case .list(let rows) = content { return rows }
    return nil
  }

  var isEntry: Bool {
    if case .entry = content { return true }
    return false
  }

  var isSecret: Bool {
    if case .entry(_, true) = content { return true }
    return false
  }

  // MARK: Widget

  package func header(in frame: WidgetFrame) -> [StyledText] {
    var lines = heading.lines(width: frame.width)
    if !scrollsText(in: frame) { lines += textLines(width: frame.width) }
    return lines
  }

  package func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(prompt: prompt(in: frame), initialText: isEntry ? entry : "")
    request.isSecret = isSecret
    request.completion = rows.map { Completion.words($0.tags + buttons) }
    request.keyActions = keyActions(in: frame)
    request.keyActionsWithText = focusKeys(in: frame).withText
    list?.prepare(&request, in: frame)
    // Once a button has an entry's focus, typing takes the focus back (see
    // `BoxWidget+Entry.swift`): the line's edits are reported for it.
    let buttonOfEntry = isEntry && !entryHasFocus
    request.answerKeys = answerKeys
    request.reportsEdits = frame.reportsEdits && (rows != nil || (buttonOfEntry && !isSecret))
    request.escapeErasesText = frame.reportsEdits && rows != nil
    return request
  }

  /// A question's buttons answer at once by the first letter of their labels (`y`, `n`),
  /// where only one label starts with it; a box with one button, an entry or rows takes
  /// no letter.
  var answerKeys: String {
    guard case .none = content, buttons.count > 1 else { return "" }
    let firsts = buttons.map { $0.utf8.first.map { $0 | 0x20 } }
    let unique = firsts.compactMap { $0 }.filter { letter in
      (0x61...0x7A).contains(letter) && firsts.filter { $0 == letter }.count == 1
    }
    return String(decoding: unique.flatMap { [$0, $0 - 0x20] }, as: UTF8.self)
  }

  package mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<BoxOutcome> {
    switch event {
    case .key(let action, let text):
      if isEntry { takeEntry(text) }
      list?.keyCame(with: text)
      return checked(press(action, in: frame))
    case .line(let line):
      if isEntry { takeEntry(line) }
      // Enter on a line that narrowed the rows takes the highlighted one.
      let step = checked(listStep(in: frame) { $0?.enter(line) } ?? answer(line))
      return list?.endLine(line, with: step) ?? step
    case .edited(let text):
      return isEntry ? entryEdited(in: frame) : listStep(in: frame) { $0?.follow(typing: text) } ?? .stay
    case .resized:
      fit(to: frame)
      return .redraw()
    case .update, .updatesEnded:
      return .stay
    }
  }

  /// `step`, or the refusal of the entry's ``check`` where it would end the box.
  private func checked(_ step: WidgetStep<BoxOutcome>) -> WidgetStep<BoxOutcome> {
    guard isEntry, case .finish(let outcome) = step, let problem = check?(outcome.entry, outcome.button) else {
      return step
    }
    return .refuse(StyledText(problem), keepsText: true)
  }

  /// Sizes the list's page (and the text's window) to the frame.
  private mutating func fit(to frame: WidgetFrame) {
    let headingLines = heading.lines(width: frame.width).count + textLines(width: frame.width).count
    list?.cursor.pager.resize(pageSize: max(3, frame.size.rows - headingLines - 4))
    if let highlight = cursor?.highlight { list?.cursor.pager.reveal(item: highlight) }
    scroll = min(scroll, max(0, textLines(width: frame.width).count - textHeight(in: frame)))
  }

  // MARK: Keys

  func keyActions(in frame: WidgetFrame) -> KeyActions {
    var actions = focusKeys(in: frame).actions
    if let list {
      actions.formUnion(list.keyActions)
    } else if scrollsText(in: frame) {
      actions.formUnion([.next, .previous, .nextPage, .previousPage, .first, .last])
    }
    return actions
  }

  /// Handles a key. Where the box cannot be drawn again, what changed is printed: the
  /// buttons after the focus moved, the row the highlight moved to.
  mutating func press(_ action: KeyAction, in frame: WidgetFrame) -> WidgetStep<BoxOutcome> {
    if action == .toggle, let button = buttonSpacePresses { return .finish(outcome(button: button)) }
    if let step = moveFocus(action, in: frame) { return step }
    switch action {
    case .toggle:
      // Space marks; after text that narrowed nothing it is a space, and narrows.
      let typed = list?.liveLine ?? ""
      guard let cursor, cursor.highlight != nil || !cursor.spaceMarks(typed: typed) else { return .stay }
      return listStep(in: frame) { $0?.space(typed: typed) } ?? .stay
    default:
      guard let move = list?.cursor.apply(action) else { return scrollText(action, in: frame) }
      focusOnContent()
      if case .stayed(let message) = move, !message.isEmpty { return .refuse(message, keepsText: false) }
      return .redraw(transcript: rowTranscript(width: frame.width))
    }
  }

  /// What has the focus, on a line of its own: the highlighted row, or the buttons.
  func focusTranscript(width: Int) -> [StyledText] {
    focus == .content ? rowTranscript(width: width) : Flow.lines(buttonLabels, width: width)
  }

  /// The highlighted row (with its place among the matches), or the buttons where there
  /// is none.
  func rowTranscript(width: Int) -> [StyledText] {
    guard let cursor, let rows, let highlight = cursor.highlight else { return Flow.lines(buttonLabels, width: width) }
    var lines = row(highlight, rows: rows, cursor: cursor, width: width, inReverse: false)
    lines[lines.count - 1] += cursor.placeAmongMatches
    return lines
  }

  /// Scrolls a text longer than the window.
  private mutating func scrollText(_ action: KeyAction, in frame: WidgetFrame) -> WidgetStep<BoxOutcome> {
    let height = textHeight(in: frame)
    let last = max(0, textLines(width: frame.width).count - height)
    let target: Int =
      switch action {
      case .next: scroll + 1
      case .previous: scroll - 1
      case .nextPage: scroll + height
      case .previousPage: scroll - height
      case .first: 0
      case .last: last
      default: scroll
      }
    let clamped = min(max(0, target), last)
    guard clamped != scroll else {
      return .refuse(
        target > scroll ? "This is the end of the text." : "This is the start of the text.", keepsText: false)
    }
    scroll = clamped
    return .redraw()
  }

  // MARK: Endings

  /// How the box ends with `button`: with the entry, and the rows chosen so far.
  func outcome(button: Int) -> BoxOutcome {
    var outcome = BoxOutcome(button: button, entry: entry)
    outcome.highlight = cursor?.highlight
    if let cursor, let rows {
      switch rows.kind {
      case .menu: outcome.chosen = cursor.highlight.map { [$0] } ?? []
      case .checklist, .radiolist: outcome.chosen = cursor.marks.sorted()
      }
    }
    return outcome
  }
}

/// How a box ended.
package struct BoxOutcome: Sendable, Equatable {
  /// Two outcomes are the same answer: the button, the entry and the rows chosen; the
  /// highlight is where the user was, not what the box answered.
  package static func == (left: BoxOutcome, right: BoxOutcome) -> Bool {
    left.button == right.button && left.entry == right.entry && left.chosen == right.chosen
  }

  /// The button taken, by index.
  package var button: Int
  /// The entry's text.
  package var entry = ""
  /// The rows chosen: the highlighted one of a menu, the marked ones of a checklist, the
  /// picked one of a radiolist.
  package var chosen: [Int] = []
  /// The row highlighted when the box ended: what a help button asks about.
  package var highlight: Int?

  package init(button: Int, entry: String = "", chosen: [Int] = []) {
    self.button = button
    self.entry = entry
    self.chosen = chosen
  }
}

/// The rows of a menu, a checklist or a radiolist box.
package struct BoxRows: Sendable {
  package enum Kind: Sendable {
    case menu, checklist, radiolist
  }

  package let kind: Kind
  package let tags: [String]
  package let items: [String]
  /// Which rows are marked at first (checklist and radiolist).
  package var initiallyOn: [Bool]
  /// The row highlighted at first.
  package var highlight: Int?
  package let showsTags: Bool
  package let showsItems: Bool
  /// Whether the tags are the rows' numbers, `1` to the count, in order.
  let tagsAreNumbers: Bool
  /// The widest tag's and the widest item's widths, for the column the items start
  /// after. Measured once, not for each row drawn (a page is drawn again on every key
  /// that narrows it).
  let widestTag: Int
  let widestItem: Int

  package init(
    kind: Kind, tags: [String], items: [String], initiallyOn: [Bool], highlight: Int?, showsTags: Bool = true,
    showsItems: Bool = true
  ) {
    self.kind = kind
    self.tags = tags
    self.items = items
    self.initiallyOn = initiallyOn
    self.highlight = highlight
    self.showsTags = showsTags
    self.showsItems = showsItems
    tagsAreNumbers = !tags.isEmpty && showsItems && tags.indices.allSatisfy { tags[$0] == String($0 + 1) }
    widestTag = tags.map { StyledText($0, lineBreaks: .show).width }.max() ?? 0
    widestItem = items.map { StyledText($0, lineBreaks: .show).width }.max() ?? 0
  }

  /// Where the items start in `room` cells: after the widest tag, as whiptail and dialog
  /// draw them, when that leaves the items room (as much as the widest needs, up to 20
  /// cells); otherwise after 32 cells, or less in a narrow window. A tag wider than the
  /// column is drawn whole all the same.
  func tagColumn(room: Int) -> Int {
    let forItems = min(widestItem, 20) + 2
    return min(widestTag, max(min(32, room / 2), room - forItems))
  }
}
