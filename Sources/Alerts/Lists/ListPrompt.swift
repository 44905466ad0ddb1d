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
/// The list holds no items: it asks for an item's title when it filters, matches or
/// completes, and for its row only when the row is drawn, so a page costs the rows on
/// it whatever the length of the list.
struct ListPrompt: Sendable {
  /// How many items there are; at least one.
  var count: Int
  /// An item's title as the user sees and types it: sanitized, on one line.
  var title: @Sendable (Int) -> String
  /// An item's row as drawn, after its number.
  var row: @Sendable (Int) -> StyledText
  /// The question before the answer, formatted by ``PromptText``.
  var prompt: String
  /// The item Enter takes, if any; its row is marked with `>`.
  var defaultItem: Int?
  /// Whether the answer may name several items.
  var selectsMany = false
  /// Why an item cannot be chosen now, or `nil` when it can.
  var refusal: @Sendable (Int) -> StyledText? = { _ in nil }
  /// An item whose row is set apart by a blank line above it (the first cancel action).
  var gapBefore: Int?
  /// Lines already drawn above the list, which a page leaves room for.
  var reservedRows = 0

  /// What a typed line led to.
  enum Outcome {
    /// The items chosen, in the order named.
    case chosen([Int])
    /// Another page or filter to draw.
    case moved(ListPager)
    /// A message to show before asking again, and whether to offer the text again: a
    /// rejected value is kept, to be fixed; a refused command is not.
    case refused(StyledText, keepsText: Bool)
  }

  /// Draws the list and reads answers until one names items.
  ///
  /// - Returns: The chosen items, at least one.
  /// - Throws: The terminal's endings: end of input, interrupted, dismissed (Escape too).
  func run(on terminal: any Terminal) async throws -> [Int] {
    // At a terminal a row is always highlighted, the first without a default, so that
    // the arrows start from it and Enter takes it; answers from a pipe take the default
    // only.
    let highlight = defaultItem ?? (terminal.isInteractive ? 0 : nil)
    var cursor = ListCursor(
      pager: ListPager(count: count, pageSize: pageSize(for: terminal.size)), highlight: highlight)
    // Open on the page that holds the item Enter takes, so that it can be seen.
    if let defaultItem { cursor.pager.reveal(item: defaultItem) }
    var redraw = true
    var text = ""
    /// Lines on the screen since the list was drawn, which drawing it in place erases.
    var linesShown = 0
    var erasesBeforeDrawing = false
    while true {
      if redraw {
        cursor.pager.resize(pageSize: pageSize(for: terminal.size))
        if erasesBeforeDrawing { terminal.perform(.erase(lines: linesShown)) }
        linesShown = draw(cursor, on: terminal)
        redraw = false
      }
      erasesBeforeDrawing = false
      var request = LineRequest(
        prompt: promptText(cursor), initialText: text, completion: completion(for: cursor.pager))
      request.keyActions = keyActions
      switch try await terminal.read(request) {
      case .action(let action, let typed):
        text = typed
        if action == .cancel { throw PresentError.dismissed }
        switch cursor.apply(action) {
        case .moved where !terminal.allowsCursorControl:
          // No drawing in place: the newly highlighted row, on a line of its own.
          if let highlight = cursor.highlight {
            terminal.writeLine(row(of: highlight, cursor: cursor, width: max(1, terminal.size.columns)))
          }
        case .moved, .paged:
          redraw = true
          erasesBeforeDrawing = terminal.allowsCursorControl
        case .stayed(let message):
          if !message.isEmpty { linesShown += Feedback.say(message, on: terminal) }
        }
      case .line(let line):
        text = ""
        linesShown += Feedback.rows(of: promptText(cursor).plain + line, width: terminal.size.columns)
        switch interpret(line, pager: cursor.pager, highlight: cursor.highlight, marks: cursor.marks) {
        case .chosen(let items):
          return items
        case .moved(let moved):
          cursor.pager = moved
          cursor.keepHighlightVisible()
          redraw = true
        case .refused(let message, let keepsText):
          linesShown += Feedback.say(message, on: terminal)
          if keepsText { text = line }
        }
      }
    }
  }

  /// The keys the prompt takes.
  var keyActions: Set<KeyAction> {
    var actions: Set<KeyAction> = [.next, .previous, .nextPage, .previousPage, .first, .last, .cancel]
    if selectsMany { actions.insert(.toggle) }
    return actions
  }

  /// The rows a page has on a terminal of `size`: what is left after the lines above, the
  /// status line, the hint for several items, the prompt and a message.
  func pageSize(for size: TerminalSize) -> Int {
    max(3, size.rows - reservedRows - 3 - (gapBefore == nil ? 0 : 1) - (selectsMany ? 1 : 0))
  }

  /// The prompt, with what Enter takes as its hint: the highlighted item's number, or
  /// how many are marked.
  func promptText(_ cursor: ListCursor) -> StyledText {
    if !cursor.marks.isEmpty { return PromptText.make(prompt, hint: StyledText("\(cursor.marks.count) marked")) }
    return PromptText.make(prompt, hint: cursor.highlight.map { StyledText(String($0 + 1)) })
  }
}
