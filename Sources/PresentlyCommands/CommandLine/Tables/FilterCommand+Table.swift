/// `presently filter`'s command line, as data.
extension FilterCommand {
  /// Every option of `filter`, one row each, and its operands.
  package static let table = CommandTable<FilterCommand>(
    "filter",
    abstract: "Narrow a list as you type, and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Every key narrows the list to the \
      items that match what is typed, best first: its characters in order, anything \
      between them (fb finds foo-bar), case ignored unless a capital is typed, and a \
      leading ' for the characters together. Matches at the start of a word rank first. \
      Up and Down move among the matches; a number that no item matches highlights \
      that row; Enter takes the highlighted row. With --limit above 1 or --no-limit, \
      Enter marks the highlighted match and the line starts again (Space marks too, \
      also after typing); \
      Enter on the empty line prints the marked items, one per line. With --filter, no \
      dialog: every match is printed, best first, and the status is 0 when something \
      matched and 1 when nothing did.
      """,
    examples: [
      #"file=$(git ls-files | presently filter --placeholder 'file to edit') && "$EDITOR" "$file""#,
      #"presently filter --no-limit --header Packages $(apt-mark showmanual)"#,
      #"ls /usr/bin | presently filter --filter py"#,
    ],
    make: { FilterCommand() },
    options: [
      .text("prompt", help: "The question after the list.", \.prompt),
      .text("header", help: "A line drawn above the list.", \.header),
      .text("placeholder", help: "The hint in the empty line.", \.placeholder),
      .text("value", value: "query", help: "The query the line opens with.", \.value),
      OptionRow("limit", arity: .value, kind: .integer, value: "n", help: "How many items may be chosen.") {
        $0.limit = $1.integer
      },
      .flag("no-limit", help: "Any number of items may be chosen.", \.noLimit),
      .flag("exact", help: "Match what is typed as a substring (a leading ' asks for the fuzzy reading).", \.exact),
      .text("filter", value: "query", help: "Print the items that match, best first, without a dialog.", \.query),
      .text("indicator", help: "Drawn before the highlighted row, in place of > (gum's).", \.indicator),
      .selectedPrefix(\.selectedPrefix),
      .unselectedPrefix(\.unselectedPrefix),
      .timeoutOnly(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "filter", \.styles) },
    operands: Operands("item", count: 0...Int.max, help: "The items; without any, one per line of standard input.") {
      $0.items = $1
    }
  )
}
