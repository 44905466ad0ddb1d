/// The words of `presently`'s own, before any command: its help, its version, and what
/// packagers generate from the tables.
extension NativeCommandLine {
  /// What `arguments` ask of the program itself, when their first word is not a command:
  /// `--help`, `-h`, `help [COMMAND]`, `--version`, `--generate-completion-script SHELL`,
  /// `--generate-manual FOLDER`; anything else is refused in one line,
  /// with the command meant when it is a slip.
  static func readProgramWords(_ arguments: [[UInt8]]) -> Outcome {
    let words = arguments.map { String(decoding: $0, as: UTF8.self) }
    let equals = arguments[0].firstIndex(of: UInt8(ascii: "="))
    let option = equals.map { String(decoding: arguments[0][..<$0], as: UTF8.self) } ?? words[0]
    switch option {
    case "--help", "-h": return .help(ProgramHelp.text)
    case "--version": return .help(ProgramHelp.version)
    case "help":
      guard words.count > 1 else { return .help(ProgramHelp.text) }
      guard let table = table(named: arguments[1]) else { return unknownCommand(words[1]) }
      return .help(table.help)
    case "--generate-completion-script", "--generate-manual":
      return readGenerator(option, equals.map { Array(arguments[0][($0 + 1)...]) } ?? arguments.dropFirst().first)
    case _ where option.hasPrefix("-"):
      let spellings = ["--help", "-h", "--version", "--generate-completion-script", "--generate-manual"]
      let nearest = DidYouMean.nearest(to: option, among: spellings)
      return .refused("unknown option \(option)" + (nearest.map { " (did you mean \($0)?)" } ?? ""))
    default:
      return unknownCommand(words[0])
    }
  }

  /// `--generate-completion-script SHELL` (the script, as help is printed) or
  /// `--generate-manual FOLDER`.
  private static func readGenerator(_ option: String, _ value: [UInt8]?) -> Outcome {
    guard let value, !value.isEmpty else { return .refused("\(option) needs a value") }
    if option == "--generate-manual" { return .writeManual(folder: value) }
    let shell = String(decoding: value, as: UTF8.self)
    guard let script = CompletionScript.script(for: shell) else {
      return .refused("\(option) takes one of \(CompletionScript.shells.joined(separator: ", ")), not \"\(shell)\"")
    }
    return .help(script)
  }

  /// The refusal of a word that names no command: `unknown command 'chose' (did you mean
  /// choose?)`.
  static func unknownCommand(_ word: String) -> Outcome {
    let nearest = DidYouMean.nearest(to: word, among: names + ["help"])
    return .refused("unknown command '\(word)'" + (nearest.map { " (did you mean \($0)?)" } ?? ""))
  }
}
