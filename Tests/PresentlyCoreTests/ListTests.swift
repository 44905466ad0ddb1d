import PresentlyCore
import PseudoTerminalSupport
import Testing

/// The list machinery shared by choose, action sheets and the browser.
@Suite("Lists")
struct ListTests {
  static let fruits = ["apple", "Apricot", "banana", "blackberry", "blueberry", "cherry", "damson", "fig"]

  @Test(
    "typed lines are read as numbers, ranges, filters or text",
    arguments: [
      ("", ListInput.empty), ("   ", .empty), ("12", .numbers([12...12])), (" 3 ", .numbers([3...3])),
      ("1 3-5", .numbers([1...1, 3...5])), ("2,4", .numbers([2...2, 4...4])), ("/berry", .filter("berry")),
      ("/", .filter("")), ("/ two words ", .filter("two words")), ("banana", .text("banana")),
      ("5-3", .text("5-3")), ("1-", .text("1-")), ("3x", .text("3x")), ("-2", .text("-2")),
    ])
  func input(line: String, expected: ListInput) {
    #expect(ListInput(line) == expected)
  }

  @Test("case-insensitive matching, ASCII and beyond")
  func matching() {
    #expect(TextMatching.contains("BlackBerry", "berry"))
    #expect(TextMatching.contains("Smörgåsbord", "GÅS"))
    #expect(!TextMatching.contains("apple", "pear"))
    #expect(TextMatching.hasPrefix("Apricot", "apr"))
    #expect(TextMatching.hasPrefix("Ärlig", "är"))
    #expect(TextMatching.equal("FIG", "fig"))
    #expect(!TextMatching.equal("fig", "figs"))
  }

  @Test(
    "titles are compared without allocating while they are ASCII, exactly beyond",
    arguments: [
      ("line 12: fig", "LINE 1", true, false), ("line 12", "line 123", false, false), ("Fig", "fig", true, true),
      ("fig", "figs", false, false), ("\u{212A}elvin", "kelvin", true, true), ("ab", "\u{212A}", false, false),
      ("Ärlig", "ärlig", true, true), ("apple", "Apple pie", false, false),
    ])
  func asciiComparisons(text: String, typed: String, isPrefix: Bool, isEqual: Bool) {
    #expect(TextMatching.hasPrefix(text, typed) == isPrefix)
    #expect(TextMatching.equal(text, typed) == isEqual)
  }

  @Test("pages hold pageSize rows and keep item numbers")
  func paging() {
    var pager = ListPager(count: 25, pageSize: 10)
    #expect(pager.pageItems == Array(0..<10))
    #expect(pager.pageCount == 3)
    let movedTwice = pager.nextPage() && pager.nextPage()
    #expect(movedTwice)
    #expect(pager.pageItems == Array(20..<25))
    let movedPastLast = pager.nextPage()
    #expect(!movedPastLast, "no page after the last")
    let movedBack = pager.previousPage()
    #expect(movedBack)
    #expect(pager.pageNumber == 2)
    pager.resize(pageSize: 4)
    #expect(pager.pageItems == Array(8..<12), "the page keeps its first row")
  }

  @Test("a filter keeps matching items, best first, by their original index, and clears with an empty text")
  func filtering() {
    var pager = ListPager(count: Self.fruits.count, pageSize: 3)
    pager.filter(by: "berry") { Self.fruits[$0] }
    #expect(pager.visibleCount == 2)
    #expect(pager.pageItems == [4, 3], "the same score: the shorter first")
    #expect(pager.position(ofItem: 3) == 1)
    #expect(pager.position(ofItem: 0) == nil)
    pager.filter(by: "BERRY") { Self.fruits[$0] }
    #expect(pager.visibleCount == 0, "a capital makes case count")
    pager.filter(by: "") { Self.fruits[$0] }
    #expect(pager.visibleCount == Self.fruits.count)
  }

  @Test("a title resolves to an exact match, a unique prefix, an ambiguity or nothing")
  func resolving() {
    let pager = ListPager(count: Self.fruits.count, pageSize: 3)
    let title: (Int) -> String = { Self.fruits[$0] }
    #expect(pager.resolve("FIG", title: title) == .item(7))
    #expect(pager.resolve("ch", title: title) == .item(5))
    #expect(pager.resolve("b", title: title) == .ambiguous([2, 3, 4]))
    #expect(pager.resolve("ap", title: title) == .ambiguous([0, 1]))
    #expect(pager.resolve("kiwi", title: title) == .none)
    #expect(pager.completions(for: "bl", title: title) == ["blackberry", "blueberry"])
  }

  @Test("a live list keeps the filter and the page in range")
  func liveUpdate() {
    var items = Array(Self.fruits)
    var pager = ListPager(count: items.count, pageSize: 2)
    pager.filter(by: "a") { items[$0] }
    pager.nextPage()
    pager.nextPage()
    items = ["avocado"]
    pager.update(count: items.count) { items[$0] }
    #expect(pager.pageItems == [0])
    #expect(pager.pageNumber == 1)
  }

  @Test("numbered rows align numbers and fit the width")
  func rows() {
    #expect(NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20).plain == "    7  banana")
    #expect(
      NumberedRow.make(number: 7, largestNumber: 9, title: "banana", width: 20, isMarked: true).plain == " >7  banana")
    let long = NumberedRow.make(number: 1, largestNumber: 1, title: "日本語のとても長いタイトル", width: 12)
    #expect(DisplayWidth.of(long.plain) <= 12)
    #expect(long.plain.hasSuffix("…"))
  }

  @Test("filtering a million titles touches each once, without copying the list")
  func millionTitles() async {
    await HeavyWork.run {
      let count = 1_000_000
      var pager = ListPager(count: count, pageSize: 20)
      pager.filter(by: "99999") { String($0) }
      // Five nines in order: six places for the other digit, nine digits for it, and 999999.
      #expect(pager.visibleCount == 6 * 9 + 1)
      #expect(pager.pageItems.first == 99999, "the nines together, from the start, and the shortest")
      pager.filter(by: "'99999") { String($0) }
      #expect(pager.visibleCount == 19, "together: 99999, then 10 more with a digit before and 8 after")
    }
  }
}
