import Glibc
import PseudoTerminalSupport
import Testing

/// dialog's own sample scripts (Debian installs them under /usr/share/doc/dialog/examples)
/// run unchanged with `presently` first on `PATH` as `dialog`, and report what they
/// report with the real dialog on the same answers: the default, taken with Enter.
@Suite("dialog's sample scripts on presently as dialog", .serialized)
struct DialogSampleTests {
  static let examples = "/usr/share/doc/dialog/examples"

  /// One sample: its file, a text shown when it is ready for keys, and whether it asks at all.
  struct Sample: CustomTestStringConvertible, Sendable {
    var script: String
    var marker: String
    var asks = true
    /// The keys that answer it in both, when Enter at each prompt does not.
    var keys: [String]? = nil
    var testDescription: String { script }
  }

  static let samples: [Sample] = [
    Sample(script: "yesno", marker: "YES/NO BOX"),
    Sample(script: "msgbox", marker: "MESSAGE BOX"),
    Sample(script: "inputbox", marker: "INPUT BOX"),
    Sample(script: "password", marker: "INPUT BOX"),
    Sample(script: "radiolist", marker: "RADIOLIST BOX"),
    Sample(script: "menubox", marker: "MENU BOX"),
    Sample(script: "checklist", marker: "CHECKLIST BOX"),
    Sample(script: "calendar", marker: "CALENDAR"),
    Sample(script: "fselect", marker: "Please choose a file"),
    Sample(script: "textbox", marker: "TEXT BOX"),
    Sample(script: "pause", marker: "PAUSE"),
    Sample(script: "infobox", marker: "INFO BOX", asks: false),
    Sample(script: "mixedgauge", marker: "Mixed gauge", asks: false),
    // Tab to OK, then Enter: the text as it was (the script prints no difference).
    Sample(script: "editbox", marker: "EDIT BOX", keys: ["\t", "\r"]),
  ]

  @Test(
    "a sample reports the same with presently as with dialog", .enabled(if: access("/usr/bin/dialog", X_OK) == 0),
    arguments: samples)
  func sample(_ sample: Sample) async throws {
    let real = try await run(
      sample, dialogFolder: "/usr/bin",
      keys: { session in
        try await session.waitFor(sample.marker, timeout: .seconds(20))
        await session.settle(for: .milliseconds(400))
        for key in sample.keys ?? ["\r"] {
          session.send(key)
          await session.settle(for: .milliseconds(300))
        }
      })
    let folder = Subprocess.temporaryFolder() + "/bin"
    mkdir(folder, 0o755)
    symlink(Tool.path, folder + "/dialog")
    let ours = try await run(
      sample, dialogFolder: folder,
      keys: { session in
        if let keys = sample.keys {
          try await session.waitFor(sample.marker, timeout: .seconds(20))
          for key in keys {
            await session.settle(for: .milliseconds(300))
            session.send(key)
          }
          return
        }
        // Enter at every prompt, until the script ends: the default answer of each box.
        for _ in 0..<20 {
          if (try? await session.waitForExit(timeout: .milliseconds(300))) != nil { return }
          if session.readsKeys {
            session.send("\r")
            await session.settle(for: .milliseconds(100))
          }
        }
      })
    if sample.asks {
      #expect(!real.isEmpty)
      #expect(ours == real, "the script's report with presently, then with dialog")
    } else {
      #expect(ours.status == real.status, "the script ends as with dialog")
    }
  }

  /// Runs the sample with `dialogFolder` first on PATH and returns the last line it
  /// printed and how it ended.
  func run(
    _ sample: Sample, dialogFolder: String, keys: (PseudoTerminal) async throws -> Void
  ) async throws -> Report {
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "cd \(Self.examples) && exec sh ./\(sample.script)"],
      environment: ["PATH": dialogFolder + ":/usr/bin:/bin", "HOME": "/root"], columns: 80, rows: 30)
    if sample.asks { try await keys(session) }
    let ending = try await session.waitForExit(timeout: .seconds(30))
    return Report(lastLine: session.screen.lines.last { !$0.allSatisfy { $0 == " " } } ?? "", status: ending)
  }

  /// What a sample printed last, and how it ended.
  struct Report: Equatable {
    var lastLine: String
    var status: PseudoTerminal.Ending
    var isEmpty: Bool { lastLine.isEmpty }
  }
}
