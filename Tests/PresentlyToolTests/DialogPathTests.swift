import PseudoTerminalSupport
import Testing

/// dialog's `--fselect` and `--dselect` show what the folder holds beside the path, as
/// dialog's two lists do, so that a user can see what to pick; Enter takes the path as
/// typed, as dialog's does.
@Suite("presently as dialog: --fselect and --dselect list the folder")
struct DialogPathTests {
  /// `$W/pick` with a folder `docs`, a file `notes.txt` and a hidden `.secret`.
  static let setUp = #"mkdir -p "$W/pick/docs" && : > "$W/pick/notes.txt" && : > "$W/pick/.secret" && "#

  @Test("--fselect: the folder's folders and files, hidden ones left out; Enter takes the path")
  func files() async throws {
    let run = try ShellRun(Self.setUp + #""$0" dialog --fselect "$W/pick/" 0 0"#, capture: .substitution)
    try await run.session.waitFor("notes.txt")
    let screen = run.session.screen.text
    #expect(screen.contains("Folders: ../  docs/"), "\(screen)")
    #expect(screen.contains("Files: notes.txt"), "\(screen)")
    #expect(!screen.contains(".secret"))
    run.session.send("\r")
    #expect(try await run.finish() == 0)
    #expect(String(decoding: run.bytes("result"), as: UTF8.self).hasSuffix("/pick/"))
  }

  @Test("--fselect narrows to the names that start with what follows the last slash")
  func narrowed() async throws {
    let run = try ShellRun(Self.setUp + #""$0" dialog --fselect "$W/pick/no" 0 0"#, capture: .substitution)
    try await run.session.waitFor("Files: notes.txt")
    #expect(run.session.screen.text.contains("Folders: (none)"))
    run.session.send("\u{1B}")
    #expect(try await run.finish() == 255)
  }

  @Test("--dselect: folders only")
  func folders() async throws {
    let run = try ShellRun(Self.setUp + #""$0" dialog --dselect "$W/pick/" 0 0"#, capture: .substitution)
    try await run.session.waitFor("docs/")
    #expect(!run.session.screen.text.contains("notes.txt"))
    #expect(!run.session.screen.text.contains("Files:"))
    run.session.send("\r")
    #expect(try await run.finish() == 0)
  }
}
