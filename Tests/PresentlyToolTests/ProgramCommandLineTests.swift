import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// `presently`'s own words, answered by `presently` from the commands' tables: its help,
/// its version, an unknown command refused in one line.
@Suite("The program's own command line")
struct ProgramCommandLineTests {
  static func read(_ arguments: [String]) -> NativeCommandLine.Outcome {
    NativeCommandLine.read(arguments.map { Array($0.utf8) })
  }

  @Test(
    "presently, --help, -h and help are the program's help",
    arguments: [[], ["--help"], ["-h"], ["help"], ["--help", "choose"]])
  func programHelp(arguments: [String]) {
    guard case .help(let text) = Self.read(arguments) else {
      Issue.record("\(arguments): \(Self.read(arguments))")
      return
    }
    #expect(text == ProgramHelp.text)
  }

  @Test("the help lists every command with the abstract of its table, the statuses, and the compat section")
  func helpFromTables() {
    let text = ProgramHelp.text
    let listed = text.split(separator: "\n").drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
    // As scripts/check-package reads them: a name in lower case, two spaces in.
    let names = listed.compactMap { line in
      line.hasPrefix("  ") && line.dropFirst(2).first?.isLowercase == true ? line.split(separator: " ").first : nil
    }
    #expect(names.map(String.init) == NativeCommandLine.names)
    for table in NativeCommandLine.tables {
      let words = table.abstract.split(separator: " ").prefix(3).joined(separator: " ")
      #expect(text.contains(words), "\(table.name)")
    }
    for (status, _) in ProgramHelp.statuses { #expect(text.contains("\n  \(status) "), "\(status)") }
    #expect(text.contains("As whiptail, dialog or gum: run as a link named whiptail, dialog or gum"))
    for link in ["whiptail", "dialog", "gum"] {
      #expect(text.contains("\n  ln -s \"$(command -v presently)\" ~/.local/bin/\(link)\n"))
    }
    #expect(text.contains("\n  export PATH=\"/usr/lib/presently/compat:$PATH\"\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= CommandHelp.width })
  }

  @Test("help COMMAND is the command's help, from its table", arguments: NativeCommandLine.names)
  func commandHelp(name: String) throws {
    let table = try #require(NativeCommandLine.table(named: Array(name.utf8)))
    guard case .help(let text) = Self.read(["help", name]) else {
      Issue.record("no help for \(name)")
      return
    }
    #expect(text == table.help)
  }

  @Test(
    "a word that is no command is refused in one line, with the command meant",
    arguments: [
      (["chose"], "unknown command 'chose' (did you mean choose?)"), (["nonsense"], "unknown command 'nonsense'"),
      (["help", "chose"], "unknown command 'chose' (did you mean choose?)"),
      (["--versoin"], "unknown option --versoin (did you mean --version?)"),
      (
        ["--generate-completion-script", "tcsh"],
        "--generate-completion-script takes one of bash, zsh, fish, not \"tcsh\""
      ),
      (["--generate-manual"], "--generate-manual needs a value"),
    ])
  func unknown(arguments: [String], line: String) {
    guard case .refused(let message) = Self.read(arguments) else {
      Issue.record("not refused: \(arguments)")
      return
    }
    #expect(message == line)
  }

  @Test("presently answers its own words without presently-cli: chose is 64 and one line, --version the version")
  func answeredByPresently() async throws {
    let refused = try await Tool.run(["chose", "a"], input: .null)
    #expect(refused.ending == .exited(64))
    #expect(refused.output.isEmpty)
    #expect(refused.errors == "presently: unknown command 'chose' (did you mean choose?)\n")
    let version = try await Tool.run(["--version"], input: .null)
    #expect(version.ending == .exited(0))
    #expect(version.output == PresentlyVersionText.current + "\n")
    let help = try await Tool.run([], input: .null)
    #expect(help.ending == .exited(0))
    #expect(help.output == ProgramHelp.text)
  }
}

/// The version as the tool prints it.
enum PresentlyVersionText {
  static var current: String { String(ProgramHelp.version.dropLast()) }
}
