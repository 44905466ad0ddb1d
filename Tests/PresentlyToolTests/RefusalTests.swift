import PseudoTerminalSupport
import Testing

/// A refused command line, from the real binary: status 64 and one line on standard
/// error naming the argument, before anything runs, with standard output a pipe.
@Suite("Refused command lines")
struct RefusalTests {
  @Test(
    "status 64, one line naming the argument, nothing on standard output",
    arguments: [
      (["choose", "--limt", "3", "a", "b"], "presently: choose: unknown option --limt (did you mean --limit?)"),
      (["spin", "-q", "line", "--", "sh", "-c", "echo ran"], "presently: spin: unknown option -q"),
      (
        ["confirm", "--timeout", "soon"],
        "presently: confirm: --timeout takes a duration (10, 1.5s, 500ms, 1m30s), not \"soon\""
      ),
      (["choose", "--no-limit", "--limit", "x"], "presently: choose: --limit takes a whole number, not \"x\""),
    ])
  func refused(arguments: [String], line: String) async throws {
    let result = try await Tool.run(arguments, input: .bytes(Array("br1\nbr2\n".utf8)))
    #expect(result.ending == .exited(64))
    #expect(result.errors == line + "\n")
    #expect(result.output.isEmpty)
  }

  @Test("spin -s is gum's --spinner: the command runs, and its status is spin's")
  func spinShort() async throws {
    let result = try await Tool.run(["spin", "-s", "line", "--", "sh", "-c", "exit 3"], input: .null)
    #expect(result.ending == .exited(3), "\(result.errors)")
  }

  @Test("confirm --default=false, and no prompt, as gum: an empty answer takes the default")
  func confirmDefault() async throws {
    #expect(try await Tool.run(["confirm", "--default=false"], input: .bytes([0x0A])).ending == .exited(1))
    #expect(try await Tool.run(["confirm", "--default=true"], input: .bytes([0x0A])).ending == .exited(0))
  }

  @Test("choose --no-limit --selected starts with those items marked; Enter prints them")
  func selected() async throws {
    let session = try Tool.start(["choose", "--no-limit", "--selected", "a,c", "--height", "10", "a", "b", "c"])
    try await session.waitFor("2 marked")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "a\nc\n")
  }

  @Test("help is the table's: presently CMD --help names every option")
  func help() async throws {
    let result = try await Tool.run(["choose", "--help"], input: .null)
    #expect(result.ending == .exited(0))
    for name in ["--limit", "--no-limit", "--height", "--selected", "--header", "--timeout", "EXAMPLES:"] {
      #expect(result.output.contains(name), "\(name)")
    }
  }
}
