/// Generates what a person, a terminal or a cat on the keyboard sends to a program: keys,
/// escape sequences, pastes, bytes that are not UTF-8, and readline's own commands, in
/// emacs or vi mode.
struct KeystrokeGenerator {
  var random: SeededRandom
  /// Words that mean something to the program under test.
  var vocabulary: [String]
  /// Whether readline is in vi mode: its command keys are sent then.
  var vi: Bool

  /// Keys that mean something to readline or the terminal.
  static let sequences: [String] = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~",
    "\u{1B}[4~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3~", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[15~", "\u{1B}[1;5C",
    "\u{1B}[1;2A", "\u{1B}[Z", "\u{1B}[I", "\u{1B}[O", "\u{1B}[M !!", "\u{1B}[<0;10;5M", "\u{1B}]52;c;eA==\u{07}",
    "\u{1B}P1$r\u{1B}\\", "\u{1B}", "\u{1B}\u{1B}", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[200~pasted\rtext\u{1B}[201~",
    "\u{1B}n", "\u{1B}p", "\u{1B}f", "\u{1B}b", "\u{1B}d", "\u{1B}.", "\u{1B}?", "\u{1B}*", "\u{1B}<", "\u{1B}>",
    "\u{1B}u", "\u{1B}r", "\u{1B}\u{7F}", "\u{18}\u{15}", "\u{18}\u{18}", "\u{18}(", "\u{18})", "\u{18}e",
  ]

  /// vi command-mode keys, sent after an Escape.
  static let viCommands: [String] = [
    "e", "w", "b", "E", "W", "B", "0", "$", "^", "x", "X", "dw", "de", "db", "cw", "ce", "r", "ra", "fa", "ta", ";",
    ",", ".", "u", "p", "P", "~", "#", "=", "*", "\\", "v", "i", "a", "A", "I", "s", "S", "C", "D", "yy", "dd",
    "cc", "%", "|", "2e", "3b", "k", "j", "/a\r", "?a\r", "n", "N", "m", "`", "@",
  ]

  init(seed: UInt64, vocabulary: [String], vi: Bool) {
    random = SeededRandom(seed: seed)
    self.vocabulary = vocabulary
    self.vi = vi
  }

  /// Between 1 and 6 chunks, each sent in one write.
  mutating func chunks() -> [[UInt8]] {
    (0..<Int.random(in: 1...6, using: &random)).map { _ in chunk() }
  }

  mutating func chunk() -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) { bytes += key() }
    return bytes
  }

  mutating func key() -> [UInt8] {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<20: return Array((vocabulary.randomElement(using: &random) ?? "a").utf8)
    case 20..<30: return [UInt8.random(in: 0x20...0x7E, using: &random)]
    case 30..<45: return Array(Self.sequences.randomElement(using: &random)!.utf8)
    case 45..<55:
      // Control keys, but not Ctrl-S, which stops the terminal's output until Ctrl-Q, as
      // it does for every program; Ctrl-C and Ctrl-\ rarely, as they end the program.
      var control = UInt8.random(in: 0...0x1F, using: &random)
      while control == 0x13 || ((control == 0x03 || control == 0x1C) && Int.random(in: 0..<8, using: &random) > 0) {
        control = UInt8.random(in: 0...0x1F, using: &random)
      }
      return [control]
    case 55..<60: return [0x7F]
    case 60..<66: return [UInt8.random(in: 0x80...0xFF, using: &random)]
    case 66..<72:
      return Array(["é", "€", "日本", "👍🏽", "e\u{301}", "\u{202E}", "\u{200B}"].randomElement(using: &random)!.utf8)
    case 72..<76: return [0x0D]
    case 76..<80: return [0x09]
    case 80..<88 where vi: return [0x1B] + Array(Self.viCommands.randomElement(using: &random)!.utf8)
    case 80..<88: return [0x12] + Array((vocabulary.randomElement(using: &random) ?? "").prefix(2).utf8)
    default:
      return (0..<Int.random(in: 1...6, using: &random)).map { _ in UInt8.random(in: 0...0xFF, using: &random) }
    }
  }
}
