import PresentationTesting
import PresentlyCore

/// A small, fast, seedable random number generator (SplitMix64), so that a failing
/// sequence can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Generates what a user (or a cat on the keyboard) types at a prompt.
struct AnswerGenerator {
  var random: SeededRandom
  /// Words that mean something to the widget under test: titles, commands, answers.
  var vocabulary: [String]
  /// How many rows or items there are, for numbers in and out of range.
  var count: Int

  init(seed: UInt64, vocabulary: [String], count: Int) {
    random = SeededRandom(seed: seed)
    self.vocabulary = vocabulary
    self.count = count
  }

  /// A sequence of 1 to `maxLength` answers, ending in the end of input or an interrupt
  /// at a random point, or running out (which the scripted terminal treats as the end).
  mutating func sequence(maxLength: Int = 12) -> [ScriptedAnswer] {
    let length = Int.random(in: 1...maxLength, using: &random)
    var answers: [ScriptedAnswer] = (0..<length).map { _ in answer() }
    switch Int.random(in: 0..<10, using: &random) {
    case 0: answers.insert(.endOfInput, at: Int.random(in: 0...answers.count, using: &random))
    case 1: answers.insert(.interrupt, at: Int.random(in: 0...answers.count, using: &random))
    default: break
    }
    return answers
  }

  mutating func answer() -> ScriptedAnswer {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<8: return ""
    case 8..<16: return .line(String(Int.random(in: 1...max(1, count), using: &random)))
    case 16..<20: return .line(String(Int.random(in: -5...(count + 50), using: &random)))
    case 20..<24:
      let low = Int.random(in: 0...max(1, count + 2), using: &random)
      return .line(
        "\(low)-\(low + Int.random(in: -2...5, using: &random)) \(Int.random(in: 0...count + 1, using: &random))")
    case 24..<50: return .line(vocabulary.randomElement(using: &random) ?? "")
    case 50..<62:
      let word = vocabulary.randomElement(using: &random) ?? ""
      return .line(String(word.prefix(Int.random(in: 0...max(0, word.count), using: &random))))
    case 62..<70: return .line("/" + randomText(maxLength: 3))
    case 70..<74: return .line("/")
    case 74..<80:
      return .line(["n", "p", "b", "q", "+", "-", "?", "e 1", "e 9", "y", "N"].randomElement(using: &random)!)
    case 80..<84: return .keep
    case 84..<88: return .edit { $0 + "x" }
    default: return .line(randomText(maxLength: 12))
    }
  }

  /// Random text, mostly ASCII, sometimes wide, combining or control characters.
  mutating func randomText(maxLength: Int) -> String {
    let pool: [Character] =
      Array("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_/.,:;!?") + [
        "é", "日", "本", "👍", "\u{301}", "\u{1B}", "\u{7}", "\u{202E}", "\u{9B}", "\t", "\0",
      ]
    let length = Int.random(in: 0...maxLength, using: &random)
    return String((0..<length).map { _ in pool.randomElement(using: &random)! })
  }
}

/// Whether an error is one of the documented endings of a presentation on the fake
/// terminal: the end of input, Ctrl-C, the script running out of answers, or an error
/// the application's own handler threw.
func isDocumentedEnding(_ error: any Error, ownErrors: [any Error.Type] = []) -> Bool {
  if let error = error as? PresentError { return error == .endOfInput || error == .interrupted }
  if error is ScriptedTerminal.ScriptRanOut { return true }
  return ownErrors.contains { type(of: error) == $0 }
}
