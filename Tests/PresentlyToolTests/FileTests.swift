import Glibc
import PseudoTerminalSupport
import Testing

/// `presently file`: a folder's entries in the master-detail browser, folders opened as a
/// navigation stack; Enter prints a file's path byte for byte.
@Suite("presently file", .serialized)
struct FileTests {
  /// A name with invalid UTF-8 and an OSC title sequence: `bad\xFF\e]0;x\a.txt`.
  static let hostileName: [UInt8] = Array("bad".utf8) + [0xFF, 0x1B] + Array("]0;x".utf8) + [0x07] + Array(".txt".utf8)

  /// A folder of two folders, two files and a hidden file.
  static func sample() -> String {
    TestFolder.make([
      ("beta/", nil), ("alpha/", nil), ("alpha/inner.txt", "inside\n"), ("zeta.txt", "last\n"),
      ("Apple.txt", "first line\nsecond line\n"), (".secret", "hidden\n"),
    ])
  }

  @Test("folders come first with a /, then files, each sorted by name; hidden files are left out")
  func listing() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    let rows = ["1  alpha/", "2  beta/", "3  Apple.txt", "4  zeta.txt"]
    for row in rows { #expect(session.screen.text.contains(row), "\(row)") }
    let lines = rows.map { row in session.screen.lines.firstIndex { $0.contains(row) } ?? -1 }
    #expect(lines == lines.sorted() && !lines.contains(-1), "in that order: \(lines)")
    #expect(!session.screen.text.contains(".secret"))
    #expect(session.screen.lines.contains { $0.contains("3  Apple.txt") && $0.contains("23 B") }, "a file's size")
    session.send("3\r")
    try await session.waitFor("second line")
    #expect(session.screen.text.contains("Type:        file"))
    #expect(session.screen.text.contains("Size:        23 bytes"))
    #expect(session.screen.text.contains("Permissions: -rw"))
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("Enter opens a folder, b and Left go back; Enter on a file prints its path and exits 0")
  func openAndBack() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    session.send("1\r")
    try await session.waitFor("Type:        folder")
    session.send("\r")
    try await session.waitFor("1  inner.txt")
    #expect(session.screen.text.contains("\(folder)/alpha"), "the title names the folder opened")
    session.send("b\r")
    try await session.waitFor("4  zeta.txt")
    session.send("1\r\u{1B}[C")  // Right opens too
    try await session.waitFor("1  inner.txt")
    session.send("\u{1B}[D")  // Left goes back
    try await session.waitFor("4  zeta.txt")
    session.send("\u{1B}[C")
    try await session.waitFor("1  inner.txt")
    session.send("1\r")
    try await session.waitFor("inside")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "\(folder)/alpha/inner.txt\n")
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("Escape goes back to the folder before, and quits from the first one with status 1")
  func escape() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    session.send("1\r\r")
    try await session.waitFor("1  inner.txt")
    try await session.waitForPrompt(">")
    session.send("\u{1B}")
    try await session.waitFor("4  zeta.txt")
    try await session.waitForPrompt(">")
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test("--timeout ends it with status 124, the terminal restored")
  func timeout() async throws {
    let session = try Tool.start(["file", "--timeout", "0.5s", Self.sample()], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    #expect(try await session.finish() == .exited(124))
    #expect(session.standardOutput == "")
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("--directory lists folders only; . then Enter prints the folder shown")
  func directory() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", "--directory", folder], columns: 120, rows: 20)
    try await session.waitFor("2 items")
    #expect(!session.screen.text.contains("Apple.txt"), "no files")
    session.send("1\r\r")
    try await session.waitFor("Nothing here yet")
    session.send(".\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "\(folder)/alpha\n")
  }

  @Test("--file lists files only")
  func filesOnly() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", "--file", folder], columns: 120, rows: 20)
    try await session.waitFor("2 items")
    #expect(session.screen.text.contains("1  Apple.txt"))
    #expect(!session.screen.text.contains("alpha"), "no folders")
    session.send("2\r\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "\(folder)/zeta.txt\n")
  }

  @Test("--all shows the hidden file, sorted before the others")
  func all() async throws {
    let session = try Tool.start(["file", "--all", Self.sample()], columns: 120, rows: 20)
    try await session.waitFor("5 items")
    #expect(session.screen.text.contains("3  .secret"))
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test("a name with invalid UTF-8 and an escape sequence is shown harmlessly and printed byte for byte")
  func hostileName() async throws {
    let folder = TestFolder.make([(Self.hostileName, "text\n")])
    let session = try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("1  bad\u{FFFD}")
    #expect(!session.text.contains("\u{1B}]0;x"), "the escape sequence never reaches the terminal")
    session.send("1\r")
    try await session.waitFor("text")
    #expect(!session.text.contains("\u{1B}]0;x"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutputBytes == Array("\(folder)/".utf8) + Self.hostileName + [0x0A])
  }

  @Test("the list follows the folder: a file made while it is shown appears, and the selection stays on its name")
  func live() async throws {
    let folder = Self.sample()
    let session = try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    session.send("4\r")
    try await session.waitFor("last")
    #expect(session.screen.text.contains(">4  zeta.txt"))
    TestFolder.add("new.txt", content: "fresh\n", in: folder)
    try await session.waitFor("4  new.txt", timeout: .seconds(10))
    #expect(session.screen.text.contains("5 items"))
    #expect(session.screen.text.contains(">5  zeta.txt"), "still selected, one row down")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "\(folder)/zeta.txt\n")
  }

  @Test("a folder that cannot be read is shown empty, saying why, and b goes back")
  func unreadable() async throws {
    let folder = Self.sample()
    chmod(folder + "/beta", 0)
    defer { chmod(folder + "/beta", 0o755) }
    // Root reads any folder: the tool is then run as nobody, where setpriv can.
    let asNobody = geteuid() == 0
    if asNobody, access("/usr/bin/setpriv", X_OK) != 0 { return }
    if asNobody { chmod(folder, 0o755) }
    let session =
      asNobody
      ? try PseudoTerminal(
        program: "/usr/bin/setpriv",
        arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", Tool.path, "file", folder],
        columns: 120, rows: 20, standardOutput: .pipe())
      : try Tool.start(["file", folder], columns: 120, rows: 20)
    try await session.waitFor("4 items")
    session.send("2\r\r")
    try await session.waitFor("Permission denied")
    #expect(session.screen.text.contains("Cannot read \(folder)/beta: Permission denied."))
    session.send("b\r")
    try await session.waitFor("4  zeta.txt")
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
  }

  @Test(
    "a path that does not exist or is not a folder is named, with status 64",
    arguments: [
      ("/nonexistent/x", "cannot open /nonexistent/x: No such file or directory."),
      ("/etc/passwd", "/etc/passwd is not a folder."),
    ])
  func badPath(path: String, message: String) async throws {
    let result = try await Tool.run(["file", path], input: .bytes([]))
    #expect(result.ending == .exited(64))
    #expect(result.errors == "presently: file: \(message)\n")
    #expect(result.output == "")
  }

  @Test("without a terminal and with no answer to read, it exits 255 at once, saying why")
  func endOfInput() async throws {
    let result = try await Tool.run(["file", Self.sample()], input: .null)
    #expect(result.ending == .exited(255))
    #expect(result.errors.hasSuffix("presently: The input ended before an answer.\n"))
    #expect(result.output == "")
    #expect(result.elapsed < Bound.atOnce)
  }

  @Test("without a terminal, numbers and names are answers: a folder opens, a file prints its path")
  func noTerminal() async throws {
    let folder = Self.sample()
    let result = try await Tool.run(["file", folder], input: .bytes(Array("alpha\n1\n".utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output == "\(folder)/alpha/inner.txt\n")
  }
}

/// Folders made for a test, with Glibc alone.
enum TestFolder {
  /// A new temporary folder holding `entries`: a name ending in `/` (or with no content)
  /// is a folder, any other a file with that content. Names are bytes, and may name a
  /// place inside a folder made before them (`alpha/inner.txt`).
  static func make(_ entries: [(name: [UInt8], content: String?)]) -> String {
    let folder = Subprocess.temporaryFolder()
    for (name, content) in entries {
      let path = Array("\(folder)/".utf8) + name
      if let content {
        write(content, to: path)
      } else {
        _ = withPath(path) { mkdir($0, 0o755) }
      }
    }
    return folder
  }

  /// `make` with names as text.
  static func make(_ entries: [(name: String, content: String?)]) -> String {
    make(entries.map { (Array($0.name.utf8), $0.content) })
  }

  /// Adds a file to a folder.
  static func add(_ name: String, content: String, in folder: String) {
    write(content, to: Array("\(folder)/\(name)".utf8))
  }

  private static func write(_ content: String, to path: [UInt8]) {
    let descriptor = withPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    precondition(descriptor >= 0, "cannot create a file: errno \(errno)")
    let bytes = Array(content.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  private static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }
}
