import Alerts

/// dialog's `--gauge` input, read as dialog 1.3 reads it (`guage.c`), which is not quite
/// as whiptail reads it (`GaugeProtocol`):
///
/// - a line is a percentage when `strtol` reads a number from its start that ends the
///   line or is followed by a space (`60 %` is 60, `60%` is not), or when it is empty
///   or starts with a space (0); a negative number is not one;
/// - any line that starts with `XXX` opens a block, and the next closes it;
/// - the line after the opening one is the percentage when it is one, and otherwise the
///   first line of the text: `XXX`, `We are at 0 %`, `XXX` changes the text alone;
/// - the text's lines are laid out as the box's text is (`DialogText`), each line break
///   kept, or a space where the line had `\n` in it and `--cr-wrap` is not given.
struct DialogGaugeInput: GaugeReading {
  /// Where a block of text stands.
  private enum Block {
    case none
    /// A marker came: a percentage or the first line of the text is next.
    case opened
    /// Text lines until the next marker, and the percentage if one came.
    case text(percent: Int?, lines: [String])
  }

  /// How the box lays out its text.
  let options: DialogOptions
  private var block = Block.none

  init(options: DialogOptions) {
    self.options = options
  }

  /// Takes one line, without its line break; returns the update it makes, if any.
  mutating func take(_ line: String) -> GaugeUpdate? {
    switch block {
    case .none:
      if Self.isMarker(line) {
        block = .opened
        return nil
      }
      return Self.percent(line).map { GaugeUpdate(percent: $0) }
    case .opened:
      let percent = Self.percent(line)
      block = .text(percent: percent, lines: percent == nil ? [line] : [])
      return nil
    case .text(let percent, let lines):
      guard Self.isMarker(line) else {
        block = .text(percent: percent, lines: lines + [line])
        return nil
      }
      block = .none
      return GaugeUpdate(percent: percent, text: layout(lines))
    }
  }

  /// The block's lines as dialog draws them.
  func layout(_ lines: [String]) -> String {
    var text = ""
    for (index, line) in lines.enumerated() {
      if index > 0 {
        let escapes = !options.noNewlineExpand && lines[index - 1].contains("\\n")
        text += escapes && !options.crWrap ? " " : "\n"
      }
      var laidOut = Substring(DialogText.prepare(line, options))
      while laidOut.last == " " { laidOut = laidOut.dropLast() }
      text += laidOut
    }
    return text
  }

  /// Whether a line opens or closes a block: it starts with `XXX`.
  static func isMarker(_ line: String) -> Bool {
    line.utf8.starts(with: "XXX".utf8)
  }

  /// A line as dialog's `decode_percent` reads it: `nil` when it is not a percentage.
  static func percent(_ line: String) -> Int? {
    let bytes = Array(line.utf8)
    // What follows the number (or the start, when there is none) must be a space or the
    // line break that dialog's line still holds.
    func endsNumber(_ index: Int) -> Bool { index == bytes.count || isSpace(bytes[index]) }
    var index = bytes.firstIndex { !isSpace($0) } ?? bytes.count
    var isNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let digits = bytes[index...].prefix { (0x30...0x39).contains($0) }
    guard !digits.isEmpty else { return endsNumber(0) ? 0 : nil }
    guard endsNumber(digits.endIndex) else { return nil }
    let magnitude = digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), Int(Int32.max)) }
    if isNegative { return magnitude == 0 ? 0 : nil }
    return magnitude
  }

  /// Whether a byte is one that C's `isspace` takes.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
