import PresentlyCore

extension LogLine {
  /// charmbracelet/log's text formatter over `entries`, in true colour.
  ///
  /// - The time, level (upper case), `prefix:` and message are written as they are, each
  ///   in its style, separated by spaces; a user's pair named `time` or `level` is left
  ///   out and one named `prefix`, `msg` or `caller` is written as those are, as
  ///   charmbracelet/log does.
  /// - A pair is `key=value`, `=` in the separator's style. A value with a space, `=`, `"`
  ///   or a character that does not print is quoted, with Go's escapes inside (`\n`, `\t`,
  ///   `\x1b`, `\u202e`); an empty value is `""`.
  /// - A value on several lines starts a new line, `  key=`, then each of its lines after
  ///   `  │ ` (escaped, not quoted).
  /// - Every part is inline: its line breaks are dropped, its tabs are four spaces. Text
  ///   that is not escaped is sanitized (``Sanitizer``): no escape sequence of the user's
  ///   reaches the terminal.
  func textLine(_ entries: [(key: String, value: Value)]) -> String {
    var output = ""
    for (index, entry) in entries.enumerated() {
      let separator = index == 0 ? "" : " "
      switch (entry.key, entry.value) {
      case ("time", .time(let time)):
        output += separator + render(styles.time, Self.safe(time))
      case ("level", .level(let level)):
        var style = styles.level
        if style.foreground == .none { style.foreground = level.defaultColor }
        let label = render(style, level.label)
        if !label.isEmpty { output += separator + label }
      case ("time", _), ("level", _):
        continue
      case ("caller", .text(let caller)):
        output += separator + styles.caller.render("<" + Self.safe(caller) + ">")
      case ("prefix", .text(let prefix)):
        output += separator + render(styles.prefix, Self.safe(prefix) + ":")
      case ("caller", _), ("prefix", _):
        continue
      case ("msg", let message):
        output += separator + render(styles.message, Self.safe(message.text))
      default:
        output += pair(entry.key, entry.value.text, separator: separator, moreFollow: index < entries.count - 1)
      }
    }
    return output + "\n"
  }

  /// One `key=value`, or the lines of a value on several.
  private func pair(_ key: String, _ value: String, separator: String, moreFollow: Bool) -> String {
    guard !key.isEmpty else { return "" }
    let equals = render(styles.separator, "=")
    let styledKey = render(styles.key, Self.safe(key))
    if value.utf8.contains(0x0A) {
      let indent = render(styles.separator, "  │ ")
      var output = "\n  " + styledKey + equals + "\n"
      let lines = LayoutText.lines(value)
      for (number, line) in lines.enumerated() {
        let isLast = number == lines.count - 1
        if isLast && line.isEmpty { break }
        output += indent + render(styles.value, Self.escaped(line, quotes: false))
        if !isLast || moreFollow { output += "\n" }
      }
      return output
    }
    if value.isEmpty {
      return separator + styledKey + equals + render(styles.value, "\"\"")
    }
    if Self.needsQuoting(value) {
      return separator + styledKey + equals + render(styles.value, "\"" + Self.escaped(value[...], quotes: true) + "\"")
    }
    return separator + styledKey + equals + render(styles.value, value)
  }

  /// A part in its style, inline.
  private func render(_ style: LayoutStyle, _ text: String) -> String {
    var style = style
    style.inline = true
    return style.render(text)
  }

  /// User text made safe: tabs as four spaces (as lipgloss makes them), then sanitized.
  static func safe(_ text: String) -> String {
    let text = text.utf8.contains(0x09) ? LayoutText.replacing(0x09, with: "    ", in: text) : text
    return Sanitizer.sanitize(text)
  }

  /// charmbracelet/log's `needsQuoting`: a space (Go's), `=`, `"`, U+FFFD, or a character
  /// that does not print.
  static func needsQuoting(_ value: String) -> Bool {
    value.unicodeScalars.contains { scalar in
      scalar == "=" || scalar == "\"" || scalar == "\u{FFFD}" || LayoutStyle.isGoSpace(scalar)
        || !GoPrintf.isGoPrint(scalar)
    }
  }

  /// charmbracelet/log's `escapeStringForOutput`: characters that do not print as Go
  /// escapes, and `"` as `\"` when `quotes`.
  static func escaped(_ value: Substring, quotes: Bool) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      if quotes && scalar == "\"" {
        output += "\\\""
        continue
      }
      if GoPrintf.isGoPrint(scalar) {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\u{07}": output += "\\a"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{0B}": output += "\\v"
      default:
        let hex = String(scalar.value, radix: 16)
        if scalar.value < 0x20 {
          output += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        } else if scalar.value < 0x10000 {
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
      }
    }
    return output
  }
}
