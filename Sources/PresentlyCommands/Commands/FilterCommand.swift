import Alerts
import PresentlyCore
import PresentlySystem

/// `presently filter`, gum's `filter` for scripts: items from the arguments or standard
/// input, a list that narrows as the user types, the chosen items printed byte for byte.
///
/// With `--filter QUERY` it opens no dialog: like `fzf --filter`, it prints every item
/// that matches, best first, and exits 0 when something matched and 1 when nothing did,
/// with or without a terminal.
package struct FilterCommand: Sendable {
  package var prompt = "Filter"
  package var header: String?
  package var placeholder: String?
  /// The query the line opens with.
  package var value = ""
  /// How many items may be chosen; several with more than 1.
  package var limit = 1
  package var noLimit = false
  package var exact = false
  package var timeout: Duration?
  /// `--filter`: the query to print the matches of, with no dialog.
  package var query: String?
  /// The items given as arguments, as bytes; none to read them from standard input.
  package var items: [[UInt8]] = []
  /// gum's way: without items and with a terminal on standard input, the items are the
  /// files below the working folder (``FileWalk``), not a refusal.
  package var listsFilesWithoutItems = false
  /// `--indicator`: drawn before the highlighted row in place of `>` (gum's).
  package var indicator: String?
  /// `--selected-prefix` and `--unselected-prefix` (gum's): before a marked row and an
  /// unmarked one, when several may be chosen; `[x] ` and `[ ] ` when not given.
  package var selectedPrefix: String?
  package var unselectedPrefix: String?
  /// gum's style flags of what the list draws (`--match.foreground`, `--header.bold`).
  package var styles = ElementStyleFlags()

  package init() {}

  /// Lists files where the native command would refuse.
  package mutating func takeGumWays() { listsFilesWithoutItems = true }

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if limit < 1 { return "--limit must be 1 or more." }
    if items.isEmpty, StandardInput.isTerminal, !listsFilesWithoutItems {
      return "No items: give them as arguments or one per line on standard input."
    }
    return nil
  }

  /// Asks (or, with `--filter`, prints the matches).
  package func run() async -> ExitStatus {
    if let query { return printMatches(of: query) }
    var choose = ChooseCommand()
    (choose.prompt, choose.header, choose.timeout, choose.items) = (prompt, header, timeout, items)
    (choose.styles, choose.cursor) = (styles, indicator)
    (choose.selectedPrefix, choose.unselectedPrefix) = (selectedPrefix, unselectedPrefix)
    if items.isEmpty, listsFilesWithoutItems, StandardInput.isTerminal {
      choose.items = FileWalk.files()
      if choose.items.isEmpty { return Dialog.failure(DialogError(message: "No files to filter.", status: .usage)) }
    }
    choose.multiple = noLimit || limit > 1
    let (limit, exact, placeholder, value) = (noLimit ? nil : limit, exact, placeholder ?? "type to narrow", value)
    return await choose.run { choice in
      (choice.limit, choice.exact, choice.placeholder, choice.query) = (limit, exact, placeholder, value)
    }
  }

  /// Prints every item that matches `query`, best first: 0 when something
  /// matched, 1 when nothing did.
  private func printMatches(of query: String) -> ExitStatus {
    let store = LineStore()
    for item in items { store.appendLine(item) }
    if items.isEmpty, !StandardInput.read(into: store, within: timeout) {
      Output.error("Timed out reading the items.")
      return .timedOut
    }
    let texts = store.texts
    let ranked = Self.rank(FuzzyQuery(query, exact: exact), in: texts)
    var output: [UInt8] = []
    output.reserveCapacity(ranked.count * 8)
    texts.withBuffers { bytes, ends in
      for item in ranked {
        output.append(contentsOf: bytes.text(Int(item), ends: ends))
        output.append(UInt8(ascii: "\n"))
      }
    }
    Output.write(result: output)
    return ranked.isEmpty ? .declined : .answered
  }

  /// The items of `texts` that match, best first, ranked on every core for long lists.
  static func rank(_ query: FuzzyQuery, in texts: ListTexts) -> [Int32] {
    guard !query.isEmpty else { return (0..<Int32(texts.count)).map { $0 } }
    let count = texts.count
    let parts = count >= 50_000 ? min(Threads.processors, 8) : 1
    let chunks = Threads.parallel(parts) { part in
      ListRanking.keys(for: query, in: texts, items: (count * part / parts)..<(count * (part + 1) / parts))
    }
    var keys: [UInt64] = []
    keys.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
    for chunk in chunks { keys += chunk }
    return ListRanking.ranked(&keys)
  }
}
