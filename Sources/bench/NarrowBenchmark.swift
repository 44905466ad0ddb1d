import PresentlyCore

/// `bench narrow`: ranking a list again after one more key, over 10^3, 10^5 and 10^6
/// lines of `seq` (the lines `scripts/bench` gives fzf): a key that grows the query
/// narrows what matched before, a key that shrinks it ranks every line again.
enum NarrowBenchmark {
  static let sizes = [1_000, 100_000, 1_000_000]

  /// One measured step: the query before, the query after, and what it is.
  static let steps: [(name: String, before: String, after: String)] = [
    ("grow: 1 -> 12 (many match)", "1", "12"),
    ("grow: 12 -> 123", "12", "123"),
    ("grow: 1234 -> 12345 (rare)", "1234", "12345"),
    ("shrink: 12 -> 1", "12", "1"),
    ("shrink: 12345 -> 1234", "12345", "1234"),
    ("first key: 9 (all lines)", "", "9"),
    ("scattered: a1b2 (none)", "", "a1b2"),
  ]

  static func run() {
    var table: [String: [Int: Double]] = [:]
    for size in sizes {
      var bytes: [UInt8] = []
      var ends: [UInt32] = []
      for line in 1...size {
        bytes += String(line).utf8
        ends.append(UInt32(bytes.count))
      }
      let texts = ListTexts(bytes: bytes, ends: ends)
      let runs = size >= 1_000_000 ? 9 : 31
      for step in steps {
        let before = FuzzyQuery(step.before)
        let after = FuzzyQuery(step.after)
        let previous = before.isEmpty ? nil : ListRanking.rank(before, in: texts)
        var times: [Duration] = []
        var matched = 0
        for _ in 0..<runs {
          let clock = ContinuousClock()
          let start = clock.now
          let candidates = after.narrows(before) ? previous : nil
          matched = ListRanking.rank(after, in: texts, among: candidates).count
          times.append(clock.now - start)
        }
        precondition(matched >= 0)
        table[step.name, default: [:]][size] = times.sorted()[times.count / 2].milliseconds
      }
    }
    print("median milliseconds to rank again after one key (release build: swift run -c release bench narrow)")
    print("step".padding(to: 38) + sizes.map { "\($0)".padding(to: 12, left: true) }.joined())
    for step in steps {
      let cells = sizes.map { (table[step.name]?[$0]).map { format($0) }?.padding(to: 12, left: true) ?? "" }
      print(step.name.padding(to: 38) + cells.joined())
    }
  }
}
