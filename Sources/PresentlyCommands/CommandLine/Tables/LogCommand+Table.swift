/// `presently log`'s command line, as data: gum's `log`.
extension LogCommand {
  /// Every option of `log`, one row each, and its operands.
  package static let table = CommandTable<LogCommand>(
    "log",
    abstract: "Write a log line to standard error: a level, a time, a prefix, key-value pairs.",
    discussion: """
      Writes one line, as gum log and charmbracelet/log write it: the time (--time: a Go \
      layout, or one of its names: kitchen, rfc3339, datetime, …), the level (--level), \
      the prefix, the message and, with --structured, the arguments after the first as \
      key=value pairs; --format makes the message from a printf format and its \
      arguments. --formatter json and logfmt write the same as a JSON object or logfmt. \
      Lines below --min-level (GUM_LOG_LEVEL) are left out. The line goes to standard \
      error, or is appended to --file; colours are left out when that is not a \
      terminal, under TERM=dumb and NO_COLOR. Text is shown harmless. Status 0; 1 after \
      a fatal line.
      """,
    examples: [
      #"presently log --level info "Starting the upgrade""#,
      #"presently log --structured --level debug "Connected" host db1 port 5432"#,
      #"presently log --time kitchen --prefix deploy --level warn "Disk almost full""#,
      #"presently log --formatter json --level error "Upload failed" file notes.txt"#,
    ],
    make: { LogCommand() },
    options: options,
    operands: Operands("text", count: 1...Int.max, help: "The message (and key-value pairs, or format arguments).") {
      $0.text = $1.map { String(decoding: $0, as: UTF8.self) }
    }
  )

  /// The options of `log`: its own, then the style flags of each part.
  private static var options: [OptionRow<LogCommand>] {
    var rows = commandOptions
    let parts: [(String, String, WritableKeyPath<LogCommand, StyleFlags> & Sendable)] = [
      ("level", "the level", \.levelStyle), ("time", "the time", \.timeStyle),
      ("prefix", "the prefix", \.prefixStyle), ("message", "the message", \.messageStyle),
      ("key", "the keys", \.keyStyle), ("value", "the values", \.valueStyle),
      ("separator", "the separators", \.separatorStyle),
    ]
    for (name, part, field) in parts {
      rows += OptionRow.styleRows(
        prefix: name + ".", environmentPrefix: "GUM_LOG_" + name.uppercased() + "_", part: part, field)
    }
    return rows
  }

  /// The options of `log` but for its style flags.
  private static var commandOptions: [OptionRow<LogCommand>] {
    [
      OptionRow("file", short: "o", arity: .value, kind: .bytes, value: "file", help: "Append the line to this file.") {
        $0.file = $1.bytes
      },
      .flag("format", short: "f", help: "Make the message from a printf format and its arguments.", \.printf),
      OptionRow(
        "formatter", arity: .value, kind: .choice(["json", "logfmt", "text"]), value: "name",
        help: "How the line is written: text, json or logfmt."
      ) { $0.formatter = LogLine.Formatter(rawValue: $1.text) ?? .text },
      OptionRow(
        "level", short: "l", arity: .value, kind: .choice(["none", "debug", "info", "warn", "error", "fatal"]),
        value: "name", help: "The level: none (the default), debug, info, warn, error, fatal."
      ) { $0.level = LogLevel(rawValue: $1.text) ?? .none },
      .text("prefix", help: "Written before the message, with a colon.", \.prefix),
      .flag("structured", short: "s", help: "The arguments after the message are key-value pairs.", \.structured),
      .text("time", short: "t", value: "layout", help: "Write the time, in this Go layout or named one.", \.time),
      .text("min-level", value: "name", help: "Leave out lines below this level.", \.minimumLevel)
        .environment("GUM_LOG_LEVEL"),
    ]
  }
}
