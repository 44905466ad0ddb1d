import PresentlyCore

/// A numbered list read at a prompt: what an action sheet and `choose` share.
///
/// It draws a page of numbered rows (``NumberedRow``), reads a line, and interprets it:
/// numbers (`3`, or `1 3-5` when it selects many), a title or a unique prefix of one
/// (ignoring case), titles separated by commas when it selects many, `/text` to filter
/// and `/` to clear, `n` and `p` to page when there are several pages, Enter for the
/// highlighted item. Tab completes titles. Anything else gets a one-line message and the
/// same prompt, with the answer in the line to be fixed; a refused command (a page past
/// the last, Enter with nothing highlighted) leaves the line empty.
///
/// Keys move too (``KeyAction``): Up and Down move the highlight (the default item at
/// first), Page Up and Page Down a page, Home and End to the first and last row on an
/// empty line; when several may be chosen, Space on an empty line marks the highlighted
/// row, and Enter on an empty line takes the marked rows. Escape leaves without an
/// answer (``PresentError/dismissed``). What was typed stays in the line. With cursor
/// control the list is drawn again in place; without, the newly highlighted row is
/// printed on a line of its own.
///
/// At a terminal that tells each key (``WidgetFrame/reportsEdits``) the list narrows as
/// the user types (see `ListPrompt+Narrowing.swift`): the rows that match, best first,
/// the highlight on the best, and Enter takes the highlighted row.
///
/// The list holds no items: it asks for an item's title when it filters, matches or
/// completes, and for its row only when the row is drawn, so a page costs the rows on
/// it whatever the length of the list.
struct ListPrompt: Widget {
  typealias Result = [Int]
  /// How many items there are now, for a list whose items are still arriving.
  typealias Update = Int

  /// How many items there are: at least one, unless they are still arriving.
  var count: Int
  /// An item's title as the user sees and types it: sanitized, on one line.
  var title: @Sendable (Int) -> String
  /// An item's row as drawn, after its number.
  var row: @Sendable (Int) -> StyledText
  /// The question before the answer, formatted by ``PromptText``.
  var prompt: String
  /// The item Enter takes, if any; its row is highlighted at first.
  var defaultItem: Int?
  /// Whether the answer may name several items.
  var selectsMany: Bool { list.hasMarks }
  /// Why an item cannot be chosen now, or `nil` when it can.
  var refusal: @Sendable (Int) -> StyledText? = { _ in nil }
  /// An item whose row is set apart by a blank line above it (the first cancel action).
  var gapBefore: Int?
  /// What is drawn above the list: a sheet's title and message.
  var heading = Heading()
  /// The list: where it stands (its page, filter, highlight and marks), the line typed
  /// while it narrows, every item's title for narrowing, and its marks (see ``PickList``).
  var list: PickList
  /// Where the list stands: its page, filter, highlight and marks.
  var cursor: ListCursor { list.cursor }
  /// How many rows may be chosen at most, when several may.
  var limit: Int? {
    if case .many(let limit) = list.marking { return limit }
    return nil
  }
  /// The hint in the empty line.
  var placeholder: String?
  /// Styles added to the header, the highlight's marker, marked rows, matches and the
  /// prompt (gum's style flags).
  var styles = ElementStyles()
  /// What the line opens with, the rows narrowed by it: a query given in advance.
  var initialQuery = ""
  /// What is drawn before the rows: the highlight's marker and, when several may be
  /// chosen, the marks (`[x] ` and `[ ] ` unless told otherwise).
  var prefixes = RowPrefixes()
  /// Whether Enter on the empty line takes the marked rows in the order they were marked
  /// (``ListCursor/marksInOrder``, gum's `choose --ordered`) rather than the list's.
  var keepsMarkingOrder = false
  /// Whether Enter on the empty line with nothing marked, where several may be chosen,
  /// takes nothing rather than the highlighted row (gum's `choose --limit 3`).
  var takesNothingUnmarked = false

  /// A list at its first state for `frame`: the default item highlighted and its page
  /// shown. At a terminal a row is always highlighted, the first without a default, so
  /// that the arrows start from it and Enter takes it; answers from a pipe take the
  /// default only.
  init(
    count: Int, title: @escaping @Sendable (Int) -> String, row: @escaping @Sendable (Int) -> StyledText,
    prompt: String, defaultItem: Int?, selectsMany: Bool = false,
    refusal: @escaping @Sendable (Int) -> StyledText? = { _ in nil }, gapBefore: Int? = nil,
    heading: Heading = Heading(), texts: ListTexts? = nil, frame: WidgetFrame
  ) {
    self.count = count
    self.title = title
    self.row = row
    self.prompt = prompt
    self.defaultItem = defaultItem
    self.refusal = refusal
    self.gapBefore = gapBefore
    self.heading = heading
    let cursor = ListCursor(
      pager: ListPager(count: count, pageSize: 1), highlight: defaultItem ?? (frame.isInteractive ? 0 : nil))
    list = PickList(cursor: cursor, marking: selectsMany ? .many(limit: nil) : .none, texts: texts) { count in
      ListTexts(count: count, title: title)
    }
    list.keepsFilters = true
    list.cursor.pager.resize(pageSize: pageSize(for: frame))
    if let defaultItem { list.cursor.pager.reveal(item: defaultItem) }
  }

  func header(in frame: WidgetFrame) -> [StyledText] {
    heading.lines(width: frame.width)
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(
      prompt: promptText(cursor, in: frame), initialText: list.liveLine ?? "", placeholder: placeholder,
      completion: completion(for: cursor.pager))
    request.placeholderStyle = styles.placeholder
    request.keyActions = keyActions
    request.reportsEdits = frame.reportsEdits
    request.escapeErasesText = frame.reportsEdits
    list.prepare(&request, in: frame)
    return request
  }

  mutating func apply(_ event: WidgetEvent<Int>, in frame: WidgetFrame) -> WidgetStep<[Int]> {
    switch event {
    case .key(let action, let text):
      list.keyCame(with: text)
      if action == .toggle { return step(for: list.space(typed: text), in: frame) }
      if action == .toggleAll, case .many(let limit) = list.marking {
        list.cursor.toggleAll(limit: limit)
        return .redraw()
      }
      switch list.cursor.apply(action) {
      case .moved:
        // Without drawing in place: the newly highlighted row, on a line of its own.
        return .redraw(transcript: cursor.highlight.map { [transcriptRow(of: $0, width: frame.width)] } ?? [])
      case .paged:
        return .redraw()
      case .stayed(let message):
        return message.isEmpty ? .stay : .refuse(message, keepsText: false)
      }
    case .line(let line):
      return answer(line, in: frame)
    case .edited(let text):
      return step(for: list.follow(typing: text), in: frame)
    case .resized(let size):
      list.cursor.pager.resize(pageSize: pageSize(for: WidgetFrame(size: size)))
      if let highlight = cursor.highlight { list.cursor.pager.reveal(item: highlight) }
      return .redraw()
    case .update(let arrived):
      return take(arrived, in: frame)
    case .updatesEnded:
      return count == 0 ? .fail(AlertError.nothingToChoose) : .stay
    }
  }

  /// The keys the prompt takes.
  var keyActions: KeyActions {
    // Ctrl-A marks every row, or unmarks them all, where several may be chosen (gum's).
    if case .many = list.marking { return list.keyActions.union([.cancel, .toggleAll]) }
    return list.keyActions.union([.cancel])
  }

  /// The rows a page has in `frame`: what is left after the heading, the status line,
  /// the hint for several items, the prompt and a message.
  func pageSize(for frame: WidgetFrame) -> Int {
    let reserved = heading.lines(width: frame.width).count
    return max(3, frame.size.rows - reserved - 3 - (gapBefore == nil ? 0 : 1) - (selectsMany ? 1 : 0))
  }

  /// The prompt, with what Enter takes as its hint: how many are marked, or, where the
  /// list is not drawn in place, the highlighted item's number; while the rows are
  /// narrowed as typed, how many match.
  ///
  /// Drawn in place, the highlighted row shows what Enter takes, and the prompt's text
  /// stays the same as the highlight moves: a screen reader then reads the row the
  /// cursor is left on (``LineRequest/cursorRestsAbove``), not the prompt again.
  func promptText(_ cursor: ListCursor, in frame: WidgetFrame) -> StyledText {
    let question = prompt + list.matchCount
    if !cursor.marks.isEmpty {
      return PromptText.make(question, hint: StyledText("\(cursor.marks.count) marked"), style: styles.prompt)
    }
    if frame.drawsInPlace { return PromptText.make(question, hint: nil, style: styles.prompt) }
    let shown = cursor.highlight.flatMap { cursor.pager.position(ofItem: $0) == nil ? nil : $0 }
    return PromptText.make(question, hint: shown.map { StyledText(String($0 + 1)) }, style: styles.prompt)
  }
}
