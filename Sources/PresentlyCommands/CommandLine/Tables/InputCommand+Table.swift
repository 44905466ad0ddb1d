/// `presently input`'s command line, as data.
extension InputCommand {
  /// Every option of `input`, one row each, and its operands.
  package static let table = CommandTable<InputCommand>(
    "input",
    abstract: "Read one edited line and print it.",
    discussion: """
      The line is edited with readline (your ~/.inputrc applies; use `$if presently`). \
      With --pattern the whole value must match the regular expression; a mismatch shows \
      the message and asks again with the text kept. --value is also the default: a \
      timeout, or an input that has ended, takes it (and exits 0) where it is given. \
      Escape cancels (status 1). --password never echoes and keeps \
      no history. --history NAME offers earlier answers (Up arrow) and saves this one \
      under $XDG_STATE_HOME/presently/history/NAME.
      """,
    examples: [
      #"name=$(presently input --prompt "Your name" --placeholder "Ada Lovelace")"#,
      #"port=$(presently input --prompt Port --value 8080 --pattern '[0-9]{1,5}' --error "A port is a number.")"#,
      #"token=$(presently input --prompt Token --password)"#,
      #"host=$(presently input --prompt Host --history hosts --timeout 30) || exit"#,
    ],
    make: { InputCommand() },
    options: [
      .text("prompt", help: "The question before the line.", \.prompt),
      .text("header", help: "A line in bold above the prompt (gum's).", \.header),
      .text(
        "placeholder", help: "A dimmed hint shown while the line is empty; never part of the value.", \.placeholder),
      OptionRow("value", arity: .value, kind: .bytes, value: "initial", help: "Text already in the line, to edit.") {
        ($0.value, $0.valueBytes) = ($1.text, $1.bytes)
      },
      .flag("password", help: "Do not echo what is typed, and keep no history.", \.password),
      OptionRow(
        "pattern", arity: .value, kind: .text, value: "regex", help: "A regular expression the whole value must match."
      ) { command, value throws(CommandLineRefusal) in
        // Swift's regular expressions are linked by presently-cli alone.
        guard let compile = value.compile else { throw .needsFullCommandLine }
        guard let matches = compile(value.text) else {
          throw .invalid("--pattern is not a valid regular expression: \(value.text)")
        }
        command.pattern = (value.text, matches)
      },
      .text("error", value: "message", help: "The message shown when --pattern does not match.", \.error),
      .text("history", value: "name", help: "Keep and offer earlier answers under this name.", \.history),
      .ignoredInteger(
        "width", value: "columns",
        help: "Accepted as gum has it, without effect: the line is readline's, as wide as the terminal."),
      .timeoutOrDefault(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "input", \.styles) },
    operands: .none
  )
}
