import PresentlyCore
import Testing

/// Which units of a value shown for editing come back unedited (`EditAlignment`), as a
/// table: units given as letters, each shown as the scalars after its `=` (itself when
/// none), the text edited, and what comes back (a kept unit in capitals, typed scalars as
/// themselves).
@Suite("Edit alignment")
struct EditAlignmentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The units: their shown forms.
    var shown: [String]
    var edited: String
    /// The pieces: `K0` for unit 0 kept, a scalar for a scalar typed.
    var pieces: [String]

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "untouched: every unit kept", shown: ["a", "\u{FFFD}", "b"], edited: "a\u{FFFD}b",
      pieces: ["K0", "K1", "K2"]),
    Case(name: "typed at the end", shown: ["a", "\u{FFFD}"], edited: "a\u{FFFD}z", pieces: ["K0", "K1", "z"]),
    Case(name: "typed at the start", shown: ["\u{FFFD}", "b"], edited: "z\u{FFFD}b", pieces: ["z", "K0", "K1"]),
    Case(name: "a unit deleted", shown: ["a", "\u{FFFD}", "b"], edited: "ab", pieces: ["K0", "K2"]),
    Case(
      name: "edits at both ends keep the middle", shown: ["a", "\u{FFFD}", "b", "\u{FFFD}", "c"],
      edited: "Xa\u{FFFD}b\u{FFFD}cY", pieces: ["X", "K0", "K1", "K2", "K3", "K4", "Y"]),
    Case(
      name: "two edits apart keep what is between them", shown: ["a", "\u{FFFD}", "b", "\u{FFFD}", "c"],
      edited: "aX\u{FFFD}b\u{FFFD}Yc", pieces: ["K0", "X", "K1", "K2", "K3", "Y", "K4"]),
    Case(
      name: "a unit shown as two scalars is kept whole, or not at all", shown: ["a", "ss", "b"], edited: "asb",
      pieces: ["K0", "s", "K2"]),
    Case(name: "a unit shown as nothing stays", shown: ["a", "", "b"], edited: "ab", pieces: ["K0", "K1", "K2"]),
    Case(name: "everything replaced", shown: ["a", "\u{FFFD}"], edited: "xy", pieces: ["x", "y"]),
    Case(name: "everything erased", shown: ["a", "\u{FFFD}"], edited: "", pieces: []),
    Case(name: "nothing given", shown: [], edited: "xy", pieces: ["x", "y"]),
    Case(
      name: "of two units alike side by side, one deleted, the first is the one kept", shown: ["\u{FFFD}", "\u{FFFD}"],
      edited: "\u{FFFD}", pieces: ["K0"]),
  ]

  @Test("each case of the table", arguments: cases)
  func table(_ testCase: Case) {
    var shown: [Unicode.Scalar] = []
    var ends: [Int] = []
    for unit in testCase.shown {
      shown += unit.unicodeScalars
      ends.append(shown.count)
    }
    let pieces = EditAlignment.align(shown: shown, ends: ends, edited: Array(testCase.edited.unicodeScalars))
    let described = pieces.map { piece in
      switch piece {
      case .kept(let unit): "K\(unit)"
      case .typed(let scalar): String(scalar)
      }
    }
    #expect(described == testCase.pieces)
  }

  @Test("a long value edited at both ends and inside keeps every unit between the edits")
  func longValue() {
    let count = 100_000
    let shown = (0..<count).map { Unicode.Scalar(UInt8(0x41 + $0 % 26)) } + ["\u{FFFD}"]
    let ends = Array(1...shown.count)
    var edited = ["<"] + shown + [">"]
    edited.remove(at: 50_001)
    edited.insert("!", at: 70_000)
    let pieces = EditAlignment.align(shown: shown, ends: ends, edited: edited)
    #expect(pieces.count == shown.count + 2)
    #expect(pieces.filter { if case .kept = $0 { true } else { false } }.count == shown.count - 1)
    #expect(pieces.first == .typed("<") && pieces.last == .typed(">"))
    #expect(pieces[shown.count] == .kept(shown.count - 1), "the last unit, U+FFFD, kept")
    #expect(!pieces.contains(.kept(50_000)), "the unit deleted")
  }

  @Test("units longer than a scalar, past the table's limit: the middle is taken as typed")
  func longUnitsPastTheLimit() {
    let count = 2000
    var shown: [Unicode.Scalar] = []
    var ends: [Int] = []
    for _ in 0..<count {
      shown += ["?", "?"]
      ends.append(shown.count)
    }
    let edited = ["x"] + shown + ["y"]
    let pieces = EditAlignment.align(shown: shown, ends: ends, edited: edited)
    #expect(pieces.count == edited.count)
    #expect(!pieces.contains { if case .kept = $0 { true } else { false } })
  }
}
