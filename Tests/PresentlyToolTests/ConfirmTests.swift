import Glibc
import PseudoTerminalSupport
import Testing

/// `presently confirm`: the answer is the exit status; nothing on standard output.
@Suite("presently confirm", .serialized)
struct ConfirmTests {
  @Test("yes exits 0 and no exits 1, in any spelling", arguments: [("y", 0), ("YES", 0), ("n", 1), ("No", 1)])
  func answers(answer: String, status: Int32) async throws {
    let session = try Tool.start(["confirm", "Delete the build folder?"])
    try await session.waitFor("Delete the build folder? [Y/n]")
    session.send(answer + "\r")
    #expect(try await session.finish() == .exited(status))
    #expect(session.standardOutput == "")
  }

  @Test("Enter takes the default, shown in capitals")
  func enterTakesDefault() async throws {
    let session = try Tool.start(["confirm", "--default", "yes", "Continue?"])
    try await session.waitFor("Continue? [Y/n]")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("an unknown answer asks again with a message and an empty line; Tab moves to No, which Enter takes")
  func asksAgain() async throws {
    let session = try Tool.start(["confirm", "Continue?"])
    try await session.waitFor("Continue? [Y/n]")
    session.send("maybe\r")
    try await session.waitFor("Please answer y or n.")
    try await session.waitUntil("the question asked again, its line empty") {
      $0.screen.lines.last { $0.hasPrefix("Continue?") } == "Continue? [Y/n]"
    }
    session.send("\t")
    try await session.waitFor("Continue? [y/N]")
    session.send("\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("y and n answer at once, without Enter", arguments: [("y", 0), ("N", 1)] as [(String, Int32)])
  func oneKey(key: String, status: Int32) async throws {
    let session = try Tool.start(["confirm", "Go?"])
    try await session.waitForPrompt("Go? [Y/n]")
    session.send(key)
    #expect(try await session.finish() == .exited(status))
    #expect(session.screen.lines.contains("Go? " + (status == 0 ? "yes" : "no")), "the question and the answer stay")
  }

  @Test("Escape cancels, whether the default is yes or no: status 1, as a cancel is documented")
  func escape() async throws {
    for options in [[], ["--default", "no"]] {
      let session = try Tool.start(["confirm"] + options + ["Go?"])
      try await session.waitForPrompt("Go?")
      session.send("\u{1B}")
      #expect(try await session.finish() == .exited(1))
      #expect(session.standardOutput.isEmpty)
    }
  }

  @Test("custom labels are offered and accepted")
  func labels() async throws {
    let session = try Tool.start(["confirm", "--affirmative", "Overwrite", "--negative", "Keep", "notes.txt exists."])
    try await session.waitFor("Overwrite")
    session.send("over\r")
    #expect(try await session.finish() == .exited(0))
  }

  @Test("Ctrl-C exits 130, Ctrl-D 255", arguments: [("\u{03}", 130), ("\u{04}", 255)])
  func controlKeys(key: String, status: Int32) async throws {
    let session = try Tool.start(["confirm", "Go?"])
    try await session.waitForPrompt("Go? [Y/n]")
    session.send(key)
    #expect(try await session.finish() == .exited(status))
  }

  @Test(
    "a timeout takes the default, or exits 124 without one",
    arguments: [([String](), 124), (["--default", "no"], 1), (["--default", "yes"], 0)] as [([String], Int32)])
  func timeout(defaults: [String], status: Int32) async throws {
    let session = try Tool.start(["confirm", "--timeout", "0.3"] + defaults + ["Go?"])
    try await session.waitFor("Go?")
    session.send("x")  // typed but never entered
    #expect(try await session.finish() == .exited(status))
  }

  @Test("SIGTERM and SIGHUP restore the terminal and kill the tool with that signal", arguments: [SIGTERM, SIGHUP])
  func signals(signal: Int32) async throws {
    let session = try Tool.start(["confirm", "Go?"])
    try await session.waitFor("Go? [Y/n]")
    session.signal(signal)
    #expect(try await session.finish() == .signaled(signal))
  }

  @Test("hostile question text is shown harmlessly")
  func hostileQuestion() async throws {
    let session = try Tool.start(["confirm", "Erase \u{1B}[2J\u{1B}]52;c;cm0=\u{07}everything?"])
    try await session.waitFor("Erase \u{241B}[2J\u{241B}]52;c;cm0=\u{2407}everything? [Y/n]")
    session.send("n\r")
    #expect(try await session.finish() == .exited(1))
    #expect(!session.text.contains("\u{1B}]52"))
  }
}
