/// Names people read for the key sequences readline reports: `Down`, `Ctrl-T`, `Alt-N`.
enum KeyNames {
  /// The names of the sequences terminals send for the keys that have names.
  private static let named: [String: String] = [
    "\\e[A": "Up", "\\eOA": "Up", "\\e[B": "Down", "\\eOB": "Down",
    "\\e[C": "Right", "\\eOC": "Right", "\\e[D": "Left", "\\eOD": "Left",
    "\\e[5~": "PgUp", "\\e[6~": "PgDn",
    "\\e[H": "Home", "\\eOH": "Home", "\\e[1~": "Home", "\\e[7~": "Home",
    "\\e[F": "End", "\\eOF": "End", "\\e[4~": "End", "\\e[8~": "End",
    "\\e[1;2A": "Shift-Up", "\\e[1;2B": "Shift-Down", "\\e[Z": "Shift-Tab",
    " ": "Space", "\\C-i": "Tab", "\\C-m": "Enter", "\\C-j": "Ctrl-J", "\\e": "Esc", "\\C-?": "Backspace",
  ]

  /// The name of a sequence as readline writes it for `~/.inputrc` (`\e[B`, `\C-t`).
  static func name(ofBound sequence: String) -> String {
    if let name = named[sequence] { return name }
    if sequence.hasPrefix("\\C-"), sequence.count == 4, let letter = sequence.last {
      return "Ctrl-" + letter.uppercased()
    }
    if sequence.hasPrefix("\\e"), sequence.count > 2 {
      return "Alt-" + name(ofBound: String(sequence.dropFirst(2)))
    }
    return sequence
  }
}
