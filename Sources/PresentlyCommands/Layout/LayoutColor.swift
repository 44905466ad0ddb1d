import PresentlyCore

/// A colour as gum's style flags name one (`--foreground 212`, `--border-foreground "#ff87d7"`),
/// read as lipgloss v2's `Color` reads it.
///
/// - `#RRGGBB` or `#RGB`: a true colour; any other text after `#` is no colour.
/// - A decimal number (Go's `strconv.Atoi`: an optional sign, then digits), its sign dropped:
///   0 to 15 are the 16 ANSI colours, 16 to 255 the xterm palette, and anything larger
///   the true colour `0xRRGGBB` its low 24 bits spell.
/// - Anything else, the empty string included, is no colour.
///
/// ```swift
/// LayoutColor(gum: "212")      // .indexed(212)
/// LayoutColor(gum: "#f0a")     // .rgb(255, 0, 170)
/// LayoutColor(gum: "pink")     // .none
/// ```
package enum LayoutColor: Sendable, Hashable {
  /// No colour: the terminal's own.
  case none
  /// One of the 16 ANSI colours, 0 to 15 (SGR 30–37 and 90–97).
  case basic(UInt8)
  /// One of the xterm palette's 256 colours (SGR `38;5;n`).
  case indexed(UInt8)
  /// A 24-bit colour (SGR `38;2;r;g;b`).
  case rgb(UInt8, UInt8, UInt8)

  /// Reads a colour as lipgloss's `Color(string)` does.
  package init(gum text: String) {
    if text.hasPrefix("#") {
      self = Self.hex(text.utf8.dropFirst()) ?? .none
      return
    }
    guard let number = Self.goAtoi(text) else {
      self = .none
      return
    }
    let value = number.magnitude
    switch value {
    case 0..<16: self = .basic(UInt8(value))
    case 16..<256: self = .indexed(UInt8(value))
    default:
      self = .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value))
    }
  }

  /// The red, green and blue components this colour is drawn with, as x/ansi's palette
  /// has them; nil for no colour.
  package var components: (red: UInt8, green: UInt8, blue: UInt8)? {
    switch self {
    case .none: nil
    case .basic(let index), .indexed(let index): XtermPalette.components(of: index)
    case .rgb(let red, let green, let blue): (red, green, blue)
    }
  }

  /// The SGR parameters that set this colour as the foreground (`3n`, `9n`, `38;5;n`,
  /// `38;2;r;g;b`), or nil for no colour.
  package var foregroundParameters: String? { parameters(base: 30, bright: 90, extended: 38) }

  /// The SGR parameters that set this colour as the background (`4n`, `10n`, `48;5;n`,
  /// `48;2;r;g;b`), or nil for no colour.
  package var backgroundParameters: String? { parameters(base: 40, bright: 100, extended: 48) }

  private func parameters(base: Int, bright: Int, extended: Int) -> String? {
    switch self {
    case .none: nil
    case .basic(let index) where index < 8: String(base + Int(index))
    case .basic(let index): String(bright + Int(index) - 8)
    case .indexed(let index): "\(extended);5;\(index)"
    case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
    }
  }

  /// `#RRGGBB` or `#RGB` (the digits after `#`), as lipgloss's `parseHex` reads them.
  private static func hex(_ digits: Substring.UTF8View) -> LayoutColor? {
    var values: [UInt8] = []
    for byte in digits {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    switch values.count {
    case 6: return .rgb(values[0] << 4 + values[1], values[2] << 4 + values[3], values[4] << 4 + values[5])
    case 3: return .rgb(values[0] * 17, values[1] * 17, values[2] * 17)
    default: return nil
    }
  }

  /// Go's `strconv.Atoi` in base 10: an optional `+` or `-`, then at least one digit, and
  /// nothing else; nil when it would fail (overflow included).
  private static func goAtoi(_ text: String) -> Int64? {
    var digits = Substring(text)
    var negative = false
    if let sign = digits.first, sign == "+" || sign == "-" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let value = Int64(digits)
    else { return nil }
    return negative ? -value : value
  }
}
