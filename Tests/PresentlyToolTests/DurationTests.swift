import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// `--timeout` takes a duration as gum writes one, or seconds.
@Suite("Durations")
struct DurationTests {
  @Test(
    "seconds, and Go's durations (numbers with ns, us, ms, s, m or h), are durations",
    arguments: [
      ("10", Duration.seconds(10)), ("10s", .seconds(10)), ("1.5s", .milliseconds(1500)), ("0.3", .milliseconds(300)),
      ("2m", .seconds(120)), ("500ms", .milliseconds(500)), ("1h", .seconds(3600)),
      ("1m30s", .seconds(90)), ("1h2m3.5s", .milliseconds(3_723_500)), ("0s", .zero), ("0", .zero),
      ("250us", .microseconds(250)),
    ])
  func accepted(text: String, duration: Duration) {
    #expect(DurationText.parse(text) == duration)
  }

  @Test(
    "nothing else is",
    arguments: ["", "s", "-1", "-1s", "1.5.2s", "ten", "10 s", "10sec", "1e3", "2d", "∞", "1m30", "m1", "."])
  func refused(text: String) {
    #expect(DurationText.parse(text) == nil)
  }

  @Test("every command takes gum's form of --timeout", arguments: ["confirm", "input", "choose", "alert", "browse"])
  func everyCommand(subcommand: String) async throws {
    let arguments: [String] =
      switch subcommand {
      case "confirm": ["confirm", "--timeout", "10s", "Go?"]
      case "input": ["input", "--timeout", "500ms"]
      case "choose": ["choose", "--timeout", "2m", "a"]
      case "alert": ["alert", "--timeout", "1.5s", "--action", "OK"]
      default: ["browse", "--timeout", "1s", Subprocess.temporaryFile("lines.txt", containing: "a\n")]
      }
    let result = try await Tool.run(arguments, input: .bytes(Array("1\n".utf8)))
    #expect(result.ending != .exited(64), "\(arguments): \(result.errors)")
    var unreadable = arguments
    unreadable[unreadable.firstIndex(of: "--timeout")! + 1] = "soon"
    let refused = try await Tool.run(unreadable, input: .null)
    #expect(refused.ending == .exited(64), "an unreadable duration is a usage error")
  }
}
