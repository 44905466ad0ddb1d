import PresentlyCore

/// How a run of inline text looks.
struct InlineLook: Equatable {
  var bold = false, italic = false, strike = false, underline = false
  var foreground = LayoutColor.none
  var background = LayoutColor.none

  /// The SGR pen for the look: bold, italic, underline, strike, then colours.
  var pen: SGRStyle {
    var pen = SGRStyle()
    if bold { pen = pen.adding("1") }
    if italic { pen = pen.adding("3") }
    if underline { pen = pen.adding("4") }
    if strike { pen = pen.adding("9") }
    return pen.addingForeground(foreground).addingBackground(background)
  }
}

extension MarkdownInlineParser {
  /// `tokens` as styled text: emphasis matched (`*a*`, `_a_` italic, `**a**` bold, `~~a~~`
  /// crossed out, nested as CommonMark nests them, with a stack per delimiter) when the
  /// theme styles it, or written with its marks; code spans, links and images in the
  /// theme's looks. All text is sanitized (``Sanitizer``): only the pens' SGR sequences
  /// are escape sequences.
  ///
  /// - Complexity: O(*n*) in the number of tokens.
  static func render(_ tokens: [Token], theme: MarkdownTheme, look: InlineLook) -> String {
    var output = ""
    var pending = ""
    var pendingLook = look
    for (text, runLook) in runs(tokens, theme: theme, look: look) {
      if runLook != pendingLook && !pending.isEmpty {
        output += styled(pending, pendingLook)
        pending = ""
      }
      pendingLook = runLook
      pending += text
    }
    return output + styled(pending, pendingLook)
  }

  /// The text of `tokens` in runs, each with its look.
  private static func runs(_ tokens: [Token], theme: MarkdownTheme, look: InlineLook) -> [(String, InlineLook)] {
    var remaining = tokens.map { token -> Int in
      if case .delimiter(_, let count, _, _) = token { return count }
      return 0
    }
    var deltas = Array(repeating: (italic: 0, bold: 0, strike: 0), count: tokens.count + 1)
    if theme.stylesEmphasis { matchEmphasis(tokens, remaining: &remaining, deltas: &deltas) }
    var output: [(String, InlineLook)] = []
    var depth = (italic: 0, bold: 0, strike: 0)
    for (index, token) in tokens.enumerated() {
      depth.italic += deltas[index].italic
      depth.bold += deltas[index].bold
      depth.strike += deltas[index].strike
      var current = look
      current.italic = current.italic || depth.italic > 0
      current.bold = current.bold || depth.bold > 0
      current.strike = current.strike || depth.strike > 0
      output += runs(of: token, remaining: remaining[index], theme: theme, look: current)
    }
    return output
  }

  /// CommonMark's delimiter matching, simplified: each closer takes the nearest opener of
  /// its character (two characters from each when both have two, for bold); openers of
  /// other characters between them are dropped; tildes match tildes of the same count.
  private static func matchEmphasis(
    _ tokens: [Token], remaining: inout [Int], deltas: inout [(italic: Int, bold: Int, strike: Int)]
  ) {
    var stacks: [Unicode.Scalar: [Int]] = [:]
    for (index, token) in tokens.enumerated() {
      guard case .delimiter(let character, _, let canOpen, let canClose) = token else { continue }
      while canClose, remaining[index] > 0, let opener = stacks[character]?.last {
        let used: Int
        if character == "~" {
          guard remaining[opener] == remaining[index] else { break }
          used = remaining[index]
        } else {
          used = remaining[index] >= 2 && remaining[opener] >= 2 ? 2 : 1
        }
        switch (character, used) {
        case ("~", _):
          deltas[opener + 1].strike += 1
          deltas[index].strike -= 1
        case (_, 2):
          deltas[opener + 1].bold += 1
          deltas[index].bold -= 1
        default:
          deltas[opener + 1].italic += 1
          deltas[index].italic -= 1
        }
        remaining[index] -= used
        remaining[opener] -= used
        if remaining[opener] == 0 { stacks[character]?.removeLast() }
        for other: Unicode.Scalar in ["*", "_", "~"] where other != character {
          while let last = stacks[other]?.last, last > opener { stacks[other]?.removeLast() }
        }
      }
      if canOpen, remaining[index] > 0 { stacks[character, default: []].append(index) }
    }
  }

  private static func runs(of token: Token, remaining: Int, theme: MarkdownTheme, look: InlineLook)
    -> [(String, InlineLook)]
  {
    var linkLook = look
    linkLook.underline = theme.linkUnderline
    if theme.linkColor != .none { linkLook.foreground = theme.linkColor }
    switch token {
    case .text(let text): return [(text, look)]
    case .delimiter(let character, let count, _, _):
      let shown = theme.stylesEmphasis ? remaining : count
      return [(String(repeating: String(character), count: shown), look)]
    case .softBreak: return [(" ", look)]
    case .hardBreak: return [("\n", look)]
    case .code(let code):
      guard theme.codeMark == " " else { return [(theme.codeMark + code + theme.codeMark, look)] }
      var codeLook = InlineLook()
      codeLook.foreground = theme.codeColor
      codeLook.background = theme.codeBackground
      return [(" " + code + " ", codeLook)]
    case .autolink(let url): return [(url, linkLook)]
    case .image(let alt, let url):
      return [(theme.imagePrefix + alt + theme.imageSuffix + " ", look), (url, linkLook)]
    case .link(let text, let url):
      var textLook = look
      textLook.bold = look.bold || theme.linkTextBold
      if theme.linkTextColor != .none { textLook.foreground = theme.linkTextColor }
      let shown = runs(text, theme: theme, look: textLook)
      if plain(text) == url || text.isEmpty { return shown.isEmpty ? [(url, linkLook)] : shown }
      return shown + [(" ", look), (url, linkLook)]
    }
  }

  /// The characters of tokens, without marks, to compare a link's text with its address.
  private static func plain(_ tokens: [Token]) -> String {
    tokens.map { token -> String in
      switch token {
      case .text(let text), .code(let text), .autolink(let text): text
      case .link(let text, _): plain(text)
      case .image(let alt, _): alt
      case .delimiter(let character, let count, _, _): String(repeating: String(character), count: count)
      case .softBreak: " "
      case .hardBreak: "\n"
      }
    }.joined()
  }

  /// Sanitized text in a look's pen, line by line (a hard break ends a line).
  static func styled(_ text: String, _ look: InlineLook) -> String {
    guard !text.isEmpty else { return "" }
    let pen = look.pen
    return LayoutText.lines(text).map { $0.isEmpty ? "" : pen.styled(Sanitizer.sanitize($0, lineBreaks: .show)) }
      .joined(separator: "\n")
  }
}
