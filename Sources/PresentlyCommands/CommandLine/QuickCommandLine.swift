/// The command lines `presently` runs at once, without swift-argument-parser: a
/// subcommand with options it knows, every value well formed, nothing to complain about.
///
/// Anything else (help, a mistake, an option this reader does not take, such as a Swift
/// regular expression's `--pattern`) is for the full command line, `presently-cli`,
/// which has swift-argument-parser's help, completions and messages and runs the same
/// commands: this reader never says no, it passes. It reads the command line as
/// swift-argument-parser would, only more strictly: `--name value` and `--name=value`, a
/// flag alone, options anywhere among the operands, `--` before operands only; a value
/// that starts with `-`, an option given twice, a short option, all pass. Tests check that
/// both readers make the same command of every line this one takes.
///
/// It keeps the argument-parser, Foundation and Swift's regular expressions out of the
/// program a prompt starts in, so that `presently confirm` reaches its prompt as soon as
/// `whiptail --yesno` does; and it builds no dictionary or set (see `KeyActions`).
package enum QuickCommandLine {
  /// The command `arguments` (after the program's name, as bytes) ask for, or `nil` when
  /// the full command line must answer them.
  package static func command(_ arguments: [[UInt8]]) -> QuickCommand? {
    guard let name = arguments.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
    let rest = Array(arguments.dropFirst())
    switch name {
    case "confirm":
      return QuickOptions(rest, values: ["--default", "--affirmative", "--negative", "--timeout"])?.confirm
    case "input":
      return QuickOptions(
        rest, values: ["--prompt", "--placeholder", "--value", "--history", "--timeout"], flags: ["--password"])?
        .input
    case "choose":
      return QuickOptions(rest, values: ["--prompt", "--header", "--default", "--timeout"], flags: ["--multiple"])?
        .choose
    case "filter":
      return QuickOptions(
        rest, values: ["--prompt", "--header", "--placeholder", "--value", "--limit", "--filter", "--timeout"],
        flags: ["--no-limit", "--exact"])?
        .filter
    case "alert":
      return QuickOptions(
        rest, values: ["--title", "--message", "--style", "--timeout"],
        repeated: ["--field", "--secret-field", "--action"])?
        .alert
    case "browse": return QuickOptions(rest, values: ["--detail", "--header", "--timeout"])?.browse
    case "table":
      return QuickOptions(rest, values: ["--file", "--separator", "--columns", "--timeout"], flags: ["--no-header"])?
        .table
    case "file":
      return QuickOptions(rest, values: ["--height", "--timeout"], flags: ["--directory", "--file", "--all"])?.file
    case "pager": return QuickOptions(rest, values: ["--timeout"], flags: ["--line-numbers"])?.pager
    case "write":
      return QuickOptions(
        rest,
        values: [
          "--header", "--placeholder", "--value", "--max-lines", "--char-limit", "--width", "--height", "--timeout",
        ],
        flags: ["--show-line-numbers"])?.write
    case "spin":
      // Only `presently spin [OPTIONS] -- COMMAND…`: without `--`, where the command starts is
      // argument-parser's to say.
      guard let end = rest.firstIndex(of: Array("--".utf8)), end + 1 < rest.count else { return nil }
      let options = QuickOptions(
        Array(rest[..<end]), values: ["--title", "--spinner", "--timeout"],
        flags: ["--show-output", "--show-stdout", "--show-error", "--show-stderr"])
      return options?.spin(command: Array(rest[(end + 1)...]))
    case "progress": return QuickOptions(rest, values: ["--title", "--text", "--percent"])?.progress
    default: return nil
    }
  }
}

/// A command the quick reader read, ready to run.
package enum QuickCommand: Sendable {
  case confirm(ConfirmCommand)
  case input(InputCommand)
  case choose(ChooseCommand)
  case filter(FilterCommand)
  case alert(AlertCommand)
  case browse(BrowseCommand)
  case table(TableCommand)
  case file(FileCommand)
  case pager(PagerCommand)
  case write(WriteCommand)
  case spin(SpinCommand)
  case progress(ProgressCommand)

  /// Runs the command; it ends the process.
  package func run() async {
    switch self {
    case .confirm(let command): await command.run()
    case .input(let command): await command.run()
    case .choose(let command): await command.run()
    case .filter(let command): await command.run()
    case .alert(let command): await command.run()
    case .browse(let command): await command.run()
    case .table(let command): await command.run()
    case .file(let command): await command.run()
    case .pager(let command): await command.run()
    case .write(let command): await command.run()
    case .spin(let command): await command.run()
    case .progress(let command): await command.run()
    }
  }
}
