import PseudoTerminalSupport
import Testing

/// `gum file`: one Enter does what gum's filepicker does with it (`file/file.go`,
/// bubbles' filepicker): on a file, its path is printed and it ends; on a folder, the
/// folder opens. A name or number typed and Enter is that Enter on that entry, narrow or
/// wide; natively, they select the entry and show its detail.
@Suite("gum file: one Enter picks", .timeLimit(.minutes(2)))
struct GumFileTests {
  @Test("a name typed and Enter prints a file's path, or opens a folder", arguments: [80, 120])
  func namedEntry(columns: Int) async throws {
    let folder = FileTests.sample()
    let session = try PseudoTerminal(
      program: GumDialectTests.gum, arguments: ["file", folder], columns: columns, standardOutput: .pipe())
    try await session.waitForPrompt("4 items")
    session.send("alpha\r")
    try await session.waitForPrompt("inner.txt")
    session.send("inner.txt\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == folder + "/alpha/inner.txt\n")
  }

  @Test("a number typed and Enter prints that file's path; natively it shows the file's detail")
  func numberedEntry() async throws {
    let folder = FileTests.sample()
    let session = try PseudoTerminal(
      program: GumDialectTests.gum, arguments: ["file", folder], standardOutput: .pipe())
    try await session.waitForPrompt("4 items")
    session.send("3\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == folder + "/Apple.txt\n")
    let native = try Tool.start(["file", folder])
    try await native.waitForPrompt("4 items")
    native.send("3\r")
    try await native.waitForPrompt("second line")
    native.send("q\r")
    #expect(try await native.finish() == .exited(1))
    #expect(native.standardOutput == "")
  }
}
