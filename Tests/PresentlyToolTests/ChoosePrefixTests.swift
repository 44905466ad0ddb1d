import PseudoTerminalSupport
import Testing

/// `choose --cursor`, `--selected-prefix`, `--unselected-prefix` and `--cursor-prefix`,
/// as gum's `choose/choose.go` draws them: the cursor before the highlighted row, and,
/// when several may be chosen, the selected prefix on a marked row, the cursor prefix on
/// the highlighted unmarked one, the unselected prefix on the others. gum's link takes
/// gum's defaults (`✓ ` and `• `); natively, `[x] ` and `[ ] ` unless given.
@Suite("presently choose: gum's cursor and prefixes", .timeLimit(.minutes(2)))
struct ChoosePrefixTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var program = GumDialectTests.gum
    let arguments: [String]
    var environment: [String: String] = [:]
    /// Rows drawn before any key, and after Space marks the first row.
    let before: [String]
    let after: [String]
    /// Texts drawn by neither.
    var never: [String] = []
    var testDescription: String {
      (program == Tool.path ? "presently " : "gum ") + arguments.joined(separator: " ")
        + environment.keys.sorted().map { " \($0)" }.joined()
    }
  }

  static let items = ["choose", "--no-limit", "apple", "banana"]

  static let cases: [Case] = [
    Case(arguments: items, before: ["1  • apple", "2  • banana"], after: ["1  ✓ apple", "2  • banana"]),
    Case(
      arguments: items + ["--cursor-prefix", "→ "], before: ["1  → apple", "2  • banana"],
      after: ["1  ✓ apple", "2  • banana"]),
    Case(
      arguments: items, environment: ["GUM_CHOOSE_SELECTED_PREFIX": "(*) ", "GUM_CHOOSE_UNSELECTED_PREFIX": "( ) "],
      // The highlighted row, unmarked, has gum's cursor prefix.
      before: ["1  • apple", "2  ( ) banana"], after: ["1  (*) apple", "2  ( ) banana"], never: ["✓"]),
    // Where the terminal is not UTF-8, gum's marks are drawn in ASCII, as every mark of presently's.
    Case(
      arguments: items, environment: ["LC_ALL": "C"], before: ["1  * apple", "2  * banana"],
      after: ["1  x apple", "2  * banana"], never: ["•", "✓"]),
    // One choice: gum hides the prefixes.
    Case(
      arguments: ["choose", "--limit", "1", "apple", "banana"], before: ["1  apple", "2  banana"], after: [],
      never: ["•", "✓", "[ ]"]),
    Case(
      program: Tool.path, arguments: items, before: ["1  [ ] apple", "2  [ ] banana"],
      after: ["1  [x] apple", "2  [ ] banana"], never: ["•", "✓"]),
    Case(
      program: Tool.path, arguments: items + ["--selected-prefix", "+ ", "--unselected-prefix", "- "],
      before: ["1  - apple", "2  - banana"], after: ["1  + apple", "2  - banana"], never: ["[ ]", "[x]"]),
    // Untrusted text: sanitized.
    Case(
      arguments: items + ["--selected-prefix", "\u{1B}[2J! "], before: ["1  • apple"],
      after: ["1  ␛[2J! apple", "2  • banana"]),
  ]

  @Test("rows as gum draws them", arguments: cases)
  func prefixes(_ example: Case) async throws {
    let session = try PseudoTerminal(
      program: example.program, arguments: example.arguments, environment: example.environment,
      standardOutput: .pipe())
    try await session.waitForPrompt(example.before[0])
    for row in example.before { #expect(session.screen.text.contains(row), "\(session.screen.text)") }
    var screens = [session.screen.text]
    if !example.after.isEmpty {
      session.send(" ")
      try await session.waitForPrompt(example.after[0])
      for row in example.after { #expect(session.screen.text.contains(row), "\(session.screen.text)") }
      screens.append(session.screen.text)
    }
    for text in example.never { #expect(!screens.contains { $0.contains(text) }, "\(text) drawn") }
    #expect(!session.text.contains("\u{1B}[2J! "), "the prefix's escape reached the terminal")
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("--cursor (and GUM_CHOOSE_CURSOR) is drawn before the highlighted row, spaces before the others")
  func cursor() async throws {
    let given = try PseudoTerminal(
      program: GumDialectTests.gum, arguments: ["choose", "--cursor", "→ ", "apple", "banana"], standardOutput: .pipe())
    try await given.waitForPrompt("→ 1  apple")
    #expect(given.screen.lines.contains { $0.hasPrefix("  2  banana") })
    given.send("\u{1B}[B")
    try await given.waitForPrompt("→ 2  banana")
    #expect(given.screen.lines.contains { $0.hasPrefix("  1  apple") })
    given.send("\r")
    #expect(try await given.finish() == .exited(0))
    #expect(given.standardOutput == "banana\n")
    let variable = try PseudoTerminal(
      program: Tool.path, arguments: ["gum", "choose", "--no-limit", "apple", "banana"],
      environment: ["GUM_CHOOSE_CURSOR": "=> "], standardOutput: .pipe())
    try await variable.waitForPrompt("=> 1  • apple")
    #expect(variable.screen.lines.contains { $0.hasPrefix("   2  • banana") })
    variable.send("\u{1B}")
    #expect(try await variable.finish() == .exited(1))
  }
}
