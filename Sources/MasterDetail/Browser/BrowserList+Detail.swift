import PresentlyCore

extension BrowserList {
  /// Returns this list with the detail of an element made by `detail`, at once, when
  /// the element is presented. Without a detail, the element's title is shown, wrapped.
  ///
  /// ```swift
  /// .detail { message in StyledText(message.body) }
  /// ```
  ///
  /// The text is wrapped to the detail's pane. To lay it out for the pane yourself (a
  /// table, a rule as wide as the pane), use the form of `detail` whose closure is given
  /// the pane's size as well: `.detail { element, pane in … }`.
  public func detail(_ detail: @escaping @Sendable (_ element: Element) -> StyledText) -> BrowserList {
    var copy = self
    copy.detail = .text(detail)
    return copy
  }

  /// Returns this list with the detail of an element made by `detail` for the size of
  /// the pane it is shown in, at once, when the element is presented, and again
  /// whenever that size changes: when the window is resized, and when the detail moves
  /// between the pane beside the list and the whole window.
  ///
  /// The size is the detail's text area: its columns, and the rows below the detail's
  /// title (beside the list) or below the header (alone). Lines longer than the
  /// columns are still wrapped, and text longer than the rows scrolls.
  ///
  /// ```swift
  /// .detail { message, pane in
  ///   StyledText(message.body) + "\n" + StyledText(String(repeating: "\u{2500}", count: pane.columns), style: .dim)
  /// }
  /// ```
  /// - Parameter detail: Makes the detail of an element for a pane of the size given.
  public func detail(
    _ detail: @escaping @Sendable (_ element: Element, _ pane: TerminalSize) -> StyledText
  ) -> BrowserList {
    var copy = self
    copy.detail = .sized(detail)
    return copy
  }

  /// Returns this list with details that take time to make, such as the output of a
  /// command.
  ///
  /// When an element is presented, `load` starts in a task of the browser's. The
  /// browser waits for it up to `grace` before drawing, so that quick details never
  /// flicker; a slower one shows "Loading…" until it arrives, and the prompt stays
  /// usable meanwhile. When the selection moves on, the stale load is cancelled:
  /// `load` should return promptly once its task is cancelled.
  ///
  /// ```swift
  /// .loadingDetail { line in StyledText(bytes: await command.run(for: store.bytes(of: line))) }
  /// ```
  ///
  /// To make the detail for the size of its pane (`git show --stat=COLUMNS`), use the
  /// form whose `load` is given the pane's size: it is asked again when the size changes.
  /// - Parameters:
  ///   - grace: How long to wait before drawing without the detail.
  ///   - load: Makes the detail of an element.
  public func loadingDetail(
    waitingUpTo grace: Duration = .milliseconds(100),
    _ load: @escaping @Sendable (_ element: Element) async -> StyledText
  ) -> BrowserList {
    var copy = self
    copy.detail = .loading(grace: grace, sized: false) { element, _ in await load(element) }
    return copy
  }

  /// Returns this list with details that take time to make for the size of the pane
  /// they are shown in, such as a command's output laid out to its width.
  ///
  /// When an element is presented, `load` starts in a task of the browser's with the
  /// size of the detail's text area (columns, and rows below its title). The browser
  /// waits for it up to `grace` before drawing; a slower one shows "Loading…" until
  /// it arrives. When that size changes (the window is resized, or the detail moves
  /// between the pane beside the list and the whole window), the load under way is
  /// cancelled and `load` is asked again for the new size; the text made for the old
  /// size stays on screen, wrapped to the new width, until the new one arrives. When
  /// the selection moves on, the stale load is cancelled: `load` should return promptly
  /// once its task is cancelled.
  ///
  /// ```swift
  /// .loadingDetail { commit, pane in
  ///   await git.show(commit, statWidth: pane.columns)
  /// }
  /// ```
  /// - Parameters:
  ///   - grace: How long to wait before drawing without the detail.
  ///   - load: Makes the detail of an element for a pane of the size given.
  public func loadingDetail(
    waitingUpTo grace: Duration = .milliseconds(100),
    _ load: @escaping @Sendable (_ element: Element, _ pane: TerminalSize) async -> StyledText
  ) -> BrowserList {
    var copy = self
    copy.detail = .loading(grace: grace, sized: true, load)
    return copy
  }
}
