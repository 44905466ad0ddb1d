import ArgumentParser
import PresentlyCommands

/// `presently browse`: a master-detail browser over lines; Enter prints the selected line.
struct Browse: Running {
  static let configuration = CommandConfiguration(
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
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"file=$(git ls-files | presently browse --detail 'head -40 {}')"#,
    #"dpkg-query -W -f '${Package}\n' | presently browse --detail 'dpkg -s {}'"#,
    #"echo 2 | presently browse notes.txt     # no terminal: prints line 2"#,
  ]

  @Option(help: ArgumentHelp("A command whose output is the detail of a line; {} is the line.", valueName: "command"))
  var detail: String?

  @Option(help: "The title above the list (default: the file name, or \"standard input\").")
  var header: String?

  @OptionGroup var timeout: TimeoutOption

  @Argument(help: "The file to browse (default: standard input).")
  var file: String?

  /// The command these arguments ask for, the file and the command as the bytes given.
  var command: BrowseCommand {
    var command = BrowseCommand()
    let raw = RawArguments(optionsWithValues: ["--detail", "--header", "--timeout"])
    command.file = file.map { ($0, RawArguments.bytes(raw.positionals.last, for: $0)) }
    command.detail = detail.map { RawArguments.bytes(raw.value(of: "--detail"), for: $0) }
    command.header = header
    command.timeout = timeout.duration
    return command
  }
}
