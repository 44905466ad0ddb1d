extension MarkdownBlockParser {
  /// A list from its first marker: items while markers of the same kind follow, each
  /// item its lines indented to its content (and lazy continuation lines), read as blocks.
  mutating func list(_ first: ListMarker, at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var items: [[MarkdownBlock]] = []
    var tasks: [Bool?] = []
    var marker = first
    var index = start
    while true {
      var content: [Substring] = [marker.content]
      index += 1
      while index < lines.endIndex {
        let line = lines[index]
        let previousBlank = content.last.map(Self.isBlank) ?? true
        if Self.isBlank(line) {
          content.append("")
        } else if Self.indentation(line) >= marker.contentIndent {
          content.append(line.dropFirst(marker.contentIndent))
        } else if !previousBlank && !Self.startsBlock(line) {
          content.append(line.drop(while: { $0 == " " }))
        } else {
          break
        }
        index += 1
      }
      while let last = content.last, Self.isBlank(last) { content.removeLast() }
      let task = Self.task(content.first ?? "")
      if task != nil { content[0] = content[0].dropFirst(3).drop(while: { $0 == " " }) }
      items.append(blocks(content[...]))
      tasks.append(task)
      guard index < lines.endIndex, !Self.isRule(lines[index]), let next = Self.listMarker(lines[index]),
        next.ordered == first.ordered, next.delimiter == first.delimiter
      else { break }
      marker = next
    }
    return (.list(ordered: first.ordered, start: first.number, items: items, tasks: tasks), index)
  }

  /// Whether an item's first line starts a task (`[ ]`, `[x]`, `[X]`), and whether it is ticked.
  private static func task(_ line: Substring) -> Bool? {
    let mark = line.prefix(3)
    guard mark == "[ ]" || mark == "[x]" || mark == "[X]" else { return nil }
    let after = line.dropFirst(3)
    guard after.isEmpty || after.first == " " else { return nil }
    return mark != "[ ]"
  }

  /// A GFM table: a header row, a delimiter row with as many cells, then rows until a
  /// blank line or another block.
  func table(at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int)? {
    guard start + 1 < lines.endIndex, lines[start].contains("|") else { return nil }
    let header = Self.cells(lines[start])
    guard let alignments = Self.alignments(lines[start + 1]), alignments.count == header.count else { return nil }
    var rows: [[String]] = []
    var index = start + 2
    while index < lines.endIndex, !Self.isBlank(lines[index]), !Self.startsBlock(lines[index]) {
      var row = Self.cells(lines[index])
      row = Array(row.prefix(header.count)) + Array(repeating: "", count: max(0, header.count - row.count))
      rows.append(row)
      index += 1
    }
    return (.table(header: header, alignments: alignments, rows: rows), index)
  }

  /// A row's cells: split at every `|` not escaped, the outer pipes dropped, each trimmed.
  static func cells(_ line: Substring) -> [String] {
    var text = line.withoutEdgeSpaces()
    if text.first == "|" { text = text.dropFirst() }
    if text.last == "|", text.dropLast().last != "\\" { text = text.dropLast() }
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in text {
      if character == "|" && !escaped {
        cells.append(String(Substring(cell).withoutEdgeSpaces()))
        cell = ""
      } else {
        cell.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(String(Substring(cell).withoutEdgeSpaces()))
    return cells
  }

  /// The alignments a delimiter row gives (`:--`, `:-:`, `--:`, `---`), or nil when the
  /// line is not one.
  static func alignments(_ line: Substring) -> [MarkdownAlignment]? {
    guard line.contains("-"), line.allSatisfy({ "|-: ".contains($0) }) else { return nil }
    var alignments: [MarkdownAlignment] = []
    for cell in cells(line) {
      guard cell.contains("-"), cell.dropFirst().dropLast().allSatisfy({ $0 == "-" }) else { return nil }
      switch (cell.first == ":", cell.last == ":") {
      case (true, true): alignments.append(.center)
      case (true, false): alignments.append(.left)
      case (false, true): alignments.append(.right)
      case (false, false): alignments.append(.none)
      }
    }
    return alignments
  }
}
