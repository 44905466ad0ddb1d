extension StyledText {
  /// The text with the characters `query` matches underlined (and bold), so that the
  /// user sees why a row is there; the positions are those the rows were ranked by,
  /// asked for the rows drawn only. Without styles
  /// (`NO_COLOR`, `TERM=dumb`) the marks are not drawn and the text is the same: a
  /// screen reader reads the row as it is.
  ///
  /// Given the `width` the text is drawn in, a text too wide whose first matched
  /// character would fall in the part cut off loses its start instead, shown as `…`,
  /// so that the match is seen: as much as fits of the matched stretch, from its first
  /// character.
  ///
  /// ```swift
  /// StyledText("foo-bar").showingMatches(of: FuzzyQuery("fb"))  // f and b underlined
  /// StyledText("a long path/to/matrix").showingMatches(of: FuzzyQuery("trix"), width: 10).plain
  /// // "…o/matrix"
  /// ```
  ///
  /// - Parameters:
  ///   - query: What the rows are narrowed by (``ListCursor/query``); `nil` or empty
  ///     marks nothing.
  ///   - width: The cells the text is drawn in, when it may be cut to them.
  ///   - style: What the matched characters gain: underline and bold, or what a caller
  ///     asks (gum's `--match.*`).
  public func showingMatches(
    of query: FuzzyQuery?, width: Int? = nil, style: TextStyle = [.underline, .bold]
  ) -> StyledText {
    guard let query, !query.isEmpty, let match = FuzzyScore.match(query, in: plain),
      let first = match.positions.first, let last = match.positions.last
    else {
      return self
    }
    let marked = marking(Set(match.positions), style: style)
    guard let width else { return marked }
    return marked.keepingVisible(from: first, through: last, width: width)
  }

  /// The text with the characters at the UTF-8 offsets `matched` underlined and bold.
  private func marking(_ matched: Set<Int>, style: TextStyle) -> StyledText {
    var result = StyledText()
    var offset = 0
    for run in runs {
      var stretch = ""
      var stretchIsMatched = false
      for character in run.text {
        let isMatched = matched.contains(offset)
        if isMatched != stretchIsMatched, !stretch.isEmpty {
          result.append(stretch, style: stretchIsMatched ? run.style.union(style) : run.style)
          stretch = ""
        }
        stretchIsMatched = isMatched
        stretch.append(character)
        offset += character.utf8.count
      }
      if !stretch.isEmpty {
        result.append(stretch, style: stretchIsMatched ? run.style.union(style) : run.style)
      }
    }
    return result
  }

  /// The text, its start cut (shown as `…`) when the character at UTF-8 offset `first`
  /// would otherwise be cut off at `width` cells (the end's `…` included); as much of
  /// the stretch up to `last` as fits is kept.
  private func keepingVisible(from first: Int, through last: Int, width: Int) -> StyledText {
    // The cells before each character up to the last match, and where the matches lie.
    var offset = 0
    var cells = 0
    var before: [Int] = []
    var (firstStart, firstEnd, lastEnd) = (0, 0, 0)
    for character in plain {
      let characterWidth = DisplayWidth.of(character)
      if offset <= last {
        before.append(cells)
        if offset == first { (firstStart, firstEnd) = (cells, cells + characterWidth) }
        if offset == last { lastEnd = cells + characterWidth }
      }
      offset += character.utf8.count
      cells += characterWidth
    }
    // Cut at the end, a row keeps `width - 1` cells before its `…`: enough when the
    // first match is in them.
    guard cells > width, firstEnd > width - 1 else { return self }
    // One cell for the `…` in front, one for the `…` at the end; never past the first match.
    let cut = min(firstStart, max(0, lastEnd - max(1, width - 2)))
    guard cut > 0 else { return self }
    let dropped = before.firstIndex { $0 >= cut } ?? before.count
    var result = StyledText("\u{2026}")
    var index = 0
    for run in runs {
      var kept = ""
      for character in run.text {
        if index >= dropped { kept.append(character) }
        index += 1
      }
      if !kept.isEmpty { result.append(kept, style: run.style) }
    }
    return result
  }
}
