import Glibc
import PseudoTerminalSupport
import Testing

/// pythondialog (Debian's python3-dialog), a library nobody here wrote, drives presently
/// as its `dialog`: the calls its demo makes (yesno, menu, checklist, radiolist,
/// inputbox, form, calendar, timebox, fselect, mixedgauge and gauge), each answered with
/// Enter, return what they return with the real dialog. pythondialog runs the link's
/// target (it resolves the link), so presently takes dialog's options as its own line.
@Suite("pythondialog on presently as dialog", .serialized)
struct PythonDialogTests {
  static var script: String {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/scripts/examples/pythondialog-calls"
  }

  static let available =
    access("/usr/bin/dialog", X_OK) == 0 && access("/usr/lib/python3/dist-packages/dialog.py", R_OK) == 0

  @Test(
    "every call returns what it returns with dialog",
    .enabled(if: available, "python3-dialog and dialog are installed by .ci/run"))
  func calls() async throws {
    let real = try await run(dialogFolder: "/usr/bin")
    let folder = Subprocess.temporaryFolder() + "/bin"
    mkdir(folder, 0o755)
    symlink(Tool.path, folder + "/dialog")
    let ours = try await run(dialogFolder: folder)
    #expect(ours.split(separator: "\n").count == 11, "a line for each call")
    #expect(real.split(separator: "\n").count == 11, "a line for each call")
    #expect(ours == real)
  }

  @Test(
    "a menu answered with Down, Tab and Enter is Cancel, as with dialog, whose Tab goes from OK to Cancel",
    .enabled(if: available, "python3-dialog and dialog are installed by .ci/run"))
  func menuTabIsCancel() async throws {
    let call = """
      from dialog import Dialog
      d = Dialog(dialog="dialog")
      print(repr(d.menu("Your favourite day?", choices=[("Monday", "Not really"), ("Friday", "Oh yes")])))
      """
    let keys = ["\u{1B}OB", "\t", "\r"]
    let real = try await answer(call, dialogFolder: "/usr/bin", shown: "favourite", keys: keys)
    let ours = try await answer(call, dialogFolder: Self.linkFolder(), shown: "favourite", keys: keys)
    #expect(real == "('cancel', '')")
    #expect(ours == real)
  }

  @Test(
    "a form whose first field is edited, then submitted with Enter from the second, returns what dialog returns",
    .enabled(if: available, "python3-dialog and dialog are installed by .ci/run"))
  func formEdited() async throws {
    let call = """
      from dialog import Dialog
      d = Dialog(dialog="dialog")
      print(repr(d.form("Who?", [("Name", 1, 1, "Ada", 1, 10, 20, 0), ("City", 2, 1, "London", 2, 10, 20, 0)])))
      """
    let keys = ["\u{15}", "Grace", "\u{1B}OB", "\r"]
    let real = try await answer(call, dialogFolder: "/usr/bin", shown: "Who?", keys: keys)
    let ours = try await answer(call, dialogFolder: Self.linkFolder(), shown: "Who?", keys: keys)
    #expect(real == "('ok', ['Grace', 'London'])")
    #expect(ours == real)
  }

  /// A folder holding a link named `dialog` to presently.
  static func linkFolder() -> String {
    let folder = Subprocess.temporaryFolder() + "/bin"
    mkdir(folder, 0o755)
    symlink(Tool.path, folder + "/dialog")
    return folder
  }

  /// Runs `code` at a terminal with `dialogFolder` first on PATH, presses `keys` one by
  /// one once the box is drawn (`shown` on the screen), and returns the last line on the
  /// screen: what the code printed.
  func answer(_ code: String, dialogFolder: String, shown: String, keys: [String]) async throws -> String {
    let session = try PseudoTerminal(
      program: "/usr/bin/python3", arguments: ["-c", code],
      environment: ["PATH": dialogFolder + ":/usr/bin:/bin", "TERM": "xterm"], columns: 80, rows: 30)
    try await session.waitUntil("the box drawn and reading keys", timeout: .seconds(20)) {
      $0.readsKeys && $0.text.contains(shown)
    }
    for key in keys {
      await session.settle(for: .milliseconds(300))
      session.send(key)
    }
    #expect(try await session.waitForExit(timeout: .seconds(20)) == .exited(0))
    return session.screen.lines.last { !$0.allSatisfy { $0 == " " } } ?? ""
  }

  /// Runs the calls with `dialogFolder` first on PATH, pressing Enter whenever a box
  /// waits, and returns what the script printed.
  func run(dialogFolder: String) async throws -> String {
    let session = try PseudoTerminal(
      program: "/usr/bin/python3", arguments: [Self.script],
      environment: ["PATH": dialogFolder + ":/usr/bin:/bin"], columns: 80, rows: 30, standardOutput: .pipe())
    for _ in 0..<60 {
      if (try? await session.waitForExit(timeout: .milliseconds(400))) != nil { break }
      session.send("\r")
    }
    #expect(try await session.waitForExit(timeout: .seconds(20)) == .exited(0))
    // The real dialog draws on standard output when the calls print there: each line the
    // script printed is what follows the drawing's last escape (`ESC >`, the keypad reset).
    return session.standardOutput.split(separator: "\n").map { line in
      line.ranges(of: "\u{1B}>").last.map { String(line[$0.upperBound...]) } ?? String(line)
    }.joined(separator: "\n")
  }
}
