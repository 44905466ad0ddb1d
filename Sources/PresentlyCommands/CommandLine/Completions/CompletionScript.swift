/// `presently --generate-completion-script bash|zsh|fish`: a shell's completion script
/// written from the commands' tables, so that it offers every command, every option
/// (gum's names among them) and every choice a value must be one of, as the reader takes
/// them. The option is spelled as swift-argument-parser spelled it, so that setups made
/// for earlier versions keep working.
package enum CompletionScript {
  /// The shells there is a script for.
  package static let shells = ["bash", "zsh", "fish"]

  /// The program's own options, as they complete.
  static let programOptions = ["--help", "-h", "--version", "--generate-completion-script", "--generate-manual"]

  /// The script for `shell` (one of ``shells``), or `nil` for another.
  package static func script(for shell: String) -> String? {
    let commands = NativeCommandLine.tables.map(\.summary)
    switch shell {
    case "bash": return bash(commands)
    case "zsh": return zsh(commands)
    case "fish": return fish(commands)
    default: return nil
    }
  }

  /// The first sentence of `help`, on one line, for a shell's description of an option.
  static func sentence(_ help: String) -> String {
    let words = help.split(whereSeparator: \.isWhitespace)
    guard let last = words.indices.last else { return "" }
    return words[...(words.firstIndex { $0.hasSuffix(".") } ?? last)].joined(separator: " ")
  }

  /// `text` in single quotes for sh, bash and zsh: `it's` → `'it'\''s'`.
  static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
  }
}
