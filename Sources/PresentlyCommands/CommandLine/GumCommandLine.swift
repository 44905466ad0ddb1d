/// gum's command lines (`gum choose …`, a link named `gum`, or `presently gum …`), read by
/// the one reader from the native commands' tables, where gum's flag names and variables
/// are rows and aliases: gum's commands are the native ones of the same name, and
/// `version-check`.
package enum GumCommandLine {
  /// gum v2.0.0's commands.
  package static let names = [
    "choose", "confirm", "file", "filter", "format", "input", "join", "log", "pager", "spin", "style", "table",
    "write", "version-check",
  ]

  /// The version of gum whose command lines are taken, as `version-check` compares it.
  package static let version = "2.0.0"

  /// gum's arguments, if the command line asks for gum: the program's name is `gum` (a
  /// link), or the first argument is `gum`.
  ///
  /// - Parameters:
  ///   - program: The program's name as started (`argv[0]`).
  ///   - arguments: The arguments after it, as bytes.
  package static func arguments(program: String, _ arguments: [[UInt8]]) -> [[UInt8]]? {
    if program == "gum" || program.hasSuffix("/gum") { return arguments }
    if arguments.first == Array("gum".utf8) { return Array(arguments.dropFirst()) }
    return nil
  }

  /// Reads gum's `arguments` (after `gum`).
  package static func read(_ arguments: [[UInt8]], compile: RegexCompiler? = nil) -> NativeCommandLine.Outcome {
    guard let first = arguments.first else {
      return .refused("gum: a command is needed: " + names.joined(separator: ", "))
    }
    let name = String(decoding: first, as: UTF8.self)
    if name == "--version" || name == "-v" { return .help("gum version v\(version) (presently)\n") }
    let table: AnyCommandTable?
    switch name {
    case "version-check": table = AnyCommandTable(VersionCheckCommand.table)
    case _ where names.contains(name): table = NativeCommandLine.table(named: first, gum: true)
    default: table = nil
    }
    guard let table else {
      let nearest = DidYouMean.nearest(to: name, among: names)
      return .refused("gum: unknown command \"\(name)\"" + (nearest.map { " (did you mean \($0)?)" } ?? ""))
    }
    do throws(CommandLineRefusal) {
      return try table.read(Array(arguments.dropFirst()), compile)
    } catch .invalid(let words) {
      return .refused("gum \(table.name): \(words)")
    } catch {
      return .needsFullCommandLine
    }
  }
}
