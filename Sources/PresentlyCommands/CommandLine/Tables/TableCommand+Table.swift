/// `presently table`'s command line, as data.
extension TableCommand {
  /// Every option of `table`, one row each, and its operands.
  package static let table = CommandTable<TableCommand>(
    "table",
    abstract: "Pick a row of CSV or TSV; Enter prints the row as it was given.",
    discussion: """
      The table comes from --file FILE or standard input and is shown as it arrives (keys \
      are read from the terminal), in aligned columns under the header's names, cut to \
      fit the window; the detail of a row shows each of its fields after its column's \
      name. Fields are read as RFC 4180 has them: a field in double quotes may hold the \
      separator, line breaks and doubled quotes (""); lines may end in CRLF. The first \
      row names the columns unless --no-header is given (they are numbered from 1 then). \
      A number or a title selects a row, /text filters, n and p page, b goes back, ? \
      shows help. Enter prints the selected row exactly as read (quotes and line breaks \
      inside quotes included, the line break after it left out), then a newline, and \
      exits 0; q exits 1. A quote that is never closed, or a row with more fields than \
      the header, ends it with the line to look at and status 64. Without a terminal, \
      the answers on standard input are read once FILE has been read to its end, and a \
      number or a title prints its row.
      """,
    examples: [
      #"row=$(presently table --file servers.csv)"#,
      #"presently table --file servers.csv --columns name,address"#,
      #"presently table --file report.tsv --separator '\t'"#,
      #"user=$(getent passwd | presently table --separator : --no-header --columns 1,5,7 | cut -d: -f1)"#,
      #"echo 2 | presently table --file servers.csv     # no terminal: prints row 2"#,
    ],
    make: { TableCommand() },
    options: [
      OptionRow(
        "file", short: "f", arity: .value, kind: .bytes, value: "file",
        help: "The CSV or TSV file to read (default: standard input)."
      ) { $0.file = ($1.text, $1.bytes) },
      .text(
        "separator", short: "s", value: "char",
        help: "The character between fields: , (the default), ; or \\t for a tab.",
        \.separator),
      OptionRow("no-header", arity: .flag, kind: .boolean, help: "The first row is a row, not the columns' names.") {
        command, _ in command.hasHeader = false
      },
      OptionRow(
        "columns", short: "c", arity: .value, kind: .text, value: "names",
        help: "The columns to show, by name (or number), separated by commas."
      ) { $0.columns = $1.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) },
      .timeoutOnly(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "table", \.styles) },
    operands: .none
  )
}
