/// The kinds of character that a fuzzy score tells apart, from a character's first
/// UTF-8 byte: where words start is where matches count most.
enum FuzzyCharacter {
  enum Kind: UInt8 {
    /// A space or a tab.
    case white
    /// `/`, `,`, `:`, `;` or `|`: what separates paths and fields.
    case delimiter
    /// Other ASCII punctuation: `-`, `_`, `.` and the like.
    case punctuation
    case lower
    case upper
    case digit
    /// A character beyond ASCII, taken as a letter.
    case letter

    /// The kind of the character whose first byte is `lead`.
    @inline(__always)
    init(lead: UInt8) {
      switch lead {
      case 0x61...0x7A: self = .lower
      case 0x41...0x5A: self = .upper
      case 0x30...0x39: self = .digit
      case 0x20, 0x09: self = .white
      case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: self = .delimiter
      case 0x80...: self = .letter
      default: self = .punctuation
      }
    }

    var isWord: Bool {
      switch self {
      case .lower, .upper, .digit, .letter: true
      case .white, .delimiter, .punctuation: false
      }
    }
  }

  /// The bonus of a matched character of kind `kind` that follows one of kind `previous`.
  @inline(__always)
  static func bonus(after previous: Kind, at kind: Kind) -> Int32 {
    guard kind.isWord else { return kind == .white ? FuzzyScore.boundaryWhite : FuzzyScore.boundary }
    switch previous {
    case .white: return FuzzyScore.boundaryWhite
    case .delimiter: return FuzzyScore.boundaryDelimiter
    case .punctuation: return FuzzyScore.boundary
    case .lower where kind == .upper: return FuzzyScore.camel
    case .lower, .upper, .letter: return kind == .digit ? FuzzyScore.camel : 0
    case .digit: return 0
    }
  }

  /// How many bytes the character starting with `lead` takes (1 for a stray byte).
  @inline(__always)
  static func length(lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }

  /// The kind of the character that ends just before `index`.
  static func kind(before index: Int, in text: UnsafeBufferPointer<UInt8>) -> Kind {
    var lead = index - 1
    while lead > 0, text[lead] & 0xC0 == 0x80 { lead -= 1 }
    return Kind(lead: text[lead])
  }
}
