import PresentlyCore
import Testing

/// The filter is described in one sentence, `Phrase.matchRule`, everywhere a user or an
/// author reads about it: the browser's `?` help uses the constant; the README, the DocC
/// articles and `MasterDetailBrowser`'s documentation say it word for word.
@Suite("The match rule, said the same way")
struct MatchRuleTests {
  /// `text` with its line breaks, documentation-comment markers and runs of spaces made
  /// single spaces, as a reader reads it.
  static func prose(_ text: String) -> String {
    text.split(separator: "\n").map { line in
      var line = line.drop { $0 == " " }
      if line.hasPrefix("///") { line = line.dropFirst(3) }
      return line.drop { $0 == " " }
    }.joined(separator: " ")
  }

  @Test(
    "the README, the articles and MasterDetailBrowser's documentation say the rule word for word",
    arguments: [
      "README.md", "Sources/MasterDetail/MasterDetail.docc/MasterDetail.md",
      "Sources/Presently/Presently.docc/GettingStarted.md", "Sources/MasterDetail/Browser/MasterDetailBrowser.swift",
    ])
  func documents(path: String) {
    let text = SnippetTests.read(path)
    #expect(!text.isEmpty, "\(path) was read")
    let says = Self.prose(text).contains(Phrase.matchRule)
    #expect(says, "\(path) says the rule as Phrase.matchRule does")
  }

  @Test("the rule says what the matcher does")
  func rule() {
    #expect(FuzzyQuery("fb").matches("foo-bar"), "fuzzy, in order")
    #expect(!FuzzyQuery("bf").matches("foo-bar"))
    #expect(FuzzyQuery("readme").matches("README.md") && !FuzzyQuery("Read").matches("readme"), "smart case")
    #expect(!FuzzyQuery("'fb").matches("foo-bar") && FuzzyQuery("'bar").matches("foobar"), "' for a substring")
  }
}
