/// Names people read for the key sequences readline reports: `Down`, `Ctrl-T`, `Alt-N`.
enum KeyNames {
  /// The names of the sequences terminals send for the keys that have names.
  /// Pairs rather than a dictionary, which costs more to set up at start-up than a
  /// search through two dozen pairs.
  private static let named: [(sequence: String, name: String)] = [
    ("\\e[A", "Up"), ("\\eOA", "Up"), ("\\e[B", "Down"), ("\\eOB", "Down"),
    ("\\e[C", "Right"), ("\\eOC", "Right"), ("\\e[D", "Left"), ("\\eOD", "Left"),
    ("\\e[5~", "PgUp"), ("\\e[6~", "PgDn"),
    ("\\e[H", "Home"), ("\\eOH", "Home"), ("\\e[1~", "Home"), ("\\e[7~", "Home"),
    ("\\e[F", "End"), ("\\eOF", "End"), ("\\e[4~", "End"), ("\\e[8~", "End"),
    ("\\e[1;2A", "Shift-Up"), ("\\e[1;2B", "Shift-Down"), ("\\e[Z", "Shift-Tab"),
    (" ", "Space"), ("\\C-i", "Tab"), ("\\C-m", "Enter"), ("\\C-j", "Ctrl-J"), ("\\e", "Esc"), ("\\C-?", "Backspace"),
  ]

  /// The name of a sequence as readline writes it for `~/.inputrc` (`\e[B`, `\C-t`).
  static func name(ofBound sequence: String) -> String {
    if let pair = named.first(where: { $0.sequence == sequence }) { return pair.name }
    if sequence.hasPrefix("\\C-"), sequence.count == 4, let letter = sequence.last {
      return "Ctrl-" + letter.uppercased()
    }
    if sequence.hasPrefix("\\e"), sequence.count > 2 {
      return "Alt-" + name(ofBound: String(sequence.dropFirst(2)))
    }
    return sequence
  }

  /// A key sequence as readline writes it: `\e` for Escape, `\C-t` for a control
  /// character, `\C-?` for Delete, a backslash before `\` and `"`, octal above ASCII.
  static func text(of keys: [UInt8]) -> String {
    var text = ""
    for key in keys {
      switch key {
      case 0x1B: text += "\\e"
      case 0x7F: text += "\\C-?"
      case 0x01...0x1A: text += "\\C-" + String(UnicodeScalar(key + 0x60))
      case 0..<0x20: text += "\\C-" + String(UnicodeScalar(key + 0x40))
      case UInt8(ascii: "\\"), UInt8(ascii: "\""): text += "\\" + String(UnicodeScalar(key))
      case 0x80...:
        text += "\\" + String(key >> 6) + String(key >> 3 & 7) + String(key & 7)
      default: text += String(UnicodeScalar(key))
      }
    }
    return text
  }
}
