import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

@testable import MasterDetail

/// Details made for the size of their pane, and made again when it changes.
@Suite("Browser: details that fit their pane")
struct BrowserDetailSizeTests {
  static let larger = TerminalSize(columns: 150, rows: 30)

  /// A detail as wide as its pane: a rule of `=` across it, then the size it was made for.
  static func rule(_ fruit: Fruit, _ pane: TerminalSize) -> StyledText {
    StyledText("\(String(repeating: "=", count: pane.columns))\n\(fruit.name) at \(pane)")
  }

  /// The screen's line that shows the detail's rule, if one does: the text right of
  /// the separator.
  static func ruleShown(on terminal: ScriptedTerminal) -> String? {
    terminal.screenLines.lazy.compactMap { line -> String? in
      guard let bar = line.firstIndex(of: "\u{2502}") else { return nil }
      let detail = line[line.index(after: bar)...].drop { $0 == " " }
      return detail.first == "=" ? String(detail) : nil
    }.first
  }

  @Test("a detail made for its pane is given the pane's columns and rows, and fits in it")
  func sizedTextFits() async throws {
    let sizes = Recorder<TerminalSize>()
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana")).detail { fruit, pane in
      sizes.record(pane)
      return Self.rule(fruit, pane)
    }
    var state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    let pane = try #require(sizes.values.last)
    #expect(pane.columns == state.detailPane.width && pane.rows == state.detailPane.height)
    #expect(pane.columns < Window.wide.columns && pane.rows < Window.wide.rows, "the pane, not the window: \(pane)")
    #expect(state.frame.plain.contains("\u{2502} " + String(repeating: "=", count: pane.columns) + "\n"))
    _ = state.apply(.resized(Self.larger))
    let larger = try #require(sizes.values.last)
    #expect(larger.columns > pane.columns && larger.rows == pane.rows + 10, "asked again: \(sizes.values)")
    #expect(state.frame.plain.contains("apple at \(larger)"))
    _ = state.apply(.resized(Self.larger))
    #expect(sizes.count == 2, "the same size again does not ask again: \(sizes.values)")
  }

  @Test("a sized load is asked again after a resize, the old text shown meanwhile, a stale answer ignored")
  func sizedLoadAgainOnResize() async throws {
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana")).loadingDetail { fruit, pane in
      Self.rule(fruit, pane)
    }
    var state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    let first = try #require(state.visibleLoad)
    _ = state.apply(.detailLoaded(first.id, await first.run()))
    #expect(state.visibleLoad == nil)
    _ = state.apply(.resized(Self.larger))
    let second = try #require(state.visibleLoad, "a new load for the new size")
    #expect(second.id != first.id && second.id.pane.rows == first.id.pane.rows + 10)
    #expect(!state.awaitsDetail && state.frame.plain.contains("apple at \(first.id.pane)"), "the old text meanwhile")
    _ = state.apply(.detailLoaded(first.id, "stale"))
    #expect(!state.frame.plain.contains("stale"))
    _ = state.apply(.detailLoaded(second.id, await second.run()))
    #expect(state.frame.plain.contains("apple at \(second.id.pane)"))
  }

  @Test("a detail without a size is made once, and its load is not asked again on a resize")
  func unsizedFormsAreKept() async throws {
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana")).loadingDetail {
      StyledText("Loaded \($0.name)")
    }
    var state = BrowserState(browser: MasterDetailBrowser(list), size: Window.wide, isInteractive: true)
    let first = try #require(state.visibleLoad)
    _ = state.apply(.detailLoaded(first.id, await first.run()))
    _ = state.apply(.resized(Self.larger))
    #expect(state.visibleLoad == nil)
    #expect(state.frame.plain.contains("\u{2502} Loaded apple"))
  }

  @Test("on the scripted terminal, a resize makes the detail again for the new pane, on one line each time")
  func resizeOnTheTerminal() async throws {
    let sizes = Recorder<TerminalSize>()
    let list = BrowserList<String, [Fruit]>.fruits(Fruit.named("apple banana")).loadingDetail { fruit, pane in
      sizes.record(pane)
      return Self.rule(fruit, pane)
    }
    let terminal = ScriptedTerminal(answers: [.wait], size: Window.wide, outOfAnswers: .wait)
    let task = Task { try await terminal.present(MasterDetailBrowser(list)) }
    _ = try await terminal.nextPrompt()
    try await waitUntil("the detail") { terminal.screen.contains("apple at") }
    let before = try #require(sizes.values.last)
    #expect(Self.ruleShown(on: terminal) == String(repeating: "=", count: before.columns))
    terminal.resize(to: Self.larger)
    try await waitUntil("the detail made again") { sizes.values.last != before }
    let after = try #require(sizes.values.last)
    try await waitUntil("the new detail drawn") { terminal.screen.contains("apple at \(after)") }
    #expect(after.columns > before.columns && after.rows == before.rows + 10)
    #expect(Self.ruleShown(on: terminal) == String(repeating: "=", count: after.columns), "\(terminal.screen)")
    terminal.type("q")
    #expect(try await task.value == nil)
  }
}
