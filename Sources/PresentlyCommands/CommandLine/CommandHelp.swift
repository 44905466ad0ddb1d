/// `presently CMD --help`, written from the command's table: what it does, the examples
/// (each on a line of its own, never wrapped, so that it can be copied as it is), the
/// usage, the operands, and every option row with its names, value and help.
package enum CommandHelp {
  /// The width prose is wrapped to.
  package static let width = 80
  /// Where an option's help starts.
  private static let helpColumn = 30

  /// The help of `table`'s command.
  package static func text<Command>(for table: CommandTable<Command>) -> String {
    var lines = ["OVERVIEW: " + table.abstract, ""]
    lines += wrap(table.discussion, width: width, indent: "") + [""]
    if !table.examples.isEmpty { lines += ["EXAMPLES:"] + table.examples.map { "  " + $0 } + [""] }
    let operands = table.operands.usage
    lines += ["USAGE: presently \(table.name) [OPTIONS]" + (operands.isEmpty ? "" : " " + operands), ""]
    if !operands.isEmpty {
      lines += ["ARGUMENTS:"] + entry(operands, help: table.operands.help) + [""]
    }
    lines.append("OPTIONS:")
    for row in table.options { lines += entry(names(of: row), help: row.help) }
    lines += entry("-h, --help", help: "Show this help.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A row's names as the help shows them: `-s, --spinner <name>`, `--[no-]help`,
  /// `--show-output, --show-stdout`, `--default[=<yes|no>]`.
  package static func names<Command>(of row: OptionRow<Command>) -> String {
    var names = row.short.map { ["-" + String($0)] } ?? []
    names.append(row.arity == .negatableFlag ? "--[no-]" + row.long : "--" + row.long)
    names += row.aliases.map { "--" + $0 }
    let joined = names.joined(separator: ", ")
    switch row.arity {
    case .flag, .negatableFlag: return joined
    case .value: return joined + " <\(row.valueName)>"
    case .repeatedValue: return joined + " <\(row.valueName)> \u{2026}"
    case .optionalValue: return joined + "[=<\(row.valueName)>]"
    }
  }

  /// One entry of a list: its names, then its help at the help column (on the next line
  /// when the names reach it), wrapped.
  package static func entry(_ names: String, help: String) -> [String] {
    let left = "  " + names
    let wrapped = wrap(help, width: width - helpColumn, indent: String(repeating: " ", count: helpColumn))
    guard let first = wrapped.first?.drop(while: { $0 == " " }) else { return [left] }
    if left.count + 2 > helpColumn { return [left] + wrapped }
    return [left + String(repeating: " ", count: helpColumn - left.count) + first] + wrapped.dropFirst()
  }

  /// `text` as ``wrap(_:width:indent:)`` breaks it, but for its lines that start with a
  /// space: commands, kept as they are, never wrapped, so that they can be copied.
  package static func flow(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      line.first == " " ? [String(line)] : wrap(String(line), width: width, indent: "")
    }
  }

  /// `text` in lines of at most `width` characters after `indent`, broken between words;
  /// a line break in `text` starts a new line.
  package static func wrap(_ text: String, width: Int, indent: String) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, line.count + 1 + word.count > width {
          lines.append(indent + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(indent + line)
    }
    return lines
  }
}
