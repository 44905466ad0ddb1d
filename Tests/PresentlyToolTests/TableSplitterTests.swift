import Testing

@testable import PresentlyCommands

/// `CSVSplitter`: records and fields of CSV and TSV as RFC 4180 has them, as the bytes
/// arrive.
@Suite("Table: splitting CSV and TSV")
struct TableSplitterTests {
  /// A case: the input, and each record's text with its fields' values.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let separator: Character
    let records: [[String]]
    var testDescription: String { name }

    init(_ name: String, _ input: String, separator: Character = ",", _ records: [[String]]) {
      self.name = name
      self.input = input
      self.separator = separator
      self.records = records
    }
  }

  static let cases: [Case] = [
    Case("plain fields", "a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
    Case("a quoted comma", "a,b\n\"x, y\",2\n", [["a", "b"], ["x, y", "2"]]),
    Case("a doubled quote", "a,b\n\"say \"\"hi\"\"\",2\n", [["a", "b"], ["say \"hi\"", "2"]]),
    Case("a newline in quotes", "a,b\n\"one\ntwo\",2\n", [["a", "b"], ["one\ntwo", "2"]]),
    Case("CRLF line endings", "a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
    Case("CRLF inside quotes stays", "a\r\n\"x\r\ny\"\r\n", [["a"], ["x\r\ny"]]),
    Case("empty fields", "a,b,c\n,,\n1,,\n", [["a", "b", "c"], ["", "", ""], ["1", "", ""]]),
    Case("an empty quoted field", "a,b\n\"\",2\n", [["a", "b"], ["", "2"]]),
    Case("no newline at the end", "a,b\n1,2", [["a", "b"], ["1", "2"]]),
    Case("blank lines are no records", "a\n\n1\n\r\n2\n", [["a"], ["1"], ["2"]]),
    Case("fewer fields than the header", "a,b,c\n1\n", [["a", "b", "c"], ["1"]]),
    Case("a quote inside an unquoted field is text", "a,b\nx\"y,2\n", [["a", "b"], ["x\"y", "2"]]),
    Case("TSV: tabs separate, commas are text", "a\tb\nx, y\t2\n", separator: "\t", [["a", "b"], ["x, y", "2"]]),
    Case("TSV: quoted tab", "a\tb\n\"x\ty\"\t2\n", separator: "\t", [["a", "b"], ["x\ty", "2"]]),
  ]

  @Test("records and fields", arguments: cases)
  func splits(_ example: Case) throws {
    let bytes = Array(example.input.utf8)
    let separator = example.separator.asciiValue!
    let records = try Self.split(bytes, separator: separator, cuts: [])
    #expect(records.count == example.records.count)
    for (record, expected) in zip(records, example.records) {
      #expect(Self.values(of: record, in: bytes, separator: separator) == expected)
    }
  }

  @Test("a record's values joined in one pass are its fields' values joined", arguments: cases)
  func joined(_ example: Case) throws {
    let bytes = Array(example.input.utf8)
    let separator = example.separator.asciiValue!
    for (record, expected) in zip(try Self.split(bytes, separator: separator, cuts: []), example.records) {
      let joined = CSVSplitter.joinedValues(of: bytes[record.bytes], separator: separator, joiner: Array(" | ".utf8))
      #expect(String(decoding: joined, as: UTF8.self) == expected.joined(separator: " | "))
    }
  }

  @Test("a record's bytes are the record as given, quotes included, its line break left out")
  func recordBytes() throws {
    let input = Array("a,b\r\n\"x, \"\"y\"\"\",\"1\n2\"\r\nlast,1".utf8)
    let records = try Self.split(input, separator: UInt8(ascii: ","), cuts: [])
    #expect(
      records.map { String(decoding: input[$0.bytes], as: UTF8.self) } == [
        "a,b", "\"x, \"\"y\"\"\",\"1\n2\"", "last,1",
      ])
    #expect(records.map(\.line) == [1, 2, 4], "the line each record starts on")
    #expect(records.map(\.fieldCount) == [2, 2, 2])
  }

  @Test("records cut across chunks at every offset come out the same", arguments: cases)
  func chunks(_ example: Case) throws {
    let bytes = Array(example.input.utf8)
    let separator = example.separator.asciiValue!
    let whole = try Self.split(bytes, separator: separator, cuts: [])
    for cut in 0...bytes.count {
      #expect(try Self.split(bytes, separator: separator, cuts: [cut]) == whole, "cut at \(cut)")
    }
    #expect(try Self.split(bytes, separator: separator, cuts: Array(0...bytes.count)) == whole, "a byte at a time")
  }

  @Test(
    "an unclosed quote names the line it opened on",
    arguments: [("a,b\n1,2\n\"x,y\n3,4\n", 3), ("\"a", 1), ("a\n1\n2\n3\n4\n5\n\"x\"\"\n", 7)] as [(String, Int)])
  func unclosedQuote(input: String, line: Int) {
    let bytes = Array(input.utf8)
    for cut in 0...bytes.count {
      #expect(throws: CSVError.unclosedQuote(line: line)) {
        try Self.split(bytes, separator: UInt8(ascii: ","), cuts: [cut])
      }
    }
    #expect(CSVError.unclosedQuote(line: 7).message() == "line 7: a quote is not closed.")
  }

  @Test(
    "a row with more fields than the header names its line",
    arguments: [("a,b\n1,2\n3,4,5\n", 3), ("a,b\n\"x\ny\",2\n3,\"4\",5\n", 4)] as [(String, Int)])
  func tooManyFields(input: String, line: Int) {
    let bytes = Array(input.utf8)
    for cut in 0...bytes.count {
      #expect(throws: CSVError.tooManyFields(line: line, limit: 2)) {
        try Self.split(bytes, separator: UInt8(ascii: ","), cuts: [cut])
      }
    }
    #expect(
      CSVError.tooManyFields(line: 3, limit: 2).message() == "line 3: a row has more fields than the header (2).")
  }

  @Test("without a limit from the first record, rows may have more fields")
  func noLimit() throws {
    var splitter = CSVSplitter(separator: UInt8(ascii: ","))
    splitter.firstRecordSetsLimit = false
    var counts: [Int] = []
    try splitter.feed(Array("a\n1,2,3\n".utf8)[...]) { counts.append($0.fieldCount) }
    #expect(counts == [1, 3])
  }

  @Test("a UTF-8 byte-order mark at the start is no part of the first field, however the input is cut")
  func byteOrderMark() {
    let bytes = TableStore.byteOrderMark + Array("name,size\n\u{FEFF}a,1\n".utf8)
    for cut in 0...bytes.count {
      let store = TableStore(separator: UInt8(ascii: ","))
      store.append(bytes[..<cut])
      store.append(bytes[cut...])
      store.finish()
      #expect(store.fields(of: 0) == [Array("name".utf8), Array("size".utf8)], "cut at \(cut)")
      #expect(store.bytes(of: 1) == Array("\u{FEFF}a,1".utf8), "a mark past the start is data, cut at \(cut)")
    }
    for start in [[0xEF], [0xEF, 0xBB], [0xEF, 0xBB, 0x41], [0x41]] as [[UInt8]] {
      let store = TableStore(separator: UInt8(ascii: ","))
      for byte in start { store.append([byte][...]) }
      store.finish()
      #expect(store.bytes(of: 0) == start, "an input that only begins like a mark is kept as given")
    }
  }

  // MARK: Helpers

  /// Splits `bytes` fed in chunks cut at `cuts`, then finished.
  static func split(_ bytes: [UInt8], separator: UInt8, cuts: [Int]) throws(CSVError) -> [CSVSplitter.Record] {
    var splitter = CSVSplitter(separator: separator)
    var records: [CSVSplitter.Record] = []
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      try splitter.feed(bytes[start..<cut]) { records.append($0) }
      start = cut
    }
    try splitter.finish { records.append($0) }
    return records
  }

  /// A record's fields as text, quotes taken away.
  static func values(of record: CSVSplitter.Record, in bytes: [UInt8], separator: UInt8) -> [String] {
    CSVSplitter.fields(of: bytes[record.bytes], separator: separator).map {
      String(decoding: CSVSplitter.value(of: bytes[$0]), as: UTF8.self)
    }
  }
}
