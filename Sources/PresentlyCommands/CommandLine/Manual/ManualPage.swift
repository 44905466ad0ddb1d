import PresentlyCore

/// presently's manual pages, in roff (man(7)), written from the same data as its help:
/// presently(1) from ``ProgramHelp`` and the list of commands, and presently-COMMAND(1)
/// for each command from its table, every row with all of its names (gum's among them).
/// `presently --generate-manual FOLDER` writes them, for packagers.
package struct ManualPage: Sendable {
  /// The page's file name: `presently-choose.1`.
  package var fileName: String
  /// The page, in roff.
  package var text: String

  /// Every page: presently(1), one per command, then presently-gum(1).
  ///
  /// - Parameter date: The date in the pages' footer (`2025-01-31`), or none.
  package static func all(date: String) -> [ManualPage] {
    let commands = NativeCommandLine.tables.map(\.summary)
    return [program(commands, date: date)] + commands.map { command(command: $0, date: date) } + [gum(date: date)]
  }

  /// The first lines of a page: the comment saying where it comes from, and `.TH`.
  static func header(_ name: String, date: String) -> [String] {
    [
      #".\" \#(name)(1): written by `presently --generate-manual` from the commands' tables; do not edit."#,
      ".TH \(roff(name.uppercased())) 1 \"\(date)\" \"Presently \(PresentlyVersion.current)\" \"User Commands\"",
    ]
  }

  /// presently(1).
  static func program(_ commands: [CommandSummary], date: String) -> ManualPage {
    var lines = header("presently", date: date)
    lines += [".SH NAME", "presently \\- " + roff(lowercasedSentence(ProgramHelp.abstract))]
    lines += [".SH SYNOPSIS", ".B presently", ".I command", ".RI [ option ...]", ".RI [ argument ...]", ".br"]
    lines += [".B presently", ".RB [ \\-\\-help | \\-\\-version ]"]
    lines += [".SH DESCRIPTION"] + prose(ProgramHelp.abstract + "\n" + ProgramHelp.discussion)
    lines += [".SH COMMANDS"]
    for command in commands {
      lines += [".TP", ".BR presently\\-\(command.name) (1)", roff(command.abstract)]
    }
    lines += [".SH OPTIONS"]
    for (names, help) in ProgramHelp.options { lines += [".TP", tag(names), roff(help)] }
    lines += statuses()
    lines += [".SH \"WHIPTAIL, DIALOG AND GUM\""] + prose(ProgramHelp.compatibility)
    lines += [".SH \"SEE ALSO\""]
    let pages =
      commands.map { "presently\\-\($0.name)" } + ["presently\\-whiptail", "presently\\-dialog", "presently\\-gum"]
    lines += pages.enumerated().map { ".BR \($1) (1)" + ($0 < pages.count - 1 ? " ," : "") }
    return ManualPage(fileName: "presently.1", text: lines.joined(separator: "\n") + "\n")
  }

  /// presently-COMMAND(1).
  static func command(command: CommandSummary, date: String) -> ManualPage {
    let name = "presently-" + command.name
    var lines = header(name, date: date)
    lines += [".SH NAME", roff(name) + " \\- " + roff(lowercasedSentence(command.abstract))]
    lines += [".SH SYNOPSIS", ".B presently \(roff(command.name))", ".RI [ options ]"]
    if !command.operandUsage.isEmpty {
      lines.append(".I " + roff(command.operandUsage))
    }
    lines += [".SH DESCRIPTION"] + prose(command.abstract + "\n" + command.discussion)
    lines += [".SH OPTIONS"]
    for option in command.options {
      var help = option.help
      if let variable = option.environment { help += " Also from the variable " + variable + "." }
      lines += [".TP", tag(option.shown), roff(help)]
    }
    lines += [".TP", tag("-h, --help"), "Show the help."]
    if !command.operandUsage.isEmpty {
      lines += [".SH ARGUMENTS", ".TP", ".I " + roff(command.operandName.uppercased()), roff(command.operandHelp)]
    }
    if !command.examples.isEmpty {
      lines += [".SH EXAMPLES"]
      for example in command.examples { lines += [".PP", ".nf", ".RS 4", roff(example, code: true), ".RE", ".fi"] }
    }
    lines += statuses()
    lines += [".SH \"SEE ALSO\"", ".BR presently (1)"]
    return ManualPage(fileName: name + ".1", text: lines.joined(separator: "\n") + "\n")
  }

  /// The EXIT STATUS section, the same in every page.
  static func statuses() -> [String] {
    var lines = [".SH \"EXIT STATUS\"", "The statuses are the same in every command:"]
    for (status, meaning) in ProgramHelp.statuses { lines += [".TP", ".B " + roff(status), roff(meaning)] }
    return lines + [".PP", "Every status other than 0 and 1 comes with a line on standard error saying why."]
  }

  /// An option's names as a `.TP` tag: the names in bold, the value in italics.
  static func tag(_ names: String) -> String {
    var parts: [String] = []
    for word in names.split(separator: " ") {
      if word.hasPrefix("<") || word.hasPrefix("[=<") || word == "\u{2026}" {
        parts.append("\\fI" + roff(String(word), code: true) + "\\fR")
      } else {
        parts.append("\\fB" + roff(String(word), code: true) + "\\fR")
      }
    }
    return parts.joined(separator: " ")
  }

  /// `text` as paragraphs: prose filled, lines that start with a space (commands) as they
  /// are, indented.
  static func prose(_ text: String) -> [String] {
    var lines: [String] = [".PP"]
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let isCode = line.first == " "
      if isCode != inCode { lines += isCode ? [".PP", ".nf", ".RS 4"] : [".RE", ".fi", ".PP"] }
      inCode = isCode
      if line.allSatisfy({ $0 == " " }) {
        if !inCode { lines.append(".PP") }
        continue
      }
      lines.append(roff(isCode ? String(line.drop { $0 == " " }) : String(line), code: isCode))
    }
    if inCode { lines += [".RE", ".fi"] }
    return lines
  }

  /// `text` safe on a line of roff: backslashes escaped, a leading dot or quote guarded,
  /// a dash that starts an option a minus sign; with `code`, every dash is one.
  static func roff(_ text: String, code: Bool = false) -> String {
    var escaped = ""
    var previous: Character = " "
    for character in text {
      switch character {
      case "\u{2026}": escaped += "..."
      case "\\": escaped += "\\e"
      case "-" where code || " ([|=/-".contains(previous): escaped += "\\-"
      default: escaped.append(character)
      }
      previous = character
    }
    if escaped.first == "." || escaped.first == "'" { escaped = "\\&" + escaped }
    return escaped
  }

  /// An abstract as whatis shows it: lower case first, no final stop.
  static func lowercasedSentence(_ sentence: String) -> String {
    var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    if let first = text.first { text = first.lowercased() + text.dropFirst() }
    return text
  }
}
