import PresentlyCore

/// A value given in bytes (an argument, a file) and edited as text: the text a widget
/// edits, and the bytes of the text that comes back.
///
/// Swift's text cannot hold bytes that are not UTF-8: each run of them is one `�` in it.
/// whiptail and dialog give an initial value back byte for byte, Latin-1 and all, and so
/// does presently: a value accepted unchanged is the bytes given, and in an edited one
/// every unit the user did not edit (a character, or a run of bytes shown as one `�`)
/// is the bytes it was given in; what the user typed is UTF-8 (see `EditAlignment`).
///
/// ```swift
/// let initial = GivenBytes([0x63, 0x61, 0x66, 0xE9])  // "caf\u{FFFD}"
/// initial.bytes(of: "caf\u{FFFD}!")                     // [0x63, 0x61, 0x66, 0xE9, 0x21]
/// ```
package struct GivenBytes: Sendable {
  /// The bytes as given.
  package let bytes: [UInt8]
  /// The bytes as text, `�` for each run that is not UTF-8.
  package let text: String
  /// Where each of the text's scalars ends in ``bytes``, when they are not UTF-8 text;
  /// `nil` when they are.
  private let ends: [Int]?

  /// Whether the bytes are UTF-8 text: ``text`` is then exactly them.
  package var isText: Bool { ends == nil }

  /// An argument a parser read as text (whiptail's and dialog's operands), as the bytes it
  /// was given in (see `RawArguments.bytes(ofLast:)`).
  package init(argument: String) {
    self.init(RawArguments.bytes(ofLast: argument))
  }

  /// Reads `bytes` as text.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    if let text = String(validating: bytes, as: UTF8.self) {
      self.text = text
      ends = nil
      return
    }
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    var ends: [Int] = []
    var offset = 0
    reading: while true {
      switch parser.parseScalar(from: &input) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        scalars.append("\u{FFFD}")
        offset += length
      case .emptyInput:
        break reading
      }
      ends.append(offset)
    }
    text = String(scalars)
    self.ends = ends
  }

  /// The bytes of `edited`, the text as it came back: the bytes given for every unit of
  /// ``text`` not edited, UTF-8 for the rest.
  package func bytes(of edited: String) -> [UInt8] {
    guard let ends else { return Array(edited.utf8) }
    let shown = Array(text.unicodeScalars)
    let scalars = Array(edited.unicodeScalars)
    if scalars == shown { return bytes }
    // Each unit is one scalar of the text (bytes that are not UTF-8 hold at least one).
    var result: [UInt8] = []
    for piece in EditAlignment.align(shown: shown, ends: Array(1...shown.count), edited: scalars) {
      switch piece {
      case .kept(let unit): result += bytes[(unit == 0 ? 0 : ends[unit - 1])..<ends[unit]]
      case .typed(let scalar): result += Array(String(scalar).utf8)
      }
    }
    return result
  }
}
