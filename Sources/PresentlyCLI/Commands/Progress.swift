import ArgumentParser
import PresentlyCommands

/// `presently progress`: a progress bar fed from standard input, whiptail's `--gauge`
/// protocol, until the input ends.
struct Progress: Running {
  static let configuration = CommandConfiguration(
    commandName: "progress",
    abstract: "Show a progress bar fed by lines of standard input; exit 0 when the input ends.",
    discussion: """
      Each line of standard input is a percentage from 0 to 100. A block of XXX, a \
      percentage, lines of text and XXX again sets the text too. Other lines are \
      ignored. The bar is redrawn in place on a terminal; without cursor control each \
      change is a line of its own. This is whiptail's --gauge protocol: a script that \
      feeds whiptail --gauge can feed presently progress unchanged.
      """
  )

  static let examples = [
    #"for i in $(seq 0 10 100); do echo "$i"; sleep 0.2; done | presently progress --text "Copying…""#,
    #"{ echo 10; printf 'XXX\n50\nHalf way\nXXX\n'; echo 100; } | presently progress --title Install"#,
  ]

  @Option(help: ArgumentHelp("A title above the text.", valueName: "text"))
  var title: String?

  @Option(help: ArgumentHelp("What is being done, until the input says otherwise.", valueName: "text"))
  var text = ""

  @Option(help: ArgumentHelp("Where the bar starts, from 0 to 100.", valueName: "percent"))
  var percent = 0

  /// The command these arguments ask for.
  var command: ProgressCommand {
    var command = ProgressCommand()
    (command.title, command.text, command.percent) = (title, text, percent)
    return command
  }
}

extension Progress: Exemplified {}
