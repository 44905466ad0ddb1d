/// `presently browse`'s command line, as data.
extension BrowseCommand {
  /// Every option of `browse`, one row each, and its operands.
  package static let table = CommandTable<BrowseCommand>(
    "browse",
    abstract: "Browse lines with a detail pane; Enter prints the selected line.",
    discussion: """
      Lines come from FILE or standard input and are shown as they arrive (keys are read \
      from the terminal). The detail of a line is the output of COMMAND, run with sh -c \
      with {} replaced by the line in single quotes (as fzf --preview does), or the line \
      itself. The command runs without a terminal, and is stopped when it is no longer \
      needed. Side by side on terminals of 100 columns or more, one pane at a time on \
      narrower ones. A number or a title selects a line, /text filters, n and p page, \
      + and - move, b goes back, ? shows help. Enter prints the selected line exactly as \
      read and exits 0; q exits 1. Without a terminal, the answers on standard input are \
      read once FILE has been read to its end, and a number or a title prints its line.
      """,
    examples: [
      #"file=$(git ls-files | presently browse --detail 'head -40 {}')"#,
      #"dpkg-query -W -f '${Package}\n' | presently browse --detail 'dpkg -s {}'"#,
      #"echo 2 | presently browse notes.txt     # no terminal: prints line 2"#,
    ],
    make: { BrowseCommand() },
    options: [
      OptionRow(
        "detail", arity: .value, kind: .bytes, value: "command",
        help: "A command whose output is the detail of a line; {} is the line."
      ) { $0.detail = $1.bytes },
      .text("header", help: "The title above the list (default: the file name, or \"standard input\").", \.header),
      .timeoutOnly(\.timeout),
    ],
    operands: Operands("file", count: 0...1, help: "The file to browse (default: standard input).") {
      $0.file = $1.first.map { (String(decoding: $0, as: UTF8.self), $0) }
    }
  )
}
