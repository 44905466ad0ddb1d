/// Decides whether a terminal may draw styles, from the environment and the device.
///
/// - `NO_COLOR` set to anything but the empty string turns styles off (no-color.org),
///   whatever else is set.
/// - `CLICOLOR_FORCE` set to anything but `0` turns them on, even when the output is
///   not a terminal or `TERM` is `dumb`.
/// - Otherwise styles are on only when the output is a terminal and `TERM` is not `dumb`.
///
/// ```swift
/// StylePolicy.allowsStyles(variable: { ["TERM": "xterm-256color"][$0] }, isTerminal: true)  // true
/// StylePolicy.allowsStyles(variable: { ["NO_COLOR": "1"][$0] }, isTerminal: true)           // false
/// ```
package enum StylePolicy {
  /// Whether styles are allowed.
  ///
  /// - Parameters:
  ///   - variable: Reads an environment variable by name: `getenv`, or a stand-in in tests.
  ///   - isTerminal: Whether output goes to a terminal.
  package static func allowsStyles(variable: (String) -> String?, isTerminal: Bool) -> Bool {
    if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return false }
    if let force = variable("CLICOLOR_FORCE"), !force.isEmpty, force != "0" { return true }
    if variable("TERM") == "dumb" { return false }
    return isTerminal
  }

  /// Whether the terminal understands cursor movement and erasing, which a `dumb` one does
  /// not, reading `TERM` through `variable`.
  package static func allowsCursorControl(variable: (String) -> String?, isTerminal: Bool) -> Bool {
    isTerminal && variable("TERM") != "dumb"
  }
}
