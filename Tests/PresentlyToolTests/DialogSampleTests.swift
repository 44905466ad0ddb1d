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

  /// A sample answered step by step: each step waits until a text has been shown so many
  /// times in all, then presses its keys.
  typealias Step = (shown: String, times: Int, keys: [String])

  @Test(
    "inputmenu1: Tab reaches Rename, as in dialog; the name renamed is the one Create then uses",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0))
  func inputmenuRename() async throws {
    let steps: [Step] = [
      ("Originally I designed", 1, ["\t", "\r", "\u{15}", "ada", "\r"]),
      ("Originally I designed", 2, ["\r"]),
      ("useradd", 1, ["\r"]),
      ("Originally I designed", 3, ["\t", "\t", "\r"]),
      ("Really quit?", 1, ["\r"]),
    ]
    let real = try await boxes(of: "inputmenu1", steps: steps, dialog: "/usr/bin/dialog")
    let ours = try await boxes(of: "inputmenu1", steps: steps, dialog: Self.link())
    #expect(real.hasPrefix("3 RENAMED Username: ada\n0 Username:\n0 \n"), "\(real)")
    #expect(ours == real)
  }

  @Test(
    "form1: the whole form shown, the first field edited and Enter submits, as in dialog; then Cancel and quit",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0))
  func form1() async throws {
    let steps: [Step] = [
      ("Here is a possible piece", 1, ["\u{15}", "ada", "\r"]),
      ("Resulting data", 1, ["\r"]),
      ("Here is a possible piece", 2, ["\u{1B}OB", "\t", "\t", "\r"]),
      ("Really quit?", 1, ["\r"]),
    ]
    let real = try await boxes(of: "form1", steps: steps, dialog: "/usr/bin/dialog")
    let ours = try await boxes(of: "form1", steps: steps, dialog: Self.link())
    #expect(real.hasPrefix("0 ada\n0\n0\n/root\n"), "\(real)")
    #expect(ours == real)
  }

  @Test(
    "mixedform: the read-only name skipped, both passwords typed unseen, Enter submits, as in dialog",
    .enabled(if: access("/usr/bin/dialog", X_OK) == 0))
  func mixedform() async throws {
    let steps: [Step] = [
      ("Here is a possible piece", 1, ["s3cret", "\u{1B}OB", "s3cret", "\r"]),
      ("Resulting data", 1, ["\r"]),
      ("Here is a possible piece", 2, ["\u{1B}[Z", "\r"]),
      ("Really quit?", 1, ["\r"]),
    ]
    let real = try await boxes(of: "mixedform", steps: steps, dialog: "/usr/bin/dialog")
    let ours = try await boxes(of: "mixedform", steps: steps, dialog: Self.link())
    #expect(real.hasPrefix("0 Kiran\ns3cret\ns3cret\nCisco\n"), "\(real)")
    #expect(ours == real)
  }

  /// A link named `dialog` to presently.
  static func link() -> String {
    let folder = Subprocess.temporaryFolder()
    symlink(Tool.path, folder + "/dialog")
    return folder + "/dialog"
  }

  /// Runs one of dialog's samples with `dialog` behind a wrapper that logs each box's
  /// status and result, answers it step by step, and returns the log.
  func boxes(of sample: String, steps: [Step], dialog: String) async throws -> String {
    let folder = Subprocess.temporaryFolder()
    mkdir(folder + "/bin", 0o755)
    Subprocess.writeFile(
      """
      #!/bin/sh
      "$REAL_DIALOG" "$@" 2>"$LOG.last"
      status=$?
      cat "$LOG.last" >&2
      printf '%s %s\\n' "$status" "$(cat "$LOG.last")" >>"$LOG"
      exit $status

      """, to: folder + "/bin/dialog")
    chmod(folder + "/bin/dialog", 0o755)
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "cd \(Self.examples) && exec sh ./\(sample)"],
      environment: [
        "PATH": folder + "/bin:/usr/bin:/bin", "HOME": "/root", "USER": "root", "REAL_DIALOG": dialog,
        "LOG": folder + "/log", "TERM": "xterm",
      ], columns: 80, rows: 30)
    for step in steps {
      try await session.waitUntil("\(step.shown.debugDescription) shown \(step.times) times", timeout: .seconds(20)) {
        $0.readsKeys && $0.text.ranges(of: step.shown).count >= step.times
      }
      for key in step.keys {
        await session.settle(for: .milliseconds(300))
        session.send(key)
      }
    }
    #expect(try await session.waitForExit(timeout: .seconds(20)) == .exited(0))
    return Subprocess.readFile(folder + "/log")
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
