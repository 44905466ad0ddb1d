import ArgumentParser
import PresentlyCommands

/// `presently confirm`: a yes-or-no question; the answer is the exit status.
struct Confirm: Running {
  static let configuration = CommandConfiguration(
    abstract: "Ask a yes-or-no question; exit 0 for yes, 1 for no.",
    discussion: """
      Shows the question and the answers as buttons ([y/N]: the one Enter takes in \
      capitals). y or n answers at once; so does the first letter of a label. Tab, Left \
      and Right move between the answers. The focus starts on --default, and on yes \
      without one. Typed words work too: yes, no, the labels and their prefixes in any \
      case, and the locale's yes and no. Escape cancels (status 1). Without a terminal, \
      an empty answer takes --default only. Nothing is printed on standard output.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"presently confirm "Delete the build folder?" && rm -rf .build"#,
    #"presently confirm --default yes --timeout 10 "Continue the upgrade?""#,
    #"presently confirm --affirmative Overwrite --negative Keep "notes.txt exists.""#,
    #"echo y | presently confirm "Go?"     # no terminal: answers from stdin"#,
  ]

  @Option(help: ArgumentHelp("The answer Enter (and a timeout) takes.", valueName: "yes|no"))
  var `default`: YesOrNo?

  @Option(help: ArgumentHelp("The label of the yes answer.", valueName: "label"))
  var affirmative = "Yes"

  @Option(help: ArgumentHelp("The label of the no answer.", valueName: "label"))
  var negative = "No"

  @OptionGroup var timeout: TimeoutOrDefaultOption

  @Argument(help: "The question.")
  var prompt: String

  /// The command these arguments ask for.
  var command: ConfirmCommand {
    var command = ConfirmCommand(prompt: prompt)
    command.defaultAnswer = self.default.map { $0 == .yes }
    (command.affirmative, command.negative) = (affirmative, negative)
    command.timeout = timeout.duration
    return command
  }
}

/// `yes` or `no`, as an argument.
enum YesOrNo: String, ExpressibleByArgument, CaseIterable {
  case yes, no
}
