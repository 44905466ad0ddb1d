import ArgumentParser
import PresentlyCommands

/// `presently filter`: narrow a list as you type and print the choice; with `--filter`,
/// print the matches without a dialog.
struct Filter: Running {
  static let configuration = CommandConfiguration(
    abstract: "Narrow a list as you type, and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Every key narrows the list to the \
      items that match what is typed, best first: its characters in order, anything \
      between them (fb finds foo-bar), case ignored unless a capital is typed, and a \
      leading ' for the characters together. Matches at the start of a word rank first. \
      Up and Down move among the matches; a row's number highlights that row; Enter \
      takes the highlighted row. With --limit above 1 or --no-limit, Enter marks the \
      highlighted match and the line starts again (Space marks too, on an empty line); \
      Enter on the empty line prints the marked items, one per line. With --filter, no \
      dialog: every match is printed, best first, and the status is 0 when something \
      matched and 1 when nothing did.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line.
  static let examples = [
    #"file=$(git ls-files | presently filter --placeholder 'file to edit') && "$EDITOR" "$file""#,
    #"presently filter --no-limit --header Packages $(apt-mark showmanual)"#,
    #"ls /usr/bin | presently filter --filter py"#,
  ]

  @Option(help: "The question after the list.")
  var prompt = "Filter"

  @Option(help: "A line drawn above the list.")
  var header: String?

  @Option(help: "The hint in the empty line.")
  var placeholder: String?

  @Option(help: ArgumentHelp("The query the line opens with.", valueName: "query"))
  var value: String?

  @Option(help: ArgumentHelp("How many items may be chosen.", valueName: "n"))
  var limit = 1

  @Flag(help: "Any number of items may be chosen.")
  var noLimit = false

  @Flag(help: "Match what is typed as a substring (a leading ' asks for the fuzzy reading).")
  var exact = false

  @Option(
    name: .customLong("filter"),
    help: ArgumentHelp("Print the items that match, best first, without a dialog.", valueName: "query"))
  var query: String?

  @OptionGroup var timeout: TimeoutOption

  @Argument(help: "The items; without any, one per line of standard input.")
  var items: [String] = []

  /// The command these arguments ask for, the items as the bytes given.
  var command: FilterCommand {
    var command = FilterCommand()
    let raw = RawArguments(optionsWithValues: [
      "--prompt", "--header", "--placeholder", "--value", "--limit", "--filter", "--timeout",
    ])
    let given = raw.positionals
    command.items = items.enumerated().map { index, item in
      RawArguments.bytes(given.count == items.count ? given[index] : nil, for: item)
    }
    (command.prompt, command.header, command.placeholder, command.value) = (prompt, header, placeholder, value ?? "")
    (command.limit, command.noLimit, command.exact, command.query) = (limit, noLimit, exact, query)
    command.timeout = timeout.duration
    return command
  }
}
