/// A block of a markdown document, as ``MarkdownBlockParser`` reads it.
indirect enum MarkdownBlock: Equatable {
  /// `#` to `######`, or a line underlined with `=` or `-`.
  case heading(level: Int, text: String)
  /// Lines of text, joined with `\n` (soft breaks and hard ones, which inlines tell apart).
  case paragraph(String)
  /// A fenced or indented code block: its language (from the fence) and lines.
  case code(language: String, lines: [String])
  /// `>` lines.
  case quote([MarkdownBlock])
  /// Items, each its blocks and, for a task, whether it is ticked.
  case list(ordered: Bool, start: Int, items: [[MarkdownBlock]], tasks: [Bool?])
  /// `---`, `***` or `___`.
  case rule
  /// A GFM table: header cells, each column's alignment, body rows.
  case table(header: [String], alignments: [MarkdownAlignment], rows: [[String]])
  /// An HTML block, written as text.
  case html(String)
}

/// A table column's alignment, from its delimiter row (`:--`, `:-:`, `--:`).
enum MarkdownAlignment: Equatable {
  case left, center, right, none
}

/// Reads markdown blocks, line by line, as CommonMark and GFM shape them: ATX and setext
/// headings, paragraphs, fenced and indented code, block quotes, bullet, ordered and task
/// lists (nested by indentation), thematic breaks, tables, HTML blocks, and link reference
/// definitions (`[label]: url`), which it keeps for the inlines.
///
/// It is a reading for display, not a conforming parser: lazy continuation lines and
/// the finer rules of list tightness are simplified.
///
/// - Complexity: O(*n*) in the length of the document, nesting aside (at most 32 levels
///   of quotes and lists are read as such; deeper ones are text).
struct MarkdownBlockParser {
  /// Link reference definitions, by lower-cased label.
  var references: [String: String] = [:]
  private var depth = 0

  /// The blocks of `text`, and its link references.
  static func parse(_ text: String) -> (blocks: [MarkdownBlock], references: [String: String]) {
    var text = text
    if text.utf8.contains(0x09) { text = LayoutText.replacing(0x09, with: "    ", in: text) }
    if text.utf8.contains(0x0D) { text = LayoutText.replacing(0x0D, with: "", in: text) }
    var parser = MarkdownBlockParser()
    let blocks = parser.blocks(LayoutText.lines(text)[...])
    return (blocks, parser.references)
  }

  /// The blocks of `lines`.
  mutating func blocks(_ lines: ArraySlice<Substring>) -> [MarkdownBlock] {
    depth += 1
    defer { depth -= 1 }
    var blocks: [MarkdownBlock] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) {
        index += 1
        continue
      }
      let (block, next) = self.block(at: index, in: lines)
      if let block { blocks.append(block) }
      index = max(next, index + 1)
    }
    return blocks
  }

  /// The block starting at `index`, and where the next one starts.
  private mutating func block(at index: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    let line = lines[index]
    let indent = Self.indentation(line)
    if indent >= 4 { return indentedCode(at: index, in: lines) }
    if let fence = Self.fence(line) { return fencedCode(fence, at: index, in: lines) }
    if case (let level, let text)? = Self.atxHeading(line) { return (.heading(level: level, text: text), index + 1) }
    if Self.isRule(line) { return (.rule, index + 1) }
    if Self.quoteContent(line) != nil, depth < 32 { return quote(at: index, in: lines) }
    if let marker = Self.listMarker(line), depth < 32 { return list(marker, at: index, in: lines) }
    if let table = table(at: index, in: lines) { return table }
    if Self.startsHTML(line) { return html(at: index, in: lines) }
    return paragraph(at: index, in: lines)
  }

  private func indentedCode(at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var index = start
    var code: [String] = []
    while index < lines.endIndex, Self.isBlank(lines[index]) || Self.indentation(lines[index]) >= 4 {
      code.append(String(lines[index].dropFirst(min(4, Self.indentation(lines[index])))))
      index += 1
    }
    while code.last?.allSatisfy({ $0 == " " }) == true { code.removeLast() }
    return (.code(language: "", lines: code), index)
  }

  private func fencedCode(_ fence: Fence, at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var index = start + 1
    var code: [String] = []
    while index < lines.endIndex {
      let line = lines[index]
      if let closing = Self.fence(line), closing.character == fence.character, closing.length >= fence.length,
        closing.info.isEmpty
      {
        return (.code(language: fence.info, lines: code), index + 1)
      }
      code.append(String(line.dropFirst(min(fence.indent, Self.indentation(line)))))
      index += 1
    }
    return (.code(language: fence.info, lines: code), index)
  }

  private mutating func quote(at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var index = start
    var inner: [Substring] = []
    while index < lines.endIndex {
      let line = lines[index]
      if let content = Self.quoteContent(line) {
        inner.append(content)
      } else if !Self.isBlank(line), let last = inner.last, !Self.isBlank(last), !Self.startsBlock(line) {
        inner.append(line)  // a lazy continuation of the quoted paragraph
      } else {
        break
      }
      index += 1
    }
    return (.quote(blocks(inner[...])), index)
  }

  private func html(at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var index = start
    while index < lines.endIndex, !Self.isBlank(lines[index]) { index += 1 }
    return (.html(lines[start..<index].joined(separator: "\n")), index)
  }

  private mutating func paragraph(at start: Int, in lines: ArraySlice<Substring>) -> (MarkdownBlock?, Int) {
    var index = start
    while index < lines.endIndex, case (let label, let url)? = Self.referenceDefinition(lines[index]) {
      if references[label] == nil { references[label] = url }
      index += 1
    }
    if index > start { return (nil, index) }
    var text: [Substring] = []
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) { break }
      if !text.isEmpty, let level = Self.setextLevel(line) {
        return (.heading(level: level, text: text.joined(separator: "\n")), index + 1)
      }
      if !text.isEmpty, Self.interruptsParagraph(line) { break }
      text.append(line.drop(while: { $0 == " " }))
      index += 1
    }
    return (.paragraph(text.joined(separator: "\n")), index)
  }
}
