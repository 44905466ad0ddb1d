/// Where an application's command is named on a browser's hints line, the dim line
/// below the list that names the keys that make sense now.
///
/// The browser's essential hints come first, whatever the priority: going back (on a
/// screen pushed over another), `/text filter`, `? help` and `q quit`. The commands
/// follow by priority, those of the same priority in the order they were added, with
/// the browser's keys for moving, opening and paging between ``normal`` and ``low``.
/// As many hints are shown as fit the window; every command is on the `?` help screen.
///
/// ```swift
/// .command("m", help: "merge into main", priority: .high) { context, commit in … }
/// .command("y", help: "copy the hash", priority: .low) { context, commit in … }
/// ```
public enum HintPriority: Int, Sendable, Comparable, CaseIterable {
  /// Before the other commands.
  case high
  /// After the commands of high priority, before the browser's keys for moving,
  /// opening and paging. The default.
  case normal
  /// After the browser's keys for moving, opening and paging: named when there is room
  /// for them all.
  case low
  /// Never on the hints line: on the `?` help screen only.
  case helpOnly

  /// Whether `lhs` comes before `rhs` on the hints line.
  public static func < (lhs: HintPriority, rhs: HintPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
