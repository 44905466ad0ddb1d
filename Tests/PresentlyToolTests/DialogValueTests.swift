import Glibc
import PseudoTerminalSupport
import Testing

/// Values dialog takes from the clock or refuses before showing a box, against the real
/// dialog 1.3 on the same command line.
@Suite("presently as dialog: values from the clock, and values refused", .serialized)
struct DialogValueTests {
  /// Command lines whose result is a moment in seconds (`%s`) or a time of day, read
  /// from the clock: the date at the time of day now, the time on today's date, a time's
  /// fields given as -1 the time now's.
  static let clockLines: [[String]] = [
    ["--date-format", "%s", "--calendar", "When", "0", "0", "1", "1", "2020"],
    ["--time-format", "%s", "--timebox", "At", "0", "0", "1", "2", "3"],
    ["--time-format", "%s", "--timebox", "At", "0", "0", "-1", "-1", "-1"],
    ["--time-format", "%s", "--timebox", "At", "0", "0", "10", "-1", "5"],
  ]

  @Test(
    "a value from the clock is the clock's, as dialog's is (within the seconds between the two runs)",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0), arguments: clockLines)
  func clock(_ arguments: [String]) async throws {
    let (real, ours) = try await DialogBoxTests.enterEverywhere(arguments)
    #expect(ours.ending == real.ending && ours.ending == .exited(0))
    let seconds = (Int(String(decoding: real.output, as: UTF8.self)), Int(String(decoding: ours.output, as: UTF8.self)))
    guard case (let dialog?, let presently?) = seconds else {
      Issue.record("not a number of seconds: \(real.output) and \(ours.output)")
      return
    }
    #expect(abs(presently - dialog) < 120, "dialog \(dialog), presently \(presently)")
  }

  @Test(
    "--timebox with an hour past 23 or minutes or seconds past 59 ends at once with 255, as dialog does",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0),
    arguments: [["25", "61", "61"], ["23", "59", "60"], ["24", "0", "0"]])
  func invalidTime(_ time: [String]) async throws {
    let arguments = ["--stdout", "--timebox", "At", "0", "0"] + time
    let real = try await DialogBoxTests.run(["/usr/bin/dialog"] + arguments) { _ in }
    let ours = try await DialogBoxTests.run([Tool.path, "dialog"] + arguments) { _ in }
    #expect(real.ending == .exited(255))
    #expect(ours.ending == real.ending && ours.output == real.output)
  }

  @Test("--file: a file that names itself, a file missing, no file: dialog's message and 255, never a hang")
  func fileErrors() async throws {
    let folder = Subprocess.temporaryFolder()
    let itself = folder + "/itself"
    Subprocess.writeFile("--title x --file \(itself)\n", to: itself)
    for arguments in [["--file", itself], ["--file", folder + "/missing", "--yesno", "x", "0", "0"], ["--file"]] {
      let ours = try await Tool.run(["dialog"] + arguments, input: .null)
      #expect(ours.ending == .exited(255))
      guard access("/usr/bin/dialog", X_OK) == 0 else { continue }
      let real = try await Subprocess.run("/usr/bin/dialog", arguments, input: .null)
      #expect(ours.ending == real.ending)
      #expect(ours.errors == real.errors, "dialog's message, byte for byte")
    }
  }
}
