extension LayoutStyle {
  /// lipgloss's `applyBorder` with every side on: the top edge (corner, the edge character
  /// repeated to the block's width, corner), each line between a left and a right
  /// character, the bottom edge; each piece in the border's colours when it has any.
  func bordered(_ block: String) -> String {
    guard let border else { return block }
    let lines = LayoutText.lines(block)
    let contentWidth = lines.map { LayoutText.width($0) }.max() ?? 0
    // A side with no character is drawn as a space, as lipgloss draws it.
    let left = border.left.isEmpty ? " " : border.left
    let right = border.right.isEmpty ? " " : border.right
    let width = contentWidth + LayoutText.width(left) + LayoutText.width(right)
    let pen = SGRStyle().addingForeground(borderForeground).addingBackground(borderBackground)
    let leftPiece = pen.styled(String(left.unicodeScalars.first!))
    let rightPiece = pen.styled(String(right.unicodeScalars.first!))
    var output = ""
    output.reserveCapacity(block.utf8.count + (lines.count + 2) * 32)
    output += pen.styled(Self.edge(border.topLeft, border.top, border.topRight, width: width))
    output += "\n"
    for (index, line) in lines.enumerated() {
      output += leftPiece
      output += line
      output += rightPiece
      if index < lines.count - 1 { output += "\n" }
    }
    output += "\n"
    output += pen.styled(Self.edge(border.bottomLeft, border.bottom, border.bottomRight, width: width))
    return output
  }

  /// lipgloss's `renderHorizontalEdge`: the corners (their first character, or a space
  /// when empty) around the middle repeated until the width is reached.
  private static func edge(_ leftCorner: String, _ middle: String, _ rightCorner: String, width: Int) -> String {
    let leftCorner = leftCorner.isEmpty ? " " : String(leftCorner.unicodeScalars.first!)
    let rightCorner = rightCorner.isEmpty ? " " : String(rightCorner.unicodeScalars.first!)
    let middle = middle.isEmpty ? " " : middle
    let pieces = middle.unicodeScalars.map { (String($0), LayoutText.width(String($0))) }
    var output = leftCorner
    var filled = 0
    var index = 0
    let room = width - LayoutText.width(leftCorner) - LayoutText.width(rightCorner)
    while filled < room {
      output += pieces[index].0
      filled += pieces[index].1
      index = (index + 1) % pieces.count
      if pieces.allSatisfy({ $0.1 == 0 }) { break }
    }
    return output + rightCorner
  }

  /// lipgloss's `applyMargins`: spaces left and right of every line, then lines of
  /// spaces as wide as the block above and below.
  func withMargins(_ block: String) -> String {
    var lines = LayoutText.lines(block).map(String.init)
    if margin.left > 0 {
      let spaces = String(repeating: " ", count: margin.left)
      lines = lines.map { spaces + $0 }
    }
    if margin.right > 0 {
      let spaces = String(repeating: " ", count: margin.right)
      lines = lines.map { $0 + spaces }
    }
    if margin.top > 0 || margin.bottom > 0 {
      let width = lines.map { LayoutText.width($0) }.max() ?? 0
      let blank = String(repeating: " ", count: width)
      lines = Array(repeating: blank, count: margin.top) + lines + Array(repeating: blank, count: margin.bottom)
    }
    return lines.joined(separator: "\n")
  }
}
