import PresentlyCore
import PseudoTerminalSupport
import Testing

/// The one set of keys is written down once, as `KeyModel`: the README and ARCHITECTURE.md
/// carry its table as it renders, and the screens' `?` help takes its rows from it (the
/// browser's and the pager's tests check those).
@Suite("The key model, said the same way")
struct KeyModelTests {
  /// The package's folder: three levels above this file.
  static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    .joined(separator: "/")

  @Test(
    "the README and ARCHITECTURE.md carry the key model's table as it renders",
    arguments: ["README.md", "ARCHITECTURE.md"])
  func documents(path: String) {
    let text = Subprocess.readFile(Self.root + "/" + path)
    #expect(!text.isEmpty, "\(path) was read")
    #expect(
      text.contains(KeyModel.markdownTable),
      "\(path) has the table of KeyModel.markdownTable:\n\(KeyModel.markdownTable)")
  }

  @Test("every rule says what the key does in each kind of widget, and why")
  func complete() {
    for rule in KeyModel.rules {
      #expect(![rule.key, rule.list, rule.screen, rule.line, rule.why].contains { $0.isEmpty }, "\(rule.key)")
      #expect(
        ![rule.list, rule.screen, rule.line, rule.why].contains { $0.contains("|") }, "a cell keeps the table's shape")
    }
    #expect(Set(KeyModel.rules.map(\.key)).count == KeyModel.rules.count, "one rule a key")
  }
}
