/// `presently format`'s command line, as data: gum's `format`.
extension FormatCommand {
  /// Every option of `format`, one row each, and its operands.
  package static let table = CommandTable<FormatCommand>(
    "format",
    abstract: "Print markdown, code, a template or emoji shortcodes, formatted for the terminal.",
    discussion: """
      The text is the arguments, one a line, or standard input when there are none. \
      markdown (the default): headings, emphasis, lists, quotes, code, links and tables, \
      in glamour's --theme. code: one block of code. template: Go's template language \
      with gum's functions (Bold, Italic, Underline, CrossOut, Faint, Color, Foreground, \
      Background, print, printf); no function can run a command or read a file. emoji: \
      :shortcodes: as emoji. Colours are left out when standard output is not a terminal, \
      under TERM=dumb and NO_COLOR, as for style; escape sequences in the text are shown \
      harmless. A template that cannot be read or run: its error on standard error, \
      status 1.
      """,
    examples: [
      ##"presently format "# Gum" "- **Tasty**" "- _Chewy_""##,
      #"presently format -t template '{{ Bold "Tasty" }} {{ Color "99" "0" " Gum " }}'"#,
      #"presently format -t emoji "I :heart: shell scripts :candy:""#,
      #"presently format -t code < main.swift"#,
    ],
    make: { FormatCommand() },
    options: [
      .text("theme", value: "name", help: "glamour's theme for markdown: pink, dark, light, notty, ascii.", \.theme)
        .environment("GUM_FORMAT_THEME"),
      .text("language", short: "l", value: "name", help: "The code's language (not highlighted).", \.language)
        .environment("GUM_FORMAT_LANGUAGE"),
      OptionRow(
        "strip-ansi", arity: .negatableFlag, kind: .boolean,
        help: "Drop escape sequences from standard input (the default)."
      ) { $0.stripsEscapes = $1.boolean }
      .environment("GUM_FORMAT_STRIP_ANSI"),
      OptionRow(
        "type", short: "t", arity: .value, kind: .choice(Kind.allCases.map(\.rawValue)), value: "type",
        help: "What the text is: markdown, template, code or emoji."
      ) { $0.kind = Kind(rawValue: $1.text) ?? .markdown }
      .environment("GUM_FORMAT_TYPE"),
    ],
    operands: Operands("text", count: 0...Int.max, help: "The text, one argument a line (default: standard input).") {
      $0.text = $1.map { String(decoding: $0, as: UTF8.self) }
    }
  )
}
