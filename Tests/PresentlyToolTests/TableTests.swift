import Glibc
import PseudoTerminalSupport
import Testing

/// `presently table`: rows of CSV or TSV in aligned columns with a detail pane; Enter
/// prints the selected row as it was given.
@Suite("presently table", .serialized)
struct TableTests {
  /// A quoted comma, a quoted newline, doubled quotes and CRLF line endings.
  static let people =
    "name,city,note\r\nAda,\"London, UK\",first\r\nGrace,\"New\nYork\",\"said \"\"hi\"\"\"\r\nLinus,Helsinki,x\r\n"

  @Test("columns are aligned under the header; a row chosen by number prints as it was given, byte for byte")
  func chooseByNumber() async throws {
    let file = Subprocess.temporaryFile("people.csv", containing: Self.people)
    let session = try Tool.start(["table", "--file", file], columns: 120, rows: 20)
    try await session.waitFor("3 items")
    let lines = session.screen.lines
    let header = try #require(lines.first { $0.contains("name") && $0.contains("city") && $0.contains("note") })
    let ada = try #require(lines.first { $0.contains("1  Ada") })
    #expect(Self.column(of: "city", in: header) == Self.column(of: "London, UK", in: ada), "city above London")
    #expect(Self.column(of: "note", in: header) == Self.column(of: "first", in: ada), "note above first")
    #expect(Self.column(of: "name", in: header) == Self.column(of: "Ada", in: ada), "name above Ada")
    #expect(session.screen.text.contains("New\u{2424}York"), "a line break in a cell shows as a mark")
    session.send("2\r")
    try await session.waitFor("note: said \"hi\"")
    #expect(session.screen.text.contains("city: New"), "the detail shows each field after its column's name")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Grace,\"New\nYork\",\"said \"\"hi\"\"\"\n")
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("--columns shows the columns named; Enter still prints the whole row")
  func columns() async throws {
    let file = Subprocess.temporaryFile("people.csv", containing: Self.people)
    let session = try Tool.start(["table", "--file", file, "--columns", "note,name"], columns: 120, rows: 20)
    try await session.waitFor("3 items")
    let lines = session.screen.lines
    let header = try #require(lines.first { $0.contains("note") && $0.contains("name") })
    #expect(Self.column(of: "note", in: header) < Self.column(of: "name", in: header), "in the order named")
    let ada = try #require(lines.first { $0.contains("1  first") })
    #expect(!ada.contains("London"), "the city is not shown")
    session.send("1\r")
    try await session.waitFor("city: London, UK")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Ada,\"London, UK\",first\n")
  }

  @Test("--separator '\\t' reads TSV from standard input as it arrives", arguments: ["\\t", "\t"])
  func tabSeparated(separator: String) async throws {
    let tsv = Array("name\tsize\nalpha\t1\nbeta, gamma\t22\n".utf8)
    let session = try Tool.start(
      ["table", "--separator", separator], input: .pipe(bytes: tsv, close: false), columns: 120, rows: 20)
    try await session.waitFor("2  beta, gamma")
    let header = try #require(session.screen.lines.first { $0.contains("name") && $0.contains("size") })
    let beta = try #require(session.screen.lines.first { $0.contains("2  beta, gamma") })
    #expect(Self.column(of: "size", in: header) == Self.column(of: "22", in: beta))
    session.send("2\r")
    try await session.waitFor("size: 22")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "beta, gamma\t22\n")
  }

  @Test("/ narrows the rows; Enter keeps the narrowing, and Enter again prints the row")
  func narrowing() async throws {
    let file = Subprocess.temporaryFile("people.csv", containing: Self.people)
    let session = try Tool.start(["table", "--file", file], columns: 120, rows: 20)
    try await session.waitFor("3 items")
    session.send("/Hels")
    try await session.waitUntil("narrowed") { $0.screen.text.contains("1 of 3 match \u{201C}Hels\u{201D}") }
    #expect(!session.screen.text.contains("Grace"))
    session.send("\r")
    try await session.waitForPrompt(">")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "Linus,Helsinki,x\n")
  }

  @Test("--no-header: the first line is a row, and the columns are numbered")
  func noHeader() async throws {
    let passwd = Array("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n".utf8)
    let session = try Tool.start(
      ["table", "--separator", ":", "--no-header", "--columns", "1,7"], input: .pipe(bytes: passwd), columns: 80)
    try await session.waitFor("2 items")
    let header = try #require(
      session.screen.lines.first { $0.contains("1") && $0.contains("7") && !$0.contains("root") })
    let daemon = try #require(session.screen.lines.first { $0.contains("2  daemon") })
    #expect(Self.column(of: "7", in: header) == Self.column(of: "/usr/sbin/nologin", in: daemon))
    #expect(session.screen.lines.contains { $0.contains("1  root") }, "the first line is row 1")
    session.send("1\r")
    try await session.waitFor("6: /root")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutput == "root:x:0:0:root:/root:/bin/bash\n")
  }

  @Test("a cell with an escape sequence and invalid UTF-8 is shown harmlessly; the row is printed as given")
  func hostileCell() async throws {
    // ok,"\xFF\e]52;c;eA==\a"
    let row: [UInt8] = Array("ok,\"".utf8) + [0xFF, 0x1B] + Array("]52;c;eA==".utf8) + [0x07, 0x22]
    let session = try Tool.start(
      ["table"], input: .pipe(bytes: Array("a,b\n".utf8) + row + [0x0A]), columns: 120, rows: 20)
    try await session.waitFor("1  ok")
    #expect(!session.text.contains("\u{1B}]52"))
    session.send("1\r")
    try await session.waitFor("a: ok")
    #expect(!session.text.contains("\u{1B}]52"))
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
    #expect(session.standardOutputBytes == row + [0x0A])
  }

  @Test("q quits with status 1 and prints nothing")
  func quit() async throws {
    let session = try Tool.start(["table"], input: .pipe(bytes: Array(Self.people.utf8)), columns: 80, rows: 20)
    try await session.waitForPrompt("3 items")
    session.send("q\r")
    #expect(try await session.finish() == .exited(1))
    #expect(session.standardOutput == "")
  }

  @Test(
    "an unclosed quote, or a row with more fields than the header, is named by its line; status 64",
    arguments: [
      ("a,b\n1,2\n3,4\n4,5\n5,6\n6,7\n\"7,8\n", "presently: table: line 7: a quote is not closed."),
      ("a,b\n1,2\n3,4,5\n", "presently: table: line 3: a row has more fields than the header (2)."),
    ])
  func badInput(csv: String, message: String) async throws {
    let session = try Tool.start(["table"], input: .pipe(bytes: Array(csv.utf8)), columns: 80, rows: 20)
    #expect(try await session.finish() == .exited(64))
    #expect(session.text.contains(message))
    #expect(session.standardOutput == "")
    #expect(!session.screen.isAlternate, "the alternate screen is left")
  }

  @Test("an unclosed quote that arrives while the table is shown ends it, the terminal restored")
  func badInputLater() async throws {
    // The rest of the input comes seconds after the first screen.
    let script = "(printf 'a,b\\n1,2\\n'; sleep 3; printf '3,\"4\\n') | '\(Tool.path)' table; echo \"status $?\""
    let session = try PseudoTerminal(program: "/bin/sh", arguments: ["-c", script], columns: 80, rows: 20)
    try await session.waitFor("1  1  2")
    try await session.waitFor("status 64")
    #expect(session.text.contains("presently: table: line 3: a quote is not closed."))
    #expect(!session.screen.isAlternate, "the alternate screen is left")
    _ = try await session.finish()
  }

  @Test("without a terminal, a row's number on standard input prints that row when --file gives the table")
  func noTerminal() async throws {
    let file = Subprocess.temporaryFile("people.csv", containing: Self.people)
    let result = try await Tool.run(["table", "--file", file], input: .bytes(Array("3\n\n".utf8)))
    #expect(result.ending == .exited(0), "\(result.errors)")
    #expect(result.output == "Linus,Helsinki,x\n")
    let missing = try await Tool.run(["table", "--file", "/nonexistent/t.csv"], input: .bytes([]))
    #expect(missing.ending == .exited(64))
    #expect(missing.errors.contains("Cannot read /nonexistent/t.csv: No such file or directory."))
  }

  @Test(
    "a CSV saved with a byte-order mark: --columns names its first column as it shows, and the row prints without it")
  func byteOrderMark() async throws {
    let file = Subprocess.temporaryFile("bom.csv", containing: "\u{FEFF}name,size\nalpha,1\n")
    let session = try Tool.start(["table", "--file", file, "--columns", "name"], columns: 120, rows: 20)
    try await session.waitForPrompt("alpha")
    session.send("\r")
    #expect(try await session.finish() == .exited(0), "\(session.text)")
    #expect(session.standardOutput == "alpha,1\n")
  }

  @Test("a refusal that lists the columns shows what cannot be seen in their names")
  func invisibleInNames() async throws {
    let file = Subprocess.temporaryFile("z.csv", containing: "na\u{200B}me,\u{00A0}size\nalpha,1\n")
    let result = try await Tool.run(["table", "--file", file, "--columns", "name"], input: .null)
    #expect(result.ending == .exited(64))
    #expect(
      result.errors
        == "presently: table: there is no column \u{201C}name\u{201D}; the columns are \u{201C}na<U+200B>me\u{201D}, \u{201C}<U+00A0>size\u{201D}.\n"
    )
  }

  @Test("a header and no rows is an empty table: status 1 at once, at a terminal and without one")
  func headerOnly() async throws {
    let file = Subprocess.temporaryFile("empty.csv", containing: "name,size\n")
    let session = try Tool.start(["table", "--file", file], columns: 80, rows: 20)
    #expect(try await session.waitForExit(timeout: Bound.atOnce) == .exited(1))
    #expect(session.text.contains("presently: Nothing to browse: the table has a header and no rows."))
    #expect(session.settingsAreRestored)
    let piped = try Tool.start(["table"], input: .pipe(bytes: Array("name,size\r\n".utf8)), columns: 80, rows: 20)
    #expect(try await piped.waitForExit(timeout: Bound.atOnce) == .exited(1))
    let plain = try await Tool.run(["table", "--file", file], input: .bytes(Array("1\n".utf8)))
    #expect(plain.ending == .exited(1))
    #expect(plain.errors == "presently: Nothing to browse: the table has a header and no rows.\n")
    let numbered = try await Tool.run(["table", "--no-header", "--file", file], input: .bytes(Array("1\n".utf8)))
    #expect(numbered.ending == .exited(0), "without a header, the line is a row")
    #expect(numbered.output == "name,size\n")
  }

  /// Where `text` starts in `line`, in characters.
  static func column(of text: String, in line: String) -> Int {
    guard let range = line.firstRange(of: text) else { return -1 }
    return line.distance(from: line.startIndex, to: range.lowerBound)
  }
}
