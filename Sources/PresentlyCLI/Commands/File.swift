import ArgumentParser
import PresentlyCommands

/// `presently file`: picks a file (or a folder) with the master-detail browser; prints
/// its path byte for byte.
struct File: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Pick a file in a browser of folders; Enter prints its path.",
    discussion: """
      Lists the entries of PATH (default: the current folder): folders first, with a / \
      after their names, then files, each group sorted by name; names that start with a \
      dot only with --all. The detail of an entry shows its type (a symbolic link with \
      its target), size, modification time and permissions, and the first lines of a \
      text file. The list follows the folder's changes, the selection kept by name. \
      A number or a name selects an entry, /text filters, n and p page, ? shows help. \
      Enter or Right opens a folder; b, Left or Escape go back to the folder before. \
      Enter on a file prints its path (PATH as given, a /, and the names walked through, \
      byte for byte whatever their encoding) and exits 0; q exits 1. With --directory \
      only folders are listed, and typing . then Enter prints the path of the folder \
      shown. With --file only files are listed (the folder's own folders are left out). \
      A folder that cannot be read is shown empty, its title saying why. A PATH that does \
      not exist or is not a folder ends it with status 64. --height is accepted as gum \
      has it and ignored: the browser takes the whole window. Without a terminal, each \
      line of standard input is an answer: a number or a name opens that folder or \
      prints that file's path, and . (with --directory) prints the folder's.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"file=$(presently file) && "${EDITOR:-vi}" "$file""#,
    #"presently file --all ~/.config"#,
    #"dir=$(presently file --directory /srv) && cd "$dir""#,
    #"presently file --file --timeout 30s ~/Downloads"#,
    #"printf 'src\n1\n' | presently file     # no terminal: opens ./src, prints its first entry's path"#,
  ]

  /// `--directory`: folders only, and `.` picks the one shown.
  @Flag(
    name: .customLong("directory"), help: "Pick a folder: only folders are listed; . then Enter picks the one shown.")
  var directory = false

  /// `--file`: files only.
  @Flag(name: .customLong("file"), help: "List files only, leaving the folder's folders out.")
  var filesOnly = false

  /// `--all`: hidden entries too.
  @Flag(name: [.customShort("a"), .long], help: "Show entries whose names start with a dot.")
  var all = false

  /// `--height`: accepted as gum has it.
  @Option(
    help: ArgumentHelp("Accepted as gum has it, and ignored: the browser takes the whole window.", valueName: "rows"))
  var height: Int?

  /// `--timeout`.
  @OptionGroup var timeout: TimeoutOption

  /// The folder to start in.
  @Argument(help: "The folder to start in (default: the current folder).")
  var path: String?

  /// The command these arguments ask for, the path as the bytes given.
  var command: FileCommand {
    var command = FileCommand()
    let raw = RawArguments(optionsWithValues: ["--height", "--timeout"])
    if let path { command.folder = (path, RawArguments.bytes(raw.positionals.last, for: path)) }
    command.choice = FolderChoice(pick: directory ? .folders : filesOnly ? .files : .any, showsHidden: all)
    command.height = height
    command.timeout = timeout.duration
    return command
  }

  /// Refuses a command line the command finds a problem with, as a usage error.
  func validate() throws {
    if directory, filesOnly { throw ValidationError("--directory and --file cannot be given together.") }
    if let problem = command.problem { throw ValidationError(problem) }
  }

  /// Runs the browser; it ends the process.
  func run() async throws {
    await command.run()
  }
}

extension File: Exemplified {}
