/// `presently style`'s command line, as data: gum's `style`.
extension StyleCommand {
  /// Every option of `style`, one row each, and its operands.
  package static let table = CommandTable<StyleCommand>(
    "style",
    abstract: "Print text in a style: colours, a border, padding, margin, alignment.",
    discussion: """
      Prints the text, its arguments one a line (or standard input, trimmed, when there \
      are none), in the style the flags describe, as gum style and lipgloss draw it: the \
      text wraps to --width, is padded to --height, and each line is aligned by --align; \
      then the padding, the border and the margin. Colours are a number of the 256 \
      (212; 0 to 15 are the ANSI colours), #rgb or #rrggbb. Colours and \
      attributes are left out when standard output is not a terminal, under TERM=dumb \
      and, for colours, under NO_COLOR; CLICOLOR_FORCE=1 keeps them. Escape sequences in \
      the text are shown harmless, but for colours (SGR), so that one style's output can \
      be styled or joined again. Every flag also comes from gum's variable: FOREGROUND, \
      BORDER, PADDING, … Status 1, with a line on standard error, when there is no text.
      """,
    examples: [
      #"presently style --border double --padding "1 2" --foreground 212 "Bubble Gum""#,
      #"presently style --bold --align center --width 30 "Title" "a subtitle""#,
      #"git log -1 --format=%s | presently style --italic"#,
    ],
    make: { StyleCommand() },
    options: [
      .flag("trim", help: "Trim white space at both ends of every line.", \.trim),
      OptionRow(
        "strip-ansi", arity: .negatableFlag, kind: .boolean,
        help: "Drop escape sequences from standard input (the default; --no-strip-ansi keeps colours)."
      ) { $0.stripsEscapes = $1.boolean }
      .environment("GUM_STYLE_STRIP_ANSI"),
    ] + OptionRow.styleRows(part: "the text", \.style),
    operands: Operands("text", count: 0...Int.max, help: "The text, one argument a line (default: standard input).") {
      $0.text = $1.map { String(decoding: $0, as: UTF8.self) }
    }
  )
}
