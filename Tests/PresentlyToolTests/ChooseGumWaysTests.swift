import PseudoTerminalSupport
import Testing

/// `choose`'s options from gum: `--select-if-one`, `--ordered` and `--label-delimiter`,
/// which change what is printed (they were accepted without effect), as gum's
/// `choose/command.go` has them.
@Suite("presently choose: gum's --select-if-one, --ordered, --label-delimiter")
struct ChooseGumWaysTests {
  @Test(
    "through gum, Enter with nothing marked under --limit 3 or --no-limit prints an empty line; natively, the highlighted"
  )
  func nothingMarked() async throws {
    for limit in [["--limit", "3"], ["--no-limit"]] {
      let session = try PseudoTerminal(
        program: GumDialectTests.gum, arguments: ["choose"] + limit + ["a", "b", "c"], standardOutput: .pipe())
      try await session.waitForPrompt("marks a row")
      session.send("\r")
      #expect(try await session.finish() == .exited(0))
      #expect(session.standardOutput == "\n", "\(limit)")
    }
    let native = try Tool.start(["choose", "--limit", "3", "a", "b", "c"])
    try await native.waitForPrompt("marks a row")
    native.send("\r")
    #expect(try await native.finish() == .exited(0))
    #expect(native.standardOutput == "a\n")
  }

  @Test("Ctrl-A on the empty line marks every row (at most --limit), again unmarks them all, as gum's ctrl+a")
  func toggleAll() async throws {
    let session = try PseudoTerminal(
      program: GumDialectTests.gum, arguments: ["choose", "--no-limit", "a", "b", "c"], standardOutput: .pipe())
    try await session.waitForPrompt("marks a row")
    session.send("\u{01}")
    try await session.waitForPrompt("3 marked")
    session.send("\u{01}")
    try await session.waitUntil("the marks gone") { !$0.screen.text.contains("marked]") && $0.readsKeys }
    session.send("\u{01}")
    try await session.waitForPrompt("3 marked")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nb\nc\n")
    let limited = try Tool.start(["choose", "--limit", "2", "a", "b", "c"])
    try await limited.waitForPrompt("marks a row")
    limited.send("\u{01}")
    try await limited.waitForPrompt("2 marked")
    limited.send("\r")
    #expect(try await limited.finish() == .exited(0))
    #expect(limited.standardOutput == "a\nb\n")
  }

  @Test("--select-if-one prints a single item without asking, at a terminal and from a pipe; two are asked for")
  func selectIfOne() async throws {
    let session = try Tool.start(["choose", "--select-if-one", "only"])
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "only\n")
    #expect(!session.screen.text.contains("Choose"), "nothing was asked")
    let piped = try Tool.start(["choose", "--select-if-one"], input: .pipe(bytes: Array("lone\n".utf8)))
    #expect(try await piped.finish() == .exited(0))
    #expect(piped.standardOutput == "lone\n")
    let two = try Tool.start(["choose", "--select-if-one", "a", "b"])
    try await two.waitForPrompt("Choose")
    two.send("2\r")
    #expect(try await two.finish() == .exited(0))
    #expect(two.standardOutput == "b\n")
  }

  @Test("--label-delimiter shows the labels and prints the value of the one chosen; an item without it is refused")
  func labels() async throws {
    let session = try Tool.start(["choose", "--label-delimiter", ":", "Production:prod-eu-1", "Staging:stage-1"])
    try await session.waitFor("2  Staging")
    #expect(!session.screen.text.contains("stage-1"), "the values are not shown")
    session.send("Stag\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "stage-1\n")
    let refused = try Tool.start(["choose", "--label-delimiter", ":", "fine:1", "broken"])
    #expect(try await refused.finish() == .exited(1))
    #expect(refused.standardOutput == "")
    #expect(refused.screen.text.contains("invalid option format: \"broken\""))
  }

  @Test("--ordered shows the items sorted, and the row numbers follow that order")
  func ordered() async throws {
    let session = try Tool.start(["choose", "--ordered", "pear", "apple", "fig"])
    try await session.waitFor("3  pear")
    #expect(session.screen.text.contains("1  apple") && session.screen.text.contains("2  fig"))
    session.send("1\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "apple\n")
  }
}

/// `--ordered` with several chosen: gum prints them in the order they were marked
/// (`choose/command.go` sorts the items by each one's `order` when `--limit` > 1), the
/// `--selected` ones first; without `--ordered`, in the list's order.
@Suite("presently choose --ordered: the order of marking")
struct ChooseMarkingOrderTests {
  /// Marks the rows at `rows` (from 1, the highlight starting on row 1), one at a time,
  /// `preselected` marked already, then Enter; returns what was printed.
  static func mark(
    _ rows: [Int], preselected: Int = 0, program: String, _ arguments: [String]
  ) async throws -> String {
    let session = try PseudoTerminal(program: program, arguments: arguments, standardOutput: .pipe())
    try await session.waitForPrompt("marks a row")
    var here = 1
    for (count, row) in rows.enumerated() {
      let key = row > here ? "\u{1B}[B" : "\u{1B}[A"
      session.send(String(repeating: key, count: abs(row - here)) + " ")
      here = row
      try await session.waitForPrompt("[\(count + 1 + preselected) marked]")
    }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    return session.standardOutput
  }

  @Test("through the gum link and natively, --ordered prints the marked in the order they were marked")
  func ordered() async throws {
    // Sorted, the rows are apple, fig, kiwi, pear.
    let items = ["pear", "apple", "fig", "kiwi"]
    for program in [GumDialectTests.gum, Tool.path] {
      let printed = try await Self.mark([2, 1, 3], program: program, ["choose", "--no-limit", "--ordered"] + items)
      #expect(printed == "fig\napple\nkiwi\n", "\(program)")
    }
    let limited = try await Self.mark(
      [4, 1], program: GumDialectTests.gum, ["choose", "--limit", "2", "--ordered"] + items)
    #expect(limited == "pear\napple\n")
  }

  @Test("--selected ones come first, in the list's order; without --ordered, the list's order")
  func selectedAndUnordered() async throws {
    let selected = try await Self.mark(
      [2], preselected: 2, program: GumDialectTests.gum,
      ["choose", "--no-limit", "--ordered", "--selected", "pear,apple", "pear", "apple", "fig", "kiwi"])
    #expect(selected == "apple\npear\nfig\n")
    let unordered = try await Self.mark(
      [3, 1, 2], program: GumDialectTests.gum, ["choose", "--no-limit", "c", "a", "b"])
    #expect(unordered == "c\na\nb\n")
  }
}
