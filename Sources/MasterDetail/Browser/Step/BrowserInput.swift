import PresentlyCore

/// What a line typed at the browser's prompt asks for.
enum BrowserInput: Equatable {
  /// Enter alone: activate the selection.
  case activate
  /// A row number, from 1.
  case select(Int)
  /// Several numbers or ranges, which a browser does not take.
  case severalNumbers
  /// `/text`: filter, or clear the filter when empty.
  case filter(String)
  case nextPage, previousPage, scrollDown, scrollUp, next, previous, back, quit, help
  /// A command of the application's.
  case command(String)
  /// Anything else: a title, or the start of one.
  case title(String)

  /// The browser's own keys, which the application's commands cannot take.
  static let reservedKeys: Set<String> = ["n", "p", ">", "<", "+", "-", "b", "q", "?"]

  /// Whether `key` can run an application's command: the browser reads it as one, not
  /// as its own key, a number or a filter.
  static func isCommandKey(_ key: String) -> Bool {
    !key.isEmpty && !reservedKeys.contains(key) && !key.hasPrefix("/") && !key.allSatisfy(\.isNumber)
  }

  /// Reads a typed line, knowing the keys of the application's commands.
  init(_ line: String, commandKeys: Set<String>) {
    switch ListInput(line) {
    case .empty:
      self = .activate
    case .numbers:
      self = ListInput(line).number.map(BrowserInput.select) ?? .severalNumbers
    case .filter(let text):
      self = .filter(text)
    case .text(let text):
      switch text {
      case "n": self = .nextPage
      case "p": self = .previousPage
      case ">": self = .scrollDown
      case "<": self = .scrollUp
      case "+": self = .next
      case "-": self = .previous
      case "b": self = .back
      case "q": self = .quit
      case "?": self = .help
      default: self = commandKeys.contains(text) ? .command(text) : .title(text)
      }
    }
  }
}
