/// How dialog writes the values a box returns: tags quoted where a shell would need it,
/// and separated as the options say.
enum DialogResult {
  /// Characters escaped inside quotes besides the quote itself: in single quotes, a line
  /// break and a backslash; in double quotes, the shell's special characters too.
  private static let escapedInSingle: Set<UInt8> = [0x0A, 0x5C]
  private static let escapedInDouble: Set<UInt8> = escapedInSingle.union(Array("[]{}?*;`~#$^&()|<>".utf8))

  /// `tag` as dialog writes a checklist's tag: in quotes when it is empty or holds a
  /// space, a tab, a line break, a quote or a character special to the shell, with those
  /// escaped by a backslash; as it is otherwise.
  static func quoted(_ tag: String, _ options: DialogOptions) -> String {
    let quote: UInt8 = options.singleQuoted ? 0x27 : 0x22
    let escaped = options.singleQuoted ? escapedInSingle : escapedInDouble
    let bytes = Array(tag.utf8)
    let needsQuotes =
      bytes.isEmpty || bytes.contains { $0 == quote || $0 == 0x20 || $0 == 0x09 || escapedInDouble.contains($0) }
    guard needsQuotes else { return tag }
    var result: [UInt8] = [quote]
    for byte in bytes {
      if byte == quote || escaped.contains(byte) { result.append(0x5C) }
      result.append(byte)
    }
    result.append(quote)
    return String(decoding: result, as: UTF8.self)
  }

  /// A single value (a menu's tag, a radiolist's pick): quoted only with `--quoted`.
  static func single(_ value: String, _ options: DialogOptions) -> String {
    options.quoted ? quoted(value, options) : value
  }

  /// A checklist's (or a buildlist's) marked tags: one a line with `--separate-output`,
  /// else quoted as needed and joined by a space or `--output-separator`.
  static func marked(_ tags: [String], _ options: DialogOptions) -> String {
    if options.separateOutput {
      let separator = options.outputSeparator ?? "\n"
      return tags.map { single($0, options) + separator }.joined()
    }
    // With --output-separator, dialog writes it before every tag, the first too.
    if let separator = options.outputSeparator { return tags.map { separator + quoted($0, options) }.joined() }
    return tags.map { quoted($0, options) }.joined(separator: " ")
  }
}
