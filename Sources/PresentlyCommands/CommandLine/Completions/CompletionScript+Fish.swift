/// fish's completion script: one `complete` line per option spelling, under the command
/// it belongs to.
extension CompletionScript {
  /// The fish script for `commands`.
  static func fish(_ commands: [CommandSummary]) -> String {
    let names = (commands.map(\.name) + ["help"]).joined(separator: " ")
    var lines = [
      "# fish completion for presently: written by `presently --generate-completion-script fish`",
      "# from the commands' tables.",
      "complete -c presently -f",
      "complete -c presently -n '__fish_use_subcommand' -l version -d 'Show the version.'",
      "complete -c presently -n '__fish_use_subcommand' -s h -l help -d 'Show the help.'",
      "complete -c presently -n '__fish_use_subcommand' -l generate-completion-script -x -a '\(shells.joined(separator: " "))' -d 'Print the completion script of a shell.'",
      "complete -c presently -n '__fish_use_subcommand' -l generate-manual -x -a '(__fish_complete_directories)' -d 'Write the manual pages into a folder.'",
      "complete -c presently -n '__fish_use_subcommand' -a help -d 'Show the help of presently or of a command.'",
      "complete -c presently -n '__fish_seen_subcommand_from help' -a '\(names)'",
    ]
    for command in commands {
      lines.append(
        "complete -c presently -n '__fish_use_subcommand' -a \(command.name) -d \(fishQuoted(sentence(command.abstract)))"
      )
      let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
      if command.operandsArePaths { lines.append("complete -c presently \(condition) -F") }
      for option in command.options {
        for spelling in option.spellings {
          var line = "complete -c presently \(condition) "
          line +=
            spelling.hasPrefix("--") ? "-l " + fishQuoted(String(spelling.dropFirst(2))) : "-s " + spelling.dropFirst()
          if option.takesNextWord, !spelling.hasPrefix("--no-") {
            if !option.choices.isEmpty {
              line += " -x -a " + fishQuoted(option.choices.joined(separator: " "))
            } else {
              line += option.takesPath ? " -r -F" : " -x"
            }
          }
          lines.append(line + " -d " + fishQuoted(sentence(option.help)))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes for fish, which escapes `\` and `'` inside them.
  private static func fishQuoted(_ text: String) -> String {
    var quoted = "'"
    for character in text {
      if character == "'" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }
}
