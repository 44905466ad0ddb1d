import PresentlyCore

extension Presenter {
  /// Asks the user to choose one item from a numbered list.
  ///
  /// The list is shown a page at a time, as many rows as the terminal has, opening on the
  /// page that holds the default item. At a terminal every key narrows the list to the
  /// items that match what is typed, best first (its characters in order, anything
  /// between them; case ignored unless it has a capital; `'` in front for a substring),
  /// the highlight on the best match and the matched characters underlined; a row's
  /// number highlights that row where no item matches it as text; Up and Down move; Enter takes the highlighted item,
  /// drawn in reverse video (the default at first; marked `>` where the list is not drawn
  /// again in place, or without styles), the cursor resting on it after a move. From a pipe, a line is an item's number, its
  /// displayed text or a unique prefix of it (ignoring case), `/text` to keep only the
  /// matching items (`/` alone shows all again), `n` and `p` for the next and previous
  /// page, or empty for the default item. Items keep their numbers whatever the page
  /// and filter.
  ///
  /// ```swift
  /// let branch = try await terminal.choose("Branch", from: branches, display: \.name, defaultIndex: 0)
  /// ```
  /// - Parameters:
  ///   - prompt: What to ask, after the list: `Branch` reads `Branch: ` (`Branch [1]: `,
  ///     naming the highlighted row, where the list is not drawn again in place).
  ///   - items: The items, in order.
  ///   - display: An item's text; untrusted text is sanitized. It is called for the rows
  ///     drawn, and for every item when the user filters or types a title.
  ///   - defaultIndex: The index of the item Enter takes, and a timeout returns; `nil`
  ///     (or an index outside `items`) for none: then Enter asks again.
  ///   - timeout: How long to wait: then the default item is returned, or, without one,
  ///     ``/PresentlyCore/PresentError/timedOut`` is thrown.
  /// - Returns: The chosen item.
  /// - Throws: ``AlertError/nothingToChoose`` for an empty list, or a `PresentError`.
  /// - Complexity: Drawing a page calls `display` once per row shown; filtering and
  ///   typing a title call it once per item.
  public func choose<T: Sendable>(
    _ prompt: String,
    from items: [T],
    display: @escaping @Sendable (T) -> String,
    defaultIndex: Int? = nil,
    timeout: Duration? = nil
  ) async throws -> T {
    let list = ChoiceList(
      prompt: prompt, items: items, display: display, defaultIndex: defaultIndex, selectsMany: false)
    let chosen = try await list.present(from: self, timeout: timeout)
    return items[chosen[0]]
  }

  /// Asks the user to choose one item from a numbered list, Enter taking `defaultItem`.
  ///
  /// ```swift
  /// let target = try await terminal.choose("Target", from: targets, display: \.name, default: lastUsed)
  /// ```
  /// See ``choose(_:from:display:defaultIndex:timeout:)``; the default is the first item
  /// equal to `defaultItem`, and none when no item is.
  public func choose<T: Sendable & Equatable>(
    _ prompt: String,
    from items: [T],
    display: @escaping @Sendable (T) -> String,
    default defaultItem: T?,
    timeout: Duration? = nil
  ) async throws -> T {
    try await choose(
      prompt, from: items, display: display, defaultIndex: defaultItem.flatMap(items.firstIndex(of:)),
      timeout: timeout)
  }

  /// Asks the user to choose one string from a numbered list.
  ///
  /// ```swift
  /// let fruit = try await terminal.choose("Fruit", from: ["apple", "banana", "cherry"])
  /// ```
  /// See ``choose(_:from:display:defaultIndex:timeout:)``.
  public func choose(
    _ prompt: String,
    from items: [String],
    defaultIndex: Int? = nil,
    timeout: Duration? = nil
  ) async throws -> String {
    try await choose(prompt, from: items, display: { $0 }, defaultIndex: defaultIndex, timeout: timeout)
  }

  /// Asks the user to choose one string from a numbered list, Enter taking `defaultItem`.
  ///
  /// ```swift
  /// let target = try await terminal.choose("Target", from: ["dev", "staging", "production"], default: "staging")
  /// ```
  /// See ``choose(_:from:display:defaultIndex:timeout:)``.
  public func choose(
    _ prompt: String,
    from items: [String],
    default defaultItem: String?,
    timeout: Duration? = nil
  ) async throws -> String {
    try await choose(prompt, from: items, display: { $0 }, default: defaultItem, timeout: timeout)
  }

  /// Asks the user to choose one or more items from a numbered list.
  ///
  /// It reads answers as ``choose(_:from:display:defaultIndex:timeout:)`` does, and also
  /// several numbers and ranges (`1 3-5`), and titles, prefixes, numbers and ranges
  /// separated by commas (`apple, ban, 7-9`); Tab completes the title after the last
  /// comma. At a terminal, Enter on a line that narrowed the list marks (or unmarks) the
  /// highlighted item and the line starts again, every item shown, the marks kept;
  /// Space marks on an empty line; Enter on the empty line takes the marked items, or
  /// the default item alone when none is marked.
  ///
  /// ```swift
  /// let targets = try await terminal.chooseMany("Build", from: targets, display: \.name)
  /// ```
  /// - Parameters:
  ///   - prompt: What to ask, after the list.
  ///   - items: The items, in order.
  ///   - display: An item's text; untrusted text is sanitized.
  ///   - defaultIndex: The index of the item Enter takes, and a timeout returns; `nil` for none.
  ///   - timeout: How long to wait: then the default item is returned, or, without one,
  ///     ``/PresentlyCore/PresentError/timedOut`` is thrown.
  /// - Returns: The chosen items in the order named, each once; at least one.
  /// - Throws: ``AlertError/nothingToChoose`` for an empty list, or a `PresentError`.
  public func chooseMany<T: Sendable>(
    _ prompt: String,
    from items: [T],
    display: @escaping @Sendable (T) -> String,
    defaultIndex: Int? = nil,
    timeout: Duration? = nil
  ) async throws -> [T] {
    let list = ChoiceList(
      prompt: prompt, items: items, display: display, defaultIndex: defaultIndex, selectsMany: true)
    return try await list.present(from: self, timeout: timeout).map { items[$0] }
  }

  /// Asks the user to choose one or more strings from a numbered list.
  ///
  /// ```swift
  /// let fruits = try await terminal.chooseMany("Fruits", from: ["apple", "banana", "cherry"])
  /// ```
  /// See ``chooseMany(_:from:display:defaultIndex:timeout:)``.
  public func chooseMany(
    _ prompt: String,
    from items: [String],
    defaultIndex: Int? = nil,
    timeout: Duration? = nil
  ) async throws -> [String] {
    try await chooseMany(prompt, from: items, display: { $0 }, defaultIndex: defaultIndex, timeout: timeout)
  }
}
