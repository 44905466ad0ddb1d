import PseudoTerminalSupport
import Testing

@testable import Alerts
@testable import PresentlyCommands

/// The one reader of native command lines, read in process: what each table makes of a
/// line, and the one line that refuses a line it cannot take.
@Suite("One command line")
struct CommandLineTests {
  /// What the reader makes of `arguments`, each as its UTF-8.
  static func read(_ arguments: [String]) -> NativeCommandLine.Outcome {
    NativeCommandLine.read(arguments.map { Array($0.utf8) })
  }

  /// The command `arguments` make, of the type expected.
  static func command<Command>(_ arguments: [String], as type: Command.Type) throws -> Command {
    guard case .run(let command) = read(arguments) else { throw Unexpected(outcome: "\(read(arguments))") }
    return try #require(command as? Command)
  }

  struct Unexpected: Error { let outcome: String }

  static let refusals: [([String], String)] = [
    (["choose", "--limt", "3", "a"], "choose: unknown option --limt (did you mean --limit?)"),
    (["choose", "--no-limits", "a"], "choose: unknown option --no-limits (did you mean --no-limit?)"),
    (["confirm", "--bogus", "Go?"], "confirm: unknown option --bogus"),
    (["spin", "-x", "--", "ls"], "spin: unknown option -x"),
    (
      ["spin", "-s", "nope", "--", "ls"],
      "spin: -s takes one of " + SpinnerStyle.allCases.map(\.rawValue).joined(separator: ", ") + ", not \"nope\""
    ),
    (["choose", "--limit", "x", "a"], "choose: --limit takes a whole number, not \"x\""),
    (["choose", "--limit", "0", "a"], "choose: --limit must be 1 or more."),
    (
      ["confirm", "--timeout", "soon", "Go?"],
      "confirm: --timeout takes a duration (10, 1.5s, 500ms, 1m30s), not \"soon\""
    ),
    (
      ["confirm", "--timeout", "-1s", "Go?"],
      "confirm: --timeout takes a duration (10, 1.5s, 500ms, 1m30s), not \"-1s\""
    ),
    (["confirm", "--default=maybe", "Go?"], "confirm: --default takes true or false, not \"maybe\""),
    (["confirm", "Go?", "again"], "confirm: unexpected argument \"again\""),
    (["pager", "--line-numbers=2"], "pager: --line-numbers takes no value, or true or false"),
    (["input", "--prompt"], "input: --prompt needs a value"),
    (["spin"], "spin: missing COMMAND"),
    (["spin", "--title", "T"], "spin: missing COMMAND"),
    (["file", "--directory", "--file"], "file: --directory and --file cannot be given together."),
    (["input", "--password", "--history", "h"], "input: --password keeps no history: drop --history."),
  ]

  @Test("a line it cannot take is refused in one line naming the argument", arguments: refusals)
  func refused(arguments: [String], line: String) {
    guard case .refused(let message) = Self.read(arguments) else {
      Issue.record("not refused: \(arguments) \(Self.read(arguments))")
      return
    }
    #expect(message == line)
    #expect(!message.contains("\n"))
  }

  @Test("did you mean: a slip of a letter or two, never a word far off")
  func didYouMean() {
    let names = ["--limit", "--no-limit", "--header", "--height", "--timeout"]
    #expect(DidYouMean.nearest(to: "--limt", among: names) == "--limit")
    #expect(DidYouMean.nearest(to: "--heigth", among: names) == "--height")
    #expect(DidYouMean.nearest(to: "--timout", among: names) == "--timeout")
    #expect(DidYouMean.nearest(to: "--zzz", among: names) == nil)
    #expect(DidYouMean.nearest(to: "--x", among: names) == nil)
  }

  @Test("arguments that are not UTF-8 reach the command byte for byte")
  func bytesThrough() throws {
    let item: [UInt8] = [0x63, 0x61, 0x66, 0xE9]  // caf\xE9, Latin-1
    let name = Array("choose".utf8)
    guard case .run(let chosen) = NativeCommandLine.read([name, Array("--default".utf8), item, item, [0xFF]]) else {
      Issue.record("choose refused")
      return
    }
    let choose = try #require(chosen as? ChooseCommand)
    #expect(choose.items == [item, [0xFF]])
    #expect(choose.defaultItem == item)
    guard case .run(let spun) = NativeCommandLine.read([Array("spin".utf8), Array("--".utf8), item, [0xFE, 0x2D]])
    else {
      Issue.record("spin refused")
      return
    }
    #expect((spun as? SpinCommand)?.command == [item, [0xFE, 0x2D]])
    guard case .run(let input) = NativeCommandLine.read([Array("input".utf8), Array("--value=".utf8) + item]) else {
      Issue.record("input refused")
      return
    }
    #expect((input as? InputCommand)?.valueBytes == item)
  }

  @Test("gum's names on choose: --limit, --no-limit, --height, --selected, --header")
  func gumChoose() throws {
    let limited = try Self.command(
      ["choose", "--limit", "2", "--height", "5", "--selected", "a,c", "--header", "Pick", "a", "b", "c"],
      as: ChooseCommand.self)
    #expect(limited.selectsMany && limited.limit == 2 && limited.header == "Pick")
    #expect(limited.selected == [Array("a".utf8), Array("c".utf8)])
    let any = try Self.command(["choose", "--no-limit", "--selected=*", "a"], as: ChooseCommand.self)
    #expect(any.selectsMany && any.noLimit && any.selected == [Array("*".utf8)])
    #expect(try !Self.command(["choose", "--limit=1", "a"], as: ChooseCommand.self).selectsMany)
  }

  @Test(
    "gum's names on confirm: --default=false|true, --default alone, no prompt",
    arguments: [
      (["confirm", "--default=false", "Go?"], false as Bool?, "Go?"),
      (["confirm", "--default=true", "Go?"], true, "Go?"),
      (["confirm", "--default", "Go?"], true, "Go?"), (["confirm", "--default", "no", "Go?"], false, "Go?"),
      (["confirm", "Go?", "--default=yes"], true, "Go?"), (["confirm"], nil, "Are you sure?"),
      (["confirm", "--timeout", "1m30s"], nil, "Are you sure?"),
    ])
  func gumConfirm(arguments: [String], answer: Bool?, prompt: String) throws {
    let command = try Self.command(arguments, as: ConfirmCommand.self)
    #expect(command.defaultAnswer == answer)
    #expect(command.prompt == prompt)
  }

  @Test("gum's names: input --width, spin --show-output and -s, pager --show-line-numbers, table -f -s -c")
  func gumNames() throws {
    _ = try Self.command(["input", "--width", "50", "--prompt", "Name"], as: InputCommand.self)
    let spin = try Self.command(
      ["spin", "-s", "line", "--show-output", "--title", "T", "sleep", "1"], as: SpinCommand.self)
    #expect(spin.style == .line && spin.showsOutput && spin.command == [Array("sleep".utf8), Array("1".utf8)])
    #expect(try Self.command(["pager", "--show-line-numbers"], as: PagerCommand.self).numbersLines)
  }

  @Test("a command's first operand ends spin's options: what follows is the command's")
  func spinCommandLine() throws {
    let spin = try Self.command(["spin", "--title", "T", "ls", "-la", "--", "-x"], as: SpinCommand.self)
    #expect(spin.command.map { String(decoding: $0, as: UTF8.self) } == ["ls", "-la", "--", "-x"])
  }

  @Test(
    "--timeout takes Go's durations; 0s is none",
    arguments: [("1m30s", Duration.seconds(90)), ("500ms", .milliseconds(500)), ("0s", nil as Duration?)])
  func goDurations(text: String, duration: Duration?) throws {
    #expect(try Self.command(["choose", "--timeout", text, "a"], as: ChooseCommand.self).timeout == duration)
  }

  @Test("an option that needs Swift's regular expressions is presently-cli's; a mistake beside it is still refused")
  func fullCommandLine() {
    guard case .needsFullCommandLine = Self.read(["input", "--pattern", "[0-9]+"]) else {
      Issue.record("\(Self.read(["input", "--pattern", "[0-9]+"]))")
      return
    }
    guard case .refused = Self.read(["input", "--pattern", "x", "--bogus"]) else {
      Issue.record("not refused")
      return
    }
  }

  @Test("help comes from the table: every row's every name is in it", arguments: NativeCommandLine.tables.map(\.name))
  func helpHasEveryRow(name: String) throws {
    let table = try #require(NativeCommandLine.table(named: Array(name.utf8)))
    guard case .help(let help) = Self.read([name, "--help"]) else {
      Issue.record("no help")
      return
    }
    #expect(help.contains("USAGE: presently \(name)"))
    for spellings in table.spellings {
      for spelling in spellings {
        // A negatable flag's two names are shown as one: --[no-]name.
        let negated = "--[no-]" + spelling.dropFirst(5)
        let negatable = "--[no-]" + spelling.dropFirst(2)
        #expect(
          help.contains(spelling) || help.contains(negated) || help.contains(negatable), "\(name): \(spelling)")
      }
    }
  }
}
