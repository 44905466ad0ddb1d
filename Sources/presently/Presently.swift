import ArgumentParser
import Glibc

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
      Without a terminal, answers are read as lines of standard input. Every status \
      other than 0 and 1 comes with a line on standard error saying why.

      Exit status:
        0    answered: yes, a default or destructive action, a value chosen
        1    declined: no, a cancel action, quit, or nothing to choose from
        64   invalid arguments
        124  timed out with no default to fall back on
        130  interrupted (Ctrl-C)
        255  the input ended (Ctrl-D) before an answer, or none could be had
        128+N  signal N (SIGTERM 143, SIGHUP 129, Ctrl-\\ SIGQUIT 131),
             after restoring the terminal
      """,
    version: "0.1.0",
    subcommands: [Confirm.self, Input.self, Choose.self, AlertCommand.self, Browse.self]
  )

  /// Parses and runs, like ArgumentParser's own `main`, except that every message that
  /// leaves the process is sanitized (arguments are untrusted text: an item may hold an
  /// OSC 52 clipboard write), and an error is shown with its own command's usage.
  static func main() async {
    var commandType: ParsableCommand.Type = Self.self
    do {
      var command = try await asyncParseAsRoot()
      commandType = type(of: command)
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let code = commandType.exitCode(for: error)
      let text = commandType.fullMessage(for: error)
      if code == .success {
        Output.standardOutput(text + "\n")
      } else if !text.isEmpty {
        Output.standardError(text + "\n")
      }
      Glibc.exit(code.rawValue)
    }
  }
}
