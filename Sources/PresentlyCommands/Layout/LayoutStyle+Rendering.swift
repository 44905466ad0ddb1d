extension LayoutStyle {
  /// The bytes `gum style` prints for `text` (before its final newline), on a terminal of
  /// `profile`, as lipgloss's `Style.Render` makes them and gum's writer brings them down.
  ///
  /// In order, as lipgloss does it:
  /// 1. Tabs become four spaces, `\r\n` a line break, and the text is cleaned
  ///    (``LayoutText``); an inline style drops line breaks.
  /// 2. With a width, the text wraps (``TextWrap``) at the width less the border and the
  ///    left and right padding.
  /// 3. Each line is styled on its own (one SGR sequence and a reset per line); underlined
  ///    or struck-through text is styled a character at a time, spaces with their own pen.
  /// 4. Left and right padding (in the whitespace pen), then top and bottom padding lines.
  /// 5. With a height, empty lines below (or above, by the vertical alignment) up to it,
  ///    less the border.
  /// 6. When there is more than one line or a width, every line is padded to the widest
  ///    (or the width less the border), by the alignment: left pads on the right, right on
  ///    the left, centre splits the spaces with the odd one on the right.
  /// 7. The border, each piece styled with the border colours; then the margins, in plain
  ///    spaces, the top and bottom ones as wide as the block.
  ///
  /// - Complexity: O(*n*) in the length of the text and the size of the block.
  package func render(_ text: String, profile: LayoutColorProfile) -> String {
    profile.apply(to: render(text))
  }

  /// The bytes lipgloss makes for `text`, in true colour (see ``render(_:profile:)``).
  package func render(_ text: String) -> String {
    if bare { return LayoutText.prepared(text) }
    var text = LayoutText.prepared(text)
    if inline, text.utf8.contains(0x0A) { text = LayoutText.replacing(0x0A, with: "", in: text) }
    let innerWidth = width - horizontalBorderSize
    let innerHeight = height - verticalBorderSize
    if !inline && innerWidth > 0 {
      text = TextWrap.wrap(text, limit: innerWidth - padding.left - padding.right)
    }
    var lines = LayoutText.lines(text).map(styledLine)
    if !inline {
      lines = padded(lines)
    }
    if innerHeight > lines.count {
      lines = alignedVertically(lines, height: innerHeight)
    }
    if lines.count > 1 || innerWidth != 0 {
      lines = alignedHorizontally(lines, width: innerWidth, pen: whitespacePen)
    }
    var block = lines.joined(separator: "\n")
    if !inline {
      block = bordered(block)
      block = withMargins(block)
    }
    return block
  }

  /// The cells the left and right edges of the border take.
  var horizontalBorderSize: Int { border.map { $0.leftWidth + $0.rightWidth } ?? 0 }
  /// The lines the top and bottom edges of the border take.
  var verticalBorderSize: Int { border.map { $0.topHeight + $0.bottomHeight } ?? 0 }

  /// One line in the text's pens.
  private func styledLine(_ line: Substring) -> String {
    let pen = textPen
    guard underline || strikethrough else { return pen.styled(line) }
    let space = spacePen
    var output = ""
    let scalars = line.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = LayoutText.sequenceEnd(line.utf8, from: index) {
        output += line[index..<end]
        index = end
        continue
      }
      output += Self.isGoSpace(scalar) ? space.styled(String(scalar)) : pen.styled(String(scalar))
      index = scalars.index(after: index)
    }
    return output
  }

  /// Left and right padding on every line, then the top and bottom padding lines.
  private func padded(_ lines: [String]) -> [String] {
    var lines = lines
    let pen = whitespacePen
    if padding.left > 0 {
      let spaces = pen.styled(String(repeating: " ", count: padding.left))
      lines = lines.map { spaces + $0 }
    }
    if padding.right > 0 {
      let spaces = pen.styled(String(repeating: " ", count: padding.right))
      lines = lines.map { $0 + spaces }
    }
    return Array(repeating: "", count: padding.top) + lines + Array(repeating: "", count: padding.bottom)
  }

  /// lipgloss's `alignTextVertical`: empty lines up to `height`.
  private func alignedVertically(_ lines: [String], height: Int) -> [String] {
    let gap = height - lines.count
    switch verticalAlignment {
    case 0.5:
      var top = gap / 2
      var bottom = gap / 2
      if lines.count + top + bottom > height {
        top -= 1
      } else if lines.count + top + bottom < height {
        bottom += 1
      }
      return Array(repeating: "", count: top) + lines + Array(repeating: "", count: bottom)
    case 1: return Array(repeating: "", count: gap) + lines
    case 0: return lines + Array(repeating: "", count: gap)
    default: return lines
    }
  }

  /// lipgloss's `alignTextHorizontal`: every line as wide as the widest, or `width`.
  func alignedHorizontally(_ lines: [String], width: Int, pen: SGRStyle) -> [String] {
    let widths = lines.map { LayoutText.width($0) }
    let widest = widths.max() ?? 0
    return zip(lines, widths).map { line, lineWidth in
      var short = widest - lineWidth
      short += max(0, width - (short + lineWidth))
      guard short > 0 else { return line }
      switch horizontalAlignment {
      case 1: return pen.styled(String(repeating: " ", count: short)) + line
      case 0.5:
        let left = short / 2
        let right = left + short % 2
        return pen.styled(String(repeating: " ", count: left)) + line
          + pen.styled(String(repeating: " ", count: right))
      default: return line + pen.styled(String(repeating: " ", count: short))
      }
    }
  }

  /// Go's `unicode.IsSpace`.
  static func isGoSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
