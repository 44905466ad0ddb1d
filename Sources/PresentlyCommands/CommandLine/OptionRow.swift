/// One option of a command, as data: its names, how it takes a value, what the value
/// must be, its help, and what it sets in the command.
///
/// A command's options are an array of rows (``CommandTable``); the one reader
/// (``CommandLineReader``) and the help (``CommandHelp``) read the same rows, so they
/// agree by construction. A new option is one row:
///
/// ```swift
/// .integer("limit", value: "n", help: "How many items may be chosen.") { $0.limit = $1 }
/// ```
package struct OptionRow<Command>: Sendable {
  /// The long name, without `--`.
  package var long: String
  /// The one-letter name, without `-`, if any.
  package var short: Character?
  /// Other long names that mean the same (gum's, older ones), without `--`.
  package var aliases: [String] = []
  /// How the option takes its value.
  package var arity: OptionArity
  /// What the value must be.
  package var kind: ValueKind
  /// The value's name in the help (`n`, `duration`); unused for flags.
  package var valueName: String
  /// What the option does, for the help.
  package var help: String
  /// The environment variable that gives the option's value when the command line does
  /// not (gum's `GUM_STYLE_STRIP_ANSI`, `FOREGROUND`), if any.
  package var environment: String?
  /// Sets the command from the value read; throws when the value, well formed for its
  /// kind, still cannot be taken.
  package var set: @Sendable (inout Command, OptionValue) throws(CommandLineRefusal) -> Void

  /// A row from all of its parts.
  package init(
    _ long: String, short: Character? = nil, aliases: [String] = [], arity: OptionArity, kind: ValueKind,
    value valueName: String = "", help: String,
    set: @escaping @Sendable (inout Command, OptionValue) throws(CommandLineRefusal) -> Void
  ) {
    (self.long, self.short, self.aliases, self.arity, self.kind) = (long, short, aliases, arity, kind)
    (self.valueName, self.help, self.set) = (valueName, help, set)
  }

  /// Whether `name` (without dashes) is one of this row's long names.
  package func isNamed(_ name: String) -> Bool {
    long == name || aliases.contains(name)
  }

  /// The row, its value also taken from the environment variable `name`.
  package func environment(_ name: String) -> Self {
    var row = self
    row.environment = name
    return row
  }

  /// Every name the option answers to, as typed: `--long`, `-s`, `--alias`, and `--no-long`
  /// for a negatable flag.
  package var spellings: [String] {
    var names = ["--" + long]
    if case .negatableFlag = arity { names.append("--no-" + long) }
    if let short { names.append("-" + String(short)) }
    return names + aliases.map { "--" + $0 }
  }
}

/// How an option takes its value.
package enum OptionArity: Sendable, Equatable {
  /// `--name` alone; `--name=x` is refused.
  case flag
  /// `--name`, or `--no-name` to turn it off.
  case negatableFlag
  /// `--name VALUE` or `--name=VALUE`; given twice, the last one counts.
  case value
  /// `--name VALUE`, any number of times, each one kept in order.
  case repeatedValue
  /// `--name=VALUE`, or `--name` alone for `implied`; a separate argument is the value
  /// only when it is one the kind takes (`--default no`).
  case optionalValue(implied: String)
}

/// What an option's value must be; the reader refuses anything else, naming the option.
package enum ValueKind: Sendable, Equatable {
  /// Any bytes, passed on as given (an item, a file name, a command).
  case bytes
  /// Any text (bytes that are not UTF-8 are shown replaced).
  case text
  /// A whole number, in decimal.
  case integer
  /// A duration: seconds (`10`, `1.5`) or Go's form (`500ms`, `1m30s`, `0s`).
  case duration
  /// One word of a list.
  case choice([String])
  /// A yes or a no: `true`, `false`, `yes`, `no`, `1`, `0`, `t`, `f` in any case.
  case boolean

  /// Whether `text` is a value of this kind.
  package func accepts(_ text: String) -> Bool {
    switch self {
    case .bytes, .text: true
    case .integer: Int(text) != nil
    case .duration: DurationText.parse(text) != nil
    case .choice(let words): words.contains(text)
    case .boolean: OptionValue.boolean(text) != nil
    }
  }

  /// What the kind takes, for a refusal: "a whole number", "one of dot, line".
  package var description: String {
    switch self {
    case .bytes, .text: "a value"
    case .integer: "a whole number"
    case .duration: "a duration (10, 1.5s, 500ms, 1m30s)"
    case .choice(let words): "one of " + words.joined(separator: ", ")
    case .boolean: "true or false"
    }
  }
}

/// A value as the reader hands it to a row: the bytes given, and readings of them that
/// the row's kind has already checked.
package struct OptionValue: Sendable {
  /// The bytes given; for a flag, empty.
  package var bytes: [UInt8]
  /// For a flag, whether it is on (`--x`) or off (`--no-x`).
  package var isOn = true
  /// What compiles a Swift regular expression for a whole match, where the program has
  /// Swift's regular expressions (`presently-cli`); `nil` in `presently`.
  package var compile: RegexCompiler?

  /// The value as text, invalid UTF-8 replaced.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
  /// The value as a whole number (the kind `.integer` checked it), else 0.
  package var integer: Int { Int(text) ?? 0 }
  /// The value as a duration (the kind `.duration` checked it), else zero.
  package var duration: Duration { DurationText.parse(text) ?? .zero }
  /// The value as a yes or a no (the kind `.boolean` checked it); a flag's state.
  package var boolean: Bool { bytes.isEmpty ? isOn : Self.boolean(text) ?? false }

  /// `text` as a yes or a no, if it is one: Go's `strconv.ParseBool` words, and yes/no.
  package static func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "1", "t", "true", "yes", "y": true
    case "0", "f", "false", "no", "n": false
    default: nil
    }
  }
}

/// Compiles a regular expression into a test of a whole value, or `nil` when it is not
/// one.
package typealias RegexCompiler = @Sendable (String) -> (@Sendable (String) -> Bool)?

/// Why a command line is refused, before anything runs.
package enum CommandLineRefusal: Error, Equatable {
  /// The words of the refusal, after `presently: COMMAND: `.
  case invalid(String)
  /// The line is well formed so far, but an option in it needs what only
  /// `presently-cli` links (Swift's regular expressions).
  case needsFullCommandLine
}
