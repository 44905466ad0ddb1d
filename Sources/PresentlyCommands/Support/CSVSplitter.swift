/// Splits delimited text, CSV as RFC 4180 has it or TSV, into records, as the bytes
/// arrive: a pure state machine, bytes in, record boundaries out.
///
/// A field that starts with a quote runs to the quote that closes it: separators and
/// line breaks inside it are text, and a doubled quote stands for one quote. A record
/// ends with a line break outside quotes, `\n` or `\r\n`; the break is not part of the
/// record. A blank line is no record. A quote inside a field that did not start with one
/// is text, and so is anything after a closing quote, as most readers have it.
///
/// Input may come in chunks cut anywhere (inside a field, a quote pair or a CRLF): the
/// splitter keeps its place between calls, and offsets count from the first byte ever
/// fed.
///
/// ```swift
/// var splitter = CSVSplitter(separator: UInt8(ascii: ","))
/// var records: [CSVSplitter.Record] = []
/// try splitter.feed(Array("name,note\nada,\"a, b\"\n".utf8)[...]) { records.append($0) }
/// try splitter.finish { records.append($0) }
/// records.map(\.bytes)  // [0..<9, 10..<20]
/// ```
package struct CSVSplitter: Sendable {
  /// One record: where its bytes are, how many fields it has, where it starts.
  package struct Record: Equatable, Sendable {
    /// The record's bytes in the whole input, its line break left out.
    package var bytes: Range<Int>
    /// How many fields it has: one more than the separators outside quotes.
    package var fieldCount: Int
    /// The line the record starts on, from 1.
    package var line: Int
  }

  /// Where the machine is in the current field.
  private enum State: Sendable {
    /// Nothing of the field read yet.
    case fieldStart
    /// In a field that did not start with a quote.
    case unquoted
    /// Inside quotes.
    case quoted
    /// Just after a quote inside quotes: it closes the field, or doubles.
    case closing
  }

  /// What a byte ended.
  private enum Boundary {
    /// Nothing: the byte is part of a field, or quotes one.
    case none
    /// A field: the byte is a separator outside quotes.
    case field
    /// A record: the byte is a line break outside quotes.
    case record
  }

  /// The byte between fields: `,` for CSV, a tab for TSV.
  package let separator: UInt8
  /// The most fields a record may have; `nil` until the first record sets it, when
  /// ``firstRecordSetsLimit`` says so.
  package var fieldLimit: Int?
  /// Whether the first record's field count becomes ``fieldLimit``: a header names the
  /// columns, and no row may have more.
  package var firstRecordSetsLimit = true

  /// Where the machine is in the current field.
  private var state = State.fieldStart
  /// The offset of the next byte.
  private var offset = 0
  /// The offset of the current record's first byte.
  private var recordStart = 0
  /// The line the current record starts on.
  private var recordLine = 1
  /// The line of the next byte.
  private var line = 1
  /// The line the last quote that opened a field is on.
  private var quoteLine = 1
  /// The fields of the current record so far.
  private var fields = 1
  /// The byte before the next one: a CR before a record's LF is no part of the record.
  private var previous: UInt8 = 0

  /// `"`, which quotes a field.
  private static let quote = UInt8(ascii: "\"")
  /// `\n`, which ends a record outside quotes.
  private static let newline = UInt8(ascii: "\n")
  /// `\r`, left out of a record before its `\n`.
  private static let carriageReturn = UInt8(ascii: "\r")

  /// Creates a splitter at the start of the input.
  ///
  /// - Parameter separator: The byte between fields; neither a quote nor a line break.
  package init(separator: UInt8) {
    self.separator = separator
  }

  /// Reads the next chunk of input, calling `record` with every record it completes.
  ///
  /// - Parameters:
  ///   - chunk: The bytes that follow those fed before.
  ///   - record: Called with each complete record, in order.
  /// - Throws: ``CSVError/tooManyFields(line:limit:)`` for a record with more fields
  ///   than ``fieldLimit``; the splitter should not be fed again after an error.
  /// - Complexity: O(*n*) in the chunk's length.
  package mutating func feed(_ chunk: ArraySlice<UInt8>, record: (Record) -> Void) throws(CSVError) {
    for byte in chunk {
      switch consume(byte) {
      case .none:
        break
      case .field:
        fields += 1
        if let limit = fieldLimit, fields > limit { throw .tooManyFields(line: recordLine, limit: limit) }
      case .record:
        endRecord(at: offset - (previous == Self.carriageReturn ? 1 : 0), record: record)
        recordStart = offset + 1
        recordLine = line
      }
      previous = byte
      offset += 1
    }
  }

  /// Ends the input: completes the last record when no line break ended it.
  ///
  /// - Parameter record: Called with the last record, if there is one.
  /// - Throws: ``CSVError/unclosedQuote(line:)`` when the input ends inside quotes.
  package mutating func finish(record: (Record) -> Void) throws(CSVError) {
    if state == .quoted { throw .unclosedQuote(line: quoteLine) }
    endRecord(at: offset - (previous == Self.carriageReturn ? 1 : 0), record: record)
    recordStart = offset
    state = .fieldStart
  }

  /// The fields of one whole record, as ranges of `record`'s indices, quotes included;
  /// ``value(of:)`` takes the quotes away.
  ///
  /// ```swift
  /// let record = Array("ada,\"a, b\"".utf8)
  /// CSVSplitter.fields(of: record[...], separator: UInt8(ascii: ","))  // [0..<3, 4..<10]
  /// ```
  /// - Complexity: O(*n*) in the record's length.
  package static func fields(of record: ArraySlice<UInt8>, separator: UInt8) -> [Range<Int>] {
    var splitter = CSVSplitter(separator: separator)
    var ranges: [Range<Int>] = []
    var start = record.startIndex
    for index in record.indices where splitter.consume(record[index]) != .none {
      ranges.append(start..<index)
      start = index + 1
    }
    ranges.append(start..<record.endIndex)
    return ranges
  }

  /// A whole record's fields, quotes taken away, with `joiner` between them, in one pass:
  /// a row's text for matching, without a copy of each field.
  ///
  /// ```swift
  /// let record = Array("ada,\"a, \"\"b\"\"\"".utf8)
  /// CSVSplitter.joinedValues(of: record[...], separator: UInt8(ascii: ","), joiner: [0x20])  // ada a, "b"
  /// ```
  /// - Complexity: O(*n*) in the record's length.
  package static func joinedValues(of record: ArraySlice<UInt8>, separator: UInt8, joiner: [UInt8]) -> [UInt8] {
    var splitter = CSVSplitter(separator: separator)
    var text: [UInt8] = []
    text.reserveCapacity(record.count + 4 * joiner.count)
    for byte in record {
      let before = splitter.state
      if splitter.consume(byte) != .none {
        text += joiner
        continue
      }
      // A quote that opens, closes or doubles a quote is no text; the second of a pair is.
      switch (before, splitter.state) {
      case (_, .closing), (.fieldStart, .quoted): break
      default: text.append(byte)
      }
    }
    return text
  }

  /// A field's text: without its enclosing quotes, each doubled quote made one.
  ///
  /// ```swift
  /// CSVSplitter.value(of: Array("\"say \"\"hi\"\"\"".utf8)[...])  // say "hi"
  /// ```
  package static func value(of field: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard field.first == quote else { return field }
    var inner = field.dropFirst()
    if inner.last == quote { inner = inner.dropLast() }
    guard inner.contains(quote) else { return inner }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(inner.count)
    var skipsNext = false
    for byte in inner {
      if skipsNext {
        skipsNext = false
        continue
      }
      bytes.append(byte)
      if byte == quote { skipsNext = true }
    }
    return bytes[...]
  }

  // MARK: The machine

  /// Moves the machine over one byte; returns the boundary it makes, if any.
  @inline(__always)
  private mutating func consume(_ byte: UInt8) -> Boundary {
    switch state {
    case .quoted:
      if byte == Self.quote {
        state = .closing
      } else if byte == Self.newline {
        line += 1
      }
      return .none
    case .closing where byte == Self.quote:
      state = .quoted
      return .none
    case .fieldStart where byte == Self.quote:
      state = .quoted
      quoteLine = line
      return .none
    default:
      if byte == separator {
        state = .fieldStart
        return .field
      }
      if byte == Self.newline {
        line += 1
        state = .fieldStart
        return .record
      }
      state = .unquoted
      return .none
    }
  }

  /// Hands on the record that ends at `end`, unless it is blank; starts the next one.
  private mutating func endRecord(at end: Int, record: (Record) -> Void) {
    defer { fields = 1 }
    guard end > recordStart else { return }
    record(Record(bytes: recordStart..<end, fieldCount: fields, line: recordLine))
    if fieldLimit == nil, firstRecordSetsLimit { fieldLimit = fields }
  }
}

/// Why delimited text cannot be read, with the line to look at.
package enum CSVError: Error, Equatable, Sendable {
  /// The input ended inside quotes; `line` is where the quote opened.
  case unclosedQuote(line: Int)
  /// The record starting on `line` has more fields than `limit`, the header's.
  case tooManyFields(line: Int, limit: Int)
  /// Row `row` (the header counted) is longer than ``TableStore/recordLimit``: the input
  /// ends before it, so that memory stays bounded whatever comes (`/dev/zero`).
  case tooLong(row: Int)

  /// The error in a sentence, for standard error: `line 7: a quote is not closed.`
  ///
  /// - Parameter limitName: What set the limit: `the header`, or `the first row`.
  package func message(limitName: String = "the header") -> String {
    switch self {
    case .unclosedQuote(let line):
      "line \(line): a quote is not closed."
    case .tooManyFields(let line, let limit):
      "line \(line): a row has more fields than \(limitName) (\(limit))."
    case .tooLong(let row):
      "row \(row) is longer than 64 MiB, the most a row may hold."
    }
  }
}
