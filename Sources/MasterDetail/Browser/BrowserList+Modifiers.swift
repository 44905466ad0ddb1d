import PresentlyCore

extension BrowserList {
  /// Returns this list fed by a live source: every array (or collection) the sequence
  /// produces replaces the list, and the screen is redrawn, above the prompt without
  /// losing what is being typed, with the selection kept by identity.
  ///
  /// Updates that arrive faster than the screen can follow are coalesced: only the
  /// newest is shown. Give a source that keeps only its newest value too (an
  /// `AsyncStream` with `.bufferingNewest(1)`), so that a fast producer never queues
  /// copies of a large list. The source is read while the screen is on the navigation
  /// stacks, and its task is cancelled when the screen leaves them: it should end
  /// promptly then, as `AsyncStream` does. If it ends, the last list stays; if it
  /// fails, a message says so and the last list stays.
  ///
  /// ```swift
  /// BrowserList("Messages", elements: [], itemTitle: \.title).updating(from: store.updates())
  /// ```
  public func updating<Source: AsyncSequence & Sendable>(from source: Source) -> BrowserList
  where Source.Element == Elements {
    var copy = self
    copy.updates = { deliver in
      for try await elements in source { deliver(elements) }
    }
    return copy
  }

  /// Returns this list with rows drawn by `row`, given the element and the cells
  /// available after the row's number. The row is cut to that width anyway.
  ///
  /// ```swift
  /// .rows { message, width in
  ///   let time = message.shortTime()
  ///   return StyledText(message.title).padded(toWidth: width - time.count - 1) + " \(time, style: .dim)"
  /// }
  /// ```
  public func rows(_ row: @escaping @Sendable (_ element: Element, _ width: Int) -> StyledText) -> BrowserList {
    var copy = self
    copy.row = { element, width, _ in row(element, width) }
    return copy
  }

  /// Returns this list with rows drawn by `row`, which is also given what the rows are
  /// narrowed by: for rows that cut parts of their own (a table's cells) and keep each
  /// part's first match in view (``/PresentlyCore/StyledText/showingMatches(of:width:style:)``).
  package func rows(
    minimumWidth: Int,
    showingMatches row: @escaping @Sendable (_ element: Element, _ width: Int, _ query: FuzzyQuery?) -> StyledText
  ) -> BrowserList {
    var copy = self
    copy.row = row
    copy.rowWidth = max(0, minimumWidth)
    return copy
  }

  /// Returns this list with rows drawn by `row`, which need `minimumWidth` cells to be
  /// read: beside the detail, the master pane is widened to give them that, up to three
  /// fifths of the window (it is about two fifths otherwise).
  ///
  /// ```swift
  /// .rows(minimumWidth: 60) { package, width in
  ///   StyledText(package.name).padded(toWidth: 26) + " " + StyledText(package.version).padded(toWidth: 16)
  ///     + " " + StyledText(package.summary)
  /// }
  /// ```
  public func rows(
    minimumWidth: Int, _ row: @escaping @Sendable (_ element: Element, _ width: Int) -> StyledText
  ) -> BrowserList {
    var copy = rows(row)
    copy.rowWidth = max(0, minimumWidth)
    return copy
  }

  /// Returns this list with a line above its rows that names their columns: `header`
  /// is given the same width as ``rows(_:)``'s rows, and its line is drawn after as many
  /// cells as the rows' numbers take, so that it stands above the columns it names. The
  /// line takes one row of each page.
  ///
  /// ```swift
  /// .rows { package, width in StyledText(package.name).padded(toWidth: 26) + " " + StyledText(package.version) }
  /// .columnHeader { width in StyledText("Name".padded(toWidth: 26) + " Version", style: .underline) }
  /// ```
  public func columnHeader(_ header: @escaping @Sendable (_ width: Int) -> StyledText) -> BrowserList {
    var copy = self
    copy.columnHeader = header
    return copy
  }

  /// Returns this list with what Enter does on the selected element: finish the browser
  /// with a value, push a deeper screen, or anything a ``BrowserAction`` says. Without
  /// it, Enter does nothing.
  ///
  /// ```swift
  /// .onActivate { _, line in .finish(line) }
  /// ```
  public func onActivate(
    _ activate:
      @escaping @Sendable (_ context: PresentationContext, _ element: Element) async throws -> BrowserAction<
        Value, Element
      >
  ) -> BrowserList {
    var copy = self
    copy.activation = activate
    return copy
  }

  /// Returns this list where a row named at the prompt, by its number or its title, and
  /// Enter, is activated at once, as Enter on the highlighted row is: for a list the
  /// user picks from, where one Enter should pick (gum's `file`: a name and Enter prints
  /// a file's path, or opens a folder). Without it, a named row is selected, its detail
  /// shown, and the next Enter activates it. It changes nothing for a list without
  /// ``onActivate(_:)``.
  ///
  /// ```swift
  /// BrowserList<[UInt8], [Entry]>("Files", elements: entries, itemTitle: \.name)
  ///   .onActivate { _, entry in .finish(entry.path) }
  ///   .activatingNamedRows()
  /// ```
  public func activatingNamedRows() -> BrowserList {
    var copy = self
    copy.activatesNamedRows = true
    return copy
  }

  /// Returns this list with a command of the application's.
  ///
  /// ```swift
  /// .command("c", help: "compose a message") { context, _ in
  ///   let message = try await context.present(composeMessage)
  ///   return .select { $0.id == message.id }
  /// }
  /// ```
  ///
  /// The hints line shows the browser's essential hints (going back, filter, help,
  /// quit) first, then the commands by `priority`, then the browser's other keys, as
  /// many as fit; the `?` help screen lists them all.
  /// - Parameters:
  ///   - key: The word typed to run it.
  ///   - help: What it does, in a few words.
  ///   - priority: Where its hint goes on the hints line; ``HintPriority/normal``
  ///     by default.
  ///   - handler: What it does; see ``BrowserCommand``.
  public func command(
    _ key: String, help: String, priority: HintPriority = .normal,
    handler: @escaping BrowserCommand<Value, Element>.Handler
  ) -> BrowserList {
    command(BrowserCommand(key, help: help, priority: priority, handler: handler))
  }

  /// Returns this list with a command of the application's.
  ///
  /// The key must be one the browser reads as a command: not one of its own keys (`n`,
  /// `p`, `>`, `<`, `+`, `-`, `b`, `q`, `?`), not a number and not a filter (`/…`). A
  /// key the browser would read otherwise would never run the command, so it stops the
  /// program at once (a precondition), where the author sees it, rather than doing nothing
  /// for the user.
  public func command(_ command: BrowserCommand<Value, Element>) -> BrowserList {
    precondition(
      BrowserInput.isCommandKey(command.key),
      "The browser's command key \"\(command.key)\" is taken by the browser itself (n p > < + - b q ?, numbers, /filter)"
    )
    var copy = self
    copy.commands.append(command)
    return copy
  }
}
