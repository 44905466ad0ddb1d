import PresentlyCore

/// The frames a ``Spinner`` turns through, by the names gum gives them (`--spinner`).
///
/// Every style has an ASCII form for terminals that are not UTF-8: the frames of
/// ``line``.
public enum SpinnerStyle: String, CaseIterable, Hashable, Sendable {
  /// Braille dots that run round: `⠋ ⠙ ⠹ ⠸ ⠼ ⠴ ⠦ ⠧ ⠇ ⠏`. The default.
  case dot
  /// `| / - \`, in ASCII everywhere.
  case line
  /// Smaller braille dots.
  case minidot
  /// A dot that jumps along a braille cell.
  case jump
  /// A block that fades in and out.
  case pulse
  /// Three points that fill in turn: `∙∙∙ ●∙∙ ∙●∙ ∙∙●`.
  case points
  /// The globe turning.
  case globe
  /// The moon's phases.
  case moon
  /// The three wise monkeys.
  case monkey
  /// A meter that fills and empties: `▱▱▱ ▰▱▱ ▰▰▱ ▰▰▰`.
  case meter
  /// A stack of bars: `☱ ☲ ☴`.
  case hamburger

  /// The frames, in order; `unicode: false` gives the ASCII ones of ``line``.
  public func frames(unicode: Bool = true) -> [String] {
    guard unicode else { return ["|", "/", "-", "\\"] }
    switch self {
    case .dot: return ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    case .line: return ["|", "/", "-", "\\"]
    case .minidot: return ["⠁", "⠂", "⠄", "⡀", "⢀", "⠠", "⠐", "⠈"]
    case .jump: return ["⢄", "⢂", "⢁", "⡁", "⡈", "⡐", "⡠"]
    case .pulse: return ["█", "▓", "▒", "░", "▒", "▓"]
    case .points: return ["∙∙∙", "●∙∙", "∙●∙", "∙∙●"]
    case .globe: return ["🌍", "🌎", "🌏"]
    case .moon: return ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
    case .monkey: return ["🙈", "🙉", "🙊"]
    case .meter: return ["▱▱▱", "▰▱▱", "▰▰▱", "▰▰▰", "▰▰▱", "▰▱▱"]
    case .hamburger: return ["☱", "☲", "☴", "☲"]
    }
  }
}
