/// `presently choose`'s command line, as data.
extension ChooseCommand {
  /// Every option of `choose`, one row each, and its operands.
  package static let table = CommandTable<ChooseCommand>(
    "choose",
    abstract: "Choose from a numbered list and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Typing narrows the list at once to \
      the items that match, best first (see presently filter); a number that no item \
      matches highlights that row; Up and Down move the highlight; Page Up and Page \
      Down page. \
      Enter takes the highlighted row: the first, or --default, which the highlight \
      starts on. From a pipe, lines answer by number, by title or a unique prefix of \
      it, /text filters and / alone shows all, n and p page. A \
      timeout, or an input that has ended, takes --default where it is given. Escape \
      erases what was typed, and on an empty line cancels (status 1). The chosen item is printed exactly as given. With --multiple, \
      Enter on a narrowed line marks the highlighted match, Space marks it too (on an \
      empty line or after typing), numbers and ranges (1 3-5) or titles separated by commas name several, and \
      Enter on the empty line prints the marked items, one per line.
      """,
    examples: [
      #"branch=$(git branch --format='%(refname:short)' | presently choose --prompt Branch)"#,
      #"presently choose --default staging --timeout 20 dev staging production"#,
      #"ls *.log | presently choose --multiple --header "Logs to delete" | xargs rm --"#,
    ],
    make: { ChooseCommand() },
    options: [
      .text("prompt", help: "The question after the list.", \.prompt),
      .text("header", help: "A line drawn above the list.", \.header),
      OptionRow("default", arity: .value, kind: .bytes, value: "item", help: "The item Enter (and a timeout) takes.") {
        $0.defaultItem = $1.bytes
      },
      .flag("multiple", help: "Choose several items; they are printed one per line.", \.multiple),
      OptionRow(
        "limit", arity: .value, kind: .integer, value: "n",
        help: "How many items may be chosen (gum's): above 1, as --multiple, with at most n marked."
      ) { command, value throws(CommandLineRefusal) in
        guard value.integer >= 1 else { throw .invalid("--limit must be 1 or more.") }
        command.limit = value.integer
      },
      .flag("no-limit", help: "Any number of items may be chosen (gum's); as --multiple.", \.noLimit),
      OptionRow(
        "selected", arity: .repeatedValue, kind: .bytes, value: "items",
        help:
          "Items that start marked, separated by commas (* for all; gum's); with one choice, where the highlight starts."
      ) {
        $0.selected += $1.bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Array.init)
      },
      .flag(
        "select-if-one", help: "With a single item, print it without asking (gum's).", \.selectIfOne),
      .flag(
        "ordered",
        help:
          "Show the items sorted, byte by byte (gum's); several chosen are printed in the order they were marked.",
        \.ordered),
      .text("cursor", help: "Drawn before the highlighted row, in place of > (gum's).", \.cursor),
      .selectedPrefix(\.selectedPrefix),
      .unselectedPrefix(\.unselectedPrefix),
      .text(
        "cursor-prefix",
        help: "Drawn before the highlighted row, unmarked, when several may be chosen (gum's).",
        \.cursorPrefix),
      OptionRow(
        "label-delimiter", arity: .value, kind: .bytes, value: "text",
        help: "Each item is a label, text and a value: the label is shown, the value printed (gum's)."
      ) { $0.labelDelimiter = $1.bytes },
      .ignoredInteger(
        "height", value: "rows",
        help: "Accepted as gum has it, without effect: the list pages to the terminal's height."),
      .timeoutOrDefault(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "choose", \.styles) },
    operands: Operands("item", count: 0...Int.max, help: "The items; without any, one per line of standard input.") {
      $0.items = $1
    }
  )
}
