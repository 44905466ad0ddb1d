import MasterDetail
import PresentlyCore

/// `presently table`: a master-detail browser over the rows of CSV or TSV; Enter prints
/// the selected row as it was given.
package struct TableCommand: Sendable {
  /// `--file`, as given and as the bytes given; standard input without one.
  package var file: (name: String, bytes: [UInt8])?
  /// `--separator`: one ASCII character, a tab, or `\t` for one.
  package var separator = ","
  /// Whether the first row names the columns (not `--no-header`).
  package var hasHeader = true
  /// `--columns`: the columns to show, by name or number; all of them without it.
  package var columns: [String]?
  /// `--timeout`: how long to wait for a row to be chosen.
  package var timeout: Duration?
  /// gum's style flags of the columns' names (`--header.foreground`).
  package var styles = ElementStyleFlags()

  /// A command with the defaults: standard input, commas, a header, every column.
  package init() {}

  /// The separator as the byte between fields, or `nil` when it is not one.
  package var separatorByte: UInt8? {
    if separator == "\\t" { return UInt8(ascii: "\t") }
    guard separator.utf8.count == 1, let byte = separator.utf8.first, byte < 0x80 else { return nil }
    return [UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) ? nil : byte
  }

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if separatorByte == nil {
      return "The separator must be one ASCII character (\\t for a tab), not a quote or a line break."
    }
    if let columns, columns.isEmpty || columns.contains(where: \.isEmpty) {
      return "--columns takes column names separated by commas, such as name,size."
    }
    if let file { return Dialog.readingProblem(file) }
    return StandardInput.isTerminal ? "No table: give --file FILE, or pipe it to standard input." : nil
  }

  /// Browses the table, prints the row taken, and exits.
  package func run() async -> ExitStatus {
    // --timeout counts from here: opening a FIFO waits for its writer.
    let deadline = Dialog.deadline(timeout)
    let descriptor: Int32
    do {
      descriptor = try await Dialog.input(file, until: deadline)
    } catch {
      return Dialog.failure(error)
    }
    let timeout = Dialog.timeLeft(until: deadline)
    let store = TableStore(separator: separatorByte ?? UInt8(ascii: ","))
    let counts = store.start(reading: descriptor)
    let isFile = file != nil
    return await Dialog.run(timeout: timeout) {
      let terminal = Dialog.terminal(standardInputIsData: !isFile)
      if terminal.isInteractive {
        await store.firstRecords(hasHeader ? 2 : 1)
      } else {
        // No terminal: answers come from standard input, and refer to the whole table.
        _ = try await LineFeed.waitForLines(counts, ofFile: isFile, within: timeout)
      }
      let view = try makeView(store)
      guard terminal.isInteractive || isFile else {
        throw DialogError(
          message: "No answer can be had: standard input carries the table, and there is no terminal.",
          status: .endOfInput)
      }
      let list = browserList(view, counts: terminal.isInteractive ? counts : nil)
      var presentation = Presentation(MasterDetailBrowser(list), style: .fullScreen)
      if let timeout { presentation = presentation.timeout(after: timeout) }
      guard let row = try await present(presentation, on: terminal, failingWith: store) else { return .declined }
      view.withBytes(of: row) { Output.result($0) }
      return .answered
    }
  }

  /// The view of the table once its header is in: the columns' names and those shown.
  ///
  /// - Throws: A ``DialogError`` for input that cannot be read, an empty table (a
  ///   header with no rows is one), or a column `--columns` names that it does not have.
  private func makeView(_ store: TableStore) throws -> TableView {
    if let error = store.error { throw failure(error) }
    guard store.count > 0 else {
      throw DialogError(message: "Nothing to browse: the table is empty.", status: .declined)
    }
    if hasHeader, store.count == 1, store.isFinished {
      throw DialogError(message: "Nothing to browse: the table has a header and no rows.", status: .declined)
    }
    let first = store.fields(of: 0)
    let names = hasHeader ? first.map { String(decoding: $0, as: UTF8.self) } : first.indices.map { String($0 + 1) }
    var shown = Array(names.indices)
    if let columns {
      switch TableView.positions(of: columns, in: names) {
      case .success(let positions):
        shown = positions
      case .failure(let missing):
        // Names that differ only in what cannot be seen must not look alike here.
        let known = names.map(VisibleText.quoted).joined(separator: ", ")
        throw DialogError(
          message: "table: there is no column \(VisibleText.quoted(missing.name)); the columns are \(known).",
          status: .usage)
      }
    }
    return TableView(store: store, names: names, shown: shown, firstRow: hasHeader ? 1 : 0)
  }

  /// The browser's list of rows: aligned columns under their names, each row's fields
  /// as its detail, Enter finishing with the row; fed by `counts` while the input arrives.
  private func browserList(_ view: TableView, counts: AsyncStream<Int>?) -> BrowserList<Int, Range<Int>> {
    let title = file?.name ?? "standard input"
    let rows = view.rows(inRecords: view.store.count)
    var list = BrowserList<Int, Range<Int>>(StyledText(title), elements: 0..<rows, isSame: ==) { row in
      view.title(of: row)
    }
    .rows(minimumWidth: view.columns.naturalWidth) { row, width, query in
      view.columns.row(view.cells(of: row), width: width, showingMatchesOf: query)
    }
    .columnHeader { [headerStyle = styles.header.textStyle] width in
      view.columns.header(width: width).styled(headerStyle)
    }
    .detail { row in view.columns.detail(view.fields(of: row)) }
    .onActivate { _, row in .finish(row) }
    if let counts { list = list.updating(from: counts.map { 0..<view.rows(inRecords: $0) }) }
    return list
  }

  /// Presents the browser until it ends, or until the input turns out to be unreadable:
  /// then the browser is dismissed (the terminal restored) and the error thrown.
  private func present(
    _ presentation: Presentation<MasterDetailBrowser<Int>>, on terminal: some Terminal, failingWith store: TableStore
  ) async throws -> Int? {
    try await withThrowingTaskGroup(of: Int??.self) { group in
      group.addTask { .some(try await terminal.present(presentation)) }
      group.addTask {
        if let error = await store.ending() { throw failure(error) }
        return nil
      }
      defer { group.cancelAll() }
      while let next = try await group.next() {
        if let chosen = next { return chosen }
      }
      return nil
    }
  }

  /// The error to end with for input that cannot be read.
  private func failure(_ error: CSVError) -> DialogError {
    DialogError(
      message: "table: \(error.message(limitName: hasHeader ? "the header" : "the first row"))", status: .usage)
  }
}
