import PresentlyCore

/// `gum log --formatter json` and `--formatter logfmt`, as charmbracelet/log writes them.
///
/// Both escape what Go escapes; beyond Go, they also escape the characters ``Sanitizer``
/// would replace (DEL, C1 controls, bidirectional controls), which Go leaves raw: the
/// value is the same to a JSON or logfmt reader, and nothing reaches the terminal as a
/// control.
enum LogEncoding {
  /// One JSON object and a newline: `time`, `level` (lower case), `prefix`, `msg`, then the
  /// pairs, keys in order and repeated as given; a user's `time` or `level` pair is left
  /// out, as charmbracelet/log leaves it.
  static func json(_ entries: [(key: String, value: LogLine.Value)]) -> String {
    var items: [String] = []
    for (key, value) in entries {
      switch (key, value) {
      case ("time", .time(let text)), ("caller", .text(let text)), ("prefix", .text(let text)):
        items.append(jsonString(key) + ":" + jsonString(text))
      case ("level", .level(let level)):
        items.append(jsonString(key) + ":" + jsonString(level.rawValue))
      case ("time", _), ("level", _), ("caller", _), ("prefix", _):
        continue
      default:
        items.append(jsonString(key) + ":" + jsonString(value.text))
      }
    }
    return "{" + items.joined(separator: ",") + "}\n"
  }

  /// logfmt pairs and a newline: keys lose spaces, `=`, `"`, controls and U+FFFD (a key
  /// left empty drops its pair); values are quoted when they hold any of those, and
  /// `null` is quoted.
  static func logfmt(_ entries: [(key: String, value: LogLine.Value)]) -> String {
    var output = ""
    for (key, value) in entries {
      let filtered = String(
        String.UnicodeScalarView(key.unicodeScalars.filter { !isLogfmtSpecial($0) && Sanitizer.isHarmless($0) }))
      if filtered.isEmpty { continue }
      if !output.isEmpty { output += " " }
      output += filtered + "=" + logfmtValue(value.text)
    }
    return output + "\n"
  }

  private static func isLogfmtSpecial(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x20 || scalar == "=" || scalar == "\"" || scalar.value == 0x7F || scalar == "\u{FFFD}"
  }

  private static func logfmtValue(_ value: String) -> String {
    if value == "null" { return "\"null\"" }
    let needsQuotes = value.unicodeScalars.contains { isLogfmtSpecial($0) || !Sanitizer.isHarmless($0) }
    guard needsQuotes else { return value }
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\", "\"": output += "\\" + String(scalar)
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{FFFD}": output += "\\ufffd"
      default:
        if scalar.value < 0x20 || !Sanitizer.isHarmless(scalar) {
          output += unicodeEscape(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// A JSON string as Go's `encoding/json` writes it without HTML escaping.
  static func jsonString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "\"": output += "\\" + String(scalar)
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" || !Sanitizer.isHarmless(scalar) {
          output += unicodeEscape(scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// `\uXXXX`, lower-case hexadecimal, for a scalar below U+10000 (the only ones escaped).
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
