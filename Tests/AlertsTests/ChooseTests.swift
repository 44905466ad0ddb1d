import Alerts
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Synchronization
import Testing

/// `choose`: one item from a numbered list, paged to the terminal, filtered with `/text`.
@Suite("Choose")
struct ChooseTests {
  static let fruits = ["apple", "apricot", "banana", "blackberry", "blueberry", "cherry"]

  /// A thousand items, `item 1` to `item 1000`, with `berry` in every hundredth.
  static let thousand = (1...1000).map { $0 % 100 == 0 ? "berry \($0)" : "item \($0)" }

  @Test(
    "the list is numbered, the first row highlighted, and the answer is an item's number, title or unique prefix",
    arguments: [("3", "banana"), ("banana", "banana"), ("BAN", "banana"), ("ch", "cherry"), ("blu", "blueberry")])
  func chooseOne(answer: String, expected: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.choose("Fruit", from: Self.fruits) == expected)
    #expect(
      terminal.transcript == """
          1  apple
          2  apricot
          3  banana
          4  blackberry
          5  blueberry
          6  cherry
        Fruit: \(answer)
        Fruit: \(expected)

        """)
    #expect(reversed(terminal.written) == ["1  apple"])
  }

  @Test("items of any type are shown by display and returned as themselves")
  func displayedItems() async throws {
    struct Branch: Sendable, Equatable {
      var name: String
      var ahead: Int
    }
    let branches = [Branch(name: "main", ahead: 0), Branch(name: "feature", ahead: 3)]
    let terminal = ScriptedTerminal(answers: ["feat"])
    let branch = try await terminal.choose("Branch", from: branches, display: { "\($0.name) (+\($0.ahead))" })
    #expect(branch == branches[1])
    #expect(terminal.transcript.contains("2  feature (+3)"))
  }

  @Test(
    "Enter takes the default item, by index or by element, marked >; without one, the first row at a terminal, and from a pipe Enter asks again"
  )
  func defaultItem() async throws {
    let terminal = ScriptedTerminal(answers: ["", ""])
    #expect(try await terminal.choose("Fruit", from: Self.fruits, defaultIndex: 2) == "banana")
    #expect(try await terminal.choose("Fruit", from: Self.fruits, default: "banana") == "banana")
    #expect(terminal.transcript.contains("  3  banana\n"))
    #expect(reversed(terminal.written).first == "3  banana")
    #expect(terminal.requests[0].prompt.plain == "Fruit: ")

    let noDefault = ScriptedTerminal(answers: [""])
    #expect(try await noDefault.choose("Fruit", from: Self.fruits) == "apple")
    let piped = ScriptedTerminal(answers: ["", "2"], isInteractive: false)
    #expect(try await piped.choose("Fruit", from: Self.fruits) == "apricot")
    #expect(piped.transcript.contains("Type a number or a title, then Enter.\n"))
  }

  @Test(
    "unknown answers get a one-line message; a title comes back in the line to fix, a refused number does not",
    arguments: [
      ("kiwi", "Nothing is called “kiwi”: type a number or a title.", "kiwi"),
      ("b", "“b” could be banana, blackberry or blueberry: type more of it, or a number.", "b"),
      ("ap", "“ap” could be apple or apricot: type more of it, or a number.", "ap"),
      ("9", "There is no row 9: rows go from 1 to 6.", ""),
      ("1 2", "Choose one: type a single number.", ""),
    ])
  func unknownAnswers(answer: String, message: String, kept: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer), "cherry"])
    #expect(try await terminal.choose("Fruit", from: Self.fruits) == "cherry")
    #expect(
      lines(terminal.transcript).suffix(4)
        == ["Fruit: \(answer)", message, "Fruit: cherry", "Fruit: cherry", ""].suffix(4))
    #expect(terminal.requests[1].initialText == kept)
  }

  @Test("Tab completes the titles that start with the typed text")
  func completion() async throws {
    let terminal = ScriptedTerminal(answers: ["1"])
    _ = try await terminal.choose("Fruit", from: Self.fruits)
    let completion = try #require(terminal.requests[0].completion)
    #expect(completion.candidates("bl") == ["blackberry", "blueberry"])
    #expect(completion.candidates("AP") == ["apple", "apricot"])
    #expect(completion.candidates("/b") == [])
  }

  @Test("a thousand items are paged to the terminal's height, with n and p")
  func paging() async throws {
    let terminal = ScriptedTerminal(
      answers: ["n", "n", "p", "p", "p", "40"], size: TerminalSize(columns: 60, rows: 24))
    #expect(try await terminal.choose("Item", from: Self.thousand) == "item 40")
    let shown = lines(terminal.transcript)
    #expect(shown.first == "     1  item 1")
    #expect(shown[20] == "    21  item 21", "a page fills the window but for the status, prompt and message lines")
    #expect(shown[21] == "Page 1 of 48 · n next · /text filters")
    #expect(shown.contains("    22  item 22"))
    #expect(shown.contains("Page 2 of 48 · n next · p previous · /text filters"))
    #expect(shown.contains("Page 3 of 48 · n next · p previous · /text filters"))
    #expect(shown.contains("This is the first page."))
    #expect(!shown.contains { $0.hasSuffix("  item 64") }, "the fourth page is never drawn")
  }

  @Test("/text filters the thousand items, numbers stay the items' own, / alone clears")
  func filtering() async throws {
    let terminal = ScriptedTerminal(answers: ["/berry", "/", "/nothing-like-this", "/ berry 5", "500"])
    #expect(try await terminal.choose("Item", from: Self.thousand) == "berry 500")
    let shown = lines(terminal.transcript)
    let filtered = shown.drop { !$0.hasPrefix("Item: /berry") }.dropFirst().prefix(11)
    #expect(
      Array(filtered) == [
        "   100  berry 100", "   200  berry 200", "   300  berry 300", "   400  berry 400", "   500  berry 500",
        "   600  berry 600", "   700  berry 700", "   800  berry 800", "   900  berry 900", "  1000  berry 1000",
        "10 of 1000 match “berry” · / clears",
      ])
    #expect(shown.contains("Nothing matches “nothing-like-this”: / alone shows every row."))
    #expect(shown.contains("   500  berry 500"))
    #expect(shown.contains("1 of 1000 match “berry 5” · / clears"))
    #expect(terminal.requests[3].initialText == "/nothing-like-this")
  }

  @Test("a title typed while filtering is found among the filtered items, and Tab completes only those")
  func titleWhileFiltering() async throws {
    let terminal = ScriptedTerminal(answers: ["/berry", "berry 7"])
    #expect(try await terminal.choose("Item", from: Self.thousand) == "berry 700")
    #expect(terminal.requests[1].completion?.candidates("berry 1") == ["berry 100", "berry 1000"])
  }

  @Test("drawing a page asks for the text of the rows shown, not of every item")
  func displayIsLazy() async throws {
    let calls = Mutex(0)
    let items = Array(0..<100_000)
    let terminal = ScriptedTerminal(answers: ["n", "42"], size: TerminalSize(columns: 40, rows: 13))
    let chosen = try await terminal.choose(
      "Number", from: items,
      display: { item in
        calls.withLock { $0 += 1 }
        return "number \(item)"
      })
    #expect(chosen == 41)
    #expect(calls.withLock { $0 } == 21, "two pages of ten rows, and the answer's line")
  }

  @Test("a million items: paging, filtering and choosing by title stay quick")
  func millionItems() async throws {
    try await HeavyWork.run {
      let items = Array(0..<1_000_000)
      let calls = Mutex(0)
      let terminal = ScriptedTerminal(answers: ["n", "p", "/999999", "/", "number 123456"])
      let clock = ContinuousClock()
      let start = clock.now
      let chosen = try await terminal.choose(
        "Number", from: items,
        display: { item in
          calls.withLock { $0 += 1 }
          return "number \(item)"
        })
      #expect(chosen == 123_456)
      #expect(clock.now - start < .seconds(20))
      let pageRows = 21
      #expect(
        calls.withLock { $0 } <= 2 * items.count + 5 * pageRows, "a filter and a title each look at every item once")
      #expect(terminal.transcript.contains("1 of 1000000 match “999999”"))
    }
  }

  @Test("a timeout returns the default item, or throws timed out without one")
  func timeout() async throws {
    let terminal = ScriptedTerminal(answers: [.wait])
    #expect(
      try await terminal.choose("Fruit", from: Self.fruits, defaultIndex: 5, timeout: .milliseconds(30)) == "cherry")
    await #expect(throws: PresentError.timedOut) {
      try await ScriptedTerminal(answers: [.wait]).choose("Fruit", from: Self.fruits, timeout: .milliseconds(30))
    }
  }

  @Test("an empty list is refused before anything is drawn")
  func emptyList() async throws {
    let terminal = ScriptedTerminal(answers: ["1"])
    await #expect(throws: AlertError.nothingToChoose) { try await terminal.choose("Fruit", from: []) }
    #expect(terminal.transcript.isEmpty)
  }

  @Test("the endings of the terminal come out of choose", arguments: [ScriptedAnswer.endOfInput, .interrupt])
  func endings(answer: ScriptedAnswer) async throws {
    await #expect(throws: PresentError.self) {
      try await ScriptedTerminal(answers: [answer]).choose("Fruit", from: Self.fruits, defaultIndex: 0)
    }
  }
}
