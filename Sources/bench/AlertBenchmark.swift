import Alerts
import PresentationTesting
import PresentlyCore

/// `bench alerts`: alerts presented per second on the fake terminal, so that a
/// regression in the library shows without process start-up in the way.
///
/// Three shapes, each presented to its end many times: a Yes/No alert answered `y`, an
/// alert with two fields and an enabled predicate (fields filled, then the default
/// action), and `choose` over 1,000 items answered by a filter and a number.
enum AlertBenchmark {
  static func run() async throws {
    print("presentations per second (median of 7 rounds; release build: swift run -c release bench alerts)")
    try await measure("Yes/No alert, answered y", count: 20_000) { terminal in
      let yes = Alert<Bool>.Action(title: "Yes") { true }
      let no = Alert<Bool>.Action(title: "No") { false }
      terminal.type("y")
      _ = try await terminal.present(Alert(title: "Continue?", actions: yes, no))
    }
    try await measure("alert with 2 fields and a predicate", count: 10_000) { terminal in
      let post = Alert<[String]>.Action(title: "Post", enabledPredicate: { $0.allSatisfy { !$0.isEmpty } }) {
        Array($0)
      }
      let cancel = Alert<[String]>.Action(title: "Cancel", style: .cancel) { throw CancelError() }
      terminal.type("A title", "A body", "")
      _ = try await terminal.present(
        Alert(title: "New message", fields: [.init(label: "Title"), .init(label: "Body")], actions: post, cancel))
    }
    let items = (1...1_000).map { "item \($0)" }
    try await measure("choose from 1,000 items: filter, then number", count: 2_000) { terminal in
      terminal.type("/77", "477")
      _ = try await terminal.choose("Item", from: items)
    }
  }

  private static func measure(
    _ name: String, count: Int, _ body: (ScriptedTerminal) async throws -> Void
  ) async throws {
    var rates: [Double] = []
    for _ in 0..<7 {
      let terminal = ScriptedTerminal(size: TerminalSize(columns: 80, rows: 24), outOfAnswers: .wait)
      let clock = ContinuousClock()
      let start = clock.now
      for _ in 0..<count { try await body(terminal) }
      let seconds = (clock.now - start).milliseconds / 1000
      rates.append(Double(count) / seconds)
    }
    rates.sort()
    let median = rates[rates.count / 2]
    print("  " + name.padding(to: 48) + String(Int(median.rounded())).padding(to: 10, left: true) + " /s")
  }
}
