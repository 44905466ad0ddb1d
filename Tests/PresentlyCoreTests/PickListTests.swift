import PresentlyCore
import Testing

/// The one list value `ListPrompt` and `BoxWidget` embed, step by step: what typing, Space
/// and Enter do to it, for each kind of marking, without a terminal.
@Suite("PickList: one list value, one rule")
struct PickListTests {
  static let fruits = ["apple", "banana", "blackberry", "blueberry", "cherry"]

  static func list(_ marking: PickList.Marking, marks: Set<Int> = []) -> PickList {
    PickList(cursor: ListCursor(count: fruits.count, pageSize: 10, marks: marks), marking: marking) { count in
      ListTexts(count: count) { fruits[$0] }
    }
  }

  @Test("typing narrows the rows, the highlight on the best match; the same line again changes nothing")
  func typingNarrows() {
    var list = Self.list(.none)
    #expect(list.follow(typing: "cher") == .narrowed)
    #expect(list.cursor.highlight == 4 && list.cursor.pager.visibleCount == 1)
    #expect(list.isNarrowedAsTyped && list.matchCount == " (1 of 5)")
    #expect(list.follow(typing: "cher") == .stay)
    #expect(list.follow(typing: "") == .narrowed)
    #expect(!list.isNarrowedAsTyped && list.matchCount == "")
  }

  @Test("Enter on a narrowed line takes the highlighted row where one is chosen; a row number means the row")
  func enterTakesTheHighlight() {
    var list = Self.list(.none)
    _ = list.follow(typing: "cher")
    #expect(list.enter("cher") == .chosen([4]))
    // A line that was not the one the rows narrowed by is the widget's to read.
    #expect(list.enter("ban") == nil)
    _ = list.follow(typing: "2")
    #expect(list.cursor.highlight == 1)
    #expect(list.enter("2") == nil)
  }

  @Test("where many are marked, Enter after typing marks the row, and the rows widen again, the highlight on it")
  func enterMarks() {
    var list = Self.list(.many(limit: nil))
    _ = list.follow(typing: "blue")
    #expect(list.enter("blue") == .marked)
    #expect(list.cursor.marks == [3] && list.cursor.highlight == 3)
    #expect(list.cursor.pager.filter == "" && list.cursor.pager.visibleCount == 5)
    _ = list.endLine("blue", with: WidgetStep<[Int]>.redraw())
    #expect(list.liveLine == nil)
  }

  @Test("a limit refuses one more mark, by Space or by Enter, and keeps the text only after typing")
  func limit() {
    var list = Self.list(.many(limit: 1), marks: [4])
    #expect(list.space(typed: "") == .refused(Phrase.atMost(1), keepsText: false))
    _ = list.follow(typing: "blue")
    #expect(list.enter("blue") == .refused(Phrase.atMost(1), keepsText: true))
    // Unmarking is never refused.
    _ = list.follow(typing: "cher")
    #expect(list.enter("cher") == .marked)
    #expect(list.cursor.marks.isEmpty)
  }

  @Test("Space marks on an empty line and on a line that narrowed the rows; after row numbers it is a space")
  func space() {
    var many = Self.list(.many(limit: nil))
    #expect(many.space(typed: "") == .marked)
    #expect(many.cursor.marks == [0])
    _ = many.follow(typing: "cher")
    #expect(many.space(typed: "cher") == .marked)
    #expect(many.cursor.marks == [0, 4])
    _ = many.follow(typing: "1")
    _ = many.space(typed: "1")
    #expect(many.liveLine == "1 " && many.cursor.marks == [0, 4])

    var one = Self.list(.one, marks: [0])
    _ = one.follow(typing: "blue")
    #expect(one.space(typed: "blue") == .marked)
    #expect(one.cursor.marks == [3])
    var none = Self.list(.none)
    #expect(none.space(typed: "") == .stay)
  }

  @Test("a line that comes back to be fixed still narrows the rows; any other line is done")
  func endLine() {
    var list = Self.list(.none)
    _ = list.follow(typing: "zzz")
    _ = list.endLine("zzz", with: WidgetStep<[Int]>.refuse("No.", keepsText: true))
    #expect(list.liveLine == "zzz")
    _ = list.endLine("zzz", with: WidgetStep<[Int]>.refuse("No.", keepsText: false))
    #expect(list.liveLine == nil)
  }

  @Test("naming: a name hidden by a filter is said to be, only where the list keeps filters; the noun is the list's")
  func naming() throws {
    var list = Self.list(.none)
    list.noun = "tag"
    _ = list.follow(typing: "cher")
    let refusal = try #require(list.rows(named: "kiwi", title: { Self.fruits[$0] }).failure)
    #expect(refusal.message.plain == "Nothing is called \u{201C}kiwi\u{201D}: type a number or a tag.")
    list.keepsFilters = true
    let filtered = try #require(list.rows(named: "kiwi", title: { Self.fruits[$0] }).failure)
    #expect(filtered.message.plain.contains("among the filtered ones"))
    var many = Self.list(.many(limit: nil))
    _ = many.follow(typing: "")
    #expect(try many.rows(named: "ban, 5", title: { Self.fruits[$0] }).get() == [1, 4])
  }

  @Test("the rows' texts are made once, at the first key, and again when the count changes")
  func textsMadeOnce() {
    var list = Self.list(.none)
    #expect(list.texts == nil)
    _ = list.follow(typing: "a")
    #expect(list.texts?.count == 5)
    list.cursor.pager = ListPager(count: 3, pageSize: 10)
    #expect(list.rowTexts().count == 3)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
