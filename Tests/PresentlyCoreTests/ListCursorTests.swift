import PresentlyCore
import Testing

/// The list value as a widget of one's own holds it: made from a count and a page size,
/// moved by keys, resized, and reading the rows a typed line names.
@Suite("ListCursor, as a widget holds it")
struct ListCursorTests {
  static let fruits = ["apple", "banana", "blackberry", "blueberry", "cherry", "date", "fig"]

  @Test("a new cursor highlights its first row, or the one given, on the page that shows it")
  func making() {
    let first = ListCursor(count: 7, pageSize: 3)
    #expect(first.highlight == 0 && first.pageItems == [0, 1, 2] && first.pageCount == 3)
    let fifth = ListCursor(count: 7, pageSize: 3, highlight: 4)
    #expect(fifth.highlight == 4 && fifth.pageItems == [3, 4, 5] && fifth.pageNumber == 2)
    #expect(ListCursor(count: 3, pageSize: 3, highlight: 9).highlight == nil)
    #expect(ListCursor(count: 0, pageSize: 3).highlight == nil)
    #expect(ListCursor(count: 3, pageSize: 3, highlight: nil).highlight == nil)
  }

  @Test("keys move the highlight and say why it stays at an end")
  func keys() {
    var cursor = ListCursor(count: 3, pageSize: 10)
    #expect(cursor.apply(.next) == .moved)
    #expect(cursor.highlight == 1)
    #expect(cursor.apply(.last) == .moved)
    #expect(cursor.apply(.next) == .stayed(Phrase.lastRow))
    #expect(cursor.highlight == 2)
    #expect(cursor.apply(.toggle) == .moved)
    #expect(cursor.marks == [2])
  }

  @Test("the marks in the order they were marked: those set at the start first, in the list's order")
  func markingOrder() {
    var cursor = ListCursor(count: 6, pageSize: 10, marks: [5, 1])
    cursor.toggleMark(3)
    cursor.toggleMark(0)
    #expect(cursor.marksInOrder == [1, 5, 3, 0])
    #expect(cursor.marks == [0, 1, 3, 5])
    // Unmarked and marked again, a row counts from the second time.
    #expect(cursor.toggleMark(3) == false && cursor.toggleMark(1) == false)
    #expect(cursor.toggleMark(3) == true)
    #expect(cursor.marksInOrder == [5, 0, 3])
    // Space is the same toggle: row 5, marked at the start, unmarked and marked again goes last.
    _ = cursor.apply(.last)
    #expect(cursor.apply(.toggle) == .moved && cursor.marksInOrder == [0, 3])
    #expect(cursor.apply(.toggle) == .moved && cursor.marksInOrder == [0, 3, 5])
  }

  @Test("a new page size keeps the highlighted row on the page shown")
  func resizing() {
    var cursor = ListCursor(count: 7, pageSize: 2, highlight: 5)
    #expect(cursor.pageItems == [4, 5])
    cursor.resize(pageSize: 3)
    #expect(cursor.pageItems == [3, 4, 5] && cursor.pageSize == 3)
    cursor.resize(pageSize: 4)
    #expect(cursor.pageItems == [4, 5, 6])
  }

  @Test(
    "a typed line names rows by number, range, title or the start of one, or says why not",
    arguments: [
      ("3", false, [2], nil),
      (" ban ", false, [1], nil),
      ("1 3-4", true, [0, 2, 3], nil),
      ("fig, 1", true, [6, 0], nil),
      ("9", false, [], "There is no row 9: rows go from 1 to 7."),
      ("1 2", false, [], "Choose one: type a single number."),
      ("b", false, [], "“b” could be banana, blackberry or blueberry: type more of it, or a number."),
      ("kiwi", false, [], "Nothing is called “kiwi”: type a number or a fruit."),
    ] as [(String, Bool, [Int], String?)])
  func naming(line: String, many: Bool, rows: [Int], refusal: String?) {
    let cursor = ListCursor(count: Self.fruits.count, pageSize: 10)
    switch cursor.rows(named: line, many: many, noun: "fruit", title: { Self.fruits[$0] }) {
    case .success(let named):
      #expect(named == rows && refusal == nil)
    case .failure(let refused):
      #expect(refused.message.plain == refusal)
      #expect(refused.keepsText == line.contains { $0.isLetter })
    }
  }

  @Test("a filter hides rows from titles but not from numbers, and narrowing keeps the highlight on a match")
  func namingUnderAFilter() throws {
    var cursor = ListCursor(count: Self.fruits.count, pageSize: 10)
    let texts = ListTexts(count: Self.fruits.count) { Self.fruits[$0] }
    cursor.narrow(to: "berry", in: texts)
    #expect(cursor.filter == "berry" && cursor.visibleCount == 2 && cursor.query?.text == "berry")
    #expect(cursor.highlight.map { Self.fruits[$0].hasSuffix("berry") } == true)
    #expect(cursor.position(of: 0) == nil)
    #expect(try cursor.rows(named: "1") { Self.fruits[$0] }.get() == [0])
    guard case .failure(let refusal) = cursor.rows(named: "apple", title: { Self.fruits[$0] }) else {
      Issue.record("a hidden title was named")
      return
    }
    #expect(refusal.message.plain.contains("among the filtered ones"))
  }
}
