/// Rows named by a line typed at a list: the one reading every list of Presently gives
/// `3`, `1 3-5`, `ban` and `banana, 6` (``ListNaming``).
extension ListCursor {
  /// Why a line names no row, and whether its text is worth offering again: what a
  /// widget refuses the line with.
  ///
  /// ```swift
  /// case .failure(let refusal): return .refuse(refusal.message, keepsText: refusal.keepsText)
  /// ```
  public struct Refusal: Error, Hashable, Sendable {
    /// What to tell the user, one of ``Phrase``'s sentences.
    public var message: StyledText
    /// Whether the user fixes it by editing the text (a title typed in part) rather
    /// than typing another answer (a number outside the list): the
    /// `keepsText` of ``WidgetStep/refuse(_:keepsText:)``.
    public var keepsText: Bool

    /// A refusal that says `message`.
    public init(message: StyledText, keepsText: Bool) {
      self.message = message
      self.keepsText = keepsText
    }
  }

  /// The rows `text` names, in the order named, each once, or why it names none.
  ///
  /// A number names the row with that number (from 1, whatever the filter); a title, or
  /// the start of only one, names its row among those that pass the filter, ignoring
  /// case. Where `many` may be named, so do numbers and ranges (`1 3-5`), and titles and
  /// numbers separated by commas.
  ///
  /// ```swift
  /// cursor.rows(named: "ban, 6", many: true) { fruits[$0] }  // .success([2, 5])
  /// cursor.rows(named: "b") { fruits[$0] }
  /// // .failure: “b” could be banana, blackberry or blueberry: type more of it, or a number.
  /// ```
  ///
  /// - Parameters:
  ///   - text: The line typed.
  ///   - many: Whether several rows may be named.
  ///   - noun: What rows are known by, for the messages: `title`, `tag`, `key`.
  ///   - title: A row's title as the user sees and types it.
  /// - Complexity: O(*n*) title lookups for a title; O(1) for numbers.
  public func rows(
    named text: String, many: Bool = false, noun: String = "title", title: (Int) -> String
  ) -> Result<[Int], Refusal> {
    let pager = self.pager
    return ListNaming.items(
      in: text.trimmingSpaces, count: pager.count, many: many, noun: noun, isFiltered: !pager.filter.isEmpty,
      title: title
    ) { pager.resolve($0, title: title) }
  }
}
