import ArgumentParser
import PresentlyCommands

/// `presently table`: a master-detail browser over the rows of CSV or TSV; Enter prints
/// the selected row as it was given.
struct Table: Running {
  static let configuration = CommandConfiguration(
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
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"row=$(presently table --file servers.csv)"#,
    #"presently table --file servers.csv --columns name,address"#,
    #"presently table --file report.tsv --separator '\t'"#,
    #"user=$(getent passwd | presently table --separator : --no-header --columns 1,5,7 | cut -d: -f1)"#,
    #"echo 2 | presently table --file servers.csv     # no terminal: prints row 2"#,
  ]

  /// `--file`: the table's file.
  @Option(help: ArgumentHelp("The CSV or TSV file to read (default: standard input).", valueName: "file"))
  var file: String?

  /// `--separator`: the character between fields.
  @Option(help: ArgumentHelp("The character between fields: , (the default), ; or \\t for a tab.", valueName: "char"))
  var separator = ","

  /// `--no-header`: the first row is a row.
  @Flag(name: .customLong("no-header"), help: "The first row is a row, not the columns' names.")
  var noHeader = false

  /// `--columns`: the columns shown, as given.
  @Option(help: ArgumentHelp("The columns to show, by name (or number), separated by commas.", valueName: "names"))
  var columns: String?

  /// `--timeout`.
  @OptionGroup var timeout: TimeoutOption

  /// The command these arguments ask for, the file name as the bytes given.
  var command: TableCommand {
    var command = TableCommand()
    let raw = RawArguments(optionsWithValues: ["--file", "--separator", "--columns", "--timeout"])
    command.file = file.map { ($0, RawArguments.bytes(raw.value(of: "--file"), for: $0)) }
    command.separator = separator
    command.hasHeader = !noHeader
    command.columns = columns.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    command.timeout = timeout.duration
    return command
  }
}

extension Table: Exemplified {}
