import ArgumentParser

/// A command with examples for its help.
protocol Exemplified {
  /// Commands shown under EXAMPLES, one a line.
  static var examples: [String] { get }
}

extension Confirm: Exemplified {}
extension Input: Exemplified {}
extension Choose: Exemplified {}
extension Filter: Exemplified {}
extension Alert: Exemplified {}
extension Browse: Exemplified {}

/// `--help`, `-h` and `help SUBCOMMAND`: ArgumentParser's help, its prose flowing to the
/// terminal's width, with the examples after it on lines of their own, never wrapped,
/// so that a command copied from them runs as it is.
enum Help {
  /// The command whose help `arguments` (after the program's name) ask for, if they do.
  static func requested(in arguments: [String]) -> ParsableCommand.Type? {
    let options = arguments.prefix { $0 != "--" }
    let subcommands = Presently.configuration.subcommands
    func named(_ name: String?) -> ParsableCommand.Type? {
      subcommands.first { $0._commandName == name }
    }
    if options.first == "help" {
      return options.count > 1 ? named(options[options.startIndex + 1]) : Presently.self
    }
    guard options.contains("--help") || options.contains("-h") else { return nil }
    return named(options.first) ?? Presently.self
  }

  /// The help for `command`, with its examples.
  static func text(for command: ParsableCommand.Type) -> String {
    let help = Presently.helpMessage(for: command)
    guard let examples = (command as? Exemplified.Type)?.examples, !examples.isEmpty else { return help }
    let block = "EXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined() + "\n"
    guard let usage = help.firstRange(of: "USAGE:") else { return help + "\n" + block }
    return String(help[..<usage.lowerBound]) + block + String(help[usage.lowerBound...])
  }
}
