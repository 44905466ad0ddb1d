import ArgumentParser

/// `presently`: typed dialogs for shell scripts, drawn on the terminal, with the value on
/// standard output and an exit status a script can trust.
@main
struct Presently: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presently",
    abstract: "Typed confirm, input, choose, alert and browse dialogs for shell scripts.",
    discussion: """
      Dialogs are drawn on the controlling terminal and keys are read from it, even when \
      standard input or output is redirected; standard output carries only the result. \
      Without a terminal, answers are read as lines of standard input.

      Exit status:
        0    answered: yes, a default or destructive action, a value chosen
        1    declined: no, a cancel action, browse quit without choosing
        64   invalid arguments (the message is on standard error)
        124  timed out with no default to fall back on
        130  interrupted (Ctrl-C)
        255  the input ended (Ctrl-D) before an answer, or none could be had
        128+N  signal N (SIGTERM, SIGHUP), after restoring the terminal
      """,
    version: "0.1.0",
    subcommands: [Confirm.self, Input.self, Choose.self, AlertCommand.self, Browse.self]
  )
}
