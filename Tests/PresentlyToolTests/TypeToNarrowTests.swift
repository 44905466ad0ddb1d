import PresentlyCore
import PseudoTerminalSupport
import Testing

/// Type to narrow, through a real pseudo-terminal and readline: every list narrows before
/// Enter, Enter takes the highlighted match, Down moves within the matches, a number
/// takes its row, marks survive narrowing.
@Suite("presently: type to narrow", .serialized)
struct TypeToNarrowTests {
  static let branches = ["main", "feature/login", "fix-typo", "coffee-script", "release/2.0", "feat/search"]
  static let down = "\u{1B}[B"

  static var lines: PseudoTerminal.Stream {
    .pipe(bytes: Array((branches.joined(separator: "\n") + "\n").utf8))
  }

  @Test("choose: the list narrows before Enter, and Enter takes the highlighted match")
  func chooseNarrows() async throws {
    let session = try Tool.start(["choose", "--prompt", "Branch"], input: Self.lines)
    try await session.waitForPrompt("Branch:")
    session.send("fe")
    try await session.waitUntil("the list narrowed, best first") { session in
      let screen = session.screen.lines
      return screen.contains { $0.hasPrefix("Branch (3 of 6): fe") } && !session.screen.text.contains("main")
        && (screen.firstIndex { $0.contains("6  feat/search") } ?? .max)
          < (screen.firstIndex { $0.contains("2  feature/login") } ?? .max)
    }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "feat/search\n")
  }

  @Test("choose: a list narrowed and widened again key by key stays where it was, with no blank rows above it")
  func widenedInPlace() async throws {
    let session = try Tool.start(["choose", "apple", "banana", "cherry"])
    try await session.waitForPrompt("Choose:")
    // One key at a time, each drawn before the next: a shorter list, then a longer one.
    for (key, count) in [("a", "(2 of 3)"), ("p", "(1 of 3)"), ("\u{7F}", "(2 of 3)"), ("\u{7F}", "Choose:")] {
      session.send(key)
      try await session.waitUntil("the list drawn for \(key.debugDescription)") { $0.screen.text.contains(count) }
      await session.settle(for: .milliseconds(100))
    }
    let lines = session.screen.lines
    #expect(Array(lines.prefix(4)) == ["  1  apple", "  2  banana", "  3  cherry", "Choose:"], "\(lines)")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "apple\n")
  }

  @Test("choose shows its list as the lines arrive, and answers before the input ends")
  func chooseWhileArriving() async throws {
    let session = try Tool.start(["choose"], input: .pipe(bytes: Array("alpha\nbeta\n".utf8), close: false))
    try await session.waitUntil("both lines, the input still open") { $0.screen.text.contains("2  beta") }
    session.send("bet\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "beta\n")
  }

  @Test("choose: Down moves within the matches; Enter takes the row it moved to")
  func downWithinMatches() async throws {
    let session = try Tool.start(["choose"], input: Self.lines)
    try await session.waitForPrompt("Choose:")
    session.send("fe" + Self.down)
    try await session.waitForRow(2)  // the second match, feature/login
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "feature/login\n")
  }

  @Test("choose: a row's number takes that row where no item matches it as text")
  func numberTakesItsRow() async throws {
    let session = try Tool.start(["choose"], input: Self.lines)
    try await session.waitForPrompt("Choose:")
    session.send("4")
    try await session.waitUntil("row 4 highlighted, the list whole") { $0.screen.text.contains("Choose: 4") }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "coffee-script\n")
  }

  @Test("seq 100 600 | presently filter (and choose), 250, Enter: prints 250, the item that matches, not row 250")
  func matchBeatsRowNumber() async throws {
    let numbers = PseudoTerminal.Stream.pipe(bytes: Array((100...600).map { "\($0)\n" }.joined().utf8))
    for command in ["filter", "choose"] {
      let session = try Tool.start([command], input: numbers)
      try await session.waitForPrompt(command == "filter" ? "Filter:" : "Choose:")
      session.send("250")
      try await session.waitUntil("narrowed to 250") { $0.screen.text.contains("(1 of 501)") }
      session.send("\r")
      #expect(try await session.finish() == .exited(0), "\(command)")
      #expect(session.standardOutput == "250\n", "\(command)")
    }
  }

  @Test("whiptail --menu and dialog --checklist: 250 typed takes the row tagged 250, not row 250")
  func boxesMatchBeatsRowNumber() async throws {
    let menu = try WhiptailTests.Run(["--menu", "Port", "20", "60", "6"] + (100...600).flatMap { ["\($0)", "port"] })
    try await menu.session.waitForPrompt("Choose")
    menu.session.send("250")
    try await menu.session.waitUntil("narrowed") { $0.screen.text.contains("(1 of 501)") }
    menu.session.send("\r")
    #expect(try await menu.finish() == 0)
    #expect(menu.errors == "250")
    let items = (100...600).flatMap { ["\($0)", "port", "off"] }
    let checklist = try await DialogBoxTests.run(
      [Tool.path, "dialog", "--stdout", "--checklist", "Ports", "0", "0", "0"] + items
    ) {
      session in
      try await session.waitForPrompt("<Cancel>")
      session.send("250")
      try await session.waitUntil("narrowed") { $0.screen.text.contains("(1 of 501)") }
      session.send("\r")
      try await session.waitUntil("250 marked") { $0.screen.text.contains("[x] 250") }
      session.send("\r")
    }
    #expect(checklist.ending == .exited(0))
    #expect(String(decoding: checklist.output, as: UTF8.self) == "250")
  }

  @Test("choose --multiple: Enter marks the highlighted match; marks survive narrowing; Enter alone prints them")
  func multipleMarks() async throws {
    let session = try Tool.start(["choose", "--multiple"], input: Self.lines)
    try await session.waitForPrompt("Choose:")
    session.send("rele")
    try await session.waitUntil("narrowed to release") { $0.screen.text.contains("(1 of 6)") }
    session.send("\r")
    try await session.waitUntil("release marked, every row back") { session in
      session.screen.text.contains("[x] release/2.0") && session.screen.text.contains("[ ] main")
    }
    session.send("typo")
    try await session.waitUntil("narrowed to fix-typo, one marked") { $0.screen.text.contains("(1 of 6) [1 marked]") }
    session.send("\r")
    try await session.waitUntil("both marked") { $0.screen.text.contains("[x] fix-typo") }
    #expect(session.screen.text.contains("[x] release/2.0"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "fix-typo\nrelease/2.0\n")
  }

  @Test("choose --multiple and whiptail --checklist: Space marks the highlighted match after typing; marks survive")
  func spaceAfterTyping() async throws {
    let session = try Tool.start(["choose", "--multiple"], input: Self.lines)
    try await session.waitForPrompt("Choose:")
    session.send("rele ")
    try await session.waitUntil("release marked, the line kept") {
      $0.screen.text.contains("(1 of 6) [1 marked]: rele")
    }
    session.send("\u{15}typo ")
    try await session.waitUntil("fix-typo marked") { $0.screen.text.contains("(1 of 6) [2 marked]: typo") }
    session.send("\u{15}")
    try await session.waitUntil("every row back, both marked") { session in
      session.screen.text.contains("[x] release/2.0") && session.screen.text.contains("[x] fix-typo")
        && session.screen.text.contains("[ ] main")
    }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "fix-typo\nrelease/2.0\n")

    let run = try WhiptailTests.Run(
      ["--checklist", "Branches", "20", "60", "6"] + Self.branches.flatMap { [$0, "", "off"] })
    try await run.session.waitForPrompt("Choose")
    run.session.send("coffee ")
    try await run.session.waitUntil("coffee-script marked") { $0.screen.text.contains("[x] coffee-script") }
    run.session.send("\u{15}mai \u{15}")
    try await run.session.waitUntil("main marked, every row back") { session in
      session.screen.text.contains("[x] main") && session.screen.text.contains("[ ] fix-typo")
    }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "\"main\" \"coffee-script\"")
  }

  @Test("choose --multiple: 1 3 typed with Space between the numbers names rows 1 and 3")
  func spaceBetweenNumbers() async throws {
    let session = try Tool.start(["choose", "--multiple", "a", "b", "c", "d"])
    try await session.waitForPrompt("Choose:")
    session.send("1 3")
    try await session.waitUntil("the line holds 1 3") { $0.screen.text.contains(": 1 3") }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nc\n")
  }

  @Test("browse: after /, every key narrows the list; Escape takes it back; Enter keeps it")
  func browseAfterSlash() async throws {
    let file = Subprocess.temporaryFile("branches.txt", containing: Self.branches.joined(separator: "\n") + "\n")
    let session = try Tool.start(["browse", file], columns: 120)
    try await session.waitFor("6 items")
    session.send("/fe")
    try await session.waitUntil("narrowed before Enter") { $0.screen.text.contains("3 of 6 match \u{201C}fe\u{201D}") }
    #expect(!session.screen.text.contains("main"))
    session.send("\u{1B}")
    try await session.waitUntil("every row back") { $0.screen.text.contains("6 items") }
    session.send("/sea")
    try await session.waitUntil("narrowed again") { $0.screen.text.contains("1 of 6 match") }
    session.send("\r")
    try await session.waitForPrompt(">")
    #expect(session.screen.text.contains("1 of 6 match"), "Enter keeps the list narrowed")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "feat/search\n")
  }

  @Test("at 50 columns browse, table and file highlight a row as at 100: /trix, Enter, Enter prints it")
  func highlightAtEveryWidth() async throws {
    let words = ["alpha", "beta", "matrix", "gamma"]
    let text = Subprocess.temporaryFile("words.txt", containing: words.joined(separator: "\n") + "\n")
    let csv = Subprocess.temporaryFile("words.csv", containing: "name,kind\n" + words.map { "\($0),x\n" }.joined())
    let folder = Subprocess.temporaryFolder()
    for word in words { Subprocess.writeFile("", to: folder + "/" + word) }
    let runs: [(arguments: [String], output: String)] = [
      (["browse", text], "matrix\n"), (["table", "--file", csv], "matrix,x\n"),
      (["file", folder], folder + "/matrix\n"),
    ]
    for run in runs {
      let session = try Tool.start(run.arguments, columns: 50, rows: 12)
      try await session.waitForPrompt(">")
      #expect(session.screen.lines.contains { $0.hasPrefix(" >") }, "a row highlighted at once: \(run.arguments)")
      session.send("/trix")
      try await session.waitUntil("narrowed, matrix highlighted") { session in
        session.screen.text.contains("match \u{201C}trix\u{201D}")
          && session.screen.lines.contains { $0.hasPrefix(" >") && $0.contains("matrix") }
      }
      session.send("\r")
      try await session.waitForPrompt(">")
      session.send("\r")
      #expect(try await session.finish() == .exited(0), "\(run.arguments)")
      #expect(session.standardOutput == run.output, "\(run.arguments)")
    }
  }

  @Test(
    "matched characters underlined in filter, browse and table; a row or cell too wide keeps its first match in view")
  func matchesShown() async throws {
    let long = String(repeating: "long-", count: 16) + "matrix"
    let file = Subprocess.temporaryFile("lines.txt", containing: "alpha\n" + long + "\nbeta\n")
    let csv = Subprocess.temporaryFile("lines.csv", containing: "name,id\nalpha,1\n" + long + ",2\nbeta,3\n")
    // table cuts each cell to its column, keeping the cell's first match in view.
    for arguments in [["filter"], ["browse"], ["table"]] {
      let input = PseudoTerminal.Stream.pipe(
        bytes: Array(Subprocess.readFile(arguments == ["table"] ? csv : file).utf8))
      let session = try Tool.start(arguments, input: input, columns: 50, rows: 12)
      try await session.waitFor("alpha")
      session.send(arguments == ["filter"] ? "trix" : "/trix")
      try await session.waitUntil("the long row cut at its start, its match in view: \(arguments)") { session in
        session.screen.lines.contains { $0.contains("\u{2026}") && $0.contains("matrix") }
      }
      #expect(
        ["\u{1B}[1;4mtrix", "\u{1B}[4;1mtrix", "\u{1B}[1;4;7mtrix"].contains { session.text.contains($0) },
        "\(arguments)")
      session.send("\u{03}")
      _ = try await session.finish()
    }
  }

  @Test("under NO_COLOR and TERM=dumb the matches change nothing of the text: no style, the same row")
  func matchesWithoutStyles() async throws {
    for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let session = try Tool.start(["choose", "apple", "banana", "cherry"], environment: environment)
      try await session.waitForPrompt("Choose")
      session.send("an\u{1B}[B")
      try await session.waitFor("banana")
      await session.settle(for: .milliseconds(200))
      #expect(
        !session.text.contains("m\u{1B}[") && !session.text.contains("4m"),
        "\(environment): \(session.text.debugDescription)")
      #expect(session.text.contains("banana"), "the row whole")
      session.send("\u{03}")
      _ = try await session.finish()
    }
  }

  @Test("browse: Escape steps back one level: the kept filter first, then the browser")
  func browseEscapeSteps() async throws {
    let file = Subprocess.temporaryFile("branches.txt", containing: Self.branches.joined(separator: "\n") + "\n")
    let session = try Tool.start(["browse", file], columns: 120)
    try await session.waitFor("6 items")
    session.send("/sea\r")
    try await session.waitUntil("the filter kept") { $0.screen.text.contains("1 of 6 match") }
    await session.settle(for: .milliseconds(200))
    session.send("\u{1B}")
    try await session.waitUntil("every row back, the browser open") { $0.screen.text.contains("6 items") }
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("whiptail --menu narrows as typed; Enter takes the highlighted match")
  func whiptailMenu() async throws {
    let items = Self.branches.enumerated().flatMap { ["t\($0.offset + 1)", $0.element] }
    let run = try WhiptailTests.Run(["--menu", "Branch", "20", "60", "6"] + items)
    try await run.session.waitForPrompt("Choose")
    run.session.send("login")
    try await run.session.waitUntil("narrowed") { $0.screen.text.contains("Choose (1 of 6): login") }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "t2")
  }

  @Test("whiptail --checklist: Enter marks the highlighted match, every row comes back with the marks")
  func whiptailChecklist() async throws {
    let items = Self.branches.flatMap { [$0, "", "off"] }
    let run = try WhiptailTests.Run(["--checklist", "Branches", "20", "60", "6"] + items)
    try await run.session.waitForPrompt("Choose")
    run.session.send("coffee\r")
    try await run.session.waitUntil("marked, every row back") { session in
      session.screen.text.contains("[x] coffee-script") && session.screen.text.contains("[ ] main")
    }
    run.session.send("mai\r")
    try await run.session.waitUntil("main marked") { $0.screen.text.contains("[x] main") }
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(run.errors == "\"main\" \"coffee-script\"")
  }

  @Test("under TERM=dumb a key that narrows prints nothing, and Down prints the row it moves to with its place")
  func dumbTerminal() async throws {
    let session = try Tool.start(["choose"], input: Self.lines, environment: ["TERM": "dumb"])
    try await session.waitForPrompt("Choose [1]:")
    let before = session.text
    session.send("fe")
    try await session.waitFor("fe")
    session.send(Self.down)
    try await session.waitFor("(2 of 3)")
    let after = String(session.text.dropFirst(before.count))
    #expect(!after.contains("main"), "the list is not printed again")
    #expect(!after.contains("\u{1B}["), "no cursor movement")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "feature/login\n")
  }

  @Test("vi editing mode: edits in command mode narrow too")
  func viMode() async throws {
    let inputrc = Subprocess.temporaryFile("inputrc", containing: "set editing-mode vi\n")
    let session = try Tool.start(["choose"], input: Self.lines, environment: ["INPUTRC": inputrc])
    try await session.waitForPrompt("Choose:")
    session.send("fex")
    try await session.waitUntil("nothing matches fex") { $0.screen.text.contains("(0 of 6)") }
    session.send("\u{1B}")
    await session.settle(for: .milliseconds(600))
    session.send("x")  // vi's command mode: delete the x
    try await session.waitUntil("fe again") { $0.screen.text.contains("(3 of 6)") }
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "feat/search\n")
  }

  @Test("filter --filter prints the matches in the order of the score, and says with its status whether any matched")
  func filterRanking() async throws {
    let words = (0..<400).map { "w\($0 * 7919 % 1000)-\(["alpha", "Beta", "gamma_delta", "epsilon.zeta"][$0 % 4])" }
    let texts = ListTexts(count: words.count) { words[$0] }
    for query in ["a", "ad", "'ta", "Be", "1-g", "zzz"] {
      let result = try await Tool.run(["filter", "--filter", query] + words, input: .null)
      let expected = ListRanking.rank(FuzzyQuery(query), in: texts).map { words[Int($0)] }
      #expect(result.output == expected.map { $0 + "\n" }.joined(), "\(query)")
      #expect(result.ending == .exited(expected.isEmpty ? 1 : 0), "\(query)")
      for (better, worse) in zip(expected, expected.dropFirst()) {
        let (first, second) = (
          FuzzyScore.match(FuzzyQuery(query), in: better)!, FuzzyScore.match(FuzzyQuery(query), in: worse)!
        )
        #expect(first.score > second.score || (first.score == second.score && better.utf8.count <= worse.utf8.count))
      }
    }
  }

  @Test("--exact holds for /text read from a pipe as for text typed at the terminal")
  func exactFromAPipe() async throws {
    let result = try await Tool.run(
      ["filter", "--exact", "grape", "apple"], input: .bytes(Array("/ae\n/pl\n2\n".utf8)))
    #expect(result.errors.contains("Nothing matches \u{201C}ae\u{201D}"), "a and e apart are no exact match")
    #expect(result.output == "apple\n", "the rows keep their numbers")
  }
}
