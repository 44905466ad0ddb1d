/// Decides whether a terminal may draw styles, from the environment and the device.
///
/// - `NO_COLOR` set to anything but the empty string turns styles off (no-color.org),
///   whatever else is set.
/// - `CLICOLOR_FORCE` set to anything but `0` turns them on, even when the output is
///   not a terminal or `TERM` is `dumb`.
/// - Otherwise styles are on only when the output is a terminal and `TERM` is not `dumb`.
///
/// ```swift
/// StylePolicy.allowsStyles(environment: ["TERM": "xterm-256color"], isTerminal: true)  // true
/// StylePolicy.allowsStyles(environment: ["NO_COLOR": "1"], isTerminal: true)           // false
/// ```
package enum StylePolicy {
  /// Whether styles are allowed.
  ///
  /// - Parameters:
  ///   - environment: The process environment, or a stand-in for it in tests.
  ///   - isTerminal: Whether output goes to a terminal.
  package static func allowsStyles(environment: [String: String], isTerminal: Bool) -> Bool {
    allowsStyles(variable: { environment[$0] }, isTerminal: isTerminal)
  }

  /// Whether styles are allowed, reading each variable through `variable`: the form
  /// the terminal uses, which needs no dictionary of the environment.
  package static func allowsStyles(variable: (String) -> String?, isTerminal: Bool) -> Bool {
    if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return false }
    if let force = variable("CLICOLOR_FORCE"), !force.isEmpty, force != "0" { return true }
    if variable("TERM") == "dumb" { return false }
    return isTerminal
  }

  /// Whether the terminal understands cursor movement and erasing, which a `dumb` one does not.
  package static func allowsCursorControl(environment: [String: String], isTerminal: Bool) -> Bool {
    allowsCursorControl(variable: { environment[$0] }, isTerminal: isTerminal)
  }

  /// Whether the terminal understands cursor movement and erasing, reading `TERM`
  /// through `variable`.
  package static func allowsCursorControl(variable: (String) -> String?, isTerminal: Bool) -> Bool {
    isTerminal && variable("TERM") != "dumb"
  }
}
