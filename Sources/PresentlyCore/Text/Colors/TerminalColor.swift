/// A colour a terminal can draw text or its background in: one of the 16 ANSI colours,
/// one of the xterm palette's 256, or a 24-bit colour.
///
/// A ``TextStyle`` carries one for the foreground and one for the background
/// (``TextStyle/foreground(_:)``, ``TextStyle/background(_:)``). A terminal with fewer
/// colours than the one asked for draws the nearest it has (``ColorDepth``), as
/// charmbracelet's colorprofile brings colours down for gum.
///
/// ```swift
/// let pink = StyledText("Pick", style: [.bold, .foreground(.palette(212))])
/// let teal = TextStyle.background(.rgb(red: 0, green: 128, blue: 128))
/// ```
public enum TerminalColor: Hashable, Sendable {
  /// One of the 16 ANSI colours, 0 to 15 (0 black, 1 red, … 7 white, 8 to 15 their bright
  /// forms): SGR `30`–`37` and `90`–`97`. A larger number is taken modulo 16.
  case ansi(UInt8)
  /// One of the xterm palette's 256 colours: SGR `38;5;n`.
  case palette(UInt8)
  /// A 24-bit colour: SGR `38;2;r;g;b`.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The SGR parameters that set this colour, in the foreground or the background, on a
  /// terminal of `depth`.
  func parameters(background: Bool, depth: ColorDepth) -> [Int] {
    let (base, bright, extended) = background ? (40, 100, 48) : (30, 90, 38)
    switch depth.converted(self) {
    case .ansi(let index):
      let index = Int(index % 16)
      return [index < 8 ? base + index : bright + index - 8]
    case .palette(let index): return [extended, 5, Int(index)]
    case .rgb(let red, let green, let blue): return [extended, 2, Int(red), Int(green), Int(blue)]
    }
  }
}

extension TerminalColor {
  /// The colour as 25 bits of a ``TextStyle``'s raw value: 1 to 16 an ANSI colour, 17 to
  /// 272 a palette colour, bit 24 and the colour's 24 bits a true colour; 0 is none.
  var packed: UInt64 {
    switch self {
    case .ansi(let index): 1 + UInt64(index % 16)
    case .palette(let index): 17 + UInt64(index)
    case .rgb(let red, let green, let blue): 1 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
    }
  }

  /// The colour `packed` holds, or nil for none.
  init?(packed: UInt64) {
    switch packed {
    case 0: return nil
    case 1...16: self = .ansi(UInt8(packed - 1))
    case 17...272: self = .palette(UInt8(packed - 17))
    default:
      self = .rgb(
        red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
        blue: UInt8(truncatingIfNeeded: packed))
    }
  }
}
