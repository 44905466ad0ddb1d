import PseudoTerminalSupport
import Testing

/// `presently alert`: the chosen action and the field values, one per line.
@Suite("presently alert", .serialized)
struct AlertCommandTests {
  static let server = [
    "alert", "--title", "Add server", "--field", "URL=https://", "--action", "Add", "--action", "Cancel:cancel",
    "--enable", "Add:1=https?://.+",
  ]

  @Test("--enable refuses the action until the field matches, then accepts it")
  func enableRefusesThenAccepts() async throws {
    let session = try Tool.start(Self.server)
    try await session.waitFor("URL: https://")
    session.send("\r")
    try await session.waitFor("(Add)")
    session.send("Add\r")
    try await session.waitFor("not available")
    session.send("1\r")
    try await session.waitUntil("the field again") { $0.screen.cursorLine.hasSuffix("URL: https://") }
    session.send("example.org\r")
    try await session.waitFor("[Add]*")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Add\nhttps://example.org\n")
  }

  @Test("a cancel action exits 1 and still prints the label and values")
  func cancel() async throws {
    let session = try Tool.start(Self.server)
    try await session.waitFor("URL:")
    session.send("\r")
    try await session.waitFor("[Cancel]")
    session.send("cancel\r")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "Cancel\nhttps://\n")
  }

  @Test("fields are asked in the order given, secret ones without echo")
  func fieldsInOrder() async throws {
    let session = try Tool.start([
      "alert", "--title", "Sign in", "--field", "User", "--secret-field", "Password", "--field", "Domain=corp",
      "--action", "Sign in", "--action", "Cancel:cancel",
    ])
    try await session.waitFor("User:")
    session.send("ada\r")
    try await session.waitFor("Password:")
    session.send("hunter2\r")
    try await session.waitFor("Domain: corp")
    session.send("\r")
    try await session.waitFor("[Sign in]*")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Sign in\nada\nhunter2\ncorp\n")
    #expect(!session.text.contains("hunter2"))
  }

  @Test("a sheet lists the actions by number; a destructive one exits 0")
  func sheet() async throws {
    let session = try Tool.start([
      "alert", "--title", "Delete notes.txt?", "--style", "sheet", "--action", "Delete:destructive", "--action",
      "Move to Trash", "--action", "Cancel:cancel",
    ])
    try await session.waitFor("3  Cancel")
    #expect(session.screen.text.contains("1  Delete"))
    session.send("1\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Delete\n")
  }

  @Test(
    "a timeout takes the default action when it is enabled, else exits 124",
    arguments: [
      (["--field", "Name=Ada", "--action", "OK", "--action", "Cancel:cancel"], 0, "OK\nAda\n"),
      (["--field", "Name", "--action", "OK", "--enable", "OK:1=.+"], 124, ""),
    ] as [([String], Int32, String)])
  func timeout(arguments: [String], status: Int32, output: String) async throws {
    let session = try Tool.start(["alert", "--timeout", "0.3"] + arguments)
    try await session.waitFor("Name:")
    #expect(try await session.finish() == .exited(status))
    #expect(session.standardOutput == output)
  }

  @Test(
    "invalid alerts are argument errors (64) with a message",
    arguments: [
      (["alert", "--style", "sheet", "--field", "A", "--action", "OK"], "sheet cannot have fields"),
      (["alert", "--title", "No actions"], "at least one --action"),
      (["alert", "--field", "A", "--action", "OK", "--enable", "Go:1=.+"], "no action called"),
      (["alert", "--field", "A", "--action", "OK", "--enable", "OK:2=.+"], "no field 2"),
      (["alert", "--field", "A", "--action", "OK", "--enable", "OK:1=("], "not a valid regular expression"),
    ])
  func invalid(arguments: [String], message: String) async throws {
    let result = try await Tool.run(arguments, input: .null)
    #expect(result.ending == .exited(64))
    #expect(result.errors.contains(message))
  }
}
