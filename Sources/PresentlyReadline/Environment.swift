import PresentlyCore
import PresentlySystem

/// The environment variables the terminal consults.
enum Environment {
  /// Variables by name: pairs rather than a dictionary, whose set-up at run time costs
  /// more before the first prompt than looking through ten pairs ever will.
  struct Values {
    var pairs: [(name: String, value: String)] = []

    subscript(name: String) -> String? { pairs.first { $0.name == name }?.value }
  }

  /// The variables that matter here, read once.
  static var current: Values {
    var values = Values()
    for name in [
      "NO_COLOR", "CLICOLOR_FORCE", "TERM", "COLORTERM", "WT_SESSION", "GOOGLE_CLOUD_SHELL", "XDG_STATE_HOME", "HOME",
      "COLUMNS", "LINES",
    ] {
      if let value = PresentlySystem.Environment.text(name) { values.pairs.append((name, value)) }
    }
    return values
  }

  /// `COLUMNS` and `LINES`, when both are positive numbers.
  static func sizeFromVariables(_ environment: Values) -> TerminalSize? {
    guard let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0,
      let rows = environment["LINES"].flatMap({ Int($0) }), rows > 0
    else { return nil }
    return TerminalSize(columns: columns, rows: rows)
  }

  /// `$XDG_STATE_HOME`, or `~/.local/state`; `nil` when neither can be found.
  static func stateDirectory(_ environment: Values) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state"
  }
}
