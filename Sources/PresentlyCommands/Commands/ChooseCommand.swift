import Alerts
import PresentlyCore
import PresentlySystem

/// `presently choose`: items from the arguments or standard input, the chosen ones
/// printed byte for byte as given.
package struct ChooseCommand: Sendable {
  package var prompt = "Choose"
  package var header: String?
  /// `--default`, as the bytes given: the item the highlight starts on, and what a
  /// timeout and an ended input take.
  package var defaultItem: [UInt8]?
  package var multiple = false
  /// `--limit`: how many may be chosen; above 1, several may.
  package var limit: Int?
  /// `--no-limit`: any number may be chosen.
  package var noLimit = false
  /// `--selected`: the items (as bytes) that start marked, `*` for all; with one choice,
  /// the first of them is where the highlight starts.
  package var selected: [[UInt8]] = []
  package var timeout: Duration?
  /// `--select-if-one`: a single item is printed without asking (gum's).
  package var selectIfOne = false
  /// `--ordered`: the items are shown sorted, byte by byte (gum's).
  package var ordered = false
  /// `--label-delimiter`: each item is a label, this, and a value; the label is shown and
  /// the value printed (gum's).
  package var labelDelimiter: [UInt8]?
  /// `--cursor`: drawn before the highlighted row in place of `>` (gum's).
  package var cursor: String?
  /// `--selected-prefix`, `--unselected-prefix` and `--cursor-prefix` (gum's): before
  /// a marked row, an unmarked one, and the highlighted one unmarked, when several may
  /// be chosen; `[x] `, `[ ] ` and `[ ] ` when not given.
  package var selectedPrefix: String?
  package var unselectedPrefix: String?
  package var cursorPrefix: String?
  /// The items given as arguments, as bytes; none to read them from standard input.
  package var items: [[UInt8]] = []
  /// gum's way: where several may be chosen, Enter with nothing marked prints an empty
  /// line (choose.go marks the highlighted item only with `--limit 1`), not the
  /// highlighted item.
  package var takesNothingUnmarked = false
  /// gum's style flags of what the list draws (`--header.foreground`, `--cursor.bold`).
  package var styles = ElementStyleFlags()

  package init() {}

  /// Prints an empty line for Enter with nothing marked, as gum does.
  package mutating func takeGumWays() { takesNothingUnmarked = true }

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    items.isEmpty && StandardInput.isTerminal
      ? "No items: give them as arguments or one per line on standard input." : nil
  }

  /// Asks, and prints the chosen items; `shaping` sets what `filter` adds to the
  /// list (a limit, exact matching, a placeholder, a query to start with).
  package func run(shaping: @escaping @Sendable (inout TextChoice) -> Void = { _ in }) async -> ExitStatus {
    let fromInput = items.isEmpty
    let store = LineStore()
    for item in items { store.appendLine(item) }
    let started = ContinuousClock.now
    // The default is what a timeout and an input that has ended take.
    let fallback = defaultItem.map(Dialog.printing)
    return await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal(standardInputIsData: fromInput)
      var arriving: TextChoice.Arriving?
      if fromInput, terminal.isInteractive, terminal.allowsCursorControl, defaultItem == nil, !needsEveryItem {
        // At a terminal that draws in place, without a default to look for, the list is
        // shown as its lines arrive, from the first ones; a transcript (TERM=dumb) shows
        // it once, whole.
        let counts = LineFeed.start(reading: FileDescriptor.standardInput.rawValue, into: store)
        await store.firstLines()
        if store.count == 0 { throw DialogError(message: "Nothing to choose from.", status: .declined) }
        arriving = TextChoice.Arriving(
          counts: counts, text: { store.text(of: $0, upTo: $1) }, texts: { store.texts })
      } else if fromInput, let status = try readItems(into: store, interactive: terminal.isInteractive) {
        return status
      }
      guard store.count > 0 else { throw DialogError(message: "Nothing to choose from.", status: .declined) }
      let (shown, values) = try shaped(store)
      if selectIfOne, shown.count == 1 {
        Output.result(values?[0] ?? shown.bytes(of: 0))
        return .answered
      }
      let defaultIndex = try defaultItem.map { wanted in
        guard let index = Self.index(of: wanted, in: shown) else { throw notAnItem(wanted) }
        return index
      }
      var choice = TextChoice(prompt: prompt, texts: shown.texts)
      (choice.header, choice.styles) = (header, styles.elementStyles)
      (choice.defaultIndex, choice.selectsMany, choice.arriving) = (defaultIndex, selectsMany, arriving)
      choice.limit = noLimit ? nil : limit
      choice.prefixes = RowPrefixes(
        cursor: cursor, selected: selectedPrefix, unselected: unselectedPrefix, highlighted: cursorPrefix)
      // filter's --unselected-prefix.* (choose has no such group: its flags stay empty).
      choice.prefixes.unselected = choice.prefixes.unselected.styled(styles.unselectedPrefix.textStyle)
      // gum prints what was marked in the order of marking with --ordered (command.go).
      (choice.keepsMarkingOrder, choice.takesNothingUnmarked) = (ordered, takesNothingUnmarked)
      let marked = selectedIndices(in: shown)
      if selectsMany { choice.marked = marked } else if defaultIndex == nil { choice.defaultIndex = marked.first }
      shaping(&choice)
      // The timeout counts from the start, reading the items included.
      let left = timeout.map { max(.milliseconds(1), $0 - (ContinuousClock.now - started)) }
      let chosen = try await choice.present(from: terminal, timeout: left)
      // gum prints the chosen items joined, an empty line for none.
      if chosen.isEmpty { Output.result([]) }
      for index in chosen {
        if let values { Output.result(values[index]) } else { shown.withBytes(of: index) { Output.result($0) } }
      }
      return .answered
    }
  }

  /// Whether several items may be chosen: `--multiple`, `--no-limit`, or `--limit` above 1.
  package var selectsMany: Bool { multiple || noLimit || (limit ?? 1) > 1 }

  /// The indices of the `--selected` items among those read, in the list's order.
  private func selectedIndices(in store: LineStore) -> [Int] {
    guard !selected.isEmpty else { return [] }
    let all = selected.contains(Array("*".utf8))
    return (0..<store.count).filter { all || selected.contains(store.bytes(of: $0)) }
  }

  /// Reads the items of standard input; returns a status when that settles the dialog.
  ///
  /// At a terminal, all of them (or as many as come before the timeout, when the default
  /// is among them). Without one, the answer cannot come from standard input, which
  /// carries the items: the default is the answer as soon as it comes by.
  private func readItems(into store: LineStore, interactive: Bool) throws -> ExitStatus? {
    if interactive {
      guard !StandardInput.read(into: store, within: timeout) else { return nil }
      guard let wanted = defaultItem, let index = Self.index(of: wanted, in: store) else { throw PresentError.timedOut }
      Output.result(store.bytes(of: index))
      return .answered
    }
    let complete = StandardInput.read(into: store, within: timeout) { store in
      !needsEveryItem && (defaultItem.map { Self.index(of: $0, in: store) != nil } ?? (store.count > 0))
    }
    if complete, selectIfOne, defaultItem == nil, store.count == 1 { return nil }
    if let wanted = defaultItem, let index = Self.index(of: wanted, in: store) {
      Output.result(store.bytes(of: index))
      return .answered
    }
    if complete, store.count == 0 { throw DialogError(message: "Nothing to choose from.", status: .declined) }
    if complete, let wanted = defaultItem { throw notAnItem(wanted) }
    if defaultItem != nil || store.count == 0 { throw PresentError.timedOut }
    throw DialogError(
      message: "No answer can be had: standard input carries the items, and there is no terminal.",
      status: .endOfInput)
  }

  private func notAnItem(_ wanted: [UInt8]) -> DialogError {
    DialogError(
      message: "--default \"\(String(decoding: wanted, as: UTF8.self))\" is not one of the items.", status: .usage)
  }

  /// The index of the item whose bytes are `wanted`, if it is among those read.
  private static func index(of wanted: [UInt8], in store: LineStore) -> Int? {
    (0..<store.count).first { store.bytes(of: $0) == wanted }
  }
}
