extension TemplateParser {
  func starts(_ text: String) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  /// Where `text` next starts, from the current place.
  func find(_ text: String) -> Int? {
    let pattern = Array(text.utf8)
    var position = index
    while position + pattern.count <= bytes.count {
      if bytes[position..<(position + pattern.count)].elementsEqual(pattern) { return position }
      position += 1
    }
    return nil
  }

  mutating func skipSpaces() {
    while index < bytes.count, Self.isSpace(bytes[index]) {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// A byte of a name or a number: letters, digits, `_`, `.`, signs, and anything beyond ASCII.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), 0x80...0xFF:
      true
    default: false
    }
  }

  /// A name, or a number with its sign, point and exponent.
  mutating func word() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isNumberPart =
        byte == UInt8(ascii: ".") || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && index == start)
      guard Self.isWordByte(byte) || isNumberPart else { break }
      index += 1
    }
    if index == start { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// What is at the current place, quoted for a message.
  func describe() -> String {
    guard index < bytes.count else { return "end of input" }
    let end = min(bytes.count, index + 10)
    return "\"" + String(decoding: bytes[index..<end], as: UTF8.self).prefix(while: { $0 != "\n" }) + "\""
  }

  func error(_ message: String) -> TemplateError {
    TemplateError(message: "template: tpl:\(line): \(message)")
  }

  /// One escape after a backslash in a double-quoted string: Go's `\a \b \f \n \r \t \v
  /// \\ \"`, `\NNN` (octal), `\xNN`, `\uNNNN`, `\UNNNNNNNN`.
  mutating func escape() throws(TemplateError) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw error("unterminated quoted string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "a"): return "\u{07}"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "v"): return "\u{0B}"
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      index -= 1
      return try digits(3, radix: 8, limit: 255)
    case UInt8(ascii: "x"): return try digits(2, radix: 16, limit: 255)
    case UInt8(ascii: "u"): return try digits(4, radix: 16, limit: 0xFFFF)
    case UInt8(ascii: "U"): return try digits(8, radix: 16, limit: 0x10FFFF)
    default: throw error("invalid syntax in quoted string")
    }
  }

  private mutating func digits(_ count: Int, radix: UInt32, limit: UInt32) throws(TemplateError) -> Unicode.Scalar {
    guard index + count <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<(index + count)], as: UTF8.self), radix: Int(radix)),
      value <= limit
    else { throw error("invalid syntax in quoted string") }
    index += count
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}

/// A template that cannot be read or run, with Go's kind of message
/// (`template: tpl:1: function "Foo" not defined`).
package struct TemplateError: Error, Equatable, Sendable {
  /// The message.
  package var message: String
}
