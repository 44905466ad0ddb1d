import Alerts
import ArgumentParser
import PresentlyCommands

/// `presently spin -- COMMAND [ARGS…]`: runs a command while a spinner turns; the exit
/// status is the command's.
struct Spin: Running {
  static let configuration = CommandConfiguration(
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
      """
  )

  static let examples = [
    #"presently spin --title "Building…" -- make -j4"#,
    #"tags=$(presently spin --title "Fetching tags" -- git ls-remote --tags origin)"#,
    #"presently spin --spinner line --show-output --timeout 2m -- ./install.sh"#,
  ]

  @Option(help: ArgumentHelp("The text beside the spinner.", valueName: "text"))
  var title = "Loading\u{2026}"

  @Option(
    help: ArgumentHelp(
      "The frames: \(SpinnerStyle.allCases.map(\.rawValue).joined(separator: ", ")) (ASCII where the terminal is not UTF-8).",
      valueName: "name"))
  var spinner = SpinnerStyle.dot

  @Flag(
    name: [.customLong("show-output"), .customLong("show-stdout")],
    help: "Show the command's output above the spinner too.")
  var showOutput = false

  @Flag(
    name: [.customLong("show-error"), .customLong("show-stderr")],
    help: "Show the command's standard error even when it succeeds.")
  var showError = false

  @OptionGroup var timeout: TimeoutOption

  @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The command to run, after --.", valueName: "command"))
  var commandLine: [String] = []

  /// The command these arguments ask for, the command's words as the bytes given.
  var command: SpinCommand {
    var command = SpinCommand()
    let words = commandLine.first == "--" ? Array(commandLine.dropFirst()) : commandLine
    // The words are the command line's last ones; each as the bytes given where they are there.
    let raw = Array(RawArguments.all.suffix(words.count))
    let offset = words.count - raw.count
    command.command = words.indices.map { RawArguments.bytes($0 >= offset ? raw[$0 - offset] : nil, for: words[$0]) }
    command.title = title
    command.style = spinner
    command.showsOutput = showOutput
    command.showsError = showError
    command.timeout = timeout.duration
    return command
  }
}

extension Spin: Exemplified {}

extension SpinnerStyle: ExpressibleByArgument {}
