import PresentlyCore

/// What a terminal shows, rebuilt from the bytes a program writes: a small VT100 with
/// the sequences readline and Presently use (cursor movement, erasing, the alternate
/// screen), so tests can assert on the screen a person would see rather than on bytes.
public struct Screen: Sendable {
  /// The cells across.
  public private(set) var columns: Int
  /// The lines down.
  public private(set) var rows: Int
  /// The cursor, counted from 0.
  public private(set) var cursor: (row: Int, column: Int) = (0, 0)
  /// Whether the alternate screen is showing.
  public private(set) var isAlternate = false
  /// Lines scrolled off the top of the main screen.
  public private(set) var scrollback: [String] = []

  private var cells: [[Character]]
  private var savedMain: (cells: [[Character]], cursor: (row: Int, column: Int))?
  private var savedCursor: (row: Int, column: Int) = (0, 0)
  private var pendingWrap = false
  private var decoder = UTF8Decoder()
  private var escape: [UInt8]?

  /// An empty screen of this size, the cursor at the top left.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The visible lines, trailing spaces removed.
  public var lines: [String] {
    cells.map { line in
      var text = String(line.filter { $0 != "\0" })
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The visible lines joined, without the empty lines at the bottom.
  public var text: String {
    var lines = self.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The line the cursor is on.
  public var cursorLine: String { lines[cursor.row] }

  mutating func resize(columns: Int, rows: Int) {
    var resized = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
    for row in 0..<min(rows, self.rows) {
      for column in 0..<min(columns, self.columns) { resized[row][column] = cells[row][column] }
    }
    cells = resized
    self.columns = columns
    self.rows = rows
    cursor = (min(cursor.row, rows - 1), min(cursor.column, columns - 1))
  }

  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if var sequence = escape {
        sequence.append(byte)
        escape = sequence
        if let done = Self.completeEscape(sequence) {
          escape = nil
          if done { perform(sequence) }
        }
        continue
      }
      switch byte {
      case 0x1B: escape = [byte]
      case 0x0D: cursor.column = 0; pendingWrap = false
      case 0x0A, 0x0B, 0x0C: lineFeed()
      case 0x08: cursor.column = max(0, cursor.column - 1); pendingWrap = false
      case 0x09: cursor.column = min(columns - 1, (cursor.column / 8 + 1) * 8)
      case 0x07, 0x00, 0x01, 0x02: break
      default:
        if let character = decoder.feed(byte) { put(character) }
      }
    }
  }

  // MARK: Printing

  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    if width == 0 { return }
    if pendingWrap || cursor.column + width > columns {
      cursor.column = 0
      lineFeed()
    }
    cells[cursor.row][cursor.column] = character
    if width == 2, cursor.column + 1 < columns { cells[cursor.row][cursor.column + 1] = "\0" }
    if cursor.column + width >= columns {
      cursor.column = columns - 1
      pendingWrap = true
    } else {
      cursor.column += width
    }
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.row == rows - 1 {
      if !isAlternate { scrollback.append(String(cells[0])) }
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
    } else {
      cursor.row += 1
    }
  }

  // MARK: Escape sequences

  /// `nil` while incomplete; `true` when complete and worth performing, `false` to ignore.
  private static func completeEscape(_ sequence: [UInt8]) -> Bool? {
    guard sequence.count >= 2 else { return nil }
    switch sequence[1] {
    case UInt8(ascii: "["):
      guard sequence.count >= 3, let last = sequence.last else { return nil }
      return (0x40...0x7E).contains(last) ? true : nil
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
      // OSC, DCS, APC, PM: until BEL or ST.
      if sequence.last == 0x07 { return false }
      if sequence.count >= 4, sequence[sequence.count - 2] == 0x1B, sequence.last == UInt8(ascii: "\\") { return false }
      return nil
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
      return sequence.count >= 3 ? false : nil
    default:
      return true
    }
  }

  private mutating func perform(_ sequence: [UInt8]) {
    pendingWrap = false
    switch sequence[1] {
    case UInt8(ascii: "7"): savedCursor = cursor
    case UInt8(ascii: "8"): cursor = savedCursor
    case UInt8(ascii: "M"): if cursor.row > 0 { cursor.row -= 1 }
    case UInt8(ascii: "["): performControlSequence(Array(sequence.dropFirst(2)))
    default: break
    }
  }

  private mutating func performControlSequence(_ body: [UInt8]) {
    guard let final = body.last else { return }
    let parameterText = String(decoding: body.dropLast(), as: UTF8.self)
    let isPrivate = parameterText.hasPrefix("?")
    let numbers = parameterText.drop(while: { $0 == "?" }).split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func parameter(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "A"): cursor.row = max(0, cursor.row - max(1, parameter(0, 1)))
    case UInt8(ascii: "B"): cursor.row = min(rows - 1, cursor.row + max(1, parameter(0, 1)))
    case UInt8(ascii: "C"): cursor.column = min(columns - 1, cursor.column + max(1, parameter(0, 1)))
    case UInt8(ascii: "D"): cursor.column = max(0, cursor.column - max(1, parameter(0, 1)))
    case UInt8(ascii: "G"): cursor.column = min(columns - 1, max(0, parameter(0, 1) - 1))
    case UInt8(ascii: "d"): cursor.row = min(rows - 1, max(0, parameter(0, 1) - 1))
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = (min(rows - 1, max(0, parameter(0, 1) - 1)), min(columns - 1, max(0, parameter(1, 1) - 1)))
    case UInt8(ascii: "J"):
      switch parameter(0, 0) {
      case 0:
        clear(row: cursor.row, from: cursor.column, to: columns)
        for row in (cursor.row + 1)..<rows { clear(row: row, from: 0, to: columns) }
      case 1:
        for row in 0..<cursor.row { clear(row: row, from: 0, to: columns) }
        clear(row: cursor.row, from: 0, to: cursor.column + 1)
      default:
        for row in 0..<rows { clear(row: row, from: 0, to: columns) }
      }
    case UInt8(ascii: "K"):
      switch parameter(0, 0) {
      case 0: clear(row: cursor.row, from: cursor.column, to: columns)
      case 1: clear(row: cursor.row, from: 0, to: cursor.column + 1)
      default: clear(row: cursor.row, from: 0, to: columns)
      }
    case UInt8(ascii: "X"):
      clear(row: cursor.row, from: cursor.column, to: min(columns, cursor.column + max(1, parameter(0, 1))))
    case UInt8(ascii: "P"):
      let count = min(max(1, parameter(0, 1)), columns - cursor.column)
      cells[cursor.row].removeSubrange(cursor.column..<(cursor.column + count))
      cells[cursor.row].append(contentsOf: repeatElement(" ", count: count))
    case UInt8(ascii: "@"):
      let count = min(max(1, parameter(0, 1)), columns - cursor.column)
      cells[cursor.row].insert(contentsOf: repeatElement(" ", count: count), at: cursor.column)
      cells[cursor.row].removeLast(count)
    case UInt8(ascii: "h") where isPrivate && parameter(0, 0) == 1049:
      guard !isAlternate else { return }
      savedMain = (cells, cursor)
      isAlternate = true
      cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    case UInt8(ascii: "l") where isPrivate && parameter(0, 0) == 1049:
      guard isAlternate, let saved = savedMain else { return }
      isAlternate = false
      cells = saved.cells
      cursor = saved.cursor
      resize(columns: columns, rows: rows)
    default:
      break
    }
  }

  private mutating func clear(row: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    for column in max(0, start)..<min(columns, end) { cells[row][column] = " " }
  }
}

/// Decodes UTF-8 one byte at a time.
struct UTF8Decoder: Sendable {
  private var pending: [UInt8] = []
  private var expected = 0

  mutating func feed(_ byte: UInt8) -> Character? {
    if pending.isEmpty {
      switch byte {
      case 0..<0x80: return Character(Unicode.Scalar(byte))
      case 0xC0..<0xE0: expected = 2
      case 0xE0..<0xF0: expected = 3
      case 0xF0..<0xF8: expected = 4
      default: return "\u{FFFD}"
      }
      pending = [byte]
      return nil
    }
    pending.append(byte)
    guard pending.count == expected else { return nil }
    defer { pending = [] }
    return String(decoding: pending, as: UTF8.self).first
  }
}
