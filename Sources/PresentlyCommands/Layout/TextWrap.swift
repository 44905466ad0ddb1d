import PresentlyCore

/// Wraps text at a width as lipgloss's `Style.Width` does (x/ansi's `Wrap`, with no
/// breakpoints beyond the hyphen), over text ``LayoutText`` has cleaned.
///
/// The rules, as x/ansi applies them character by character:
/// - A word is kept whole when it fits on a line of its own; a word as wide as the limit is
///   cut there, a longer one cut where it reaches the limit.
/// - Spaces between words are kept where the line goes on and dropped where it breaks; a
///   line's trailing spaces are kept when they fit.
/// - A hyphen ends a word and stays on its line when there is room for it.
/// - Existing line breaks are kept. SGR sequences belong to the word they are in and take
///   no room.
/// - Widths are display widths, taken per grapheme cluster (a cluster starting with an
///   ASCII character is that character, then the rest, as x/ansi's parser sees it).
///
/// ```swift
/// TextWrap.wrap("The quick brown fox", limit: 10)  // "The quick\nbrown fox"
/// ```
/// - Complexity: O(*n*) in the length of `text`.
package struct TextWrap {
  private let limit: Int
  private var output = ""
  private var word = ""
  private var space = ""
  private var spaceWidth = 0
  private var lineWidth = 0
  private var wordWidth = 0

  private init(limit: Int) { self.limit = limit }

  /// `text` wrapped at `limit` cells; `text` itself when `limit` is below 1.
  package static func wrap(_ text: String, limit: Int) -> String {
    guard limit >= 1 else { return text }
    var wrapper = TextWrap(limit: limit)
    wrapper.output.reserveCapacity(text.utf8.count + text.utf8.count / max(limit, 1))
    var characters = text[...]
    while let character = characters.first {
      if character == "\u{1B}", let end = LayoutText.sequenceEnd(characters.utf8, from: characters.startIndex) {
        wrapper.word += characters[..<end]
        characters = characters[end...]
        continue
      }
      characters = characters.dropFirst()
      let scalars = character.unicodeScalars
      if let first = scalars.first, first.isASCII {
        wrapper.take(ascii: first)
        if scalars.count > 1 {
          let rest = String(String.UnicodeScalarView(scalars.dropFirst()))
          wrapper.take(
            cluster: rest, width: DisplayWidth.of(rest), first: scalars[scalars.index(after: scalars.startIndex)])
        }
      } else if let first = scalars.first {
        wrapper.take(cluster: String(character), width: DisplayWidth.of(character), first: first)
      }
    }
    wrapper.finish()
    return wrapper.output
  }

  private mutating func addSpace() {
    if spaceWidth == 0 && space.isEmpty { return }
    lineWidth += spaceWidth
    output += space
    space = ""
    spaceWidth = 0
  }

  private mutating func addWord() {
    if word.isEmpty { return }
    addSpace()
    lineWidth += wordWidth
    output += word
    word = ""
    wordWidth = 0
  }

  private mutating func addNewline() {
    output += "\n"
    lineWidth = 0
    space = ""
    spaceWidth = 0
  }

  /// The pending spaces at a line's end: kept when they fit, dropped otherwise.
  private mutating func settleSpaces() {
    if wordWidth == 0 {
      if lineWidth + spaceWidth > limit {
        lineWidth = 0
      } else {
        output += space
      }
      space = ""
      spaceWidth = 0
    }
  }

  private mutating func take(ascii scalar: Unicode.Scalar) {
    switch scalar {
    case "\n":
      settleSpaces()
      addWord()
      addNewline()
    case " ", "\t", "\u{0B}", "\u{0C}", "\r":
      addWord()
      space.unicodeScalars.append(scalar)
      spaceWidth += 1
    case "-":
      addSpace()
      if lineWidth + wordWidth >= limit {
        word += "-"
        wordWidth += 1
      } else {
        addWord()
        output += "-"
        lineWidth += 1
      }
    default:
      if lineWidth == limit { addNewline() }
      word.unicodeScalars.append(scalar)
      wordWidth += 1
      if wordWidth == limit { addWord() }
      if lineWidth + wordWidth + spaceWidth > limit { addNewline() }
    }
  }

  private mutating func take(cluster: String, width: Int, first: Unicode.Scalar) {
    if first != "\u{A0}" && Self.isGoSpace(first) {
      addWord()
      space += cluster
      spaceWidth += width
      return
    }
    if wordWidth + width > limit { addWord() }
    word += cluster
    wordWidth += width
    if lineWidth + wordWidth + spaceWidth > limit { addNewline() }
    if wordWidth == limit { addWord() }
  }

  /// Go's `unicode.IsSpace` beyond ASCII: U+0085, U+00A0, U+1680, U+2000–U+200A,
  /// U+2028, U+2029, U+202F, U+205F, U+3000.
  private static func isGoSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  private mutating func finish() {
    settleSpaces()
    addWord()
  }
}
