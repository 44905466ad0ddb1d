import PresentationTesting
import PresentlyCore
import Testing

@testable import Alerts

/// Keys in lists: `choose`, `chooseMany` and action sheets move with the arrows, page with
/// Page Up and Down, mark with Space, and take the highlighted row on Enter.
@Suite("Lists: keys")
struct ListKeysTests {
  static let fruits = ["apple", "apricot", "banana", "blackberry", "blueberry", "cherry"]

  // MARK: The cursor, as a function

  /// One case: a list of 6 items in pages of 3, the highlight on an item, a key, and what
  /// the user sees after it.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var highlight: Int?
    var action: KeyAction
    var expected: Int?
    var page: Int
    var message: String?

    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "Down moves to the next row", highlight: 0, action: .next, expected: 1, page: 1),
    Case(name: "Up moves to the previous row", highlight: 1, action: .previous, expected: 0, page: 1),
    Case(name: "Down at the foot of a page goes to the next page", highlight: 2, action: .next, expected: 3, page: 2),
    Case(
      name: "Up at the first row stays and says so", highlight: 0, action: .previous, expected: 0, page: 1,
      message: "This is the first row."),
    Case(
      name: "Down at the last row stays and says so", highlight: 5, action: .next, expected: 5, page: 2,
      message: "This is the last row."),
    Case(name: "Page Down keeps the place on the page", highlight: 1, action: .nextPage, expected: 4, page: 2),
    Case(
      name: "Page Up on the first page stays and says so", highlight: 1, action: .previousPage, expected: 1, page: 1,
      message: "This is the first page."),
    Case(name: "End goes to the last row", highlight: 0, action: .last, expected: 5, page: 2),
    Case(name: "Home goes to the first row", highlight: 4, action: .first, expected: 0, page: 1),
    Case(
      name: "Down with nothing highlighted highlights the first row", highlight: nil, action: .next, expected: 0,
      page: 1),
  ]

  @Test("each key moves the highlight as the table says", arguments: cases)
  func cursor(_ testCase: Case) {
    var cursor = ListCursor(pager: ListPager(count: 6, pageSize: 3), highlight: testCase.highlight)
    if let highlight = testCase.highlight { cursor.pager.reveal(item: highlight) }
    let move = cursor.apply(testCase.action)
    #expect(cursor.highlight == testCase.expected)
    #expect(cursor.pager.pageNumber == testCase.page)
    if let message = testCase.message {
      #expect(move == .stayed(StyledText(message)))
    }
  }

  @Test("Space marks and unmarks the highlighted row")
  func toggle() {
    var cursor = ListCursor(pager: ListPager(count: 6, pageSize: 3), highlight: 2)
    _ = cursor.apply(.toggle)
    #expect(cursor.marks == [2])
    _ = cursor.apply(.toggle)
    #expect(cursor.marks.isEmpty)
  }

  // MARK: On the fake terminal

  @Test("choose: Down, Down, Enter takes the third row")
  func chooseWithArrows() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), .key(.next), ""])
    #expect(try await terminal.choose("Fruit", from: Self.fruits) == "banana")
  }

  @Test("chooseMany: Space, Down, Down, Space, Enter takes the two marked rows, in list order")
  func chooseManyWithSpace() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.toggle), .key(.next), .key(.next), .key(.toggle), ""])
    #expect(try await terminal.chooseMany("Fruits", from: Self.fruits) == ["apple", "banana"])
    #expect(terminal.screensAtPrompts.last?.contains("  3  [x] banana") == true, "the marks are shown")
    #expect(reversed(terminal.written).last == "3  [x] banana", "the highlight, in reverse video")
    #expect(terminal.screen == "Fruits: apple, banana\n", "then one line stays")
    #expect(terminal.requests.last?.prompt.plain == "Fruits [2 marked]: ")
  }

  @Test("what was typed stays in the line across a key")
  func typedTextStays() async throws {
    let terminal = ScriptedTerminal(answers: [.typing("ban"), .key(.next), .keep])
    #expect(try await terminal.choose("Fruit", from: Self.fruits) == "banana")
    #expect(terminal.requests[1].initialText == "ban")
  }

  @Test("Home and End on a line with text edit it; on an empty line they go to the first and last rows")
  func homeAndEndNeedAnEmptyLine() async throws {
    let typed = ScriptedTerminal(answers: [.typing("ch"), .key(.last), .keep])
    #expect(try await typed.choose("Fruit", from: Self.fruits) == "cherry", "End moved the cursor in the line")
    #expect(typed.requests.count == 1)
    let empty = ScriptedTerminal(answers: [.key(.last), ""])
    #expect(try await empty.choose("Fruit", from: Self.fruits) == "cherry")
  }

  @Test("Escape leaves the list without an answer: dismissed")
  func escape() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), .key(.cancel)])
    await #expect(throws: PresentError.dismissed) { try await terminal.choose("Fruit", from: Self.fruits) }
  }

  @Test("Escape after typing to narrow erases what was typed, and every row is back; Escape again dismisses")
  func escapeStepsBack() async throws {
    let widened = ScriptedTerminal(answers: [.typing("blu"), .key(.cancel), .key(.first), ""], reportsEdits: true)
    #expect(try await widened.choose("Fruit", from: Self.fruits) == "apple", "the first of all six rows")
    #expect(widened.requests.count >= 2 && widened.requests.last?.initialText == "", "the typed text is gone")
    let twice = ScriptedTerminal(answers: [.typing("blu"), .key(.cancel), .key(.cancel)], reportsEdits: true)
    await #expect(throws: PresentError.dismissed) { try await twice.choose("Fruit", from: Self.fruits) }
    let wholeLines = ScriptedTerminal(answers: [.typing("blu"), .key(.cancel)])
    await #expect(throws: PresentError.dismissed, "where the text does not narrow as typed, it is not a level") {
      try await wholeLines.choose("Fruit", from: Self.fruits)
    }
  }

  @Test("with cursor control the list is drawn again in place: one list on the screen, the highlight moved")
  func redrawInPlace() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), .key(.next), ""])
    _ = try await terminal.choose("Fruit", from: Self.fruits)
    #expect(terminal.controls.contains(.erase(lines: 6)))
    let screen = terminal.screensAtPrompts.last ?? ""
    let rows = screen.split(separator: "\n").filter { $0.contains("apple") }
    #expect(rows == ["  1  apple"], "one list")
    #expect(screen.contains("  3  banana"))
    #expect(reversed(terminal.written).suffix(3) == ["1  apple", "2  apricot", "3  banana"], "the highlight moved")
    // The cursor waits on the highlighted row after each move, not at the opening: six
    // rows drawn, banana the third, four rows above the line.
    #expect(terminal.requests.map(\.cursorRestsAbove) == [nil, 5, 4])
    #expect(terminal.requests.map(\.prompt.plain) == ["Fruit: ", "Fruit: ", "Fruit: "], "the prompt does not change")
  }

  @Test("without cursor control a key prints the newly highlighted row on a line of its own")
  func noCursorControl() async throws {
    let terminal = ScriptedTerminal(answers: [.key(.next), ""], allowsCursorControl: false)
    #expect(try await terminal.choose("Fruit", from: Self.fruits) == "apricot")
    #expect(!terminal.controls.contains { if case .erase = $0 { true } else { false } })
    #expect(terminal.transcript.contains("\u{27E9}\n >2  apricot\nFruit [2]: "))
  }

  @Test("a list prompt names the keys it takes, and Space only where several may be chosen")
  func keyActions() async throws {
    let one = ScriptedTerminal(answers: ["1"])
    _ = try await one.choose("Fruit", from: Self.fruits)
    #expect(one.requests[0].keyActions.isSuperset(of: [.next, .previous, .nextPage, .previousPage, .cancel]))
    #expect(!one.requests[0].keyActions.contains(.toggle))
    let many = ScriptedTerminal(answers: ["1"])
    _ = try await many.chooseMany("Fruits", from: Self.fruits)
    #expect(many.requests[0].keyActions.contains(.toggle))
  }

  @Test("an action sheet moves with the arrows too")
  func sheet() async throws {
    let sheet = Alert<String>(
      title: "Save?",
      actions: [
        .init(title: "Save") { "save" }, .init(title: "Discard", style: .destructive) { "discard" },
        .init(title: "Cancel", style: .cancel) { "cancel" },
      ])
    let terminal = ScriptedTerminal(answers: [.key(.next), ""])
    #expect(try await terminal.present(sheet, style: .sheet) == "discard")
  }
}
