import Alerts
import Glibc
import MasterDetail
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Synchronization
import Testing

/// Generated answer sequences against alerts, choose and the browser on the fake terminal,
/// and generated list changes against the selection types: no crash, no hang, every
/// ending one of the documented ones, and the invariants hold after every step.
///
/// Each shard runs from a fixed seed; a failure names the seed of the sequence, which
/// replays it exactly. In all, with `PRESENTLY_FUZZ=full`: 30,000 alerts, 10,000
/// confirms, 20,000 chooses, 10,000 browser sessions and 40,000 selection walks: 110,000
/// sequences; an eighth of each without it (``scale``).
///
/// The fake terminal answers at once, so a sequence may run to its end without
/// suspending: every loop yields between sequences, leaving the concurrency pool to the
/// tests that run beside these, whose waits would otherwise starve.
@Suite("Fuzzing")
struct FuzzTests {
  static let shards = Array(0..<10)

  /// 8 under `PRESENTLY_FUZZ=full` (110,000 sequences, minutes of a core), else 1: an
  /// eighth of that, the first of each shard's sequences, so that the suite's run stays
  /// short. Run it full before a release, and after a change to a widget's step.
  static let scale = getenv("PRESENTLY_FUZZ").map { String(cString: $0) } == "full" ? 8 : 1

  static func seed(_ shard: Int, _ index: Int, _ salt: UInt64) -> UInt64 {
    UInt64(shard) << 32 | UInt64(index) ^ salt << 48
  }

  // MARK: Alerts

  @Test(
    "alerts and sheets: 3,750 sequences (30,000 with PRESENTLY_FUZZ=full)", .timeLimit(.minutes(10)), arguments: shards)
  func alerts(shard: Int) async throws {
    await HeavyWork.run {
      for index in 0..<375 * Self.scale {
        await Task.yield()
        let seed = Self.seed(shard, index, 1)
        var generator = AnswerGenerator(
          seed: seed, vocabulary: ["OK", "Cancel", "Delete", "Retry", "ok", "c", "1", "2"], count: 3)
        let (alert, style) = Self.randomAlert(&generator.random)
        let terminal = ScriptedTerminal(answers: generator.sequence(), size: TerminalSize(columns: 50, rows: 12))
        do {
          let chosen = try await terminal.present(alert, style: style)
          #expect(chosen.wasEnabled, "seed \(seed): an action ran with values it is disabled for")
        } catch {
          #expect(isDocumentedEnding(error, ownErrors: [CancelError.self]), "seed \(seed): ended with \(error)")
        }
      }
    }
  }

  struct Chosen: Sendable {
    var title: String
    var wasEnabled: Bool
  }

  static func randomAlert(_ random: inout SeededRandom) -> (Alert<Chosen>, PresentationStyle) {
    var fields: [Alert<Chosen>.Field] = []
    for number in 0..<Int.random(in: 0...2, using: &random) {
      let rejects = Bool.random(using: &random)
      let initial = ["", "abc", "x"].randomElement(using: &random)!
      let isSecure = Int.random(in: 0..<5, using: &random) == 0
      let validate: @Sendable (String) -> String? = { value in rejects && value.contains("x") ? "No x, please." : nil }
      fields.append(.init(label: "Field \(number + 1)", initial: initial, isSecure: isSecure, validate: validate))
    }
    var titles = ["OK", "Cancel", "Delete", "Retry"]
    titles.shuffle(using: &random)
    var actions: [Alert<Chosen>.Action] = []
    for title in titles.prefix(Int.random(in: 1...3, using: &random)) {
      let style: AlertActionStyle = title == "Cancel" ? .cancel : title == "Delete" ? .destructive : .default
      let demandsValues = Bool.random(using: &random)
      let predicate: @Sendable (FieldValues) -> Bool = { values in !demandsValues || values.allSatisfy { !$0.isEmpty } }
      let handler: @Sendable (FieldValues) throws -> Chosen = { values in
        if title == "Cancel" { throw CancelError() }
        return Chosen(title: title, wasEnabled: predicate(values))
      }
      actions.append(Alert<Chosen>.Action(title: title, style: style, enabledPredicate: predicate, action: handler))
    }
    let alert = Alert(title: "Fuzz", message: "Generated", fields: fields, actions: actions)
    let style: PresentationStyle = fields.isEmpty && Bool.random(using: &random) ? .sheet : .alert
    return (alert, style)
  }

  @Test("confirm: 1,250 sequences (10,000 with PRESENTLY_FUZZ=full)", .timeLimit(.minutes(10)), arguments: shards)
  func confirms(shard: Int) async throws {
    await HeavyWork.run {
      for index in 0..<125 * Self.scale {
        await Task.yield()
        let seed = Self.seed(shard, index, 2)
        var generator = AnswerGenerator(
          seed: seed, vocabulary: ["y", "yes", "n", "NO", "Yes", "maybe", "Overwrite"], count: 2)
        let answers = generator.sequence()
        let defaultAnswer: Bool? = [true, false, nil].randomElement(using: &generator.random)!
        let terminal = ScriptedTerminal(answers: answers)
        do {
          _ = try await terminal.confirm("Continue?", default: defaultAnswer)
        } catch {
          #expect(isDocumentedEnding(error), "seed \(seed): ended with \(error)")
        }
      }
    }
  }

  // MARK: Choose

  @Test(
    "choose and chooseMany: 2,500 sequences (20,000 with PRESENTLY_FUZZ=full)", .timeLimit(.minutes(10)),
    arguments: shards)
  func chooses(shard: Int) async throws {
    await HeavyWork.run {
      for index in 0..<250 * Self.scale {
        await Task.yield()
        let seed = Self.seed(shard, index, 3)
        var random = SeededRandom(seed: seed)
        let count = [1, 2, 7, 30, 250, 1_500].randomElement(using: &random)!
        let items = (0..<count).map {
          "item \($0) " + ["apple", "banana", "日本", "\u{1B}[2J"].randomElement(using: &random)!
        }
        var generator = AnswerGenerator(
          seed: seed, vocabulary: Array(items.prefix(5)) + ["item 1", "item", "ban"], count: count)
        let terminal = ScriptedTerminal(
          answers: generator.sequence(), size: TerminalSize(columns: 60, rows: Int.random(in: 6...30, using: &random)))
        let defaultIndex = Bool.random(using: &random) ? Int.random(in: -1...count, using: &random) : nil
        do {
          if Bool.random(using: &random) {
            let chosen = try await terminal.choose("Item", from: items, defaultIndex: defaultIndex)
            #expect(items.contains(chosen), "seed \(seed)")
          } else {
            let chosen = try await terminal.chooseMany("Items", from: items, defaultIndex: defaultIndex)
            #expect(!chosen.isEmpty && Set(chosen).count == chosen.count, "seed \(seed): \(chosen)")
          }
        } catch {
          #expect(isDocumentedEnding(error), "seed \(seed): ended with \(error)")
        }
      }
    }
  }

  // MARK: The browser

  @Test(
    "the browser: 1,250 sessions, the screen checked after every step (10,000 with PRESENTLY_FUZZ=full)",
    .timeLimit(.minutes(10)), arguments: shards)
  func browser(shard: Int) async throws {
    await HeavyWork.run {
      for index in 0..<125 * Self.scale {
        await Task.yield()
        let seed = Self.seed(shard, index, 4)
        var random = SeededRandom(seed: seed)
        let count = [0, 1, 3, 12, 60].randomElement(using: &random)!
        let items = (0..<count).map {
          "row \($0) " + ["pear", "plum", "日本語", "\u{9B}x"].randomElement(using: &random)!
        }
        var generator = AnswerGenerator(
          seed: seed, vocabulary: Array(items.prefix(4)) + ["row 1", "b", "q", "+"], count: count)
        let size = TerminalSize(
          columns: [40, 80, 130].randomElement(using: &random)!, rows: Int.random(in: 8...24, using: &random))
        let terminal = ScriptedTerminal(size: size, outOfAnswers: .wait)
        let list = BrowserList<String, [String]>("Fuzz", elements: items, isSame: ==) { $0 }
          .detail { StyledText("Detail of " + $0) }
          .onActivate { _, element in Bool.random() ? .finish(element) : .stay }
        let ended = Atomic<Bool>(false)
        let session = Task {
          defer { ended.store(true, ordering: .releasing) }
          return try await terminal.present(MasterDetailBrowser(list))
        }
        for answer in generator.sequence(maxLength: 10) {
          let prompted = await Self.waitUntil(within: .seconds(20)) {
            terminal.isWaitingForAnswer || ended.load(ordering: .acquiring)
          }
          guard prompted else {
            Issue.record("seed \(seed): neither a prompt nor an ending within 20 s\n\(terminal.transcript.suffix(500))")
            session.cancel()
            return
          }
          if ended.load(ordering: .acquiring) { break }
          Self.checkScreen(terminal, seed: seed)
          if Int.random(in: 0..<8, using: &random) == 0 {
            terminal.resize(to: TerminalSize(columns: [40, 80, 130].randomElement(using: &random)!, rows: size.rows))
          }
          terminal.type(answer)
        }
        terminal.type(.endOfInput, .endOfInput, .endOfInput)
        guard await Self.waitUntil(within: .seconds(20), { ended.load(ordering: .acquiring) }) else {
          let state =
            "waiting for an answer: \(terminal.isWaitingForAnswer), answers left: \(terminal.remainingAnswers)"
          Issue.record(
            "seed \(seed): no ending within 20 s of the end of input; \(state)\n\(terminal.transcript.suffix(500))")
          session.cancel()
          return
        }
        switch await session.result {
        case .success(let value): #expect(value == nil || items.contains(value!), "seed \(seed)")
        case .failure(let error): #expect(isDocumentedEnding(error), "seed \(seed): ended with \(error)")
        }
      }
    }
  }

  /// Waits until `condition` holds, yielding to the session meanwhile; `false` when it
  /// still does not after `limit`, which a hang would show as.
  static func waitUntil(within limit: Duration, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      await Task.yield()
    }
    return true
  }

  /// Every line fits the window, and at most one row is marked as selected.
  static func checkScreen(_ terminal: ScriptedTerminal, seed: UInt64) {
    let width = terminal.size.columns
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines.dropLast() {
      #expect(DisplayWidth.of(line) <= width, "seed \(seed): a line wider than \(width): \(line)")
    }
    #expect(lines.filter { $0.hasPrefix(" >") }.count <= 1, "seed \(seed): several selected rows")
  }

  // MARK: Selection

  @Test(
    "KeepSelection and MasterDetailSelection: 5,000 walks of list changes (40,000 with PRESENTLY_FUZZ=full)",
    .timeLimit(.minutes(10)), arguments: shards
  )
  func selections(shard: Int) async {
    await HeavyWork.run {
      for index in 0..<500 * Self.scale {
        await Task.yield()
        let seed = Self.seed(shard, index, 5)
        var random = SeededRandom(seed: seed)
        var elements = (0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 0..<12, using: &random) }
        let keep = KeepSelection(elements: elements, isSame: ==)
        let detail = MasterDetailSelection(elements: elements, isSame: ==, isCollapsed: nil)
        let presented = Mutex<(calls: Int, last: Int?)>((0, nil))
        detail.presentDetail = { selected in presented.withLock { $0 = ($0.calls + 1, selected?.element) } }
        for _ in 0..<Int.random(in: 1...20, using: &random) {
          switch Int.random(in: 0..<10, using: &random) {
          case 0..<4:
            elements = Self.mutate(elements, &random)
            keep.update(elements: elements)
            detail.update(elements: elements)
            if detail.isCollapsed == false, !elements.isEmpty {
              #expect(detail.selection != nil, "seed \(seed): expanded and non-empty, yet nothing selected")
            }
          case 4..<6:
            let index = Int.random(in: 0..<max(1, elements.count), using: &random)
            if index < elements.count {
              keep.select(index: index)
              detail.select(index: index)
            }
          case 6:
            detail.deselect()
          default:
            detail.isCollapsed = Bool.random(using: &random)
          }
          Self.check(keep.selection, in: elements, nonEmptyMeansSelected: true, seed: seed, "KeepSelection")
          Self.check(detail.selection, in: elements, nonEmptyMeansSelected: false, seed: seed, "MasterDetailSelection")
          if detail.isCollapsed == false, let selected = detail.selection {
            #expect(
              presented.withLock { $0.last } == selected.element, "seed \(seed): the detail shows another element")
          }
        }
      }
    }
  }

  static func check(
    _ selection: IndexedElement<Int>?, in elements: [Int], nonEmptyMeansSelected: Bool, seed: UInt64, _ name: String
  ) {
    if let selection {
      #expect(
        elements.indices.contains(selection.index), "seed \(seed): \(name) index \(selection.index) out of \(elements)")
      if elements.indices.contains(selection.index) {
        #expect(elements[selection.index] == selection.element, "seed \(seed): \(name) index and element disagree")
      }
    } else if nonEmptyMeansSelected {
      #expect(elements.isEmpty, "seed \(seed): \(name) deselected a non-empty list")
    }
  }

  /// Inserts, removes, moves, replaces or empties, as a live list does.
  static func mutate(_ elements: [Int], _ random: inout SeededRandom) -> [Int] {
    var elements = elements
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      elements.insert(Int.random(in: 0..<12, using: &random), at: Int.random(in: 0...elements.count, using: &random))
    case 1: if !elements.isEmpty { elements.remove(at: Int.random(in: 0..<elements.count, using: &random)) }
    case 2: elements.shuffle(using: &random)
    case 3: elements = (0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 0..<12, using: &random) }
    case 4: elements = []
    default: elements.append(Int.random(in: 0..<12, using: &random))
    }
    return elements
  }
}
