/// Text for a terminal that is not UTF-8: every character outside ASCII replaced, cell
/// for cell.
///
/// On a terminal set up for an 8-bit character set (`LANG=C`, `POSIX`, Latin-1), the
/// bytes of UTF-8 text are read one by one, and some of them (0x80 to 0x9F) are C1
/// controls that the terminal obeys: the third byte of `␛` (U+241B, `e2 90 9b`) is CSI.
/// So there, text is drawn in ASCII alone. The marks Presently draws have ASCII
/// look-alikes (`…` becomes `.`, `│` becomes `|`, `·` becomes `-`); anything else becomes
/// `?`, as many as the cells it took, so that columns still line up.
///
/// ```swift
/// ASCIIFallback.transliterate("café · ␛[2J")  // "caf? - ?[2J"
/// ```
package enum ASCIIFallback {
  /// `text` with each character outside ASCII replaced by a look-alike or by `?`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package static func transliterate(_ text: some StringProtocol) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
        continue
      }
      if let lookalike = lookalikes[scalar] {
        result.unicodeScalars.append(lookalike)
        continue
      }
      let width = DisplayWidth.of(scalar)
      result += String(repeating: "?", count: width)
    }
    return result
  }

  private static let lookalikes: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{2026}": ".", "\u{00B7}": "-", "\u{2022}": "*", "\u{2502}": "|", "\u{2500}": "-",
    "\u{201C}": "\"", "\u{201D}": "\"", "\u{2018}": "'", "\u{2019}": "'", "\u{2013}": "-",
    "\u{2014}": "-", "\u{203A}": ">", "\u{2039}": "<", "\u{2192}": ">", "\u{2190}": "<",
    "\u{25B8}": ">", "\u{00D7}": "x", "\u{00A0}": " ", "\u{2713}": "x", "\u{2714}": "x",
    "\u{25C9}": "x", "\u{25CB}": "o",
  ]
}
