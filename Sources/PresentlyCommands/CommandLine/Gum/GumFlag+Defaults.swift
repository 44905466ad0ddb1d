extension GumFlag {
  /// gum's defaults (the `default:` tags of its `*/options.go`) for the elements the
  /// line-oriented widgets draw, by the name of the native row that draws them: `input`'s
  /// prompt `> ` and placeholder `Type something...`, `choose`'s header `Choose:` and
  /// the prefixes of its rows when several may be chosen (`✓ `, `• `; `--cursor` is not
  /// set: presently's highlight stays unless it is given),
  /// `filter`'s prompt, placeholder and prefixes (` ◉ `, ` ○ `; its `--indicator`, `•`, is
  /// not set, as `choose`'s cursor is not), `write`'s placeholder. gum's dialect sets them
  /// before its environment variables and the command line, which override them; native
  /// commands keep theirs. `choose` draws no prompt in gum, and a header of `Choose:`
  /// above a line saying `Choose:` again says it twice: its line there holds only `> `
  /// (where the list is not drawn in place, the highlighted number, `[1]: `).
  package static func defaults(of command: String) -> [(row: String, value: String)] {
    switch command {
    case "input": [("prompt", "> "), ("placeholder", "Type something...")]
    case "choose":
      [
        ("header", "Choose:"), ("prompt", ""), ("selected-prefix", "✓ "), ("unselected-prefix", "• "),
        ("cursor-prefix", "• "),
      ]
    case "filter":
      [
        ("prompt", "> "), ("placeholder", "Filter..."), ("selected-prefix", " ◉ "), ("unselected-prefix", " ○ "),
      ]
    case "write": [("placeholder", "Write something...")]
    case "confirm": [("affirmative", "Yes"), ("negative", "No")]
    default: []
    }
  }
}

extension CommandTable where Command: ToolCommand {
  /// The table, its commands made with gum's ways (``ToolCommand/takeGumWays()``) and
  /// gum's defaults (``GumFlag/defaults(of:)``) for the rows that draw them.
  func withGumDefaults() -> CommandTable {
    let rows = GumFlag.defaults(of: name).compactMap { wanted in
      options.first { $0.isNamed(wanted.row) }.map { ($0, OptionValue(bytes: Array(wanted.value.utf8))) }
    }
    var table = self
    let make = self.make
    table.make = {
      var command = make()
      command.takeGumWays()
      for (row, value) in rows { try? row.set(&command, value) }
      return command
    }
    return table
  }
}
