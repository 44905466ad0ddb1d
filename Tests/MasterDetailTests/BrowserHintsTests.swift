import PresentationTesting
import PresentlyCore
import Testing

@testable import MasterDetail

/// The hints line: the browser's essential hints first, then the application's commands
/// by priority, then the browser's other keys, as many as fit.
@Suite("Browser: hints by priority")
struct BrowserHintsTests {
  static let dot = " \u{00B7} "

  /// The fruits with one command of the application's, as gitpick adds `m`.
  static var withMerge: BrowserList<String, [Fruit]> {
    BrowserList<String, [Fruit]>.fruits().command("m", help: "merge into main") { _, _ in .stay }
  }

  static func status(of list: BrowserList<String, [Fruit]>, columns: Int) async throws -> String {
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: columns, rows: 20))
    _ = try await terminal.present(MasterDetailBrowser(list))
    return terminal.status
  }

  @Test("at 100 columns, one command keeps the filter, help and quit, and the filter comes first")
  func oneCommandAt100() async throws {
    let status = try await Self.status(of: Self.withMerge, columns: 100)
    #expect(
      status.hasPrefix(["/text filter", "m merge into main", "Up/Down move"].joined(separator: Self.dot)), "\(status)")
    #expect(status.hasSuffix(["? help", "q quit"].joined(separator: Self.dot)), "\(status)")
    #expect(status.count <= 100)
  }

  @Test("at 60 columns, the filter, the command, help and quit remain; the rest is left to ?")
  func oneCommandAt60() async throws {
    let status = try await Self.status(of: Self.withMerge, columns: 60)
    #expect(status == ["/text filter", "m merge into main", "? help", "q quit"].joined(separator: Self.dot))
  }

  @Test("commands come by priority, in the order added within one; low after the browser's keys; helpOnly never")
  func priorities() async throws {
    let list = BrowserList<String, [Fruit]>.fruits()
      .command("a", help: "first normal") { _, _ in .stay }
      .command("y", help: "copy", priority: .low) { _, _ in .stay }
      .command("h", help: "hidden", priority: .helpOnly) { _, _ in .stay }
      .command("z", help: "second normal") { _, _ in .stay }
      .command("m", help: "merge", priority: .high) { _, _ in .stay }
    let state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    let hints = state.hints(width: 400).plain.split(separator: Self.dot).map(String.init)
    #expect(
      hints == [
        "/text filter", "m merge", "a first normal", "z second normal", "Up/Down move", "Enter open",
        "number select", "PgUp/PgDn page", "y copy", "? help", "q quit",
      ], "\(hints)")
    #expect(state.helpLines(width: 80).contains { $0.plain.contains("hidden") }, "on the help screen all the same")
    let at100 = state.hints(width: 100).plain
    #expect(!at100.contains("y copy") && at100.contains("Up/Down move"), "a low command gives way: \(at100)")
  }

  @Test("? help says what /text matches in the one sentence the README and the articles use")
  func helpSaysTheMatchRule() async throws {
    let terminal = ScriptedTerminal(answers: ["?", "q"], size: TerminalSize(columns: 100, rows: 40))
    _ = try await terminal.present(MasterDetailBrowser(.fruits()))
    let help = terminal.screen.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    let spaced = help.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(spaced.contains(Phrase.matchRule), "\(terminal.screen)")
  }

  @Test("? help lists the keys every screen shares, in the key model's words")
  func helpAgreesWithTheKeyModel() async throws {
    let terminal = ScriptedTerminal(answers: ["?", "q"], size: TerminalSize(columns: 200, rows: 60))
    _ = try await terminal.present(MasterDetailBrowser(.fruits()))
    let lines = terminal.screen.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(!KeyModel.screenHelp.isEmpty)
    for rule in KeyModel.screenHelp {
      let key = rule.key == "Esc" ? KeyAction.cancel.defaultKeys.joined(separator: "/") : rule.key
      #expect(lines.contains { $0.hasPrefix(key + " ") && $0.hasSuffix(rule.does) }, "\(rule.key): \(rule.does)")
    }
  }
}
