import MasterDetail
import PresentationTesting
import PresentlyCore

/// `bench masterdetail`: the browser's commands over 10^3, 10^5 and 10^6 elements, from
/// typing a line at the fake terminal to the next prompt (the command and a full frame
/// of 120 by 40), and the selection's work for a live update.
///
/// Elements are a `Range<Int>` of line numbers and titles are looked up in an array of
/// strings, as `presently browse` looks them up in its line store.
enum MasterDetailBenchmark {
  static let sizes = [1_000, 100_000, 1_000_000]
  static let fruits = [
    "apple", "apricot", "banana", "blackberry", "blueberry", "cherry", "damson", "fig", "grape", "kiwi", "lemon",
    "lime", "mango", "melon", "nectarine", "orange", "papaya", "peach", "pear", "plum", "quince", "raspberry",
    "strawberry", "tangerine",
  ]

  /// Median milliseconds by operation and size.
  private final class Results {
    var medians: [String: [Int: Double]] = [:]
    var order: [String] = []

    func record(_ name: String, size: Int, _ times: [Duration]) {
      if medians[name] == nil { order.append(name) }
      let sorted = times.sorted()
      medians[name, default: [:]][size] = sorted[sorted.count / 2].milliseconds
    }
  }

  static func run() async throws {
    let results = Results()
    for size in sizes {
      let runs = size >= 1_000_000 ? 15 : 41
      try await measureBrowser(size: size, runs: runs, into: results)
      measureSelection(size: size, runs: runs, into: results)
    }
    print("median milliseconds (release build: swift run -c release bench masterdetail)")
    let header = "operation".padding(to: 38) + sizes.map { "\($0)".padding(to: 12, left: true) }.joined()
    print(header)
    for name in results.order {
      let cells = sizes.map { size in
        (results.medians[name]?[size]).map { format($0) }?.padding(to: 12, left: true)
          ?? "-".padding(to: 12, left: true)
      }
      print(name.padding(to: 38) + cells.joined())
    }
  }

  /// Times typed commands on a browser over `size` lines.
  private static func measureBrowser(size: Int, runs: Int, into results: Results) async throws {
    let titles = (0..<size).map { "line \($0 + 1): \(fruits[$0 % fruits.count])" }
    let list = BrowserList<Int, Range<Int>>("Lines", elements: 0..<size, isSame: ==) { titles[$0] }
      .detail { StyledText("Detail of \(titles[$0])\n" + String(repeating: "Some text to wrap. ", count: 40)) }
      .onActivate { _, line in .finish(line) }
    let terminal = ScriptedTerminal(size: TerminalSize(columns: 120, rows: 40), outOfAnswers: .wait)
    let browser = Task { try await terminal.present(MasterDetailBrowser(list)) }
    _ = try await terminal.nextPrompt()

    func time(_ lines: [String], runs: Int = runs) async throws -> [Duration] {
      try await time(lines.map { .line($0) }, runs: runs)
    }

    func time(_ answers: [ScriptedAnswer], runs: Int = runs) async throws -> [Duration] {
      var times: [Duration] = []
      for index in 0..<runs {
        let answer = answers[index % answers.count]
        let start = ContinuousClock.now
        terminal.type(answer)
        _ = try await terminal.nextPrompt()
        times.append(ContinuousClock.now - start)
      }
      return times
    }

    results.record("draw (p on the first page)", size: size, try await time(["p"]))
    results.record("page (n, p)", size: size, try await time(["n", "p"]))
    results.record("select by number", size: size, try await time(["\(size / 2)", "\(size / 3)"]))
    results.record("next, previous (+, -)", size: size, try await time(["+", "-"]))
    results.record("key: Down, Up (frame redrawn)", size: size, try await time([.key(.next), .key(.previous)]))
    results.record("key: Page Down, Page Up", size: size, try await time([.key(.nextPage), .key(.previousPage)]))
    for (name, filter) in [("filter (/berry, 1 in 8 match)", "/berry"), ("filter (/12345, rare)", "/12345")] {
      var filtering: [Duration] = []
      var clearing: [Duration] = []
      for _ in 0..<runs {
        filtering += try await time([filter], runs: 1)
        clearing += try await time(["/"], runs: 1)
      }
      results.record(name, size: size, filtering)
      results.record("clear the filter (/)", size: size, clearing)
    }
    results.record(
      "select by title (line N: …)", size: size, try await time(["line \(size / 2):", "line \(size / 3):"]))
    terminal.type("q")
    _ = try await browser.value
  }

  /// Times the selection's part of a live update: the list grows by 1,000 lines with
  /// the selection in the middle.
  private static func measureSelection(size: Int, runs: Int, into results: Results) {
    let selection = MasterDetailSelection(elements: 0..<size, isSame: ==, isCollapsed: false)
    selection.select(index: size / 2)
    var times: [Duration] = []
    for run in 0..<runs {
      let start = ContinuousClock.now
      selection.update(elements: 0..<(size + 1_000 * (run + 1)))
      times.append(ContinuousClock.now - start)
    }
    results.record("live update: keep selection (+1,000)", size: size, times)
  }
}
