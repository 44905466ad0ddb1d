import PresentlyCore

/// Text as the layout commands take it: untrusted, made safe before anything measures it.
///
/// `gum style` and `gum join` are fed each other's output (`gum join "$(gum style …)" …`),
/// so a Select Graphic Rendition sequence (`ESC [` digits, `;` and `:` `m`, at most 64
/// parameter bytes) in their text is kept: it can change colours and attributes, nothing
/// else. Every other control character, escape sequences with them, invalid UTF-8 and
/// bidirectional controls, become the visible replacements ``Sanitizer`` makes. Tabs are
/// four spaces, as lipgloss makes them, and `\r\n` a line break.
///
/// Widths are display widths (``DisplayWidth``) with the kept sequences counted as nothing,
/// as x/ansi's `StringWidth` counts them.
///
/// - Complexity: every function is O(*n*) in the length of the text.
package enum LayoutText {
  /// `text` with tabs as four spaces and `\r\n` as `\n`, then cleaned (see the type's rules).
  package static func prepared(_ text: String) -> String {
    var text = text
    if text.utf8.contains(0x09) { text = replacing(0x09, with: "    ", in: text) }
    if text.utf8.contains(0x0D) { text = text.replacingLineEnds() }
    return cleaned(text)
  }

  /// `text` with every SGR sequence kept and everything else sanitized.
  package static func cleaned(_ text: String) -> String {
    let utf8 = text.utf8
    if !utf8.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 >= 0x7F }) { return text }
    var output = ""
    var segmentStart = utf8.startIndex
    var position = utf8.startIndex
    while let escape = utf8[position...].firstIndex(of: 0x1B) {
      guard let end = sequenceEnd(utf8, from: escape) else {
        position = utf8.index(after: escape)
        continue
      }
      output += Sanitizer.sanitize(text[segmentStart..<escape])
      output += text[escape..<end]
      segmentStart = end
      position = end
    }
    output += Sanitizer.sanitize(text[segmentStart...])
    return output
  }

  /// The cells `line` takes on a terminal, SGR sequences counting as none.
  package static func width(_ line: Substring) -> Int {
    guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
    var width = 0
    forEachVisibleRun(line) { width += DisplayWidth.of($0) }
    return width
  }

  /// The cells `line` takes on a terminal, SGR sequences counting as none.
  package static func width(_ line: String) -> Int { width(line[...]) }

  /// The lines of `text`, split at every `\n`, empty ones kept.
  package static func lines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.utf8.startIndex
    while let newline = text.utf8[index...].firstIndex(of: 0x0A) {
      lines.append(text[start..<newline])
      start = text.utf8.index(after: newline)
      index = start
    }
    lines.append(text[start...])
    return lines
  }

  /// The text of `line` between its SGR sequences, run by run.
  package static func forEachVisibleRun(_ line: Substring, _ body: (Substring) -> Void) {
    var start = line.startIndex
    while let escape = line.utf8[start...].firstIndex(of: 0x1B) {
      if start < escape { body(line[start..<escape]) }
      guard let end = sequenceEnd(line.utf8, from: escape) else { return }
      start = end
    }
    if start < line.endIndex { body(line[start...]) }
  }

  /// Where the SGR sequence starting at `escape` ends (after its `m`), or nil when what
  /// starts there is not one.
  package static func sequenceEnd<View: BidirectionalCollection<UInt8>>(
    _ utf8: View, from escape: View.Index
  ) -> View.Index? {
    var index = utf8.index(after: escape)
    guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "[") else { return nil }
    index = utf8.index(after: index)
    var count = 0
    while index < utf8.endIndex, count <= 64 {
      switch utf8[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"):
        count += 1
        index = utf8.index(after: index)
      case UInt8(ascii: "m"):
        return utf8.index(after: index)
      default:
        return nil
      }
    }
    return nil
  }

  /// `text` with every byte `byte` (ASCII) replaced by `replacement`.
  static func replacing(_ byte: UInt8, with replacement: String, in text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var start = text.startIndex
    var index = text.utf8.startIndex
    while let found = text.utf8[index...].firstIndex(of: byte) {
      output += text[start..<found]
      output += replacement
      start = text.utf8.index(after: found)
      index = start
    }
    output += text[start...]
    return output
  }
}

extension String {
  /// The text with every `\r\n` written `\n`.
  fileprivate func replacingLineEnds() -> String {
    var output = ""
    output.reserveCapacity(utf8.count)
    var start = startIndex
    var index = utf8.startIndex
    while let carriage = utf8[index...].firstIndex(of: 0x0D) {
      let next = utf8.index(after: carriage)
      if next < utf8.endIndex, utf8[next] == 0x0A {
        output += self[start..<carriage]
        start = next
      }
      index = next
    }
    output += self[start...]
    return output
  }
}
