import PseudoTerminalSupport
import Testing

/// `choose`'s options from gum: `--select-if-one`, `--ordered` and `--label-delimiter`,
/// which change what is printed (they were accepted without effect), as gum's
/// `choose/command.go` has them.
@Suite("presently choose: gum's --select-if-one, --ordered, --label-delimiter")
struct ChooseGumWaysTests {
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
