extension CommandTable where Command: ToolCommand {
  /// This table as gum's dialect reads it: with a row, without effect, for each of gum's
  /// flags of the command that the native table has no row for (style flags of parts the
  /// line-oriented widget does not draw, bubbletea's layout), so that a gum script runs
  /// rather than stopping at its first uncommon flag. Flags a row already answers to, by
  /// its name, an alias or a short name, keep that row, and are read from gum's
  /// environment variable too (`GUM_INPUT_PLACEHOLDER`), the command line winning.
  /// The commands are made with gum's defaults for what the widgets draw
  /// (``GumFlag/defaults(of:)``).
  package func withGumFlags() -> CommandTable {
    var table = withGumDefaults()
    let flags = GumFlag.flags(of: name)
    // Every row a first one: gum's variables name style flags too.
    table.options = table.options
    for index in table.firstOptions.indices where table.firstOptions[index].environment == nil {
      let row = table.firstOptions[index]
      table.firstOptions[index].environment = flags.first { row.isNamed($0.name) }?.environment
    }
    let spelled = Set(table.firstOptions.flatMap(\.spellings))
    for flag in flags where !spelled.contains("--" + flag.name) {
      let short = flag.short.flatMap { spelled.contains("-" + String($0)) ? nil : $0 }
      let arity: OptionArity = flag.isSwitch ? (flag.isNegatable ? .negatableFlag : .flag) : .value
      table.firstOptions.append(
        OptionRow(
          flag.name, short: short, arity: arity, kind: flag.isSwitch ? .boolean : .text,
          value: flag.isSwitch ? "" : "value", help: GumFlag.withoutEffect
        ) { _, _ in })
    }
    return table
  }
}
