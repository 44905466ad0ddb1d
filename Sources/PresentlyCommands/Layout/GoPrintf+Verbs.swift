extension GoPrintf {
  /// Go's `printArg` for a string.
  mutating func print(_ value: String, verb: Character) {
    switch verb {
    case "T": pad(truncated("string"))
    case "v" where sharpV, "q": pad(quoted(truncated(value)))
    case "v", "s": pad(truncated(value))
    case "x", "X": hexadecimal(value, upper: verb == "X")
    default:
      output += "%!\(verb)(string="
      pad(truncated(value))
      output += ")"
    }
  }

  /// The text padded to the width, in characters: spaces, or zeros on the left with `0`.
  mutating func pad(_ text: String) {
    guard let width, width > 0 else {
      output += text
      return
    }
    let missing = width - text.unicodeScalars.count
    let padding = String(repeating: zero && !minus ? "0" : " ", count: max(0, missing))
    output += minus ? text + padding : padding + text
  }

  /// The text cut to the precision, in characters.
  private func truncated(_ text: String) -> String {
    guard let precision else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(precision)))
  }

  /// Go's `fmtSbx` for a string: two hexadecimal digits a byte.
  private mutating func hexadecimal(_ value: String, upper: Bool) {
    let digits = Array((upper ? "0123456789ABCDEFX" : "0123456789abcdefx").utf8)
    var bytes = Array(value.utf8)
    if let precision, precision < bytes.count { bytes = Array(bytes.prefix(precision)) }
    var encodedWidth = 2 * bytes.count
    guard encodedWidth > 0 else {
      if let width { output += String(repeating: zero && !minus ? "0" : " ", count: max(0, width)) }
      return
    }
    if space {
      if sharp { encodedWidth *= 2 }
      encodedWidth += bytes.count - 1
    } else if sharp {
      encodedWidth += 2
    }
    let fill = String(repeating: zero && !minus ? "0" : " ", count: max(0, (width ?? 0) - encodedWidth))
    if !minus { output += fill }
    var encoded: [UInt8] = sharp ? [UInt8(ascii: "0"), digits[16]] : []
    for (index, byte) in bytes.enumerated() {
      if space && index > 0 {
        encoded.append(UInt8(ascii: " "))
        if sharp { encoded += [UInt8(ascii: "0"), digits[16]] }
      }
      encoded += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
    output += String(decoding: encoded, as: UTF8.self)
    if minus { output += fill }
  }

  /// Go's `fmtQ`: backquoted with `#` when it can be, else `strconv.Quote` (in ASCII with `+`).
  private func quoted(_ value: String) -> String {
    if sharp, Self.canBackquote(value) { return "`" + value + "`" }
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\u{07}": text += "\\a"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{0B}": text += "\\v"
      case "\\", "\"": text += "\\" + String(scalar)
      default:
        if Self.isGoPrint(scalar) && (!plus || scalar.isASCII) {
          text.unicodeScalars.append(scalar)
        } else if scalar.value < 0x20 || scalar.value == 0x7F {
          text += "\\x" + Self.hex(scalar.value, digits: 2)
        } else if scalar.value < 0x10000 {
          text += "\\u" + Self.hex(scalar.value, digits: 4)
        } else {
          text += "\\U" + Self.hex(scalar.value, digits: 8)
        }
      }
    }
    return text + "\""
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Go's `strconv.CanBackquote`: no backquote, no control character but tab, no U+FEFF.
  private static func canBackquote(_ value: String) -> Bool {
    value.unicodeScalars.allSatisfy { scalar in
      scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "`" && scalar != "\u{FEFF}")
    }
  }

  /// Go's `strconv.IsPrint` (and `unicode.IsPrint`): letters, marks, numbers, punctuation,
  /// symbols, and the ASCII space.
  static func isGoPrint(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
