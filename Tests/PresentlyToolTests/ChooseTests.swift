import PseudoTerminalSupport
import Testing

/// `presently choose`: items from arguments or standard input, keys from the terminal.
@Suite("presently choose", .serialized)
struct ChooseTests {
  @Test("items from standard input, chosen by number with keys from the terminal")
  func itemsFromStandardInput() async throws {
    let session = try Tool.start(["choose"], input: .pipe(bytes: Array("alpha\nbeta\ngamma\n".utf8)))
    try await session.waitFor("3  gamma")
    session.send("2\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "beta\n")
  }

  @Test("chosen by a unique prefix, after a filter")
  func prefixAfterFilter() async throws {
    let session = try Tool.start(["choose", "apple", "apricot", "banana", "blueberry"])
    try await session.waitFor("4  blueberry")
    session.send("/b\r")
    try await session.waitFor("2 of 4 match")
    session.send("blu\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "blueberry\n")
  }

  @Test("Enter takes --default; a timeout takes it too", arguments: [[String](), ["--timeout", "0.3"]])
  func defaultItem(timeout: [String]) async throws {
    let session = try Tool.start(["choose", "--default", "staging"] + timeout + ["dev", "staging", "production"])
    try await session.waitFor("production")
    if timeout.isEmpty { session.send("\r") }
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "staging\n")
  }

  @Test(
    "items still streaming in when the timeout comes: the default if it has come, else 124",
    arguments: [([String](), 124, ""), (["--default", "beta"], 0, "beta\n")] as [([String], Int32, String)])
  func timeoutWhileReading(options: [String], status: Int32, output: String) async throws {
    let session = try Tool.start(
      ["choose", "--timeout", "0.5"] + options, input: .pipe(bytes: Array("alpha\nbeta\n".utf8), close: false))
    let ending = try await session.waitForExit(timeout: Bound.atOnce)
    #expect(ending == .exited(status))
    #expect(session.standardOutput == output)
    #expect(session.settingsAreRestored)
  }

  @Test("--multiple takes numbers and ranges and prints one item per line")
  func multiple() async throws {
    let session = try Tool.start(["choose", "--multiple", "a", "b", "c", "d", "e"])
    try await session.waitFor("5  [ ] e")
    session.send("1 3-4\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nc\nd\n")
  }

  @Test("the chosen line is printed exactly as read, even when it is not valid text")
  func rawBytes() async throws {
    let line: [UInt8] = [0x62, 0x61, 0x64, 0xFF, 0x1B, 0x5B, 0x32, 0x4A, 0x21]  // bad\xFF\e[2J!
    let session = try Tool.start(["choose"], input: .pipe(bytes: Array("first\n".utf8) + line + [0x0A]))
    try await session.waitFor("2  bad")
    #expect(!session.text.contains("\u{1B}[2J"), "the escape is never drawn")
    session.send("2\r")
    _ = try await session.finish()
    #expect(session.standardOutputBytes == line + [0x0A])
  }

  @Test("a --default that is not an item is an argument error (64)")
  func unknownDefault() async throws {
    let result = try await Tool.run(["choose", "--default", "nope", "a", "b"], input: .null)
    #expect(result.ending == .exited(64))
    #expect(result.errors.contains("not one of the items"))
  }
}
