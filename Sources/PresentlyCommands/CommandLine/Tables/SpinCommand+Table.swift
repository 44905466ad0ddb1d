import Alerts

/// `presently spin`'s command line, as data.
extension SpinCommand {
  /// Every option of `spin`, one row each, and its operands.
  package static let table = CommandTable<SpinCommand>(
    "spin",
    abstract: "Run a command while a spinner turns on the terminal; exit with its status.",
    discussion: """
      The command's standard output goes to ours unchanged, so x=$(presently spin -- \
      cmd) works; when our output is the terminal, its lines show above the spinner. \
      Its standard error is kept, and shown after it when it fails (or always, with \
      --show-error). The command runs without the terminal: standard input is /dev/null \
      when ours is the terminal (a pipe is passed on), and it cannot open /dev/tty. The \
      exit status is the command's, 128+N when signal N ended it, 127 when there is no \
      such command, 126 when it cannot be run. Ctrl-C ends the command and everything it \
      started (SIGINT, then SIGTERM, then SIGKILL) and exits 130; --timeout ends it the \
      same way and exits 124. Under TERM=dumb nothing turns: the title is printed once, \
      and the time it took at the end. Without a terminal, the command just runs.
      """,
    examples: [
      #"presently spin --title "Building…" -- make -j4"#,
      #"tags=$(presently spin --title "Fetching tags" -- git ls-remote --tags origin)"#,
      #"presently spin --spinner line --show-output --timeout 2m -- ./install.sh"#,
    ],
    make: { SpinCommand() },
    options: [
      .text("title", help: "The text beside the spinner.", \.title),
      OptionRow(
        "spinner", short: "s", arity: .value, kind: .choice(SpinnerStyle.allCases.map(\.rawValue)), value: "name",
        help:
          "The frames: \(SpinnerStyle.allCases.map(\.rawValue).joined(separator: ", ")) (ASCII where the terminal is not UTF-8)."
      ) { $0.style = SpinnerStyle(rawValue: $1.text) ?? .dot },
      .flag(
        "show-output", aliases: ["show-stdout"], help: "Show the command's output above the spinner too.", \.showsOutput
      ),
      .flag(
        "show-error", aliases: ["show-stderr"], help: "Show the command's standard error even when it succeeds.",
        \.showsError),
      .timeoutOnly(\.timeout),
    ],
    laterOptions: { OptionRow.elementStyleRows(command: "spin", \.styles) },
    operands: Operands(
      "command", count: 1...Int.max, endsOptions: true, help: "The command to run, and its arguments (after --)."
    ) { $0.command = $1 }
  )
}
