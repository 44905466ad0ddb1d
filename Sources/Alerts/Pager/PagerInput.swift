import PresentlyCore

/// What a line typed at the pager's prompt, or a key bound to an action, asks for.
enum PagerInput: Equatable {
  case nextPage, previousPage, nextLine, previousLine, first, last
  /// `/text`: search down from the top of the screen; `/` alone repeats the last search.
  case search(String)
  case nextMatch, previousMatch
  /// A line number, from 1.
  case goToLine(Int)
  case help, quit
  /// Anything else, as typed.
  case unknown(String)

  /// The keys and what they do, in the order the help lists them.
  static let keyTable: [(keys: String, does: String)] =
    [
      ("Space, Enter, f, PgDn", "next page"),
      ("b, PgUp", "previous page"),
      ("Down, j", "next line"),
      ("Up, k", "previous line"),
      ("g, Home", "first line"),
      ("G, End", "last line"),
      ("NUMBER", "go to that line"),
      ("/text", "search down for text (any case unless it has capitals)"),
      ("n, N", "next and previous match"),
    ]
    // The keys every screen shares, in the key model's words: `?` with less's `h` beside it.
    + KeyModel.screenHelp.map { ($0.key == "?" ? "?, h" : $0.key, $0.does) }

  /// Reads a typed line (a letter, then Enter).
  init(_ line: String) {
    if line.hasPrefix("/") {
      self = .search(String(line.dropFirst()))
      return
    }
    let word = line.trimmingSpaces
    if let number = Int(word), number > 0 {
      self = .goToLine(number)
      return
    }
    switch word {
    case "", "f": self = .nextPage
    case "b": self = .previousPage
    case "j": self = .nextLine
    case "k": self = .previousLine
    case "g": self = .first
    case "G": self = .last
    case "n": self = .nextMatch
    case "N": self = .previousMatch
    case "?", "h": self = .help
    case "q", "Q": self = .quit
    default: self = .unknown(line)
    }
  }

  /// What a key bound to `action` asks for; `nil` for an action the pager does not take.
  init?(_ action: KeyAction) {
    switch action {
    case .next: self = .nextLine
    case .previous: self = .previousLine
    case .nextPage, .toggle: self = .nextPage
    case .previousPage: self = .previousPage
    case .first: self = .first
    case .last: self = .last
    case .nextMatch: self = .nextMatch
    case .previousMatch: self = .previousMatch
    case .quit: self = .quit
    default: return nil
    }
  }

  /// The key actions the pager takes: Down, Up, PgDn, PgUp, Space, Home and End.
  static let keyActions: KeyActions = [.next, .previous, .nextPage, .previousPage, .toggle, .first, .last]

  /// The letters that act at once on an empty line, as in less; typed after other text,
  /// they are text (`/done`). `/` needs no key of its own: it starts the line a search is
  /// typed on, as less's prompt does.
  /// The keys that act as if Enter followed them, on an empty line: help.
  static let answerKeys = "?h"

  static let singleKeys: [Character: KeyAction] = [
    "q": .quit, "Q": .quit, "f": .nextPage, "b": .previousPage, "j": .next, "k": .previous, "g": .first,
    "G": .last, "n": .nextMatch, "N": .previousMatch,
  ]
}
