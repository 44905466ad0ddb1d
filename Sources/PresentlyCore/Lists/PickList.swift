/// A list the user picks from, as a widget holds it: where it stands (``ListCursor``),
/// the line typed while it narrows, every row's text for narrowing (made once, at the
/// first key), and how its rows are marked. The one value behind `choose`, `filter`,
/// action sheets, and whiptail's and dialog's menus, checklists and radiolists: each
/// embeds it and draws it in its own way, and its steps (in `PickList+Step.swift`) are
/// the rule they share.
///
/// - Typing narrows the rows (``follow(typing:)``): the rule of
///   ``ListCursor/follow(typing:in:otherwise:exact:)``, with a `/text` filter entered
///   before (``appliedFilter``) as what an empty line shows.
/// - Space marks the highlighted row on an empty line and on a line that narrowed the
///   rows; elsewhere it is a space, and narrows (``space(typed:)``).
/// - Enter on a line that narrowed the rows takes the highlighted row (``enter(_:)``):
///   a list of one answer ends with it; a list of several marks or unmarks it, and the
///   line starts again, the rows as they were before it.
/// - Any other line names rows as from a pipe (``rows(named:title:)``, ``ListNaming``).
///
/// ```swift
/// var list = PickList(cursor: ListCursor(count: 3, pageSize: 10), marking: .none) { _ in texts }
/// list.follow(typing: "ban")  // .narrowed, the highlight on banana
/// list.enter("ban")           // .chosen([1])
/// ```
package struct PickList: Sendable {
  /// How a list's rows are marked, and so what Space and Enter after typing do.
  package enum Marking: Equatable, Sendable {
    /// No marks: Enter takes the highlighted row (`choose`, a menu).
    case none
    /// One mark, which Space moves to the highlighted row; Enter after typing takes the
    /// highlighted row (a radiolist).
    case one
    /// Any number of marks, up to `limit`: Space, and Enter after typing, mark or unmark
    /// the highlighted row (`choose --multiple`, a checklist).
    case many(limit: Int?)
  }

  /// Where the list stands: its page, filter, highlight and marks.
  package var cursor: ListCursor
  /// How the rows are marked.
  package var marking: Marking
  /// The line as last edited, when the list narrows as the user types: what Enter on
  /// that line means is what the narrowed list shows. `nil` before the first edit, and
  /// once a line is done.
  package var liveLine: String?
  /// The filter typed as `/text` and Enter, which the rows keep while the line is empty.
  package var appliedFilter = ""
  /// Whether `/text` and Enter keeps a filter (``appliedFilter``), and so whether a name
  /// not found may be hidden by one: a list prompt's rows do; a box's narrow only as
  /// typed.
  package var keepsFilters = false
  /// Whether what is typed matches as a substring (`'` in front asks for the fuzzy reading).
  package var exact = false
  /// What rows are known by, in messages: `title` or `tag`.
  package var noun = "title"
  /// Every row's text, for narrowing: made at the first key by ``makeTexts``, and again
  /// once the count has changed.
  package var texts: ListTexts?
  /// Every row's text for a list of `count` rows.
  package var makeTexts: @Sendable (_ count: Int) -> ListTexts

  /// A list standing at `cursor`, marked as `marking` says, whose rows' texts `makeTexts`
  /// makes when they are first needed.
  package init(
    cursor: ListCursor, marking: Marking, texts: ListTexts? = nil,
    makeTexts: @escaping @Sendable (_ count: Int) -> ListTexts
  ) {
    self.cursor = cursor
    self.marking = marking
    self.texts = texts
    self.makeTexts = makeTexts
  }

  /// Whether the rows are narrowed by the line being typed.
  package var isNarrowedAsTyped: Bool { liveLine != nil && !cursor.pager.filter.isEmpty }

  /// ` (3 of 40)`: how many rows match the line being typed, for the prompt; empty when
  /// the rows are not narrowed as typed.
  package var matchCount: String {
    isNarrowedAsTyped ? " (\(cursor.pager.visibleCount) of \(cursor.pager.count))" : ""
  }

  /// Whether the rows carry marks.
  package var hasMarks: Bool { marking != .none }

  /// The keys a list takes: the moves, and Space where it has marks.
  package var keyActions: KeyActions {
    var actions: KeyActions = [.next, .previous, .nextPage, .previousPage, .first, .last]
    if hasMarks { actions.insert(.toggle) }
    return actions
  }

  /// Every row's text, made once, at the first key, unless given; again when the count
  /// has changed since.
  package mutating func rowTexts() -> ListTexts {
    let count = cursor.pager.count
    if let texts, texts.count == count { return texts }
    let texts = makeTexts(count)
    self.texts = texts
    return texts
  }

  /// Sets up the line the list is read on, at a terminal that tells each key: Space
  /// comes as a key after typing too where it marks, and the line typed comes back with
  /// it (where Space was a space, with the space).
  package func prepare(_ request: inout LineRequest, in frame: WidgetFrame) {
    guard frame.reportsEdits, hasMarks else { return }
    request.keyActionsWithText.insert(.toggle)
    if let liveLine {
      request.initialText = liveLine
      request.initialTextReplacesTyped = true
    }
  }
}
