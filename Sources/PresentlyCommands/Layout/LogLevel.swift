/// A level of `gum log`, as charmbracelet/log ranks them: `debug` (-4), `info` (0), `warn`
/// (4), `error` (8), `fatal` (12), and `none`, gum's default, which prints no level and
/// passes every `--min-level`.
package enum LogLevel: String, Sendable, CaseIterable, Comparable {
  /// `debug`.
  case debug
  /// `info`.
  case info
  /// `warn`.
  case warn
  /// `error`.
  case error
  /// `fatal`: gum prints the line, then exits with status 1.
  case fatal
  /// `none`: no level printed (charmbracelet/log's `Print`).
  case none

  /// charmbracelet/log's number for the level; `none` is above every other.
  package var rank: Int {
    switch self {
    case .debug: -4
    case .info: 0
    case .warn: 4
    case .error: 8
    case .fatal: 12
    case .none: Int.max
    }
  }

  package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }

  /// The level `--min-level` names, as charmbracelet/log's `ParseLevel` reads it (any
  /// case); nil for anything else, `none` included, which gum refuses with
  /// `invalid level: "…"`.
  package init?(minimum name: String) {
    switch name.lowercased() {
    case "debug": self = .debug
    case "info": self = .info
    case "warn": self = .warn
    case "error": self = .error
    case "fatal": self = .fatal
    default: return nil
    }
  }

  /// The word the text formatter prints, upper case (`INFO`); empty for `none`.
  package var label: String { self == .none ? "" : rawValue.uppercased() }

  /// charmbracelet/log's default colour for the level: 63, 86, 192, 204, 134.
  package var defaultColor: LayoutColor {
    switch self {
    case .debug: .indexed(63)
    case .info: .indexed(86)
    case .warn: .indexed(192)
    case .error: .indexed(204)
    case .fatal: .indexed(134)
    case .none: .none
    }
  }
}
