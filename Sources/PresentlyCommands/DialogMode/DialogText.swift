import PresentlyCore

/// The text of a box as dialog lays it out, before it is wrapped to the window.
///
/// Without `--cr-wrap`, the line breaks in the text are spaces, so that a script can
/// break its source lines anywhere; without `--no-collapse`, tabs are spaces and runs of
/// spaces are one; without `--no-nl-expand`, the two characters `\n` are a line break;
/// with `--colors`, dialog's `\Z` codes are taken out (they set curses colours); with
/// `--trim`, spaces at the start of each line go.
enum DialogText {
  /// `text` laid out as `options` say.
  static func prepare(_ text: String, _ options: DialogOptions, keepingColorCodes: Bool = false) -> String {
    var bytes = Array(text.utf8)
    if options.colors, !keepingColorCodes { bytes = withoutColorCodes(bytes) }
    if !options.crWrap { bytes = bytes.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 } }
    if !options.noCollapse { bytes = collapsingSpaces(bytes) }
    var result = String(decoding: bytes, as: UTF8.self)
    if !options.noNewlineExpand { result = Compat.breakingLines(result) }
    if options.trim {
      result = result.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
        .joined(separator: "\n")
    }
    return trimmingSpacesAroundBreaks(result, trim: !options.noCollapse)
  }

  /// The text laid out, with dialog's `\Z` codes as styles: `b` bold, `u` underline, `r`
  /// reverse (capitals turn them off), `1`-`6` colours, `0` and `7` the terminal's own,
  /// `n` all off. Where styles are off the terminal draws the text plain.
  static func styled(_ text: String, _ options: DialogOptions) -> StyledText {
    let laidOut = Array(prepare(text, options, keepingColorCodes: true).utf8)
    var result = StyledText()
    var style: TextStyle = []
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty { result += StyledText(String(decoding: run, as: UTF8.self), style: style) }
      run = []
    }
    var index = 0
    while index < laidOut.count {
      if laidOut[index] == UInt8(ascii: "\\"), index + 2 < laidOut.count, laidOut[index + 1] == UInt8(ascii: "Z") {
        flush()
        style = applying(laidOut[index + 2], to: style)
        index += 3
        continue
      }
      run.append(laidOut[index])
      index += 1
    }
    flush()
    return result
  }

  /// `style` after one `\Z` code.
  private static func applying(_ code: UInt8, to style: TextStyle) -> TextStyle {
    let colors: [TextStyle] = [.red, .green, .yellow, .blue, .magenta, .cyan]
    var style = style
    switch code {
    case UInt8(ascii: "b"): style.insert(.bold)
    case UInt8(ascii: "B"): style.remove(.bold)
    case UInt8(ascii: "u"): style.insert(.underline)
    case UInt8(ascii: "U"): style.remove(.underline)
    case UInt8(ascii: "r"): style.insert(.reverse)
    case UInt8(ascii: "R"): style.remove(.reverse)
    case UInt8(ascii: "n"): style = []
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      for color in colors { style.remove(color) }
      let number = Int(code - UInt8(ascii: "0"))
      if (1...6).contains(number) { style.insert(colors[number - 1]) }
    default: break
    }
    return style
  }

  /// The bytes without `\Z` and the character after it.
  static func withoutColorCodes(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), index + 2 < bytes.count + 1, index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "Z")
      {
        index += min(3, bytes.count - index)
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  /// Tabs as spaces, and each run of spaces as one.
  static func collapsingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for byte in bytes {
      let byte = byte == UInt8(ascii: "\t") ? UInt8(ascii: " ") : byte
      if byte == UInt8(ascii: " "), result.last == UInt8(ascii: " ") { continue }
      result.append(byte)
    }
    return result
  }

  /// The text with the spaces next to each line break taken off, when spaces collapse:
  /// `text \n  more` is `text` and `more` on two lines.
  private static func trimmingSpacesAroundBreaks(_ text: String, trim: Bool) -> String {
    guard trim else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1 else { return text.drop { $0 == " " }.description }
    return lines.enumerated().map { index, line in
      var line = Substring(line)
      if index > 0 { line = line.drop { $0 == " " } }
      if index < lines.count - 1 { while line.last == " " { line = line.dropLast() } }
      return String(line)
    }.joined(separator: "\n")
  }
}
