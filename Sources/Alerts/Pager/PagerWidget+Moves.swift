import PresentlyCore

extension PagerWidget {
  /// Moves the screen as a page, line or jump asks; a move never leaves the last screen
  /// less than full. A jump that reads ahead (`G`, a line number) starts a move read a
  /// slice a step.
  mutating func move(_ input: PagerInput, in frame: WidgetFrame) {
    let layout = layout(in: frame, reading: true)
    let screen = screenRows(in: frame)
    switch input {
    case .nextPage: top = layout.clamped(layout.forward(from: top, by: screen).position, screen: screen)
    case .previousPage: top = layout.backward(from: top, by: screen)
    case .nextLine: top = layout.clamped(layout.forward(from: top, by: 1).position, screen: screen)
    case .previousLine: top = layout.backward(from: top, by: 1)
    case .first: top = PagerPosition(line: 0)
    case .last: start(.last, for: input, in: frame)
    case .goToLine(let number): start(.line(number), for: input, in: frame)
    default: break
    }
  }

  /// The byte past which a move reads no line: the budget past what is known, in a
  /// stream, which may never end; no limit in a file, which ends.
  var limit: Int? { text.isStream ? text.knownBytes + Self.streamBudget : nil }

  /// Searches down for `query` from the top of the screen; `/` alone searches again.
  mutating func find(_ query: String, in frame: WidgetFrame) {
    guard !query.isEmpty else {
      if search == nil {
        message = "Type the text to search for after /."
      } else {
        findAgain(forward: true, in: frame)
      }
      return
    }
    search = PagerSearch(query)
    match = nil
    findAgain(forward: true, from: top.line, in: frame)
  }

  /// Searches for the last search's text after the last match (`n`) or before it (`N`);
  /// from the top of the screen when there was none. It stops at the ends, and says so.
  /// A search down starts a move read a slice a step.
  mutating func findAgain(forward: Bool, from start: Int? = nil, in frame: WidgetFrame) {
    guard let search else {
      message = "Nothing to search again: /text searches."
      return
    }
    if forward {
      let from = start ?? (match ?? top.line - 1) + 1
      self.start(.match(from: from), for: .nextMatch, in: frame)
    } else if let line = text.lastLine(before: match ?? top.line, where: search.matches) {
      match = line
      top = layout(in: frame).clamped(PagerPosition(line: line), screen: screenRows(in: frame))
    } else {
      message = "No more matches for \(Feedback.quoted(search.query)) above; n searches down."
    }
  }

  /// The line below the text: what is shown, where, and the message or a hint.
  func statusLine(in frame: WidgetFrame) -> StyledText {
    let layout = layout(in: frame)
    let (end, _) = layout.forward(from: top, by: screenRows(in: frame))
    let last = end.row == 0 ? end.line : end.line + 1
    let atEnd = text.isComplete && last >= text.knownLineCount
    var place = title.map { "\($0)  " } ?? ""
    if last == 0 {
      place += "(empty)"
    } else {
      place += "lines \(top.line + 1)-\(last)"
      if text.isComplete { place += " of \(text.knownLineCount)" }
      if atEnd { place += " (END)" }
    }
    var line = StyledText()
    if let failure = text.failure { line += StyledText("Read failed: \(failure). ", style: .red, lineBreaks: .show) }
    if text.isCut { line += StyledText("Only the input's first 64 MiB are kept. ", style: .red) }
    if let job, job.goal != .screen {
      line += StyledText("Reading: \(text.knownLineCount) lines so far; a key stops.", style: .bold) + "  "
      line += StyledText(place, style: .dim, lineBreaks: .show)
    } else if let message {
      // What was said comes first, so that a narrow window shows it whole.
      line += message + "  " + StyledText(place, style: .dim, lineBreaks: .show)
    } else {
      line += StyledText(place, style: .reverse, lineBreaks: .show) + " "
      let keys = box == nil ? "Space, b, /text, n, N, q; ? for help" : "Up, Down, PgUp, PgDn, /text; Enter ends"
      line += StyledText(keys, style: .dim)
    }
    return line.truncated(toWidth: frame.width)
  }

  /// The keys, as the help shows them: as many rows as fit on `screen`.
  func helpRows(width: Int, screen: Int) -> [StyledText] {
    let keysWidth = PagerInput.keyTable.map(\.keys.count).max() ?? 0
    let rows: [StyledText] =
      [
        StyledText(
          "Keys of the pager: letters and ? act at once on an empty line; NUMBER and /text then Enter.", style: .bold)
      ]
      + PagerInput.keyTable.map { keys, does in
        "  " + StyledText(keys.padding(to: keysWidth), style: .bold) + "  " + StyledText(does)
      }
    return Array(rows.prefix(screen)).map { $0.truncated(toWidth: width) }
  }
}

extension String {
  /// The string, with spaces after it up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
