import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// Lists narrow as the user types, at a terminal that tells each key: the rows that
/// match, best first, the highlight on the best, Enter taking it.
@Suite("Narrowing as you type")
struct NarrowingTests {
  static let branches = ["main", "feature/login", "fix-typo", "coffee-script", "release/2.0", "feat/search"]

  /// A fake that types each line key by key, as a terminal does.
  static func terminal(_ answers: [ScriptedAnswer], cursorControl: Bool = true) -> ScriptedTerminal {
    ScriptedTerminal(answers: answers, allowsCursorControl: cursorControl, reportsEdits: true)
  }

  @Test("typing narrows before Enter, best first, and Enter takes the highlighted row")
  func typingNarrows() async throws {
    let terminal = Self.terminal(["fe"])
    // feat/search and feature/login score the same (f and e at the start): the shorter first.
    #expect(try await terminal.choose("Branch", from: Self.branches) == "feat/search")
    let screen = lines(terminal.transcript)
    // The fake notes the typed line as it serves it, before the list narrowed for it.
    let narrowed = screen.drop { !$0.hasPrefix("Branch: fe") }.dropFirst().prefix(3)
    #expect(narrowed.first == "  6  feat/search", "the best match first")
    #expect(reversed(terminal.written).last == "6  feat/search", "highlighted")
    #expect(narrowed.contains("  2  feature/login"))
    #expect(!narrowed.contains { $0.contains("main") }, "main does not match")
    #expect(terminal.replacedPrompts.map(\.plain).contains("Branch (3 of 6): "), "the prompt says how many match")
  }

  @Test("Down moves within the matches, and Enter takes the row it moved to")
  func downWithinMatches() async throws {
    let terminal = Self.terminal([.typing("fe"), .key(.next), .line("fe")])
    let chosen = try await terminal.choose("Branch", from: Self.branches)
    let ranked = ListRanking.rank(FuzzyQuery("fe"), in: ListTexts(count: 6) { Self.branches[$0] })
    #expect(chosen == Self.branches[Int(ranked[1])], "the second best")
  }

  @Test("a row's number highlights that row without narrowing, and Enter takes it; other digits narrow")
  func numbersStay() async throws {
    #expect(try await Self.terminal(["5"]).choose("Branch", from: Self.branches) == "release/2.0")
    // 20 is no row's number: it narrows like text, to release/2.0.
    #expect(try await Self.terminal(["20"]).choose("Branch", from: Self.branches) == "release/2.0")
  }

  static let ports = (100...600).map(String.init)

  @Test("an item that matches beats a row number: 250 typed in a list of numbers takes 250, in every list")
  func matchBeatsRowNumber() async throws {
    #expect(try await Self.terminal(["250"]).choose("Port", from: Self.ports) == "250")
    #expect(try await Self.terminal(["250", ""]).chooseMany("Ports", from: Self.ports) == ["250"])
    let menu = Menu(text: "Port:", items: Self.ports.map { .init(tag: $0, text: "", value: $0) })
    #expect(try await Self.terminal(["250"]).present(menu) == "250")
    let checklist = Checklist(text: "Ports:", items: Self.ports.map { .init(tag: $0, text: "", value: $0) })
    #expect(try await Self.terminal(["250", ""]).present(checklist) == ["250"])
    // From a pipe, where nothing narrows and no title is read for a number, it is the row's.
    #expect(try await ScriptedTerminal(answers: ["250"]).choose("Port", from: Self.ports) == "349")
    // Where no item matches, the number is the row's.
    #expect(try await Self.terminal(["7"]).choose("Port", from: ["a", "b", "c", "d", "e", "f", "g"]) == "g")
  }

  @Test("/text narrows too; Enter keeps the rows narrowed, and the next line chooses among them")
  func slashFilter() async throws {
    let terminal = Self.terminal(["/fe", ""])
    #expect(try await terminal.choose("Branch", from: Self.branches) == "feat/search")
  }

  @Test("several: Enter marks the highlighted match and starts the line again; Space marks on an empty line")
  func marking() async throws {
    let terminal = Self.terminal(["rel", "typo", .key(.next), .key(.toggle), ""])
    let chosen = try await terminal.chooseMany("Branches", from: Self.branches)
    #expect(Set(chosen) == ["release/2.0", "fix-typo", "coffee-script"])
    #expect(terminal.replacedPrompts.map(\.plain).contains("Branches (1 of 6) [1 marked]: "))
    #expect(
      terminal.transcript.contains("Several: Space, or Enter after typing, marks a row; Enter alone takes the marks\n"),
      "the keys that mark, said whole in 80 columns")
  }

  @Test("Space marks the highlighted row after typing to narrow, in lists and checklists; marks survive widening")
  func spaceAfterTyping() async throws {
    let answers: [ScriptedAnswer] = [.typing("rel"), .key(.toggle), .typing("typo"), .key(.toggle), .typing(""), ""]
    let terminal = Self.terminal(answers)
    #expect(try await terminal.chooseMany("Branches", from: Self.branches) == ["fix-typo", "release/2.0"])
    #expect(terminal.requests.map(\.initialText).contains("rel"), "after Space the line comes back as it was")
    let checklist = Checklist(text: "Branches:", items: Self.branches.map { .init(tag: $0, text: "", value: $0) })
    #expect(try await Self.terminal(answers).present(checklist) == ["fix-typo", "release/2.0"])
  }

  @Test("Space on a line of row numbers is a space: 1 3 typed whole names rows 1 and 3")
  func spaceBetweenNumbers() async throws {
    let terminal = Self.terminal([.typing("1"), .key(.toggle), .typing("1 3"), .line("1 3")])
    #expect(try await terminal.chooseMany("Branches", from: Self.branches) == ["main", "fix-typo"])
    #expect(terminal.requests.map(\.initialText).contains("1 "), "the line came back with the space")
  }

  @Test("marks survive narrowing and widening")
  func marksSurvive() async throws {
    let terminal = Self.terminal([.key(.toggle), "login", .typing("x"), .typing(""), ""])
    let chosen = try await terminal.chooseMany("Branches", from: Self.branches)
    #expect(chosen == ["main", "feature/login"])
  }

  @Test("nothing matching says so, and Enter then reads the line as from a pipe")
  func nothingMatches() async throws {
    let terminal = Self.terminal([.typing("zzz"), "zzz", "main"])
    #expect(try await terminal.choose("Branch", from: Self.branches) == "main")
    #expect(terminal.transcript.contains("Nothing matches \u{201C}zzz\u{201D}."))
    #expect(terminal.transcript.contains("Nothing is called \u{201C}zzz\u{201D}"))
  }

  @Test("without cursor control a key that narrows prints nothing; Down prints the row it moves to, with its place")
  func transcriptOnly() async throws {
    let terminal = Self.terminal([.typing("fe"), .key(.next), .line("fe")], cursorControl: false)
    _ = try await terminal.choose("Branch", from: Self.branches)
    let printed = lines(terminal.transcript)
    #expect(printed.filter { $0.contains("main") }.count == 1, "the list is printed once")
    #expect(printed.contains { $0.hasSuffix("(2 of 3)") && $0.hasPrefix(" >") }, "\(printed)")
  }

  @Test("matched characters are underlined where styles are on")
  func matchedCharacters() async throws {
    let terminal = Self.terminal(["fe"])
    _ = try await terminal.choose("Branch", from: Self.branches)
    let underlined = terminal.written.runs.filter { $0.style.contains(.underline) }.map(\.text)
    #expect(underlined.contains("fe"))
  }

  @Test("from a pipe (no keys told) lines mean what they always meant")
  func wholeLines() async throws {
    let terminal = ScriptedTerminal(answers: ["fe", "featu"])
    #expect(try await terminal.choose("Branch", from: Self.branches) == "feature/login")
    #expect(terminal.transcript.contains("\u{201C}fe\u{201D} could be"))
  }
}
