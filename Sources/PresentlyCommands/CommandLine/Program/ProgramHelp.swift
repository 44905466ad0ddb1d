import PresentlyCore

/// What `presently` says of itself, as data: its abstract, how it behaves, its exit
/// statuses, and how it stands in for whiptail, dialog and gum. `presently --help` and
/// presently(1) are written from it, and the command list from the commands' tables.
package enum ProgramHelp {
  /// One sentence: what the program is.
  package static let abstract = "Typed dialogs, pickers and a spinner for shell scripts, as quick as whiptail."

  /// How the program behaves, in prose.
  package static let discussion = """
    Dialogs are drawn on the controlling terminal and keys are read from it, even when \
    standard input or output is redirected; standard output carries only the result. \
    Without a terminal, answers are read as lines of standard input. Every status \
    other than 0 and 1 comes with a line on standard error saying why.
    """

  /// The exit statuses, the same in every command: the status as shown, and its meaning.
  package static let statuses: [(status: String, meaning: String)] = [
    ("0", "answered: yes, a default or destructive action, a value chosen"),
    ("1", "declined: no, a cancel action, quit, Escape, or nothing to choose from"),
    ("64", "invalid arguments"),
    ("70", "presently-cli is missing, for a command line only it reads (input --pattern, alert --enable)"),
    ("124", "timed out with no default to fall back on"),
    ("130", "interrupted (Ctrl-C)"),
    ("255", "the input ended (Ctrl-D) before an answer, or none could be had"),
    ("128+N", "signal N (SIGTERM 143, SIGHUP 129, Ctrl-\\ SIGQUIT 131), after restoring the terminal"),
  ]

  /// How presently stands in for whiptail, dialog and gum. A line that starts with a
  /// space is a command, shown as it is; the rest is prose.
  package static let compatibility = """
    As whiptail, dialog or gum: run as a link named whiptail, dialog or gum (or as \
    presently whiptail ARGS, presently dialog ARGS, presently gum ARGS), presently reads \
    that program's command line and answers as it does, so scripts, debconf and \
    pythondialog run on it unchanged. Install the link first on PATH:
      ln -s "$(command -v presently)" ~/.local/bin/whiptail
      ln -s "$(command -v presently)" ~/.local/bin/dialog
      ln -s "$(command -v presently)" ~/.local/bin/gum
    The Debian package has the links in a folder of its own, to put first on PATH \
    (man presently-whiptail, man presently-dialog):
      export PATH="/usr/lib/presently/compat:$PATH"
    """

  /// The program's own options, as its help and manual list them: names, then help.
  package static let options: [(names: String, help: String)] = [
    ("--version", "Show the version."),
    ("-h, --help", "Show this help; presently help COMMAND, or COMMAND --help, shows a command's."),
    (
      "--generate-completion-script <shell>",
      "Print the completion script for bash, zsh or fish, from the commands' tables."
    ),
    (
      "--generate-manual <folder>",
      "Write the manual pages (presently.1 and presently-COMMAND.1, for packagers) into the folder."
    ),
  ]

  /// `presently --help`: the abstract, the discussion, the statuses, whiptail, dialog and
  /// gum, the usage, the options, and each command with its abstract, from its table.
  package static var text: String {
    var lines = CommandHelp.wrap("OVERVIEW: " + abstract, width: CommandHelp.width, indent: "") + [""]
    lines += CommandHelp.wrap(discussion, width: CommandHelp.width, indent: "") + ["", "Exit status:"]
    for (status, meaning) in statuses {
      let left = "  " + status
      let indent = String(repeating: " ", count: 9)
      var wrapped = CommandHelp.wrap(meaning, width: CommandHelp.width - indent.count, indent: indent)
      if left.count < indent.count, let first = wrapped.first {
        wrapped[0] = left + String(repeating: " ", count: indent.count - left.count) + first.dropFirst(indent.count)
      } else {
        wrapped.insert(left, at: 0)
      }
      lines += wrapped
    }
    lines += [""] + CommandHelp.flow(compatibility, width: CommandHelp.width) + [""]
    lines += ["USAGE: presently <subcommand> [OPTIONS] [ARGUMENTS]", "", "OPTIONS:"]
    for (names, help) in options { lines += CommandHelp.entry(names, help: help) }
    lines += ["", "SUBCOMMANDS:"]
    for table in NativeCommandLine.tables { lines += CommandHelp.entry(table.name, help: table.abstract) }
    lines += ["", "  See 'presently help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `presently --version`.
  package static var version: String { PresentlyVersion.current + "\n" }
}
