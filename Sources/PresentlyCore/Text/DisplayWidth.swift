/// The number of terminal cells text occupies.
///
/// Wide (East Asian Wide and Fullwidth) characters and emoji take two cells,
/// combining marks and other zero-width characters none, everything else one.
/// Widths are measured per grapheme cluster (`Character`), the unit that layout
/// never splits, so a base letter with its accents, or an emoji sequence joined by
/// ZWJ, counts once.
///
/// ```swift
/// DisplayWidth.of("naïve")   // 5
/// DisplayWidth.of("日本語")   // 6
/// DisplayWidth.of("👍🏽")     // 2
/// ```
public enum DisplayWidth {
  /// The cells one grapheme cluster occupies.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1, first.isASCII {
      return first.value >= 0x20 && first.value < 0x7F ? 1 : 0
    }
    var width = 0
    for scalar in scalars {
      width = max(width, of(scalar))
      if width == 2 { return 2 }
    }
    // An emoji with its emoji-presentation selector (U+FE0F) is drawn wide.
    if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
    return width
  }

  /// The cells a string occupies on one line.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public static func of(_ text: some StringProtocol) -> Int {
    of(Substring(text))
  }

  /// The cells a string occupies on one line: the generic form, written for `String` so
  /// that a caller in another module runs it without looking types up at run time.
  package static func of(_ text: String) -> Int {
    of(text[...])
  }

  /// The cells a string occupies on one line: the generic form, written for `Substring`.
  package static func of(_ text: Substring) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The cells one Unicode scalar occupies on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// East Asian Wide and Fullwidth ranges that are not emoji, as first and last scalar
  /// values in turn: a flat array of `UInt32` rather than `ClosedRange`s, whose generic
  /// metadata would be made at start-up, with a search through every conformance in the
  /// program (about 80,000 instructions) to check that `UInt32` is `Comparable`.
  private static let wideRanges: [UInt32] = [
    0x1100, 0x115F, 0x2329, 0x232A, 0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA4CF,
    0xA960, 0xA97F, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE6F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6,
    0x16FE0, 0x16FE4, 0x16FF0, 0x16FF1, 0x17000, 0x18CFF, 0x18D00, 0x18D08, 0x1AFF0, 0x1B2FF, 0x1F200, 0x1F202,
    0x1F210, 0x1F23B, 0x1F240, 0x1F248, 0x1F250, 0x1F251, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count / 2 - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < wideRanges[2 * middle] {
        high = middle - 1
      } else if value > wideRanges[2 * middle + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
