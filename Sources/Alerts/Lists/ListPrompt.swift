import PresentlyCore

/// A numbered list read at a prompt: what an action sheet and `choose` share.
///
/// It draws a page of numbered rows (``NumberedRow``), reads a line, and interprets it:
/// numbers (`3`, or `1 3-5` when it selects many), a title or a unique prefix of one
/// (ignoring case), titles separated by commas when it selects many, `/text` to filter
/// and `/` to clear, `n` and `p` to page when there are several pages, Enter for the
/// default item. Tab completes titles. Anything else gets a one-line message and the same
/// prompt, with the answer in the line to be fixed; a refused command (a page past the
/// last, Enter with no default) leaves the line empty.
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
  /// - Throws: The terminal's endings: end of input, interrupted, dismissed.
  func run(on terminal: any Terminal) async throws -> [Int] {
    var pager = ListPager(count: count, pageSize: pageSize(for: terminal.size))
    // Open on the page that holds the item Enter takes, so that it can be seen.
    if let defaultItem { pager.reveal(item: defaultItem) }
    var redraw = true
    var initialText = ""
    while true {
      if redraw {
        pager.resize(pageSize: pageSize(for: terminal.size))
        draw(pager, on: terminal)
        redraw = false
      }
      let line = try await terminal.readLine(
        LineRequest(prompt: promptText, initialText: initialText, completion: completion(for: pager)))
      initialText = ""
      switch interpret(line, pager: pager) {
      case .chosen(let items):
        return items
      case .moved(let moved):
        pager = moved
        redraw = true
      case .refused(let message, let keepsText):
        Feedback.say(message, on: terminal)
        if keepsText { initialText = line }
      }
    }
  }

  /// The rows a page has on a terminal of `size`: what is left after the lines above, the
  /// status line, the hint for several items, the prompt and a message.
  func pageSize(for size: TerminalSize) -> Int {
    max(3, size.rows - reservedRows - 3 - (gapBefore == nil ? 0 : 1) - (selectsMany ? 1 : 0))
  }

  /// The prompt, with the default item's number as its hint.
  var promptText: StyledText {
    PromptText.make(prompt, hint: defaultItem.map { StyledText(String($0 + 1)) })
  }
}
