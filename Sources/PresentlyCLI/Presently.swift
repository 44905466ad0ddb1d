import ArgumentParser
import Glibc
import PresentlyCommands
import PresentlyCore

/// `presently`: typed dialogs for shell scripts, drawn on the terminal, with the value on
/// standard output and an exit status a script can trust. Started from `main.swift`.
struct Presently: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presently",
    abstract: "Typed dialogs, pickers and a spinner for shell scripts, as quick as whiptail.",
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

      As whiptail or dialog: run as a link named whiptail or dialog (or as presently \
      whiptail ARGS, presently dialog ARGS), presently reads that program's command line \
      and answers as it does, so scripts, debconf and pythondialog run on it unchanged. \
      Install the link first on PATH:
        ln -s "$(command -v presently)" ~/.local/bin/whiptail
        ln -s "$(command -v presently)" ~/.local/bin/dialog

      The Debian package has the links in a folder of its own, to put first on PATH \
      (man presently-whiptail):
        export PATH="/usr/lib/presently/compat:$PATH"
      """,
    version: PresentlyVersion.current,
    subcommands: [
      Confirm.self, Input.self, Choose.self, Filter.self, Alert.self, Browse.self, Table.self, File.self,
      Pager.self, Progress.self, Spin.self, Write.self,
    ]
  )

  /// Parses and runs, like ArgumentParser's own `main`, except that every message that
  /// leaves the process is sanitized (arguments are untrusted text: an item may hold an
  /// OSC 52 clipboard write), and an error is shown with its own command's usage.
  static func main() async {
    if let command = Help.requested(in: Array(CommandLine.arguments.dropFirst())) {
      Output.standardOutput(Help.text(for: command) + "\n")
      Glibc.exit(0)
    }
    var command: ParsableCommand
    do {
      command = try await asyncParseAsRoot()
    } catch {
      exit(with: error, message: fullMessage(for: error))
    }
    do {
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let type = Swift.type(of: command)
      guard exitCode(for: error) != .success, type != Self.self else {
        exit(with: error, message: fullMessage(for: error))
      }
      // An error of a subcommand's own: its message, then that command's usage.
      let name = "\(_commandName) \(type._commandName)"
      exit(
        with: error,
        message:
          "Error: \(message(for: error))\nUsage: \(usageString(for: type))\n  See '\(name) --help' for more information."
      )
    }
  }

  /// Writes `message` (sanitized) where ArgumentParser would, and exits with the error's code.
  private static func exit(with error: any Error, message: String) -> Never {
    let code = exitCode(for: error)
    if code == .success {
      Output.standardOutput(message + "\n")
    } else if !message.isEmpty {
      Output.standardError(message + "\n")
    }
    Glibc.exit(code.rawValue)
  }
}
