extension StyledText {
  /// One character with its style: the unit of layout.
  private struct Cell {
    var character: Character
    var style: TextStyle
    var width: Int
  }

  private var cells: [Cell] {
    var cells: [Cell] = []
    for run in runs {
      for character in run.text {
        cells.append(Cell(character: character, style: run.style, width: DisplayWidth.of(character)))
      }
    }
    return cells
  }

  private init(cells: some Sequence<Cell>) {
    self.init()
    var pending = ""
    var style: TextStyle?
    for cell in cells {
      if cell.style != style, let current = style {
        append(sanitized: pending, style: current)
        pending = ""
      }
      style = cell.style
      pending.append(cell.character)
    }
    if let style { append(sanitized: pending, style: style) }
  }

  /// The text split at its line breaks.
  public var lines: [StyledText] {
    var lines: [StyledText] = [StyledText()]
    for run in runs {
      var first = true
      for piece in run.text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !first { lines.append(StyledText()) }
        first = false
        lines[lines.count - 1].append(sanitized: String(piece), style: run.style)
      }
    }
    return lines
  }

  /// The text as one line: line breaks shown as `␤`.
  public var singleLine: StyledText {
    StyledText(runs: runs.map { Run(text: Sanitizer.sanitize($0.text, lineBreaks: .show), style: $0.style) })
  }

  /// Wraps the text to lines of at most `width` cells, breaking at spaces where it can.
  ///
  /// A word wider than the line is broken between characters; a character is never
  /// split. Existing line breaks are kept.
  ///
  /// ```swift
  /// StyledText("the quick brown fox").wrapped(toWidth: 10).map(\.plain)
  /// // ["the quick", "brown fox"]
  /// ```
  /// - Parameter width: The cells available; at least 1 is used.
  /// - Returns: The lines, each at most `width` cells wide (a single character wider
  ///   than `width` stands on a line of its own).
  /// - Complexity: O(*n*) in the length of the text.
  public func wrapped(toWidth width: Int) -> [StyledText] {
    let width = max(1, width)
    var result: [StyledText] = []
    for line in lines {
      let cells = line.cells
      if cells.reduce(0, { $0 + $1.width }) <= width {
        result.append(line)
        continue
      }
      var start = 0
      while start < cells.count {
        var end = start
        var used = 0
        var lastSpace: Int?
        while end < cells.count, used + cells[end].width <= width || end == start {
          if cells[end].character == " " { lastSpace = end }
          used += cells[end].width
          end += 1
        }
        if end < cells.count, cells[end].character != " ", let space = lastSpace, space > start {
          result.append(StyledText(cells: cells[start..<space]))
          start = space + 1
        } else {
          result.append(StyledText(cells: cells[start..<end]))
          start = end
          if start < cells.count, cells[start].character == " " { start += 1 }
        }
      }
    }
    return result
  }

  /// Cuts the text to at most `width` cells on one line, ending it with an ellipsis when cut.
  ///
  /// ```swift
  /// StyledText("日本語のテキスト").truncated(toWidth: 7).plain  // "日本語…"
  /// ```
  /// - Parameters:
  ///   - width: The cells available.
  ///   - ellipsis: What marks the cut; `…` by default.
  /// - Returns: One line no wider than `width`; line breaks are shown as `␤`.
  public func truncated(toWidth width: Int, ellipsis: String = "\u{2026}") -> StyledText {
    // One pass, which stops once the text is known to be too wide: a line of megabytes
    // costs what the width costs, and nothing of it is copied but what is kept.
    let room = width - DisplayWidth.of(ellipsis)
    var kept = StyledText()
    var used = 0
    var isFull = false
    for run in runs {
      var pending = ""
      for character in run.text {
        let shown: Character = character == "\n" ? "\u{2424}" : character
        let cellWidth = DisplayWidth.of(shown)
        used += cellWidth
        if used > width {
          guard room >= 0 else { return StyledText() }
          kept.append(sanitized: pending, style: run.style)
          kept.append(sanitized: ellipsis, style: kept.runs.last?.style ?? runs.first?.style ?? [])
          return kept
        }
        if !isFull, used <= room { pending.append(shown) } else { isFull = true }
      }
      kept.append(sanitized: pending, style: run.style)
    }
    return singleLine
  }

  /// Pads one line with spaces to exactly `width` cells, truncating it first when it is wider.
  public func padded(toWidth width: Int) -> StyledText {
    var line = truncated(toWidth: width)
    let missing = width - DisplayWidth.of(line.plain)
    if missing > 0 { line.append(sanitized: String(repeating: " ", count: missing), style: []) }
    return line
  }
}
