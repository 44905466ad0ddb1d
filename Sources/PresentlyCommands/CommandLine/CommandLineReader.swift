import PresentlySystem

/// The one reader of a native command's command line, over bytes: it reads the
/// arguments after the subcommand's name with the command's ``CommandTable`` and makes
/// the command, or refuses the line, naming the argument, before anything runs.
///
/// What it takes, as GNU `getopt_long` and gum take it: `--name VALUE` and
/// `--name=VALUE`; `-s VALUE`, `-sVALUE` and flags bundled (`-ab`); `--no-name` for a
/// negatable flag; options anywhere among the operands; `--` before operands only. A
/// value is the next argument whatever it looks like. Arguments reach the command as the
/// bytes given: an item or a file name that is not UTF-8 is printed, opened or run byte
/// for byte.
///
/// It builds no dictionary or set: the tables are short, and `presently` starts without
/// hashing anything (see `KeyActions`).
package struct CommandLineReader<Command> {
  /// The table the line is read with.
  package let table: CommandTable<Command>
  /// What compiles a regular expression, where the program has them (`presently-cli`).
  package let compile: RegexCompiler?

  /// A reader of `table`'s command lines.
  package init(_ table: CommandTable<Command>, compile: RegexCompiler? = nil) {
    (self.table, self.compile) = (table, compile)
  }

  /// What a command line asks for: the command to run, or its help.
  package enum Reading {
    /// The command, read and checked (its `problem` is `nil`).
    case run(Command)
    /// `--help` or `-h` among the options.
    case help
  }

  /// Reads `--name`, `--no-name` or `--name=value`, and the value after it if it takes one.
  private func readLong(
    _ argument: [UInt8], into command: inout Command, following arguments: [[UInt8]], at index: inout Int
  ) throws(CommandLineRefusal) {
    let body = argument.dropFirst(2)
    let equals = body.firstIndex(of: UInt8(ascii: "="))
    let name = String(decoding: body[..<(equals ?? body.endIndex)], as: UTF8.self)
    let inline = equals.map { Array(body[($0 + 1)...]) }
    var rows = table.firstOptions
    var (found, negated) = Self.row(named: name, in: rows)
    if found == nil {
      rows = table.options
      (found, negated) = Self.row(named: name, in: rows)
    }
    guard let row = found else {
      let nearest = DidYouMean.nearest(to: "--" + name, among: rows.flatMap(\.spellings))
      throw .invalid("unknown option --\(name)" + (nearest.map { " (did you mean \($0)?)" } ?? ""))
    }
    try apply(row, spelled: "--" + name, inline: inline, negated: negated, to: &command) { () -> [UInt8]? in
      guard index < arguments.count else { return nil }
      index += 1
      return arguments[index - 1]
    } peek: {
      index < arguments.count ? arguments[index] : nil
    }
  }

  /// The row of `rows` that `--name` names, and whether it was `--no-name`.
  private static func row(named name: String, in rows: [OptionRow<Command>]) -> (OptionRow<Command>?, negated: Bool) {
    if let row = rows.first(where: { $0.isNamed(name) }) { return (row, false) }
    guard name.hasPrefix("no-") else { return (nil, false) }
    let row = rows.first { $0.arity == .negatableFlag && $0.isNamed(String(name.dropFirst(3))) }
    return (row, row != nil)
  }

  /// Reads `-s`, `-sVALUE`, `-s VALUE` and bundled flags (`-ab`).
  private func readShort(
    _ argument: [UInt8], into command: inout Command, following arguments: [[UInt8]], at index: inout Int
  ) throws(CommandLineRefusal) {
    var position = 1
    while position < argument.count {
      let byte = argument[position]
      position += 1
      // Later options have no short names.
      guard byte < 0x80, let row = table.firstOptions.first(where: { $0.short == Character(Unicode.Scalar(byte)) })
      else {
        throw .invalid("unknown option -\(String(decoding: argument[(position - 1)...].prefix(1), as: UTF8.self))")
      }
      let spelled = "-" + String(Character(Unicode.Scalar(byte)))
      let takesValue = row.arity != .flag && row.arity != .negatableFlag
      let rest = position < argument.count && takesValue ? Array(argument[position...]) : nil
      if rest != nil { position = argument.count }
      try apply(row, spelled: spelled, inline: rest, negated: false, to: &command) { () -> [UInt8]? in
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
      } peek: {
        index < arguments.count ? arguments[index] : nil
      }
    }
  }

  /// Checks the value `row` is given (inline, or the next argument) and sets the command.
  private func apply(
    _ row: OptionRow<Command>, spelled: String, inline: [UInt8]?, negated: Bool, to command: inout Command,
    next: () -> [UInt8]?, peek: () -> [UInt8]?
  ) throws(CommandLineRefusal) {
    var value = OptionValue(bytes: [], isOn: !negated, compile: compile)
    switch row.arity {
    case .flag, .negatableFlag:
      // `--bold=true`, `--show-help=false`: a switch given its state, as gum's reader
      // (kong) and the environment's variables take it.
      if let inline {
        guard let on = OptionValue.boolean(String(decoding: inline, as: UTF8.self)) else {
          throw .invalid("\(spelled) takes no value, or true or false")
        }
        if !on && row.arity == .flag { return }
        value.isOn = negated ? !on : on
        return try row.set(&command, value)
      }
    case .value, .repeatedValue:
      guard let given = inline ?? next() else { throw .invalid("\(spelled) needs \(row.kind.description)") }
      value.bytes = given
    case .optionalValue(let implied):
      if let inline {
        value.bytes = inline
      } else if let following = peek(), row.kind.accepts(String(decoding: following, as: UTF8.self)) {
        value.bytes = next() ?? following
      } else {
        value.bytes = Array(implied.utf8)
      }
    }
    if !value.bytes.isEmpty || inline != nil, !row.kind.accepts(value.text) {
      throw .invalid("\(spelled) takes \(row.kind.description), not \"\(value.text)\"")
    }
    try row.set(&command, value)
  }

  /// Sets the options whose environment variable is set, as gum's flags take them before
  /// the command line (which overrides them): a flag by a yes or a no, a value as given.
  private func readEnvironment(into command: inout Command) throws(CommandLineRefusal) {
    // Later options take no variable (``CommandTable/laterOptions``).
    for row in table.firstOptions {
      guard let name = row.environment, let given = Environment.bytes(name) else { continue }
      var value = OptionValue(bytes: given, compile: compile)
      if row.arity == .flag || row.arity == .negatableFlag {
        guard let on = OptionValue.boolean(value.text) else {
          throw .invalid("\(name)=\(value.text): takes true or false")
        }
        if !on && row.arity == .flag { continue }
        (value.bytes, value.isOn) = ([], on)
      } else if !row.kind.accepts(value.text) {
        throw .invalid("\(name)=\(value.text): takes \(row.kind.description)")
      }
      try row.set(&command, value)
    }
  }

  /// Checks how many operands there are, and gives them to the command.
  private func take(_ operands: [[UInt8]], into command: inout Command) throws(CommandLineRefusal) {
    let rule = table.operands
    if operands.count > rule.count.upperBound {
      let extra = String(decoding: operands[rule.count.upperBound], as: UTF8.self)
      throw .invalid("unexpected argument \"\(extra)\"")
    }
    if operands.count < rule.count.lowerBound { throw .invalid("missing \(rule.name.uppercased())") }
    try rule.set(&command, operands)
  }

  private static var dash: UInt8 { UInt8(ascii: "-") }
}

/// Reading needs the command's own check (``ToolCommand/problem``); the reader itself
/// does not constrain its command, so that making its type at start-up checks no
/// conformance (a search through every conformance in the program).
extension CommandLineReader where Command: ToolCommand {
  /// Reads `arguments` (after the subcommand's name) into the command.
  ///
  /// - Throws: ``CommandLineRefusal/invalid(_:)`` with the words naming what is wrong
  ///   (an unknown option, with the nearest name; a value its option does not take; an
  ///   operand too many or missing; the command's own `problem`), or
  ///   ``CommandLineRefusal/needsFullCommandLine`` when the line is sound but an option
  ///   in it needs `presently-cli`.
  package func read(_ arguments: [[UInt8]]) throws(CommandLineRefusal) -> Reading {
    var command = table.make()
    try readEnvironment(into: &command)
    var operands: [[UInt8]] = []
    var index = 0
    var optionsEnded = false
    var needsFull = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument.first != Self.dash || argument.count == 1 {
        operands.append(argument)
        optionsEnded = optionsEnded || table.operands.endsOptions
        continue
      }
      if argument == [Self.dash, Self.dash] {
        optionsEnded = true
        continue
      }
      if argument == Array("--help".utf8) || argument == Array("-h".utf8) { return .help }
      do {
        if argument[1] == Self.dash {
          try readLong(argument, into: &command, following: arguments, at: &index)
        } else {
          try readShort(argument, into: &command, following: arguments, at: &index)
        }
      } catch .needsFullCommandLine {
        // Read on: a mistake later in the line is still this reader's to say.
        needsFull = true
      }
    }
    try take(operands, into: &command)
    if needsFull { throw .needsFullCommandLine }
    if let problem = command.problem { throw .invalid(problem) }
    return .run(command)
  }
}
