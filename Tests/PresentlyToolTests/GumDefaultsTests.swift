import Glibc
import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// gum's defaults (its `*/options.go`) for what the line-oriented widgets draw, through
/// the `gum` link; the native commands keep theirs.
@Suite("gum's defaults in gum's dialect", .timeLimit(.minutes(2)))
struct GumDefaultsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// What gum's dialect draws, as gum's options.go declares it.
    let shown: [String]
    /// What the native command draws instead, where it differs.
    let native: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["input"], shown: ["> ", "Type something..."], native: "Value:"),
    Case(arguments: ["choose", "Foo", "Bar"], shown: ["Choose:", "Bar"], native: "Choose:"),
    Case(arguments: ["filter", "Foo", "Bar"], shown: ["> ", "Filter..."], native: "type to narrow"),
    Case(arguments: ["write"], shown: ["Write something..."], native: "Ctrl-D"),
    // gum's Yes and No are the native labels; y and n answer, Enter takes yes (gum's --default).
    Case(arguments: ["confirm"], shown: ["Are you sure? [Y/n]"], native: "Are you sure? [Y/n]"),
  ]

  /// Starts `program` with `arguments` on a pseudo-terminal, waits for every text of
  /// `shown`, and leaves with Escape.
  static func shows(_ shown: [String], program: String, _ arguments: [String]) async throws -> Screen {
    let session = try PseudoTerminal(program: program, arguments: arguments, standardOutput: .pipe())
    try await session.waitUntil("\(shown) shown, and a prompt open") { session in
      shown.allSatisfy { session.screen.text.contains($0) } && session.readsKeys
    }
    let screen = session.screen
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
    return screen
  }

  @Test("drawn through the gum link", arguments: cases)
  func gum(_ example: Case) async throws {
    _ = try await Self.shows(example.shown, program: GumDialectTests.gum, example.arguments)
  }

  @Test("not drawn by the native command", arguments: cases)
  func native(_ example: Case) async throws {
    let screen = try await Self.shows([example.native], program: Tool.path, example.arguments)
    for text in example.shown where text.count > 3 && text != example.native && !example.native.contains(text) {
      #expect(!screen.text.contains(text), "\(text) drawn by the native \(example.arguments[0])")
    }
  }

  @Test("the command line and gum's variables override them")
  func overridden() async throws {
    let session = try PseudoTerminal(
      program: GumDialectTests.gum, arguments: ["input", "--prompt", "Email: "],
      environment: ["GUM_INPUT_PLACEHOLDER": "john@doe.com"], standardOutput: .pipe())
    try await session.waitForPrompt("john@doe.com")
    #expect(session.screen.text.contains("Email: "))
    #expect(!session.screen.text.contains("Type something..."))
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
  }

  @Test(
    "input --header draws the header above the line, natively and through gum's link; once answered, one line stays")
  func inputHeader() async throws {
    for program in [Tool.path, GumDialectTests.gum] {
      let arguments =
        (program == Tool.path ? ["input", "--prompt", "Name"] : ["input"]) + ["--header", "Who are you?"]
      let session = try PseudoTerminal(program: program, arguments: arguments, standardOutput: .pipe())
      try await session.waitForPrompt("")
      _ = try await session.waitFor("Who are you?")
      session.send("Ada\r")
      #expect(try await session.finish() == .exited(0))
      #expect(session.standardOutput == "Ada\n")
      let left = session.screen.lines.filter { !$0.allSatisfy { $0 == " " } }
      #expect(left.count == 1 && left.first?.contains("Ada") == true, "\(program): \(left)")
    }
  }

  @Test("every default names a row the native table has")
  func rows() {
    for name in GumCommandLine.names {
      guard let table = NativeCommandLine.table(named: Array(name.utf8)) else { continue }
      for (row, _) in GumFlag.defaults(of: name) {
        #expect(table.spellings.contains { $0.contains("--" + row) }, "\(name) --\(row)")
      }
    }
  }
}
