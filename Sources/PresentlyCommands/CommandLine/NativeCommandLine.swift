/// The native commands' command lines, read by the one reader from their tables: what
/// `presently` runs at once, and what `presently-cli` runs when a line needs it; and the
/// program's own words (`--help`, `--version`, …, in `NativeCommandLine+Program`).
package enum NativeCommandLine {
  /// The native commands' names, in the order the help lists them.
  package static let names = [
    "confirm", "input", "choose", "filter", "alert", "browse", "table", "file", "pager", "progress", "spin", "write",
    "style", "join",
    "format", "log",
  ]

  /// Every native command's table, in the order the help lists them.
  package static var tables: [AnyCommandTable] { names.compactMap { table(named: Array($0.utf8)) } }

  /// What a command line asks for.
  package enum Outcome: Sendable {
    /// A command, read and checked: run it.
    case run(any ToolCommand)
    /// Help, or the version, was asked for: this text, on standard output, status 0.
    case help(String)
    /// The line is refused: this one line on standard error (without `presently: `),
    /// status 64, and nothing run.
    case refused(String)
    /// The line is sound, but an option in it needs `presently-cli`.
    case needsFullCommandLine
    /// `--generate-manual FOLDER`: write the manual pages into this folder.
    case writeManual(folder: [UInt8])
  }

  /// Reads `arguments` (after the program's name, as bytes): a command's line, or the
  /// program's own words (nothing, `--help`, `help COMMAND`, `--version`, …).
  ///
  /// - Parameter compile: What compiles Swift regular expressions, where the program links
  ///   them; without it, a line that needs them is ``Outcome/needsFullCommandLine``.
  package static func read(_ arguments: [[UInt8]], compile: RegexCompiler? = nil) -> Outcome {
    guard let first = arguments.first else { return .help(ProgramHelp.text) }
    guard let table = table(named: first) else { return readProgramWords(arguments) }
    do throws(CommandLineRefusal) {
      return try table.read(Array(arguments.dropFirst()), compile)
    } catch .invalid(let words) {
      return .refused("\(table.name): \(words)")
    } catch {
      return .needsFullCommandLine
    }
  }

  /// The table of the command named `name`, if it is a native command. Only that
  /// command's table is made: the rows' closures and key paths cost start-up time.
  ///
  /// - Parameter gum: Whether gum's dialect reads it: then gum's flags the native table
  ///   has no row for are accepted without effect (``CommandTable/withGumFlags()``).
  package static func table(named name: [UInt8], gum: Bool = false) -> AnyCommandTable? {
    func erased<Command: ToolCommand>(_ table: CommandTable<Command>) -> AnyCommandTable {
      AnyCommandTable(gum ? table.withGumFlags() : table)
    }
    return switch String(decoding: name, as: UTF8.self) {
    case "confirm": erased(ConfirmCommand.table)
    case "input": erased(InputCommand.table)
    case "choose": erased(ChooseCommand.table)
    case "filter": erased(FilterCommand.table)
    case "alert": erased(AlertCommand.table)
    case "browse": erased(BrowseCommand.table)
    case "table": erased(TableCommand.table)
    case "file": erased(FileCommand.table)
    case "pager": erased(PagerCommand.table)
    case "progress": erased(ProgressCommand.table)
    case "spin": erased(SpinCommand.table)
    case "write": erased(WriteCommand.table)
    case "style": erased(StyleCommand.table)
    case "join": erased(JoinCommand.table)
    case "format": erased(FormatCommand.table)
    case "log": erased(LogCommand.table)
    default: nil
    }
  }
}

/// A command's table with the command's type hidden, as ``NativeCommandLine`` holds them.
package struct AnyCommandTable: Sendable {
  /// The subcommand's name.
  package let name: String
  /// What the command does, in one sentence.
  package let abstract: String
  /// Every spelling of every option (`--limit`, `-s`, `--no-x`, aliases), for checks.
  package var spellings: [[String]] { makeSpellings() }
  /// The help, made from the table.
  package var help: String { makeHelp() }
  /// What describes the table, for completions and manual pages.
  package var summary: CommandSummary { makeSummary() }
  /// Reads a command line (after the subcommand's name) into the command or its help.
  package let read: @Sendable ([[UInt8]], RegexCompiler?) throws(CommandLineRefusal) -> NativeCommandLine.Outcome
  private let makeSpellings: @Sendable () -> [[String]]
  private let makeHelp: @Sendable () -> String
  private let makeSummary: @Sendable () -> CommandSummary

  /// The erased form of `table`.
  package init<Command: ToolCommand>(_ table: CommandTable<Command>) {
    name = table.name
    abstract = table.abstract
    makeSpellings = { table.options.map { $0.spellings } }
    makeHelp = { CommandHelp.text(for: table) }
    makeSummary = { CommandSummary(table) }
    read = { arguments, compile throws(CommandLineRefusal) in
      switch try CommandLineReader(table, compile: compile).read(arguments) {
      case .run(let command): .run(command)
      case .help: .help(CommandHelp.text(for: table))
      }
    }
  }
}
