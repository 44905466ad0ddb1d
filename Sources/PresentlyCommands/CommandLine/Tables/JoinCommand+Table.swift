/// `presently join`'s command line, as data: gum's `join`.
extension JoinCommand {
  /// Every option of `join`, one row each, and its operands.
  package static let table = CommandTable<JoinCommand>(
    "join",
    abstract: "Print blocks of text side by side, or one above the other.",
    discussion: """
      Each argument is a block of lines (quote a variable to keep its lines together). \
      Side by side (the default), shorter blocks get empty lines by --align (top, center \
      or bottom) and every block is padded to its widest line; one above the other \
      (--vertical), every line is padded to the widest by --align (left, center or \
      right). Colours (SGR sequences, as style prints them) are kept and take no room; \
      other escape sequences are shown harmless. Colours are left out when standard \
      output is not a terminal or under TERM=dumb, as for style.
      """,
    examples: [
      #"presently join "$(presently style --border rounded A)" "$(presently style --border rounded B)""#,
      #"presently join --vertical --align center "Title" "a longer line""#,
    ],
    make: { JoinCommand() },
    options: [
      OptionRow(
        "align", arity: .value, kind: .choice(StyleFlags.alignments), value: "name",
        help: "Where the blocks line up: left, center, right (--vertical); top, center, bottom (side by side)."
      ) { $0.align = $1.text },
      OptionRow(
        "horizontal", arity: .flag, kind: .boolean, help: "Side by side: the default, unless --vertical is given."
      ) { _, _ in },
      .flag("vertical", help: "One above the other.", \.vertical),
    ],
    operands: Operands("text", count: 1...Int.max, help: "The blocks of text.") {
      $0.text = $1.map { String(decoding: $0, as: UTF8.self) }
    }
  )
}
