/// `presently write`'s command line, as data.
extension WriteCommand {
  /// Every option of `write`, one row each, and its operands.
  package static let table = CommandTable<WriteCommand>(
    "write",
    abstract: "Read text of several lines, each edited with readline, and print it.",
    discussion: """
      Each line has its own numbered prompt and readline's editing (your ~/.inputrc \
      applies; use `$if presently`). Enter starts the next line; Ctrl-D on an empty line \
      ends the text (readline's presently-submit, which ~/.inputrc can bind to another \
      key); Up and Down go to the line above or below to edit it, and Enter there goes on \
      to the next; Ctrl-E opens $VISUAL or $EDITOR on the text so far, and the lines go on \
      as it saved them; Escape cancels (status 1). \
      The text is printed with one line break at its end. Without a terminal, standard \
      input is the text. --width, --height and --show-line-numbers are accepted for \
      gum's scripts; lines are always numbered here.
      """,
    examples: [
      #"message=$(presently write --header "Commit message" --placeholder "What changed, and why")"#,
      #"presently write --value "$(cat notes.txt)" --max-lines 50 > notes.txt.new"#,
      #"printf 'a\nb\n' | presently write     # no terminal: prints a and b"#,
    ],
    make: { WriteCommand() },
    options: [
      .text("header", help: "A title above the lines.", \.header),
      .text(
        "placeholder", help: "A dimmed hint in the first line while it is empty; never part of the text.", \.placeholder
      ),
      OptionRow(
        "value", arity: .value, kind: .bytes, value: "text",
        help: "The text already written, which may hold several lines."
      ) { ($0.value, $0.valueBytes) = ($1.text, $1.bytes) },
      .integer(
        "max-lines", value: "count", help: "The most lines; the text ends when the last is entered.", \.maxLines),
      .integer("char-limit", value: "count", help: "The most characters, line breaks included.", \.characterLimit),
      .ignoredInteger("width", value: "columns", help: "Accepted as gum has it, without effect: lines are readline's."),
      .ignoredInteger("height", value: "rows", help: "Accepted as gum has it, without effect: every line is shown."),
      .ignoredFlag("show-line-numbers", help: "Accepted as gum has it: lines are always numbered here."),
      .timeoutOnly(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "write", \.styles) },
    operands: .none
  )
}
