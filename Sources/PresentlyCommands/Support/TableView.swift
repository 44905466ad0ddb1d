import PresentlySystem
import Synchronization

/// A table's rows as the browser sees them: records of a ``TableStore`` after the
/// header, laid out in ``TableColumns`` measured over the first rows in.
///
/// The columns are measured again as rows arrive, until ``sampleSize`` rows are in;
/// then they stay, so that drawing a screen costs the rows on it, whatever the count.
final class TableView: Sendable {
  /// How many rows the columns' widths are measured over.
  static let sampleSize = 100

  /// Where the records are.
  let store: TableStore
  /// Every column's name.
  let names: [String]
  /// The columns shown, by position.
  let shown: [Int]
  /// The record of the first row: 1 after a header, 0 without one.
  let firstRow: Int
  /// Whether every column is shown, in order.
  private let showsAll: Bool
  /// The columns last measured, and over how many rows.
  private let measured = Mutex<(rows: Int, columns: TableColumns)?>(nil)

  /// Creates the view of a store whose header (if any) is in.
  init(store: TableStore, names: [String], shown: [Int], firstRow: Int) {
    self.store = store
    self.names = names
    self.shown = shown
    self.firstRow = firstRow
    showsAll = shown == Array(names.indices)
  }

  /// How many rows there are when the store holds `records` records.
  func rows(inRecords records: Int) -> Int { max(0, records - firstRow) }

  /// The columns, measured over the first rows in.
  var columns: TableColumns {
    let rows = min(rows(inRecords: store.count), Self.sampleSize)
    if let measured = measured.withLock({ $0 }), measured.rows == rows { return measured.columns }
    let sample = (0..<rows).map { store.fields(of: firstRow + $0, upTo: 4 * TableColumns.widest + 8) }
    let columns = TableColumns(names: names, shown: shown, sample: sample)
    measured.withLock { $0 = (rows, columns) }
    return columns
  }

  /// The fields of row `row`, from 0, cut to what a column can show.
  func cells(of row: Int) -> [[UInt8]] {
    store.fields(of: firstRow + row, upTo: 4 * TableColumns.widest + 8)
  }

  /// The fields of row `row` for its detail: whole, but for a field longer than the
  /// detail shows, which is cut a byte past that (so that the detail says it goes on).
  func fields(of row: Int) -> [[UInt8]] { store.fields(of: firstRow + row, upTo: TableColumns.detailLimit + 1) }

  /// Row `row`'s title, which narrowing and typed titles match: its shown fields, two
  /// spaces apart, from the row's first ``titleLimit`` bytes (a row of megabytes is
  /// matched by its start, as the pager cuts its lines).
  func title(of row: Int) -> String {
    store.text(of: firstRow + row, fields: showsAll ? nil : shown, upTo: Self.titleLimit)
  }

  /// The most bytes of a row its title is made from.
  static let titleLimit = 64 << 10

  /// Calls `body` with the bytes of row `row`, exactly as given, in place.
  func withBytes<Result>(of row: Int, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
    store.withBytes(of: firstRow + row, body)
  }

  /// The columns `--columns` names, by position: each a column's name or, failing that,
  /// its number from 1.
  ///
  /// - Returns: The positions, or the first name that is neither.
  static func positions(of chosen: [String], in names: [String]) -> Result<[Int], ColumnNotFound> {
    var positions: [Int] = []
    for name in chosen {
      if let index = names.firstIndex(of: name) {
        positions.append(index)
      } else if let number = Int(name), names.indices.contains(number - 1) {
        positions.append(number - 1)
      } else {
        return .failure(ColumnNotFound(name: name))
      }
    }
    return .success(positions)
  }

  /// A column `--columns` names that the table does not have.
  struct ColumnNotFound: Error {
    /// The name given.
    let name: String
  }
}

extension TableStore {
  /// Reads `descriptor` to its end on a thread of its own, appending to the store and
  /// publishing the record count after each chunk, so that the table can be shown and
  /// used while the input is still arriving. The stream ends with the input, or at the
  /// first error in it (``error``).
  func start(reading descriptor: Int32) -> AsyncStream<Int> {
    let (counts, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
    let published = Mutex(0)
    FileDescriptor(rawValue: descriptor).feedOnThread("reading the table") { [self] chunk in
      append(chunk)
      let records = count
      if published.withLock({ published in
        defer { published = records }
        return published != records
      }) {
        continuation.yield(records)
      }
      if error != nil { continuation.finish() }
      return !isFinished
    } end: { [self] in
      finish()
      continuation.yield(count)
      continuation.finish()
    }
    return counts
  }
}
