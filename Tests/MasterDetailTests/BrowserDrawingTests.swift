import MasterDetail
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Synchronization
import Testing

/// What the browser draws: only sanitized text, within the window, at a cost that
/// follows the rows on screen.
@Suite("Browser: drawing")
struct BrowserDrawingTests {
  /// Every entry of the hostile corpus, as text.
  static let hostile: [String] =
    HostileText.strings.map(\.text) + HostileText.invalidUTF8.map { String(decoding: $0.bytes, as: UTF8.self) }

  static let hostileList = BrowserList<String, [Int]>(
    "Hostile \u{1B}]0;title\u{07}", elements: Array(hostile.indices), isSame: ==
  ) { hostile[$0] }
  .detail { StyledText(hostile[$0]) }
  .command("x", help: "say \u{1B}[2J") { _, index in .message(StyledText(hostile[index ?? 0])) }

  @Test("hostile item text never reaches the terminal as control characters", arguments: [Window.wide, Window.narrow])
  func hostileText(size: TerminalSize) async throws {
    var answers: [ScriptedAnswer] = []
    for number in 1...Self.hostile.count {
      answers += [.line("\(number)"), "x", "b"]
    }
    answers += ["/\u{1B}[2J", "/", "?", "", ".\u{9B}31m", "q"]
    let terminal = ScriptedTerminal(answers: answers, size: size)
    _ = try await terminal.present(MasterDetailBrowser(Self.hostileList))
    let controls = terminal.written.runs.flatMap(\.text.unicodeScalars).filter(HostileText.isControl)
    #expect(controls.isEmpty, "control characters written: \(controls.prefix(5).map { String($0.value, radix: 16) })")
  }

  @Test(
    "every line of the frame fits the window, wide characters and long titles included",
    arguments: [
      TerminalSize(columns: 120, rows: 20), TerminalSize(columns: 100, rows: 20), TerminalSize(columns: 99, rows: 20),
      TerminalSize(columns: 60, rows: 20), TerminalSize(columns: 40, rows: 10), TerminalSize(columns: 20, rows: 6),
    ])
  func linesFitTheWindow(size: TerminalSize) async throws {
    let names = [
      "日本語のとても長いタイトルが続きます、幅を測るために", "👨‍👩‍👧‍👦🏳️‍🌈👍🏽🇸🇪 emoji", "Z\u{0351}\u{0368}\u{0300}algo",
      "ＦＵＬＬＷＩＤＴＨ　ＴＥＸＴ and more", String(repeating: "long ", count: 100),
    ]
    let list = BrowserList<String, [String]>("一覧 of wide things", elements: names, isSame: ==) { $0 }
      .detail { StyledText(String(repeating: "\($0) ", count: 5)) }
    for answers: [ScriptedAnswer] in [["q"], ["1", "q"], ["2", "q"], ["/長い", "q"], ["?", "q"]] {
      let terminal = ScriptedTerminal(answers: answers, size: size)
      _ = try await terminal.present(MasterDetailBrowser(list))
      var lines = terminal.screenLines
      if lines.last == "" { lines.removeLast() }
      let frame = lines.dropLast()
      #expect(frame.count == size.rows - 1, "the frame and the prompt fill the window")
      for line in frame {
        #expect(DisplayWidth.of(line) <= size.columns - 1, "too wide at \(size): \(line)")
      }
    }
  }

  @Test("rows and titles are cut with an ellipsis, never in the middle of a wide character")
  func truncation() async throws {
    let list = BrowserList<String, [String]>("Wide", elements: ["日本語のとても長いタイトルが続きます"], isSame: ==) { $0 }
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: 20, rows: 6))
    _ = try await terminal.present(MasterDetailBrowser(list))
    #expect(terminal.screenLines[1] == " >1  日本語のとて\u{2026}", "collapsed, highlighted as at any width")
  }

  @Test("drawing a screen of a million elements looks up the titles of the rows on screen only")
  func drawingCostsTheRows() async throws {
    try await HeavyWork.run {
      let lookups = Mutex(0)
      let list = BrowserList<Int, Range<Int>>("Lines", elements: 0..<1_000_000, isSame: ==) { line in
        lookups.withLock { $0 += 1 }
        return "line \(line)"
      }
      let terminal = ScriptedTerminal(answers: ["n", "500000", "+", "q"], size: TerminalSize(columns: 120, rows: 30))
      _ = try await terminal.present(MasterDetailBrowser(list))
      let count = lookups.withLock { $0 }
      #expect(count < 5 * 30 * 4, "\(count) title lookups for four frames of 27 rows")
    }
  }

  @Test("the frame fills the window: header, rows, status line, and the prompt on the last line")
  func frameFillsTheWindow() async throws {
    let terminal = ScriptedTerminal(answers: ["q"], size: TerminalSize(columns: 80, rows: 8))
    _ = try await terminal.present(MasterDetailBrowser(.fruits()))
    #expect(
      terminal.screenLines == [
        "Fruits                                                      24 items \u{00B7} page 1/5",
        " > 1  apple",
        "   2  apricot",
        "   3  banana",
        "   4  blackberry",
        "   5  blueberry",
        "/text filter \u{00B7} Up/Down move \u{00B7} number open \u{00B7} PgUp/PgDn page \u{00B7} ? help \u{00B7} q quit",
        "> q",
        "",
      ])
  }
}
