extension ManualPage {
  /// presently-gum(1): gum's dialect, command by command, from the tables gum's command
  /// lines are read with: the flags that act, with what they do (and gum's variable), and
  /// the flags taken without effect, by name.
  static func gum(date: String) -> ManualPage {
    var lines = header("presently-gum", date: date)
    lines += [".SH NAME", "presently\\-gum \\- run gum's scripts on presently"]
    lines += [".SH SYNOPSIS", ".B gum", ".I command", ".RI [ option ...]", ".br"]
    lines += [".B presently gum", ".I command", ".RI [ option ...]"]
    lines += [".SH DESCRIPTION"] + prose(description)
    let commands = GumCommandLine.names.filter { $0 != "version-check" }
    for name in commands {
      guard let summary = NativeCommandLine.table(named: Array(name.utf8), gum: true)?.summary else { continue }
      lines += [".SH \"GUM " + roff(name.uppercased()) + "\""]
      let acting = summary.options.filter { $0.help != GumFlag.withoutEffect }
      for option in acting {
        var help = option.help
        if let variable = option.environment { help += " Also from the variable " + variable + "." }
        lines += [".TP", tag(option.shown), roff(help)]
      }
      let idle = summary.options.filter { $0.help == GumFlag.withoutEffect }
      if !idle.isEmpty {
        lines += [".PP", "Taken without effect:"]
        lines.append(roff(idle.flatMap { $0.spellings }.joined(separator: " "), code: true))
      }
    }
    lines += [".SH \"GUM VERSION-CHECK\"", ".TP", ".B version\\-check \\fIconstraint\\fR"]
    lines.append("Succeeds when gum \(GumCommandLine.version), the version presently answers as, meets the constraint.")
    lines += [".SH \"WHERE PRESENTLY DIFFERS\""]
    for item in GumDifferences.items { lines += [".TP", ".B " + roff(item.part), roff(item.text)] }
    lines += statuses()
    lines += [
      ".SH \"SEE ALSO\"", ".BR presently (1) ,", ".BR presently\\-whiptail (1) ,", ".BR presently\\-dialog (1)",
    ]
    return ManualPage(fileName: "presently-gum.1", text: lines.joined(separator: "\n") + "\n")
  }

  /// What the page says before the commands.
  static let description = """
    Run under the name gum (a symbolic link; the package has one in /usr/lib/presently/compat), \
    or as presently gum ARGS, presently reads gum v\(GumCommandLine.version)'s command lines with \
    the native commands' tables and answers as gum does: the value on standard output, Escape \
    1, Ctrl-C 130, a timeout 124.
    Every flag gum declares is taken. Where the native command has the option, it acts as \
    there and is also read from gum's environment variable, the command line winning. The \
    rest (style flags of parts a line-oriented prompt does not draw, and bubbletea's layout) \
    are taken without effect, as dialog mode takes curses-only options; they are listed \
    below, command by command. A switch takes its state inline: --show-help=false.
    An unknown command or flag is refused before anything runs: status 64 and one line \
    naming it.
    """
}
