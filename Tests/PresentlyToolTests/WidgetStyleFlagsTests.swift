import PseudoTerminalSupport
import Testing

/// gum's style flags where the line-oriented list draws the element: the header, the
/// highlight (its reverse video where styles are drawn), the marked rows, the matches and the prompt, natively and through
/// the `gum` link; nothing of them without styles.
@Suite("Style flags in the widgets", .timeLimit(.minutes(2)))
struct WidgetStyleFlagsTests {
  static let escape = "\u{1B}["

  /// Starts `program` (`presently`) with `arguments`, waits for `shown` and an open prompt, sends
  /// `keys` and waits for `waited` when given, and returns every byte written; leaves
  /// with Escape (twice: the first erases what was typed).
  static func output(
    _ arguments: [String], program: String = Tool.path, environment: [String: String] = [:], shown: String,
    keys: String? = nil, waited: String? = nil
  ) async throws -> String {
    let session = try PseudoTerminal(
      program: program, arguments: arguments, environment: environment, standardOutput: .pipe())
    try await session.waitUntil("\(shown) shown, and a prompt open") { session in
      session.screen.text.contains(shown) && session.readsKeys
    }
    if let keys, let waited {
      session.send(keys)
      try await session.waitFor(waited)
    }
    let text = session.text
    if keys != nil {
      session.send("\u{1B}")
      try await session.waitUntil("the typed text erased") { !$0.screen.text.contains(waited ?? "") }
    }
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
    return text
  }

  @Test("choose --header.foreground 212 draws the header in palette colour 212, bold as before")
  func header() async throws {
    let text = try await Self.output(
      ["choose", "--header.foreground", "212", "--header", "Pick", "a", "b"], shown: "Pick")
    #expect(text.contains(Self.escape + "1;38;5;212mPick" + Self.escape + "0m"))
  }

  @Test("under NO_COLOR the header is drawn without any colour")
  func noColor() async throws {
    let text = try await Self.output(
      ["choose", "--header.foreground", "212", "--header", "Pick", "a", "b"], environment: ["NO_COLOR": "1"],
      shown: "Pick")
    #expect(!text.contains("38;5;212"))
    #expect(!text.contains(Self.escape + "1m"))
  }

  @Test("a true colour is brought down to the terminal's: the 256 of xterm-256color, the 16 of xterm")
  func depth() async throws {
    let arguments = ["choose", "--cursor.foreground", "#ff87d7", "--cursor.underline", "a", "b"]
    let palette = try await Self.output(arguments, shown: "a")
    #expect(palette.contains(Self.escape + "4;7;38;5;212m"))
    let trueColor = try await Self.output(arguments, environment: ["COLORTERM": "truecolor"], shown: "a")
    #expect(trueColor.contains(Self.escape + "4;7;38;2;255;135;215m"))
    let sixteen = try await Self.output(arguments, environment: ["TERM": "xterm"], shown: "a")
    #expect(sixteen.contains(Self.escape + "4;7;91m"))
  }

  @Test("through the gum link, the flags and gum's variables act; gum's own colours do not")
  func gum() async throws {
    let text = try await Self.output(
      ["choose", "--prompt.italic", "a", "b"], program: GumDialectTests.gum,
      // Waited for by the last row: the header comes first, and on a busy machine the
      // screen can be read between the two.
      environment: ["GUM_CHOOSE_HEADER_BACKGROUND": "4", "GUM_CHOOSE_CURSOR_FOREGROUND": "99"], shown: "b")
    #expect(text.contains(Self.escape + "1;44mChoose:"))
    #expect(text.contains(Self.escape + "7;38;5;99m"))
    let plain = try await Self.output(["choose", "a", "b"], program: GumDialectTests.gum, shown: "b")
    #expect(!plain.contains("38;5;"))
  }

  @Test("filter --match.foreground colours the matched characters, still underlined")
  func match() async throws {
    let text = try await Self.output(
      ["filter", "--match.foreground", "1", "--match.strikethrough", "apple", "berry"], shown: "apple",
      keys: "rr", waited: "1 of 2")
    #expect(text.contains(Self.escape + "1;4;7;9;31mrr"))
  }

  @Test("choose --selected.foreground colours the marked rows")
  func selected() async throws {
    let text = try await Self.output(
      ["choose", "--no-limit", "--selected", "b", "--selected.foreground", "2", "a", "b"], shown: "[x]")
    #expect(text.contains(Self.escape + "32m[x] "))
  }

  @Test("confirm --prompt.foreground colours the question, still bold")
  func confirm() async throws {
    let text = try await Self.output(["confirm", "--prompt.foreground", "99", "Go?"], shown: "Go?")
    #expect(text.contains(Self.escape + "1;38;5;99mGo?"))
  }

  @Test("input --prompt.foreground colours the prompt, still bold; --header.foreground the header")
  func input() async throws {
    let text = try await Self.output(
      ["input", "--prompt", "Name", "--prompt.foreground", "99", "--header", "Who", "--header.foreground", "212"],
      shown: "Name")
    #expect(text.contains(Self.escape + "1;38;5;99mName"))
    #expect(text.contains(Self.escape + "1;38;5;212mWho"))
  }

  @Test("input --placeholder.foreground colours the hint, still dim; through gum, from GUM_INPUT_PLACEHOLDER_ITALIC")
  func placeholder() async throws {
    let text = try await Self.output(
      ["input", "--placeholder", "Ada", "--placeholder.foreground", "99"], shown: "Ada")
    #expect(text.contains(Self.escape + "2;38;5;99mAda"))
    let gum = try await Self.output(
      ["input"], program: GumDialectTests.gum, environment: ["GUM_INPUT_PLACEHOLDER_ITALIC": "true"],
      shown: "Type something...")
    #expect(gum.contains(Self.escape + "2;3mType something..."))
    let plain = try await Self.output(["input", "--placeholder", "Ada"], shown: "Ada")
    #expect(plain.contains(Self.escape + "2mAda"))
  }

  @Test(
    "write --placeholder.underline underlines the hint of the first line; filter --placeholder.foreground colours its")
  func writePlaceholder() async throws {
    let text = try await Self.output(
      ["write", "--placeholder", "What changed", "--placeholder.underline"], shown: "What changed")
    #expect(text.contains(Self.escape + "2;4mWhat changed"))
    let filtered = try await Self.output(
      ["filter", "--placeholder", "Pick one", "--placeholder.foreground", "3", "a", "b"], shown: "Pick one")
    #expect(filtered.contains(Self.escape + "2;33mPick one"))
  }

  @Test("filter --indicator, --selected-prefix and --unselected-prefix draw, --unselected-prefix.foreground colours")
  func filterPrefixes() async throws {
    let session = try PseudoTerminal(
      program: Tool.path,
      arguments: [
        "filter", "--no-limit", "--indicator", "→", "--selected-prefix", "(x)", "--unselected-prefix", "( )",
        "--unselected-prefix.foreground", "5", "a", "b",
      ], standardOutput: .pipe())
    try await session.waitForPrompt("marks a row")
    #expect(session.text.contains("→") && session.text.contains(Self.escape + "35m( )" + Self.escape + "0mb"))
    session.send(" ")
    try await session.waitForPrompt("1 marked")
    #expect(session.screen.text.contains("(x)a"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\n")
    let gum = try await Self.output(["filter", "--no-limit", "a", "b"], program: GumDialectTests.gum, shown: "○ b")
    #expect(gum.contains(" ○ "), "gum's prefixes through the link")
    let ascii = try await Self.output(
      ["filter", "--no-limit", "a", "b"], program: GumDialectTests.gum, environment: ["LC_ALL": "C"], shown: " o b")
    #expect(!ascii.contains("○"), "o in ASCII where the terminal is not UTF-8")
    let native = try await Self.output(["filter", "--no-limit", "a", "b"], shown: "[ ] b")
    #expect(!native.contains("○"), "presently's own natively")
  }

  @Test("choose --item.foreground colours the rows not highlighted; filter --cursor-text.italic the highlighted title")
  func items() async throws {
    let chosen = try await Self.output(["choose", "--item.foreground", "99", "alpha", "beta"], shown: "beta")
    #expect(chosen.contains(Self.escape + "38;5;99mbeta"))
    #expect(!chosen.contains(Self.escape + "38;5;99malpha"), "the highlighted row keeps its own look")
    let filtered = try await Self.output(["filter", "--cursor-text.italic", "alpha", "beta"], shown: "beta")
    #expect(filtered.contains(Self.escape + "1;3malpha") || filtered.contains(Self.escape + "1;3;7malpha"))
  }

  @Test("table --header.foreground colours the columns' names, still underlined")
  func table() async throws {
    let file = Subprocess.temporaryFile("hosts.csv", containing: "name,port\nalpha,22\n")
    let text = try await Self.output(["table", "--file", file, "--header.foreground", "212"], shown: "alpha")
    #expect(text.contains(Self.escape + "4;38;5;212mname"))
  }

  @Test("spin --spinner.foreground colours the frame, --title.italic the title")
  func spin() async throws {
    let session = try Tool.start([
      "spin", "--spinner.foreground", "212", "--title.italic", "--title", "Build", "--", "sleep", "0.5",
    ])
    #expect(try await session.finish() == .exited(0))
    #expect(session.text.contains(Self.escape + "1;38;5;212m"))
    #expect(session.text.contains(Self.escape + "3mBuild"))
  }

  @Test("pager --line-number.foreground colours the numbers, --match.foreground a search's matches")
  func pager() async throws {
    let lines = Array("alpha\nbeta\ngamma\n".utf8)
    let session = try Tool.start(
      ["pager", "--line-numbers", "--line-number.foreground", "212", "--match.foreground", "2"],
      input: .pipe(bytes: lines), output: .terminal)
    try await session.waitForPrompt(": ")
    #expect(session.text.contains(Self.escape + "2;38;5;212m     1  "))
    session.send("/eta\r")
    try await session.waitFor(Self.escape + "7;32meta")
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("pager --match-highlight.foreground colours the matches of the line a search moved to; n moves it on")
  func matchHighlight() async throws {
    let lines = Array("alpha\nbeta\nzeta\n".utf8)
    let session = try Tool.start(
      ["pager", "--match.foreground", "2", "--match-highlight.foreground", "5", "--match-highlight.bold"],
      input: .pipe(bytes: lines), output: .terminal)
    try await session.waitForPrompt(": ")
    session.send("/eta\r")
    try await session.waitFor(Self.escape + "1;7;35meta" + Self.escape + "0m\r\nz")
    #expect(session.text.contains(Self.escape + "7;32meta"), "the other line's match")
    session.send("n")
    try await session.waitFor(Self.escape + "7;32meta" + Self.escape + "0m\r\nz" + Self.escape + "1;7;35meta")
    session.send("q\r")
    #expect(try await session.finish() == .exited(0))
  }
}
