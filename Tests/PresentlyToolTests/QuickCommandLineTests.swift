import ArgumentParser
import PseudoTerminalSupport
import Testing

@testable import PresentlyCLI
@testable import PresentlyCommands

/// The quick reader of `presently` takes a command line only when swift-argument-parser
/// would take it too and make the same command of it; everything else it passes to
/// `presently-cli`. Each line below is read by both.
@Suite("The quick command line")
struct QuickCommandLineTests {
  /// What a command is, as text both readers' commands can be compared by.
  static func summary(_ command: QuickCommand) -> String {
    switch command {
    case .confirm(let c):
      "confirm \(c.prompt) \(String(describing: c.defaultAnswer)) \(c.affirmative) \(c.negative) \(String(describing: c.timeout))"
    case .input(let c):
      "input \(c.prompt) \(c.placeholder ?? "-") \(c.value) \(c.password) \(c.history ?? "-") \(String(describing: c.timeout)) \(c.pattern?.text ?? "-")"
    case .choose(let c):
      "choose \(c.prompt) \(c.header ?? "-") \(c.defaultItem.map { String(decoding: $0, as: UTF8.self) } ?? "-") \(c.multiple) \(String(describing: c.timeout)) \(c.items.map { String(decoding: $0, as: UTF8.self) })"
    case .filter(let c):
      "filter \(c.prompt) \(c.header ?? "-") \(c.placeholder ?? "-") \(c.value) \(c.limit) \(c.noLimit) \(c.exact) \(c.query ?? "-") \(String(describing: c.timeout)) \(c.items.map { String(decoding: $0, as: UTF8.self) })"
    case .alert(let c):
      "alert \(c.title ?? "-") \(c.message ?? "-") \(c.fields.map { ($0.isSecret ? "secret " : "") + $0.argument }) \(c.actions) \(c.enables) \(c.isSheet) \(String(describing: c.timeout))"
    case .browse(let c):
      "browse \(c.detail.map { String(decoding: $0, as: UTF8.self) } ?? "-") \(c.header ?? "-") \(String(describing: c.timeout)) \(c.file?.name ?? "-")"
    case .table(let c):
      "table \(c.file?.name ?? "-") \(c.separator) \(c.hasHeader) \(c.columns ?? []) \(String(describing: c.timeout))"
    case .file(let c):
      "file \(c.folder.name) \(c.choice) \(String(describing: c.height)) \(String(describing: c.timeout))"
    case .write(let c):
      "write \(c.header ?? "-") \(c.placeholder ?? "-") \(c.value) \(String(describing: c.maxLines)) "
        + "\(String(describing: c.characterLimit)) \(String(describing: c.timeout))"
    case .spin(let c):
      "spin \(c.command) \(c.title) \(c.style) \(c.showsOutput) \(c.showsError) \(String(describing: c.timeout))"
    case .pager(let c): "pager \(c.file?.name ?? "-") \(c.numbersLines) \(String(describing: c.timeout))"
    case .progress(let c): "progress \(c.title ?? "-") \(c.text) \(c.percent)"
    }
  }

  /// The command swift-argument-parser makes of `arguments`, or `nil` when it refuses them
  /// or answers with help.
  static func full(_ arguments: [String]) -> QuickCommand? {
    guard let parsed = try? Presently.parseAsRoot(arguments) else { return nil }
    switch parsed {
    case let command as Confirm: return .confirm(command.command)
    case let command as Input: return .input(command.command)
    case let command as Choose: return .choose(command.command)
    case let command as Filter: return .filter(command.command)
    case let command as PresentlyCLI.Alert: return .alert(command.command(reading: arguments.dropFirst()))
    case let command as Browse: return .browse(command.command)
    case let command as Table: return .table(command.command)
    case let command as PresentlyCLI.File: return .file(command.command)
    case let command as PresentlyCLI.Pager: return .pager(command.command)
    case let command as Write: return .write(command.command)
    case let command as Spin: return .spin(command.command)
    case let command as PresentlyCLI.Progress: return .progress(command.command)
    default: return nil
    }
  }

  static let file = Subprocess.temporaryFile("lines.txt", containing: "a\nb\n")

  static let taken: [[String]] = [
    ["confirm", "Go?"], ["confirm", "--default", "no", "Go?"], ["confirm", "Go?", "--default=yes"],
    ["confirm", "--affirmative", "Overwrite", "--negative", "Keep", "--timeout", "10s", "notes.txt exists."],
    ["confirm", "--", "-x"],
    ["input"], ["input", "--prompt", "Name", "--placeholder", "Ada", "--value", "Grace", "--history", "names"],
    ["input", "--password", "--prompt=Token", "--timeout", "500ms"],
    ["choose", "a", "b", "c"], ["choose", "--default", "b", "--multiple", "a", "b"],
    ["choose", "--header", "H", "x", "--prompt", "P"],
    ["choose", "--", "-a", "--b"],
    ["filter", "a", "b"], ["filter", "--filter", "py", "--exact", "a"],
    ["filter", "--limit", "3", "--value", "x", "a"],
    ["filter", "--no-limit", "--placeholder", "Pick", "--header", "H", "--prompt=P", "--timeout", "2s", "a"],
    [
      "alert", "--title", "T", "--field", "URL=https://", "--secret-field", "Token", "--field", "Name", "--action",
      "Add", "--action", "Cancel:cancel",
    ],
    [
      "alert", "--message", "M", "--style", "sheet", "--action", "Delete:destructive", "--action", "Keep", "--timeout",
      "2m",
    ],
    ["browse", "--detail", "head {}", "--header", "Files", file],
    ["progress", "--title", "T", "--text", "x", "--percent", "40"],
    ["table", "--file", file, "--separator", "\\t", "--no-header", "--columns", "2,1", "--timeout", "3s"],
    ["table", "--separator=;", "--columns", "name", "--file=\(file)"],
    ["file"], ["file", "--all", "/tmp"], ["file", "--directory", "--height", "10", "--timeout", "5s", "dir"],
    ["file", "--file", "--height=3", "--", "-x"],
    ["pager"], ["pager", "--line-numbers", file], ["pager", "--timeout", "2s", file],
    ["write"], ["write", "--header", "Notes", "--placeholder", "P", "--value", "a\nb", "--max-lines", "3"],
    ["write", "--char-limit=40", "--width", "80", "--show-line-numbers", "--timeout", "1m"],
    ["spin", "--", "sleep", "1"],
    ["spin", "--title", "T", "--spinner", "line", "--show-output", "--", "sh", "-c", "x"],
    ["spin", "--show-stderr", "--timeout", "2s", "--", "ls", "-la", "--", "x"],
  ]

  @Test(
    "a line the quick reader takes, swift-argument-parser takes too, and makes the same command of", arguments: taken)
  func sameCommand(arguments: [String]) throws {
    let quick = try #require(
      QuickCommandLine.command(arguments.map { Array($0.utf8) }), "the quick reader passed \(arguments)")
    let full = try #require(Self.full(arguments), "swift-argument-parser refused \(arguments)")
    #expect(Self.summary(quick) == Self.summary(full))
  }

  static let passed: [[String]] = [
    [], ["--help"], ["--version"], ["help", "confirm"], ["confirm", "--help"], ["confirm", "-h"], ["confirm"],
    ["confirm", "a", "b"], ["confirm", "--default", "maybe", "Go?"],
    ["confirm", "--default", "yes", "--default", "no", "Go?"],
    ["confirm", "--affirmative", "Yes", "--negative", "yes", "Go?"], ["confirm", "--timeout", "soon", "Go?"],
    ["confirm", "--bogus", "Go?"], ["input", "--prompt", "-x"], ["input", "--pattern", "[0-9]+"],
    ["input", "--password", "--value", "x"], ["input", "--error", "E"], ["input", "extra"],
    ["alert", "--action", "Add", "--enable", "Add:1=x"],
    ["alert", "--style", "sheet", "--field", "F", "--action", "A"],
    ["alert"], ["browse", "/nonexistent/file"], ["progress", "--percent", "101"], ["progress", "--percent", "x"],
    ["--generate-completion-script", "bash"], ["nothing"], ["confirm", "--default"],
    ["table", "--file", "/nonexistent/t.csv"], ["table", "--separator", "ab"], ["table", "--columns", "a,,b"],
    ["table", "t.csv"], ["table", "--no-header=1"],
    ["file", "--directory", "--file"], ["file", "a", "b"], ["file", "--height", "x"], ["file", "--height", "0"],
    ["file", "-a"], ["file", "--all=1"], ["file", "--timeout", "soon"],
    ["pager", "a", "b"], ["pager", "--line-numbers=1"], ["pager", "-n"],
    ["write", "extra"], ["write", "--max-lines", "many"], ["write", "--max-lines", "0"],
    ["spin", "sleep", "1"], ["spin", "--"], ["spin", "--spinner", "nope", "--", "ls"], ["spin", "x", "--", "ls"],
    ["filter", "--limit", "0", "a"], ["filter", "--limit", "two", "a"], ["filter", "--help"], ["filter", "-x", "a"],
  ]

  @Test("anything else is passed to presently-cli, which answers it with swift-argument-parser", arguments: passed)
  func passedOn(arguments: [String]) {
    #expect(QuickCommandLine.command(arguments.map { Array($0.utf8) }) == nil)
  }
}
