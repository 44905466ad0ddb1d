/// `gum join`: blocks of text side by side or one above the other, as lipgloss's
/// `JoinHorizontal` and `JoinVertical` place them.
///
/// Each block is ``LayoutText/prepared(_:)`` first: its SGR sequences (a `gum style`
/// output's colours) are kept and take no room, everything else unsafe is made visible.
///
/// ```swift
/// Join.horizontal(["a\nb\nc", "x"], position: 0.5)  // "a \nbx\nc "
/// Join.vertical(["wide", "x"], position: 1)         // "wide\n   x"
/// ```
///
/// Positions are lipgloss's (``LayoutPosition``): 0 top or left, 0.5 middle, 1 bottom or
/// right; other fractions place by rounding, as lipgloss does.
package enum Join {
  /// Blocks side by side, the shorter ones given empty lines to the tallest's height by
  /// `position`, every block's lines padded with spaces to the block's widest line (the
  /// last block's too). One block comes back as it is (cleaned); none gives "".
  ///
  /// Lines added to a shorter block go `round(n × position)` above it and the rest below
  /// (Go's rounding: halves away from zero), so that the middle puts an odd line on top.
  package static func horizontal(_ texts: [String], position: Double) -> String {
    if texts.isEmpty { return "" }
    if texts.count == 1 { return LayoutText.prepared(texts[0]) }
    var blocks = texts.map { LayoutText.lines(LayoutText.prepared($0)).map(String.init) }
    let widths = blocks.map { $0.map { LayoutText.width($0) }.max() ?? 0 }
    let height = blocks.map(\.count).max() ?? 0
    for index in blocks.indices where blocks[index].count < height {
      let missing = height - blocks[index].count
      let above: Int
      switch position {
      case 0: above = 0
      case 1: above = missing
      default: above = Int((Double(missing) * clamped(position)).rounded(.toNearestOrAwayFromZero))
      }
      blocks[index] =
        Array(repeating: "", count: above) + blocks[index] + Array(repeating: "", count: missing - above)
    }
    var output = ""
    for row in 0..<height {
      for (block, width) in zip(blocks, widths) {
        output += block[row]
        output += String(repeating: " ", count: max(0, width - LayoutText.width(block[row])))
      }
      if row < height - 1 { output += "\n" }
    }
    return output
  }

  /// Blocks one above the other, every line padded to the widest line of all by
  /// `position`: left pads on the right, right on the left, anything between splits the
  /// spaces with `round(n × position)` on the left. One block comes back as it is
  /// (cleaned); none gives "".
  package static func vertical(_ texts: [String], position: Double) -> String {
    if texts.isEmpty { return "" }
    if texts.count == 1 { return LayoutText.prepared(texts[0]) }
    let lines = texts.flatMap { LayoutText.lines(LayoutText.prepared($0)).map(String.init) }
    let widths = lines.map { LayoutText.width($0) }
    let widest = widths.max() ?? 0
    var output = ""
    for (index, (line, width)) in zip(lines, widths).enumerated() {
      let short = widest - width
      switch position {
      case 0:
        output += line + String(repeating: " ", count: short)
      case 1:
        output += String(repeating: " ", count: short) + line
      default:
        guard short >= 1 else {
          output += line
          break
        }
        let left = Int((Double(short) * clamped(position)).rounded(.toNearestOrAwayFromZero))
        output += String(repeating: " ", count: left) + line + String(repeating: " ", count: short - left)
      }
      if index < lines.count - 1 { output += "\n" }
    }
    return output
  }

  /// lipgloss's `Position.value()`: the position within 0…1.
  private static func clamped(_ position: Double) -> Double { min(1, max(0, position)) }
}
