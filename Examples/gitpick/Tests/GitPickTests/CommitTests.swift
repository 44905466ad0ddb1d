import GitPick
import Testing

@Suite("Commits, as git log prints them")
struct CommitTests {
  @Test("records and units split the fields; a separator-free subject keeps every byte")
  func parsesRecords() {
    let log = Array(
      "abc123\u{1F}abc\u{1F}Ada\u{1F}2 days ago\u{1F}Fix the pager\u{1E}\ndef456\u{1F}def\u{1F}Bob\u{1F}now\u{1F}x; rm -rf ~\u{1E}\n"
        .utf8)
    let commits = Commit.parse(log: log)
    #expect(commits.map(\.hash) == ["abc123", "def456"])
    #expect(commits.map(\.subject) == ["Fix the pager", "x; rm -rf ~"])
    #expect(commits[0].author == "Ada" && commits[0].age == "2 days ago" && commits[1].shortHash == "def")
  }

  @Test("a record without five fields is skipped, and nothing at all is no commit")
  func skipsBrokenRecords() {
    #expect(Commit.parse(log: Array("abc\u{1F}only two\u{1E}".utf8)).isEmpty)
    #expect(Commit.parse(log: []).isEmpty)
  }
}
