/// One command's command line, as data: its name, what it says of itself, its options
/// (one ``OptionRow`` each) and its operands. ``CommandLineReader`` reads a command line
/// with it, and ``CommandHelp`` writes its help from it.
package struct CommandTable<Command>: Sendable {
  /// The subcommand's name: `choose`.
  package var name: String
  /// One sentence: what the command does.
  package var abstract: String
  /// What the help says after the abstract: how it behaves, keys, statuses.
  package var discussion: String
  /// Command lines shown under EXAMPLES, one a line, never wrapped.
  package var examples: [String]
  /// The command before any option is read: its defaults.
  package var make: @Sendable () -> Command
  /// The options made with the table, in the order the help lists them: the reader
  /// looks a name up here first.
  package var firstOptions: [OptionRow<Command>]
  /// The options made only when a line names one the first do not answer to, or when all
  /// are listed (help, completions, manual pages, gum's dialect): gum's style flags. Every
  /// run of a command makes its table, and the dozens of style rows of `choose` cost a
  /// tenth of its start. They take no environment variable (``OptionRow/environment``)
  /// until gum's dialect makes them all first options.
  package var laterOptions: @Sendable () -> [OptionRow<Command>]
  /// Every option, in the order the help lists them. Setting it makes them all first
  /// options.
  package var options: [OptionRow<Command>] {
    get { firstOptions + laterOptions() }
    set { (firstOptions, laterOptions) = (newValue, { [] }) }
  }
  /// The operands: what they are, how many, and what they set.
  package var operands: Operands<Command>

  /// A table from all of its parts.
  package init(
    _ name: String, abstract: String, discussion: String, examples: [String], make: @escaping @Sendable () -> Command,
    options: [OptionRow<Command>], laterOptions: @escaping @Sendable () -> [OptionRow<Command>] = { [] },
    operands: Operands<Command>
  ) {
    (self.name, self.abstract, self.discussion, self.examples) = (name, abstract, discussion, examples)
    (self.make, self.firstOptions, self.laterOptions, self.operands) = (make, options, laterOptions, operands)
  }
}

/// A command's operands: their name and help, how many it takes, and what they set.
package struct Operands<Command>: Sendable {
  /// The name shown in the usage, in capitals there: `item`.
  package var name: String
  /// What they are, for the help.
  package var help: String
  /// How many there may be.
  package var count: ClosedRange<Int>
  /// Whether the first operand ends the options, as `--` does: what follows is a command
  /// line of its own (`spin`).
  package var endsOptions = false
  /// Sets the command from the operands, as given.
  package var set: @Sendable (inout Command, [[UInt8]]) throws(CommandLineRefusal) -> Void

  /// Operands from all of their parts.
  package init(
    _ name: String, count: ClosedRange<Int>, endsOptions: Bool = false, help: String,
    set: @escaping @Sendable (inout Command, [[UInt8]]) throws(CommandLineRefusal) -> Void
  ) {
    (self.name, self.count, self.endsOptions, self.help, self.set) = (name, count, endsOptions, help, set)
  }

  /// No operands at all.
  package static var none: Self {
    Self("", count: 0...0, help: "") { _, _ in }
  }

  /// The usage's words for them: `ITEM…`, `[FILE]`, `PROMPT`, or nothing.
  package var usage: String {
    let word = name.uppercased()
    switch (count.lowerBound, count.upperBound) {
    case (_, 0): return ""
    case (0, 1): return "[\(word)]"
    case (1, 1): return word
    case (0, _): return "[\(word) \u{2026}]"
    default: return "\(word) \u{2026}"
    }
  }
}
