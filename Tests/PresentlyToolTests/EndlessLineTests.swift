import PseudoTerminalSupport
import Testing

/// A line of input longer than 64 MiB ends the input of a list before it: memory stays
/// bounded whatever comes, and the process ends with 255 and says which line (issue 29:
/// nothing unbounded). Before, `/dev/zero` grew a list's memory by hundreds of megabytes
/// a second, for ever. Lines of megabytes are still kept whole (`LongLineTests`).
///
/// Each test reads 64 MiB, which takes seconds in a debug build: one at a time, so that
/// the suite beside them keeps its cores.
@Suite("presently: a line longer than 64 MiB ends the input", .serialized)
struct EndlessLineTests {
  static let message = "of the input is longer than 64 MiB"

  @Test(
    "filter --filter and browse reading /dev/zero, with no terminal: 255, and the message",
    arguments: [["filter", "--filter", "x"], ["browse"]])
  func endless(_ arguments: [String]) async throws {
    let result = try await Tool.run(arguments, input: .file("/dev/zero"), timeout: .seconds(180))
    #expect(result.ending == .exited(255), "\(result.errors)")
    #expect(result.errors.contains("line 1 " + Self.message))
    #expect(result.output == "")
  }

  @Test("filter --filter b: the lines before the long one are filtered and printed, then 255 names line 3")
  func linesBeforeItCount() async throws {
    let script = #"{ printf 'a\nb\n'; head -c 67200000 /dev/zero; printf '\nc\n'; } | "$0" filter --filter b"#
    let result = try await Subprocess.run("/bin/sh", ["-c", script, Tool.path], timeout: .seconds(180))
    #expect(result.ending == .exited(255), "\(result.errors)")
    #expect(result.output == "b\n")
    #expect(result.errors.contains("line 3 " + Self.message))
  }

  @Test("table reading /dev/zero: the row's refusal, status 64")
  func table() async throws {
    let result = try await Tool.run(["table"], input: .file("/dev/zero"), timeout: .seconds(180))
    #expect(result.ending == .exited(64))
    #expect(result.errors.contains("row 1 is longer than 64 MiB"))
  }
}
