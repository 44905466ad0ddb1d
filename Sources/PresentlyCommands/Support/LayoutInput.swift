import PresentlySystem

/// What the layout commands (`style`, `join`, `format`, `log`) share: their text from
/// standard input as gum reads it, and the colour profile of the stream they write to.
enum LayoutInput {
  /// Standard input as gum's `stdin.Read` takes it: nothing when it is a terminal or not
  /// open; else all of it, as text, with white space trimmed at both ends, and escape
  /// sequences stripped when `strippingEscapes` (gum's `--strip-ansi`, on by default).
  /// What is left is still untrusted: the renderers sanitize it.
  static func read(strippingEscapes: Bool) -> String {
    let input = FileDescriptor.standardInput
    guard input.isStream, !input.isTerminal, let bytes = try? input.readToEnd() else { return "" }
    let text = trimmed(String(decoding: bytes, as: UTF8.self))
    return strippingEscapes ? strippedOfEscapes(text) : text
  }

  /// `text` without white space (Go's `unicode.IsSpace`) at either end.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !LayoutStyle.isGoSpace($0) }),
      let last = scalars.lastIndex(where: { !LayoutStyle.isGoSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// `text` without escape sequences, as x/ansi's `Strip` leaves it: control sequences
  /// (`ESC [` … a final byte), strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, to BEL
  /// or `ESC \`) and two-byte escapes are dropped; other bytes are kept as they are.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func strippedOfEscapes(_ text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.contains(0x1B) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        output.append(bytes[index])
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let kind = bytes[index]
      index += 1
      switch kind {
      case UInt8(ascii: "["):
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        index += 1
      case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
        while index < bytes.count, bytes[index] != 0x07, !(bytes[index] == 0x1B && index + 1 < bytes.count) {
          index += 1
        }
        index += index < bytes.count && bytes[index] == 0x1B ? 2 : 1
      default:
        break
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The colour profile for text written to `descriptor`, from the environment
  /// (``LayoutColorProfile/detect(variable:isTerminal:terminfoTrueColor:)``): none at all
  /// when it is not a terminal or `TERM=dumb`, no colours under `NO_COLOR`.
  static func profile(for descriptor: FileDescriptor) -> LayoutColorProfile {
    LayoutColorProfile.detect(variable: Environment.text, isTerminal: descriptor.isTerminal)
  }
}
