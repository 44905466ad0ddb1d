import PresentlyCore

/// `gum format`: markdown for a terminal (the default type), `-t code` and `-t emoji`,
/// drawn line by line in a glamour theme (``MarkdownTheme``), readable rather than
/// glamour's bytes.
///
/// - Headings: the theme's marks (`▌ ` for a second level in `pink`, `## ` in `dark`), bold
///   and coloured.
/// - Paragraphs: one line each, soft breaks as spaces, hard breaks kept; emphasis, strong,
///   strike-through, code spans, links (`text url`), images (`Image: alt url`) styled.
/// - Lists: `• ` or `1. `, task marks `[✓] ` and `[ ] `, nested items indented.
/// - Quotes: `│ ` before each line. Code blocks: indented, in the theme's code colour.
/// - Tables: columns padded to their widest cell and aligned as the delimiter row says,
///   `│` between them, `─┼─` under the header.
/// - Rules: the theme's line.
///
/// Every line is indented by the theme's margin; blocks are separated by a blank line.
/// All text is sanitized (``Sanitizer``): only the theme's SGR sequences reach the
/// terminal, and those only as `profile` allows.
///
/// ```swift
/// MarkdownFormat.render("# Gum\n\n- **Tasty**", theme: .ascii, profile: .plain)
/// // "\n  # Gum\n\n  • **Tasty**\n\n"
/// ```
package enum MarkdownFormat {
  /// The markdown `text` for a terminal of `profile`, ending with a newline.
  ///
  /// - Complexity: O(*n* log *n*) in the length of the text.
  package static func render(_ text: String, theme: MarkdownTheme = .pink, profile: LayoutColorProfile) -> String {
    let (blocks, references) = MarkdownBlockParser.parse(text)
    return document(blocks, theme: theme, references: references, profile: profile)
  }

  /// `gum format -t code`: `code` as one code block (gum wraps it in a fence for glamour;
  /// here no line of it can close the block early). `language` is accepted and not
  /// highlighted.
  package static func renderCode(
    _ code: String, language: String = "", theme: MarkdownTheme = .dark, profile: LayoutColorProfile
  ) -> String {
    var code = code
    if code.utf8.contains(0x09) { code = LayoutText.replacing(0x09, with: "    ", in: code) }
    let lines = LayoutText.lines(code).map(String.init)
    return document([.code(language: language, lines: lines)], theme: theme, references: [:], profile: profile)
  }

  /// `gum format -t emoji`: `text` with its `:shortcodes:` as emoji (``EmojiShortcodes``),
  /// drawn as glamour draws markdown with no style sheet: no margin, no colours.
  package static func renderEmoji(_ text: String, profile: LayoutColorProfile) -> String {
    render(EmojiShortcodes.replacing(in: text), theme: .bare, profile: profile)
  }

  private static func document(
    _ blocks: [MarkdownBlock], theme: MarkdownTheme, references: [String: String], profile: LayoutColorProfile
  ) -> String {
    let drawer = MarkdownDrawer(theme: theme, references: references)
    var lines = drawer.lines(blocks, spaced: true)
    let margin = String(repeating: " ", count: theme.margin)
    lines = lines.map { $0.isEmpty ? $0 : margin + $0 }
    if theme.framed { lines = [""] + lines + [""] }
    return profile.apply(to: lines.joined(separator: "\n") + "\n")
  }
}

/// Draws markdown blocks as lines, in a theme.
struct MarkdownDrawer {
  let theme: MarkdownTheme
  let references: [String: String]

  /// The look of body text.
  var textLook: InlineLook {
    var look = InlineLook()
    look.foreground = theme.textColor
    return look
  }

  /// `blocks` as lines, a blank line between blocks when `spaced`.
  func lines(_ blocks: [MarkdownBlock], spaced: Bool) -> [String] {
    var lines: [String] = []
    for (index, block) in blocks.enumerated() {
      if spaced && index > 0 { lines.append("") }
      lines += self.lines(block)
    }
    return lines
  }

  private func lines(_ block: MarkdownBlock) -> [String] {
    switch block {
    case .heading(let level, let text): return heading(level, text)
    case .paragraph(let text): return inline(text, look: textLook)
    case .code(_, let code):
      var look = InlineLook()
      look.foreground = theme.codeBlockColor
      let margin = String(repeating: " ", count: theme.codeBlockMargin)
      return code.map { $0.isEmpty ? "" : margin + MarkdownInlineParser.styled($0, look) }
    case .quote(let blocks):
      let mark = MarkdownInlineParser.styled(theme.quoteMark, textLook)
      return lines(blocks, spaced: true).map { mark + $0 }
    case .list(let ordered, let start, let items, let tasks):
      return list(ordered: ordered, start: start, items: items, tasks: tasks)
    case .rule:
      var look = InlineLook()
      look.foreground = theme.ruleColor
      return [MarkdownInlineParser.styled(theme.rule, look)]
    case .table(let header, let alignments, let rows): return table(header, alignments, rows)
    case .html(let html): return LayoutText.lines(html).map { MarkdownInlineParser.styled(String($0), textLook) }
    }
  }

  /// Inline markdown as lines (split at hard breaks).
  func inline(_ text: String, look: InlineLook) -> [String] {
    let tokens = MarkdownInlineParser.tokens(text, references: references)
    return LayoutText.lines(MarkdownInlineParser.render(tokens, theme: theme, look: look)).map(String.init)
  }

  private func heading(_ level: Int, _ text: String) -> [String] {
    var look = InlineLook()
    look.bold = level == 6 ? theme.h6Bold : theme.headingBold
    look.foreground = level == 1 ? theme.h1Color : level == 6 ? theme.h6Color : theme.headingColor
    if level == 1 { look.background = theme.h1Background }
    var lines = inline(text, look: look)
    if lines.isEmpty { lines = [""] }
    lines[0] = MarkdownInlineParser.styled(theme.headingPrefixes[level - 1], look) + lines[0]
    if level == 1 { lines[lines.count - 1] += MarkdownInlineParser.styled(theme.h1Suffix, look) }
    return lines
  }

  private func list(ordered: Bool, start: Int, items: [[MarkdownBlock]], tasks: [Bool?]) -> [String] {
    var lines: [String] = []
    let widest = String(start + items.count - 1).count
    for (number, item) in items.enumerated() {
      var marker = ordered ? String(start + number) + ". " : theme.bullet
      if ordered { marker = String(repeating: " ", count: widest - String(start + number).count) + marker }
      if let ticked = tasks[number] {
        marker = (ordered ? marker : "") + (ticked ? theme.ticked : theme.unticked)
      }
      let indent = String(repeating: " ", count: DisplayWidth.of(marker))
      let content = self.lines(item, spaced: false)
      let styledMarker = MarkdownInlineParser.styled(marker, textLook)
      if content.isEmpty { lines.append(styledMarker) }
      for (index, line) in content.enumerated() {
        lines.append((index == 0 ? styledMarker : (line.isEmpty ? "" : indent)) + line)
      }
    }
    return lines
  }
}
