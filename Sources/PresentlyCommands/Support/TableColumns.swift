import PresentlyCore

/// The columns a table shows and how wide each is: from the header and a sample of the
/// first rows, then fitted to the cells a row has.
///
/// Cells are laid out by display width (a wide character takes two cells), cut with `…`
/// when a column is narrower than its text, and separated by two spaces. Text comes from
/// the input and is untrusted: it goes through ``StyledText``, which makes escape
/// sequences and invalid UTF-8 harmless, and line breaks show as `␤`.
///
/// ```swift
/// let columns = TableColumns(names: ["name", "age"], shown: [0, 1], sample: [[Array("Ada".utf8), Array("36".utf8)]])
/// columns.row([Array("Ada".utf8), Array("36".utf8)], width: 40).plain  // "Ada   36 "
/// ```
struct TableColumns: Sendable {
  /// The most cells a column takes when the window has room for more.
  static let widest = 40
  /// The cells between two columns.
  static let gap = 2

  /// Every column's name: the header's fields, or `1`, `2`, … without a header.
  let names: [String]
  /// The columns shown, by position, in the order shown.
  let shown: [Int]
  /// The cells each shown column's text needs, up to ``widest``.
  let natural: [Int]

  /// Measures the columns shown over a sample of rows.
  ///
  /// - Parameters:
  ///   - names: Every column's name.
  ///   - shown: The columns to show, by position.
  ///   - sample: The fields of the first rows, quotes taken away.
  init(names: [String], shown: [Int], sample: [[[UInt8]]]) {
    self.names = names
    self.shown = shown
    natural = shown.map { column in
      var width = Self.width(of: Array(names[column].utf8))
      for fields in sample where column < fields.count && width < Self.widest {
        width = max(width, Self.width(of: fields[column]))
      }
      return min(width, Self.widest)
    }
  }

  /// The cells all shown columns need side by side.
  var naturalWidth: Int { natural.reduce(0, +) + Self.gap * max(0, natural.count - 1) }

  /// Each shown column's width when a row has `width` cells: as needed when they fit;
  /// otherwise the widest are narrowed, down to three cells, until they do.
  func widths(fitting width: Int) -> [Int] {
    guard naturalWidth > width, let largest = natural.max() else { return natural }
    let room = width - Self.gap * max(0, natural.count - 1)
    // The largest cap that fits, then the cells left over to the capped columns.
    var cap = largest
    while cap > 3, natural.reduce(0, { $0 + min($1, cap) }) > room { cap -= 1 }
    var widths = natural.map { min($0, cap) }
    var left = room - widths.reduce(0, +)
    for index in widths.indices where left > 0 && widths[index] < natural[index] {
      widths[index] += 1
      left -= 1
    }
    return widths
  }

  /// The header line, aligned with the rows of `width` cells.
  func header(width: Int) -> StyledText {
    line(shown.map { names[$0] }, width: width).styled(.underline)
  }

  /// A row: the shown fields in their columns, cut to `width` cells; with a `query`, each
  /// cell marks its matches and, cut to its column, keeps its first match in view.
  func row(_ fields: [[UInt8]], width: Int, showingMatchesOf query: FuzzyQuery? = nil) -> StyledText {
    line(shown.map { $0 < fields.count ? String(decoding: fields[$0], as: UTF8.self) : "" }, width: width, query: query)
  }

  /// The most bytes of a field a detail shows: a field of megabytes costs no more.
  static let detailLimit = 64 << 10

  /// A row's detail: every field on a line of its own after its column's name; of a
  /// field longer than ``detailLimit`` bytes, its start, and that it goes on.
  func detail(_ fields: [[UInt8]]) -> StyledText {
    let lines = fields.indices.map { index in
      let name = index < names.count ? names[index] : String(index + 1)
      var line = StyledText(name, style: .bold) + ": " + StyledText(bytes: fields[index].prefix(Self.detailLimit))
      if fields[index].count > Self.detailLimit { line += StyledText(" \u{2026} (only its first 64 KiB)", style: .dim) }
      return line
    }
    return StyledText.joined(lines, separator: "\n")
  }

  /// Cells side by side in their columns, for a row of `width` cells.
  private func line(_ cells: [String], width: Int, query: FuzzyQuery? = nil) -> StyledText {
    let widths = widths(fitting: width)
    var line = StyledText()
    for (index, cell) in cells.enumerated() {
      if index > 0 { line += StyledText(String(repeating: " ", count: Self.gap)) }
      let text = StyledText(Self.cell(cell), lineBreaks: .show)
      line += text.showingMatches(of: query, width: widths[index]).padded(toWidth: widths[index])
    }
    return line.truncated(toWidth: width)
  }

  /// The cells a cell's text takes, as drawn: one a byte for printable ASCII, the
  /// common case, measured without laying the text out.
  private static func width(of bytes: [UInt8]) -> Int {
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return bytes.count }
    return StyledText(cell(String(decoding: bytes, as: UTF8.self)), lineBreaks: .show).width
  }

  /// A cell's text, cut far enough past any column's width that laying it out costs
  /// the column's width, not the field's length.
  private static func cell(_ text: String) -> String {
    let limit = 4 * widest + 8
    guard text.utf8.count > limit else { return text }
    return String(text.prefix(limit))
  }
}
