/// zsh's completion script: `#compdef presently`, with `_arguments` for each command.
extension CompletionScript {
  /// The zsh script for `commands`.
  static func zsh(_ commands: [CommandSummary]) -> String {
    var lines = [
      "#compdef presently",
      "# zsh completion for presently: written by `presently --generate-completion-script zsh`",
      "# from the commands' tables.",
      "",
      "_presently() {",
      "  local -a commands",
      "  local context state state_descr line",
      "  typeset -A opt_args",
      "  commands=(",
    ]
    for command in commands {
      lines.append("    " + quoted(command.name + ":" + sentence(command.abstract)))
    }
    lines += [
      "    'help:Show the help of presently or of a command.'",
      "  )",
      "  _arguments -C \\",
      "    '(- *)--version[Show the version.]' \\",
      "    '(- *)'{-h,--help}'[Show the help.]' \\",
      "    '(- *)--generate-completion-script=[Print the completion script of a shell.]:shell:(\(shells.joined(separator: " ")))' \\",
      "    '(- *)--generate-manual=[Write the manual pages into a folder.]:folder:_files -/' \\",
      "    '1: :->command' \\",
      "    '*:: :->arguments'",
      "  case $state in",
      "    command) _describe -t commands 'presently command' commands ;;",
      "    arguments)",
      "      case $words[1] in",
      "        help) _describe -t commands 'presently command' commands ;;",
    ]
    for command in commands {
      lines.append("        \(command.name))")
      lines.append("          _arguments -s \\")
      lines.append("            '(- *)'{-h,--help}'[Show this help.]' \\")
      for option in command.options {
        for spelling in option.spellings { lines.append("            " + zshSpec(option, spelling) + " \\") }
      }
      lines.append("            " + zshOperands(command))
      lines.append("          ;;")
    }
    lines += ["      esac", "      ;;", "  esac", "}", "", "_presently \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `_arguments`'s spec of one spelling of an option: `'*--field=[A field.]:label:'`.
  private static func zshSpec(_ option: CommandSummary.Option, _ spelling: String) -> String {
    let description = "[" + zshEscaped(sentence(option.help)) + "]"
    let repeated = option.repeats ? "*" : ""
    guard option.takesNextWord || option.takesInlineValue, !spelling.hasPrefix("--no-") else {
      return quoted(repeated + spelling + description)
    }
    let equals = spelling.hasPrefix("--") ? (option.takesInlineValue ? "=-" : "=") : "+"
    let action =
      option.choices.isEmpty ? (option.takesPath ? "_files" : " ") : "(" + option.choices.joined(separator: " ") + ")"
    return quoted(repeated + spelling + equals + description + ":" + zshEscaped(option.valueName) + ":" + action)
  }

  /// `_arguments`'s spec of the operands.
  private static func zshOperands(_ command: CommandSummary) -> String {
    let action = command.operandsArePaths ? "_files" : " "
    let name = zshEscaped(command.operandName)
    switch (command.operandCount.lowerBound, command.operandCount.upperBound) {
    case (_, 0): return "'*: :'"
    case (0, 1): return quoted("::" + name + ":" + action)
    case (1, 1): return quoted(":" + name + ":" + action)
    default: return quoted("*:" + name + ":" + action)
    }
  }

  /// `text` with what `_arguments` reads in a description or a name escaped.
  private static func zshEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "[]:\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
