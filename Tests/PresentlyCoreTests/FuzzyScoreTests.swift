import PresentlyCore
import Testing

/// The fuzzy score that ranks every list while the user types: what matches, what ranks
/// first, and which characters are shown as matched.
@Suite("Fuzzy score")
struct FuzzyScoreTests {
  /// The texts, best first, that `query` matches.
  static func ranking(_ query: String, _ texts: [String], exact: Bool = false) -> [String] {
    let list = ListTexts(count: texts.count) { texts[$0] }
    return ListRanking.rank(FuzzyQuery(query, exact: exact), in: list).map { texts[Int($0)] }
  }

  static func score(_ query: String, _ text: String) -> Int32? {
    FuzzyScore.match(FuzzyQuery(query), in: text)?.score
  }

  @Test(
    "characters in order match, with anything between them",
    arguments: [
      ("fb", "foo-bar", true), ("fb", "bf", false), ("abc", "a-b-c", true), ("abc", "ab", false),
      ("", "anything", true), ("book club", "Book-club", true), ("x", "", false), ("rdme", "README.md", true),
    ])
  func matching(query: String, text: String, matches: Bool) {
    #expect(FuzzyQuery(query).matches(text) == matches)
  }

  @Test(
    "smart case: case counts only when the query has a capital",
    arguments: [
      ("readme", "README", true), ("Read", "readme", false), ("Read", "Readme", true), ("aB", "ab", false),
      ("é", "Éclair", true), ("É", "éclair", false), ("straße", "STRASSE", false),
    ])
  func smartCase(query: String, text: String, matches: Bool) {
    #expect(FuzzyQuery(query).matches(text) == matches)
  }

  @Test(
    "a leading ' asks for a substring; in exact mode it asks for the fuzzy reading",
    arguments: [
      ("'oba", "foobar", false, true), ("'oba", "o-b-a", false, false), ("oba", "o-b-a", true, false),
      ("'oba", "o-b-a", true, true), ("'", "anything", false, true), ("'a b", "a b", false, true),
      ("'a b", "ab", false, false),
    ])
  func exact(query: String, text: String, exactMode: Bool, matches: Bool) {
    #expect(FuzzyQuery(query, exact: exactMode).matches(text) == matches)
  }

  @Test(
    "a word's start ranks first: after a space, a slash, a dash, an underscore or a dot, or at a capital",
    arguments: [
      ("fb", ["afxxbx", "foo bar"]), ("fb", ["afxbx", "foo/bar"]), ("fb", ["afxbx", "foo-bar"]),
      ("fb", ["afxbx", "foo_bar"]), ("fb", ["afxbx", "foo.bar"]), ("fb", ["afoxbar", "fooBar"]),
      ("v2", ["avx2", "v2.0"]), ("ss", ["assignments", "src/ssh"]),
    ])
  func wordStarts(query: String, texts: [String]) {
    #expect(Self.ranking(query, texts).first == texts[1])
  }

  @Test("consecutive characters rank above scattered ones; a longer gap costs more")
  func runsAndGaps() {
    #expect(Self.ranking("abc", ["xaxbxc", "xabcx"]) == ["xabcx", "xaxbxc"])
    // Word starts weigh more than a run inside a word: a-b-c is three words.
    #expect(Self.ranking("abc", ["xabcx", "a-b-c"]) == ["a-b-c", "xabcx"])
    #expect(Self.score("ac", "abc")! > Self.score("ac", "abbbbc")!)
    #expect(Self.score("abc", "abc")! > Self.score("abc", "ab-c")!)
    // Only the stretch that holds the query counts: what comes before or after is free.
    #expect(Self.score("abc", "abc") == Self.score("abc", "abc and then a long tail"))
  }

  @Test("the shortest stretch is scored: a late start that still holds the query")
  func shortestStretch() {
    let match = FuzzyScore.match(FuzzyQuery("ab"), in: "a----ab")
    #expect(match?.positions == [5, 6])
  }

  @Test("ties go to the shorter item, then to the original order")
  func ties() {
    #expect(Self.ranking("fig", ["figure", "fig", "figs"]) == ["fig", "figs", "figure"])
    #expect(Self.ranking("a", ["xa", "ya", "za"]) == ["xa", "ya", "za"])
  }

  @Test("matched characters are reported as UTF-8 offsets, for drawing")
  func positions() {
    #expect(FuzzyScore.match(FuzzyQuery("fb"), in: "foo-bar")?.positions == [0, 4])
    #expect(FuzzyScore.match(FuzzyQuery("él"), in: "Éclair")?.positions == [0, 3])
    #expect(FuzzyScore.match(FuzzyQuery("'ar"), in: "car art")?.positions == [4, 5])
    #expect(FuzzyScore.match(FuzzyQuery(""), in: "x")?.positions == [])
  }

  @Test(
    "a query narrows another when every item it matches, the other matches: characters added at the end",
    arguments: [
      ("ab", "a", true), ("abc", "ab", true), ("aB", "ab", true), ("ab", "aB", false), ("ba", "a", false),
      ("'ab", "'a", true), ("'ab", "a", false), ("a", "", true), ("b", "a", false),
    ])
  func narrowing(query: String, previous: String, narrows: Bool) {
    #expect(FuzzyQuery(query).narrows(FuzzyQuery(previous)) == narrows)
  }

  @Test("narrowing from the previous matches ranks as ranking them all does")
  func incremental() {
    let texts = (0..<5000).map { "item \($0 * 7919 % 10007) \($0 % 3 == 0 ? "Alpha" : "beta")-\($0)" }
    let list = ListTexts(count: texts.count) { texts[$0] }
    var previous = ListRanking.rank(FuzzyQuery("1"), in: list)
    for query in ["12", "12a", "12al", "12alp"] {
      let narrowed = ListRanking.rank(FuzzyQuery(query), in: list, among: previous)
      #expect(narrowed == ListRanking.rank(FuzzyQuery(query), in: list), "\(query)")
      previous = narrowed
    }
  }

  @Test("the radix sort orders keys as sort() does")
  func radix() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 300, 5000] {
      var keys = (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) >> 20 }
      let expected = keys.sorted()
      RadixSort.sort(&keys)
      #expect(keys == expected)
    }
  }
}

@Suite("Matches shown")
struct MatchesShownTests {
  @Test("the matched characters are underlined and bold; the text is the same")
  func marked() {
    let shown = StyledText("foo-bar").showingMatches(of: FuzzyQuery("fb"))
    #expect(shown.plain == "foo-bar")
    #expect(shown.runs.filter { $0.style.contains(.underline) }.map(\.text) == ["f", "b"])
  }

  @Test(
    "a row too wide keeps its first match in view, its start cut with an ellipsis",
    arguments: [
      ("a long path/to/matrix", "trix", 10, "\u{2026}o/matrix"),
      ("matrix and a long tail behind it", "trix", 10, "matrix and a long tail behind it"),
      ("short", "sh", 3, "short"),
      ("abcdefghij-matrix", "amx", 8, "abcdefghij-matrix"),
    ])
  func keptInView(text: String, query: String, width: Int, expected: String) {
    #expect(StyledText(text).showingMatches(of: FuzzyQuery(query), width: width).plain == expected)
  }
}
