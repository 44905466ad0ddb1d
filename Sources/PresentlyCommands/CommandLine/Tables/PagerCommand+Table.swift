/// `presently pager`'s command line, as data.
extension PagerCommand {
  /// Every option of `pager`, one row each, and its operands.
  package static let table = CommandTable<PagerCommand>(
    "pager",
    abstract: "Show a text a screenful at a time, with search; q quits.",
    discussion: """
      The text comes from FILE or standard input and is read as it is shown, so the \
      first screen of a large file or of a pipe that never ends comes at once; keys are \
      read from the terminal. Commands are typed, a letter then Enter: Enter, Space or f \
      for the next page, b for the previous, j and k for a line, g and G for the start \
      and the end, a number for that line, /text to search down (any case unless text \
      has capitals), n and N for the next and previous match, ? or h for the keys, q to \
      quit (status 0). Space on an empty line, Down, Up, PgDn, PgUp, Home and End act at \
      once. Long lines wrap by word, and escape sequences and invalid UTF-8 are shown \
      harmless. Under TERM=dumb each page is printed once below the last. Without a \
      terminal (standard output not a terminal, or no terminal to draw on), the text is \
      copied to standard output byte for byte. A FILE that cannot be read, or that is \
      not text (NUL bytes in its first 64 KiB), is named with the reason on standard \
      error, status 64.
      """,
    examples: [
      #"presently pager --line-numbers /etc/services"#,
      #"journalctl -b --no-pager | presently pager"#,
      #"presently pager notes.txt > copy.txt     # no terminal: copies the text"#,
    ],
    make: { PagerCommand() },
    options: [
      .flag("line-numbers", aliases: ["show-line-numbers"], help: "Show each line after its number.", \.numbersLines),
      .timeoutOnly(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "pager", \.styles) },
    operands: Operands("file", count: 0...1, help: "The file to show (default: standard input).") {
      $0.file = $1.first.map { (String(decoding: $0, as: UTF8.self), $0) }
    }
  )
}
