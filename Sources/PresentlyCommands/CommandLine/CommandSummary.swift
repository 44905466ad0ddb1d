/// A command's table as what describes it, with the command's type and the setters left
/// out: what completions and manual pages are written from (``CompletionScript``,
/// ``ManualPage``). Made only when asked for, not on the quick path.
package struct CommandSummary: Sendable {
  /// The subcommand's name: `choose`.
  package var name: String
  /// One sentence: what the command does.
  package var abstract: String
  /// What the help says after the abstract.
  package var discussion: String
  /// Command lines shown under EXAMPLES.
  package var examples: [String]
  /// The options, in the table's order.
  package var options: [Option]
  /// The operands' name (`item`), usage (`[ITEM…]`), help, and how many there may be.
  package var operandName: String, operandUsage: String, operandHelp: String
  /// How many operands there may be.
  package var operandCount: ClosedRange<Int>

  /// One row of the table, described.
  package struct Option: Sendable {
    /// Every spelling, as typed: `--long`, `--no-long`, `-s`, `--alias`.
    package var spellings: [String]
    /// The names as the help shows them: `-s, --spinner <name>`.
    package var shown: String
    /// Whether the value is the next word when it is not given after `=`.
    package var takesNextWord: Bool
    /// Whether the value is optional, and then only after `=` (`--default=no`).
    package var takesInlineValue: Bool
    /// Whether it may be given more than once, each one kept.
    package var repeats: Bool
    /// The words the value must be one of, if it is a choice (or a yes or a no).
    package var choices: [String]
    /// The value's name in the help (`file`, `n`).
    package var valueName: String
    /// What the option does.
    package var help: String
    /// The environment variable that gives its value, if any.
    package var environment: String?

    /// Whether the value names a file or a folder.
    package var takesPath: Bool { ["file", "path", "folder"].contains(valueName) }
  }

  /// The summary of `table`.
  package init<Command>(_ table: CommandTable<Command>) {
    (name, abstract, discussion, examples) = (table.name, table.abstract, table.discussion, table.examples)
    (operandName, operandUsage) = (table.operands.name, table.operands.usage)
    (operandHelp, operandCount) = (table.operands.help, table.operands.count)
    options = table.options.map { row in
      var choices: [String] = []
      if case .choice(let words) = row.kind { choices = words }
      if case .optionalValue = row.arity, row.kind == .boolean { choices = ["true", "false", "yes", "no"] }
      var takesInline = false
      if case .optionalValue = row.arity { takesInline = true }
      return Option(
        spellings: row.spellings, shown: CommandHelp.names(of: row),
        takesNextWord: row.arity == .value || row.arity == .repeatedValue, takesInlineValue: takesInline,
        repeats: row.arity == .repeatedValue, choices: choices, valueName: row.valueName, help: row.help,
        environment: row.environment)
    }
  }

  /// Whether the operands name files or folders.
  package var operandsArePaths: Bool { ["file", "path", "folder"].contains(operandName) }
}
