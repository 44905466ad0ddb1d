import MasterDetail
import PresentationTesting
import PresentlyCore

/// A fruit: what the browser tests browse.
struct Fruit: Identifiable, Hashable, Sendable {
  var name: String
  var note: String
  var version = 1

  var id: String { name }

  static let names = [
    "apple", "apricot", "banana", "blackberry", "blueberry", "cherry", "clementine", "damson", "fig", "grape",
    "grapefruit", "kiwi", "lemon", "lime", "mango", "melon", "nectarine", "orange", "papaya", "peach",
    "pear", "plum", "quince", "raspberry",
  ]

  static let all = names.map { Fruit(name: $0, note: "A \($0) is a fruit.") }

  static func named(_ names: String) -> [Fruit] {
    names.split(separator: " ").map { Fruit(name: String($0), note: "A \($0) is a fruit.") }
  }
}

/// Sizes on either side of the default collapse threshold of 100 columns.
enum Window {
  static let wide = TerminalSize(columns: 120, rows: 20)
  static let narrow = TerminalSize(columns: 60, rows: 20)
}

extension BrowserList where Value == String, Elements == [Fruit] {
  /// The fruits, with their notes as details, Enter finishing with the name.
  static func fruits(_ fruits: [Fruit] = Fruit.all, title: StyledText = "Fruits") -> Self {
    BrowserList(title, elements: fruits, needsUpdate: { $0.version != $1.version }, itemTitle: \.name)
      .detail { fruit in "\(fruit.note) (version \(fruit.version))" }
      .onActivate { _, fruit in .finish(fruit.name) }
  }
}

extension ScriptedTerminal {
  /// The lines of the screen since the last clear.
  var screenLines: [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// Whether the screen shows two panes: a separator on the lines below the header.
  var showsTwoPanes: Bool { screenLines.dropFirst().contains { $0.contains("\u{2502}") } }
}
