import PseudoTerminalSupport
import Testing

/// `presently style`, `join`, `format` and `log` through the real binary, with no
/// terminal: gum's flags, defaults and variables, text from the arguments or standard
/// input, colours as the profile allows, and the bytes lipgloss's rules give (the cases of
/// the renderers' own tests, `LayoutStyleTests`, `JoinTests`, `LogLineTests`, …, here
/// from a command line).
@Suite("layout commands", .timeLimit(.minutes(2)))
struct LayoutCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var input: [UInt8]? = nil
    var environment: [String: String] = [:]
    var output = ""
    var errors = ""
    var status: Int32 = 0
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let esc = "\u{1B}"
  /// What makes colorprofile keep true colours though the output is a pipe.
  static let colours = ["CLICOLOR_FORCE": "1", "COLORTERM": "truecolor"]

  static let styleCases: [Case] = [
    Case(arguments: ["style", "hi"], output: "hi\n"),
    // gum joins its arguments with line breaks; lines are padded to the widest.
    Case(arguments: ["style", "a", "bcd"], output: "a  \nbcd\n"),
    Case(arguments: ["style", "--border", "rounded", "hi"], output: "╭──╮\n│hi│\n╰──╯\n"),
    Case(arguments: ["style", "--border", "double", "hi"], output: "╔══╗\n║hi║\n╚══╝\n"),
    Case(arguments: ["style", "--border", "thick", "hi"], output: "┏━━┓\n┃hi┃\n┗━━┛\n"),
    Case(arguments: ["style", "--border=normal", "hi"], output: "┌──┐\n│hi│\n└──┘\n"),
    Case(arguments: ["style", "--border", "hidden", "hi"], output: "    \n hi \n    \n"),
    Case(
      arguments: ["style", "--border", "normal", "--padding", "1 2", "Hi"],
      output: "┌──────┐\n│      │\n│  Hi  │\n│      │\n└──────┘\n"),
    Case(arguments: ["style", "--width", "10", "The quick brown fox"], output: "The quick \nbrown fox \n"),
    Case(arguments: ["style", "--align", "center", "--width", "10", "abc"], output: "   abc    \n"),
    Case(arguments: ["style", "--align", "right", "--width", "6", "hi"], output: "    hi\n"),
    Case(arguments: ["style", "--height", "3", "hi"], output: "hi\n  \n  \n"),
    Case(arguments: ["style", "--margin", "1 2", "hi"], output: "      \n  hi  \n      \n"),
    // Standard input, trimmed, when there are no arguments; --trim trims every line.
    Case(arguments: ["style", "--border", "rounded"], input: Array("  hi\n\n".utf8), output: "╭──╮\n│hi│\n╰──╯\n"),
    Case(arguments: ["style", "--trim", "  a  ", " bb"], output: "a \nbb\n"),
    // gum's variables: FOREGROUND, BORDER, …; the command line wins.
    Case(arguments: ["style", "hi"], environment: ["BORDER": "rounded"], output: "╭──╮\n│hi│\n╰──╯\n"),
    Case(
      arguments: ["style", "--border", "double", "hi"], environment: ["BORDER": "rounded"],
      output: "╔══╗\n║hi║\n╚══╝\n"),
    // Colours and attributes where the profile keeps them, as lipgloss writes them.
    Case(
      arguments: ["style", "--bold", "--foreground", "212", "Hi"], environment: colours,
      output: "\(esc)[1;38;5;212mHi\(esc)[m\n"),
    Case(
      arguments: ["style", "--background", "#ff0000", "Hi"], environment: colours,
      output: "\(esc)[48;2;255;0;0mHi\(esc)[m\n"),
    Case(
      arguments: ["style", "--border", "double", "--border-foreground", "212", "X"], environment: colours,
      output:
        "\(esc)[38;5;212m╔═╗\(esc)[m\n\(esc)[38;5;212m║\(esc)[mX\(esc)[38;5;212m║\(esc)[m\n\(esc)[38;5;212m╚═╝\(esc)[m\n"
    ),
    // Not a terminal, TERM=dumb, NO_COLOR: no colours.
    Case(arguments: ["style", "--bold", "--foreground", "212", "Hi"], output: "Hi\n"),
    Case(
      arguments: ["style", "--bold", "--foreground", "212", "Hi"],
      environment: ["TERM": "dumb", "TTY_FORCE": "1"], output: "Hi\n"),
    Case(
      arguments: ["style", "--bold", "--foreground", "212", "Hi"],
      environment: ["NO_COLOR": "1", "TTY_FORCE": "1"], output: "\(esc)[1mHi\(esc)[m\n"),
    // Hostile text: escape sequences shown, invalid UTF-8 replaced; stdin's stripped.
    Case(arguments: ["style", "\(esc)]0;title\u{07}x"], output: "␛]0;title␇x\n"),
    Case(arguments: ["style"], input: Array("\(esc)]0;t\u{07}\(esc)[2Jx".utf8), output: "x\n"),
    Case(arguments: ["style", "--no-strip-ansi"], input: Array("\(esc)[2Jx".utf8), output: "␛[2Jx\n"),
    Case(arguments: ["style"], input: [0x61, 0xFF, 0x62], output: "a\u{FFFD}b\n"),
    // No text at all: gum's error, status 1.
    Case(
      arguments: ["style"], errors: "presently: style: no input provided, see `presently style --help`\n", status: 1),
    Case(
      arguments: ["style", "--border", "round", "x"],
      errors: "presently: style: --border takes one of none, hidden, normal, rounded, thick, double, not \"round\"\n",
      status: 64),
  ]

  static let joinCases: [Case] = [
    Case(arguments: ["join", "a\nb\nc", "x"], output: "ax\nb \nc \n"),
    Case(arguments: ["join", "--horizontal", "--align", "bottom", "a\nb\nc", "x"], output: "a \nb \ncx\n"),
    Case(arguments: ["join", "--align", "center", "a\nb\nc", "x"], output: "a \nbx\nc \n"),
    Case(arguments: ["join", "--align", "middle", "a\nb\nc", "x"], output: "ax\nb \nc \n"),
    Case(arguments: ["join", "日本\nx", "y"], output: "日本y\nx    \n"),
    Case(arguments: ["join", "--vertical", "wide", "x"], output: "wide\nx   \n"),
    Case(arguments: ["join", "--vertical", "--align", "right", "wide", "x"], output: "wide\n   x\n"),
    Case(arguments: ["join", "--vertical", "--align", "center", "a\nbb", "ccc"], output: " a \n bb\nccc\n"),
    // A style's colours are kept and take no room; under a pipe they are dropped.
    Case(
      arguments: ["join", "\(esc)[1mab\(esc)[m", "c"], environment: colours, output: "\(esc)[1mab\(esc)[mc\n"),
    Case(arguments: ["join", "\(esc)[1mab\(esc)[m", "c"], output: "abc\n"),
    Case(arguments: ["join", "\(esc)]0;title\u{07}", "x"], output: "␛]0;title␇x\n"),
    Case(arguments: ["join"], errors: "presently: join: missing TEXT\n", status: 64),
  ]

  static let formatCases: [Case] = [
    Case(
      arguments: ["format", "--theme", "ascii", "# Gum", "", "* **Tasty**"], output: "\n  # Gum\n\n  • **Tasty**\n\n"),
    Case(
      arguments: ["format", "--theme", "ascii"], input: Array("# Gum\n\n- **Tasty**\n".utf8),
      output: "\n  # Gum\n\n  • **Tasty**\n\n"),
    Case(
      arguments: ["format", "-t", "template", #"{{ Bold "Tasty" }} {{ Color "99" "0" " Gum " }}"#],
      environment: colours, output: "\(esc)[1mTasty\(esc)[m \(esc)[38;5;99;40m Gum \(esc)[m"),
    Case(
      arguments: ["format", "-t", "template", #"{{ Bold "Tasty" }} {{ Color "99" "0" " Gum " }}"#],
      output: "Tasty  Gum "),
    Case(arguments: ["format", "--type=template", #"{{ Strikethrough "x" }}"#], status: 1),
    Case(
      arguments: ["format", "--theme", "ascii"], input: Array("I :heart: gum".utf8),
      environment: ["GUM_FORMAT_TYPE": "emoji"], output: "I ❤️ gum\n"),
    Case(
      arguments: ["format", "--theme", "nope", "x"],
      errors:
        "presently: format: unknown theme \"nope\" (pink, dark, light, notty, ascii, dracula, tokyo-night, auto)\n",
      status: 64),
  ]

  static let logCases: [Case] = [
    Case(arguments: ["log", "hello", "world"], errors: "hello world\n"),
    Case(arguments: ["log", "--level", "error", "boom"], errors: "ERROR boom\n"),
    Case(
      arguments: ["log", "-s", "-l", "debug", "Starting", "port", "80", "host", "my host"],
      errors: "DEBUG Starting port=80 host=\"my host\"\n"),
    Case(arguments: ["log", "--structured", "msg", "key"], errors: "msg key=\"missing value\"\n"),
    Case(
      arguments: ["log", "-f", "-l", "warn", "Hello %s, %d", "world", "x"], errors: "WARN Hello world, %!d(string=x)\n"),
    Case(
      arguments: ["log", "--formatter", "json", "--structured", "m", "k"],
      errors: "{\"msg\":\"m\",\"k\":\"missing value\"}\n"),
    Case(arguments: ["log", "--formatter", "logfmt", "-s", "m", "abc", "1"], errors: "msg=m abc=1\n"),
    Case(
      arguments: ["log", "-s", "--level", "info", "--prefix", "app", "hi", "k", "v"], environment: colours,
      errors: "\(esc)[1;38;5;86mINFO\(esc)[m \(esc)[1;2mapp:\(esc)[m hi \(esc)[2mk\(esc)[m\(esc)[2m=\(esc)[mv\n"),
    Case(
      arguments: ["log", "--level", "info", "--level.foreground", "#ff0000", "hi"],
      environment: ["CLICOLOR_FORCE": "1"], errors: "\(esc)[1;38;5;196mINFO\(esc)[m hi\n"),
    // --min-level, and gum's GUM_LOG_LEVEL for it.
    Case(arguments: ["log", "--min-level", "warn", "-l", "info", "quiet"]),
    Case(arguments: ["log", "-l", "info", "quiet"], environment: ["GUM_LOG_LEVEL": "error"]),
    Case(arguments: ["log", "-l", "error", "loud"], environment: ["GUM_LOG_LEVEL": "error"], errors: "ERROR loud\n"),
    // A fatal line, then status 1, as log's Fatal exits.
    Case(arguments: ["log", "-l", "fatal", "down"], errors: "FATAL down\n", status: 1),
    Case(arguments: ["log", "-s", "\(esc)[2Jx", "k", "\(esc)]52;c;x\u{07}"], errors: "␛[2Jx k=\"\\x1b]52;c;x\\a\"\n"),
    Case(
      arguments: ["log", "-f", "-s", "x"],
      errors: "presently: log: --format and --structured cannot be used together\n", status: 64),
  ]

  @Test("style: gum's flags and variables, lipgloss's bytes", arguments: styleCases)
  func style(_ example: Case) async throws { try await check(example) }

  @Test("join: side by side and one above the other, lipgloss's bytes", arguments: joinCases)
  func join(_ example: Case) async throws { try await check(example) }

  @Test("format: markdown, template, emoji", arguments: formatCases)
  func format(_ example: Case) async throws { try await check(example) }

  @Test("log: to standard error, gum's levels, formatters and styles", arguments: logCases)
  func log(_ example: Case) async throws { try await check(example) }

  @Test("log --time writes the time now in gum's named layout; --file appends there")
  func logTimeAndFile() async throws {
    let folder = Subprocess.temporaryFolder()
    let path = folder + "/app.log"
    for message in ["one", "two"] {
      let result = try await Tool.run(
        ["log", "--time", "datetime", "-o", path, message], input: .null, environment: ["TZ": "UTC"])
      #expect(result.ending == .exited(0))
      #expect(result.errors.isEmpty)
    }
    let written = try await Subprocess.run("/bin/cat", [path])
    let lines = written.output.split(separator: "\n")
    #expect(lines.count == 2)
    // "2006-01-02 15:04:05 one"
    #expect(lines.allSatisfy { $0.count == 23 && $0.dropFirst(4).first == "-" && $0.dropFirst(13).first == ":" })
    #expect(lines.last?.hasSuffix(" two") == true)
  }

  private func check(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let result = try await Tool.run(
      example.arguments, input: example.input.map { .bytes($0) } ?? .null, environment: example.environment)
    #expect(result.ending == .exited(example.status), sourceLocation: sourceLocation)
    #expect(result.output == example.output, sourceLocation: sourceLocation)
    if example.status == 1 && example.errors.isEmpty {
      #expect(!result.errors.isEmpty, sourceLocation: sourceLocation)
    } else {
      #expect(result.errors == example.errors, sourceLocation: sourceLocation)
    }
  }
}
