extension MarkdownDrawer {
  /// A table: each cell's inlines, columns as wide as their widest cell plus a space each
  /// side, aligned by the delimiter row (left when it says nothing), the theme's column
  /// separator between them and its row line and crossing under the header.
  func table(_ header: [String], _ alignments: [MarkdownAlignment], _ rows: [[String]]) -> [String] {
    let cells = ([header] + rows).map { row in
      row.map { inline($0, look: textLook).joined(separator: " ") }
    }
    var widths = Array(repeating: 0, count: header.count)
    for row in cells {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], LayoutText.width(cell))
      }
    }
    let separator = MarkdownInlineParser.styled(theme.tableColumn, textLook)
    var lines: [String] = []
    for (index, row) in cells.enumerated() {
      let padded = row.enumerated().map { column, cell in
        " " + aligned(cell, width: widths[column], alignments[column]) + " "
      }
      lines.append(padded.joined(separator: separator))
      if index == 0 {
        let rule = widths.map { String(repeating: theme.tableRow, count: $0 + 2) }.joined(separator: theme.tableCross)
        lines.append(MarkdownInlineParser.styled(rule, textLook))
      }
    }
    return lines
  }

  private func aligned(_ cell: String, width: Int, _ alignment: MarkdownAlignment) -> String {
    let missing = max(0, width - LayoutText.width(cell))
    switch alignment {
    case .right: return String(repeating: " ", count: missing) + cell
    case .center:
      return String(repeating: " ", count: missing / 2) + cell + String(repeating: " ", count: missing - missing / 2)
    case .left, .none: return cell + String(repeating: " ", count: missing)
    }
  }
}
