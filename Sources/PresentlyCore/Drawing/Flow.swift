/// Lays out short pieces of text side by side, starting a new line where the next piece
/// would pass the width: an alert's row of actions.
package enum Flow {
  package static func lines(_ parts: [StyledText], separator: StyledText = "  ", width: Int) -> [StyledText] {
    let width = max(1, width)
    let separatorWidth = separator.width
    var lines: [StyledText] = []
    var current = StyledText()
    var used = 0
    for part in parts {
      let part = part.truncated(toWidth: width)
      let partWidth = part.width
      if used > 0, used + separatorWidth + partWidth > width {
        lines.append(current)
        current = StyledText()
        used = 0
      }
      if used > 0 {
        current += separator
        used += separatorWidth
      }
      current += part
      used += partWidth
    }
    if used > 0 || lines.isEmpty { lines.append(current) }
    return lines
  }
}
