/// `presently progress`'s command line, as data.
extension ProgressCommand {
  /// Every option of `progress`, one row each, and its operands.
  package static let table = CommandTable<ProgressCommand>(
    "progress",
    abstract: "Show a progress bar fed by lines of standard input; exit 0 when the input ends.",
    discussion: """
      Each line of standard input is a percentage from 0 to 100. A block of XXX, a \
      percentage, lines of text and XXX again sets the text too. Other lines are \
      ignored. The bar is redrawn in place on a terminal; without cursor control each \
      change is a line of its own. This is whiptail's --gauge protocol: a script that \
      feeds whiptail --gauge can feed presently progress unchanged.
      """,
    examples: [
      #"for i in $(seq 0 10 100); do echo "$i"; sleep 0.2; done | presently progress --text "Copying…""#,
      #"{ echo 10; printf 'XXX\n50\nHalf way\nXXX\n'; echo 100; } | presently progress --title Install"#,
    ],
    make: { ProgressCommand() },
    options: [
      .text("title", help: "A title above the text.", \.title),
      .text("text", help: "What is being done, until the input says otherwise.", \.text),
      OptionRow(
        "percent", arity: .value, kind: .integer, value: "percent", help: "Where the bar starts, from 0 to 100."
      ) {
        $0.percent = $1.integer
      },
    ],
    operands: .none
  )
}
