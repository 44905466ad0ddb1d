import ArgumentParser
import PresentlyCommands

/// `presently choose`: pick items from a numbered list; the chosen items are printed.
struct Choose: Running {
  static let configuration = CommandConfiguration(
    abstract: "Choose from a numbered list and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Typing narrows the list at once to \
      the items that match, best first (see presently filter); a row's number \
      highlights that row; Up and Down move the highlight; Page Up and Page Down page. \
      Enter takes the highlighted row: the first, or --default, which the highlight \
      starts on. From a pipe, lines answer by number, by title or a unique prefix of \
      it, /text filters and / alone shows all, n and p page. A \
      timeout, or an input that has ended, takes --default where it is given. Escape \
      cancels (status 1). The chosen item is printed exactly as given. With --multiple, \
      Enter on a narrowed line marks the highlighted match, Space marks on an empty \
      line, numbers and ranges (1 3-5) or titles separated by commas name several, and \
      Enter on the empty line prints the marked items, one per line.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"branch=$(git branch --format='%(refname:short)' | presently choose --prompt Branch)"#,
    #"presently choose --default staging --timeout 20 dev staging production"#,
    #"ls *.log | presently choose --multiple --header "Logs to delete" | xargs rm --"#,
  ]

  @Option(help: "The question after the list.")
  var prompt = "Choose"

  @Option(help: "A line drawn above the list.")
  var header: String?

  @Option(help: ArgumentHelp("The item Enter (and a timeout) takes.", valueName: "item"))
  var `default`: String?

  @Flag(help: "Choose several items; they are printed one per line.")
  var multiple = false

  @OptionGroup var timeout: TimeoutOrDefaultOption

  @Argument(help: "The items; without any, one per line of standard input.")
  var items: [String] = []

  /// The command these arguments ask for, the items and the default as the bytes given.
  var command: ChooseCommand {
    var command = ChooseCommand()
    let raw = RawArguments(optionsWithValues: ["--prompt", "--header", "--default", "--timeout"])
    let given = raw.positionals
    command.items = items.enumerated().map { index, item in
      RawArguments.bytes(given.count == items.count ? given[index] : nil, for: item)
    }
    command.defaultItem = self.default.map { RawArguments.bytes(raw.value(of: "--default"), for: $0) }
    (command.prompt, command.header, command.multiple) = (prompt, header, multiple)
    command.timeout = timeout.duration
    return command
  }
}
