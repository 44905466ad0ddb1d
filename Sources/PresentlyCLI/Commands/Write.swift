import ArgumentParser
import PresentlyCommands

/// `presently write`: text of several lines, printed on standard output.
struct Write: Running {
  static let configuration = CommandConfiguration(
    abstract: "Read text of several lines, each edited with readline, and print it.",
    discussion: """
      Each line has its own numbered prompt and readline's editing (your ~/.inputrc \
      applies; use `$if presently`). Enter starts the next line; Ctrl-D on an empty line \
      ends the text (readline's presently-submit, which ~/.inputrc can bind to another \
      key); Up on an empty line opens the line above again; Escape cancels (status 1). \
      The text is printed with one line break at its end. Without a terminal, standard \
      input is the text. --width, --height and --show-line-numbers are accepted for \
      gum's scripts; lines are always numbered here.
      """
  )

  static let examples = [
    #"message=$(presently write --header "Commit message" --placeholder "What changed, and why")"#,
    #"presently write --value "$(cat notes.txt)" --max-lines 50 > notes.txt.new"#,
    #"printf 'a\nb\n' | presently write     # no terminal: prints a and b"#,
  ]

  @Option(help: ArgumentHelp("A title above the lines.", valueName: "text"))
  var header: String?

  @Option(help: "A dimmed hint in the first line while it is empty; never part of the text.")
  var placeholder: String?

  @Option(help: ArgumentHelp("The text already written, which may hold several lines.", valueName: "text"))
  var value = ""

  @Option(help: ArgumentHelp("The most lines; the text ends when the last is entered.", valueName: "count"))
  var maxLines: Int?

  @Option(help: ArgumentHelp("The most characters, line breaks included.", valueName: "count"))
  var charLimit: Int?

  @Option(help: .hidden) var width: Int?
  @Option(help: .hidden) var height: Int?
  @Flag(help: .hidden) var showLineNumbers = false

  @OptionGroup var timeout: TimeoutOption

  /// The command these arguments ask for.
  var command: WriteCommand {
    var command = WriteCommand()
    (command.header, command.placeholder, command.value) = (header, placeholder, value)
    let raw = RawArguments(optionsWithValues: [
      "--header", "--placeholder", "--value", "--max-lines", "--char-limit", "--width", "--height", "--timeout",
    ])
    command.valueBytes = RawArguments.bytes(raw.value(of: "--value"), for: value)
    (command.maxLines, command.characterLimit) = (maxLines, charLimit)
    command.timeout = timeout.duration
    return command
  }
}

extension Write: Exemplified {}
