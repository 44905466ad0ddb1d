/// bash's completion script: one function, `_presently`, bound with `complete -F`.
extension CompletionScript {
  /// The bash script for `commands`.
  static func bash(_ commands: [CommandSummary]) -> String {
    let names = commands.map(\.name)
    var lines = [
      "# bash completion for presently: written by `presently --generate-completion-script bash`",
      "# from the commands' tables.",
      "_presently() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} option=${COMP_WORDS[COMP_CWORD-1]}",
      "  [ \"$option\" = = ] && [ \"$COMP_CWORD\" -gt 2 ] && option=${COMP_WORDS[COMP_CWORD-2]}",
      "  COMPREPLY=()",
      "  if [ \"$COMP_CWORD\" -eq 1 ]; then",
      "    COMPREPLY=($(compgen -W \(quoted((names + ["help"] + programOptions).joined(separator: " "))) -- \"$cur\"))",
      "    return 0",
      "  fi",
      "  case ${COMP_WORDS[1]} in",
      "    help) [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W \(quoted(names.joined(separator: " "))) -- \"$cur\")) ;;",
      "    --generate-completion-script) [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W '\(shells.joined(separator: " "))' -- \"$cur\")) ;;",
      "    --generate-manual) [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -d -- \"$cur\")) ;;",
    ]
    for command in commands { lines += bashCase(command) }
    lines += [
      "  esac",
      "  return 0",
      "}",
      "complete -o filenames -F _presently presently",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of `command`'s case: the values an option's value may be (after the option,
  /// or its `=`), then its options after a dash, else its operands.
  private static func bashCase(_ command: CommandSummary) -> [String] {
    // After `--name=`, bash's word is the value, and `=` the one before it.
    var lines = ["    \(command.name))", "      case $option in"]
    for option in command.options where option.takesNextWord || !option.choices.isEmpty {
      let pattern = option.spellings.joined(separator: "|")
      if !option.choices.isEmpty {
        let words = quoted(option.choices.joined(separator: " "))
        lines.append("        \(pattern)) COMPREPLY=($(compgen -W \(words) -- \"$cur\")); return 0 ;;")
      } else if option.takesPath {
        lines.append("        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return 0 ;;")
      } else {
        lines.append("        \(pattern)) return 0 ;;")
      }
    }
    lines.append("      esac")
    let spellings = ["--help"] + command.options.flatMap(\.spellings)
    lines.append("      if [[ $cur == -* ]]; then")
    lines.append("        COMPREPLY=($(compgen -W \(quoted(spellings.joined(separator: " "))) -- \"$cur\"))")
    if command.operandsArePaths {
      lines.append("      else")
      lines.append("        COMPREPLY=($(compgen -f -- \"$cur\"))")
    }
    lines += ["      fi", "      ;;"]
    return lines
  }
}
