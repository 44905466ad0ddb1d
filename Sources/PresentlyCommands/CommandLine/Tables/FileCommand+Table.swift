/// `presently file`'s command line, as data.
extension FileCommand {
  /// Every option of `file`, one row each, and its operands.
  package static let table = CommandTable<FileCommand>(
    "file",
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
      """,
    examples: [
      #"file=$(presently file) && "${EDITOR:-vi}" "$file""#,
      #"presently file --all ~/.config"#,
      #"dir=$(presently file --directory /srv) && cd "$dir""#,
      #"presently file --file --timeout 30s ~/Downloads"#,
      #"printf 'src\n1\n' | presently file     # no terminal: opens ./src, prints its first entry's path"#,
    ],
    make: { FileCommand() },
    options: [
      OptionRow(
        "directory", arity: .flag, kind: .boolean,
        help: "Pick a folder: only folders are listed; . then Enter picks the one shown."
      ) { command, _ throws(CommandLineRefusal) in
        guard command.choice.pick != .files else { throw .invalid("--directory and --file cannot be given together.") }
        command.choice.pick = .folders
      },
      OptionRow("file", arity: .flag, kind: .boolean, help: "List files only, leaving the folder's folders out.") {
        command, _ throws(CommandLineRefusal) in
        guard command.choice.pick != .folders else {
          throw .invalid("--directory and --file cannot be given together.")
        }
        command.choice.pick = .files
      },
      OptionRow("all", short: "a", arity: .flag, kind: .boolean, help: "Show entries whose names start with a dot.") {
        command, _ in command.choice.showsHidden = true
      },
      .integer(
        "height", value: "rows", help: "Accepted as gum has it, without effect: the browser takes the whole window.",
        \.height),
      .timeoutOnly(\.timeout),
    ],
    operands: Operands("path", count: 0...1, help: "The folder to start in (default: the current folder).") {
      if let path = $1.first { $0.folder = (String(decoding: path, as: UTF8.self), path) }
    }
  )
}
