extension MarkdownBlockParser {
  /// An opening or closing code fence.
  struct Fence {
    var character: Character
    var length: Int
    var info: String
    var indent: Int
  }

  /// A list item's marker.
  struct ListMarker {
    var ordered: Bool
    var number: Int
    /// `-`, `+`, `*`, or the ordered delimiter `.` or `)`.
    var delimiter: Character
    /// Where the marker starts, and where the item's content starts.
    var indent: Int
    var contentIndent: Int
    /// The first line's content.
    var content: Substring
  }

  static func isBlank(_ line: Substring) -> Bool {
    line.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
  }

  static func indentation(_ line: Substring) -> Int {
    line.utf8.prefix(while: { $0 == UInt8(ascii: " ") }).count
  }

  static func fence(_ line: Substring) -> Fence? {
    let indent = indentation(line)
    guard indent < 4 else { return nil }
    let rest = line.dropFirst(indent)
    guard let character = rest.first, character == "`" || character == "~" else { return nil }
    let length = rest.prefix(while: { $0 == character }).count
    guard length >= 3 else { return nil }
    let info = rest.dropFirst(length).withoutEdgeSpaces()
    if character == "`" && info.contains("`") { return nil }
    return Fence(character: character, length: length, info: String(info.prefix(while: { $0 != " " })), indent: indent)
  }

  static func atxHeading(_ line: Substring) -> (Int, String)? {
    let indent = indentation(line)
    guard indent < 4 else { return nil }
    let rest = line.dropFirst(indent)
    let level = rest.prefix(while: { $0 == "#" }).count
    guard (1...6).contains(level) else { return nil }
    let after = rest.dropFirst(level)
    guard after.isEmpty || after.first == " " else { return nil }
    var text = after.withoutEdgeSpaces()
    let closing = text.reversed().prefix(while: { $0 == "#" }).count
    if closing == text.count {
      text = ""
    } else if closing > 0, text.dropLast(closing).last == " " {
      text = text.dropLast(closing).withoutEdgeSpaces()
    }
    return (level, String(text))
  }

  static func isRule(_ line: Substring) -> Bool {
    guard indentation(line) < 4 else { return false }
    let marks = line.filter { $0 != " " }
    guard marks.count >= 3, let first = marks.first, "*-_".contains(first) else { return false }
    return marks.allSatisfy { $0 == first }
  }

  /// The line inside a block quote's `>` (and one space after it), when it is a quote line.
  static func quoteContent(_ line: Substring) -> Substring? {
    let indent = indentation(line)
    guard indent < 4 else { return nil }
    let rest = line.dropFirst(indent)
    guard rest.first == ">" else { return nil }
    let content = rest.dropFirst()
    return content.first == " " ? content.dropFirst() : content
  }

  static func listMarker(_ line: Substring) -> ListMarker? {
    let indent = indentation(line)
    guard indent < 4 else { return nil }
    let rest = line.dropFirst(indent)
    var marker = ListMarker(ordered: false, number: 1, delimiter: "-", indent: indent, contentIndent: 0, content: "")
    var width = 1
    if let first = rest.first, "-+*".contains(first) {
      marker.delimiter = first
    } else {
      let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
      guard (1...9).contains(digits.count), let delimiter = rest.dropFirst(digits.count).first,
        delimiter == "." || delimiter == ")"
      else { return nil }
      marker.ordered = true
      marker.number = Int(digits) ?? 1
      marker.delimiter = delimiter
      width = digits.count + 1
    }
    let after = rest.dropFirst(width)
    guard after.isEmpty || after.first == " " else { return nil }
    let spaces = after.prefix(while: { $0 == " " }).count
    let content = after.dropFirst(spaces)
    let gap = content.isEmpty || spaces > 4 ? 1 : spaces
    marker.contentIndent = indent + width + gap
    marker.content = content.isEmpty ? content : after.dropFirst(gap)
    return marker
  }

  static func startsHTML(_ line: Substring) -> Bool {
    let indent = indentation(line)
    guard indent < 4 else { return false }
    let rest = line.dropFirst(indent)
    guard rest.first == "<", let next = rest.dropFirst().first else { return false }
    if next == "!" || next == "?" { return true }
    // A tag: `<name` or `</name`, then a space, `>`, `/>` or the end of the line.
    let afterBracket = rest.dropFirst(next == "/" ? 2 : 1)
    let name = afterBracket.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    guard let first = name.first, first.isLetter else { return false }
    let after = afterBracket.dropFirst(name.count)
    return after.isEmpty || after.first == " " || after.first == ">" || after.hasPrefix("/>")
  }

  /// 1 for a line of `=`, 2 for a line of `-`, under a paragraph.
  static func setextLevel(_ line: Substring) -> Int? {
    guard indentation(line) < 4 else { return nil }
    let marks = line.withoutEdgeSpaces()
    guard let first = marks.first, first == "=" || first == "-", marks.allSatisfy({ $0 == first }) else { return nil }
    return first == "=" ? 1 : 2
  }

  /// Whether `line` ends a paragraph by starting a block of its own.
  static func interruptsParagraph(_ line: Substring) -> Bool {
    if fence(line) != nil || atxHeading(line) != nil || isRule(line) || quoteContent(line) != nil || startsHTML(line) {
      return true
    }
    guard let marker = listMarker(line), !marker.content.isEmpty else { return false }
    return !marker.ordered || marker.number == 1
  }

  /// Whether `line` starts any block but a paragraph.
  static func startsBlock(_ line: Substring) -> Bool {
    interruptsParagraph(line) || listMarker(line) != nil
  }

  /// `[label]: destination` (with an optional title), as a lower-cased label and the
  /// destination.
  static func referenceDefinition(_ line: Substring) -> (String, String)? {
    guard indentation(line) < 4 else { return nil }
    let rest = line.drop(while: { $0 == " " })
    guard rest.first == "[", let close = rest.firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
      rest[rest.index(after: close)] == ":"
    else { return nil }
    let label = rest[rest.index(after: rest.startIndex)..<close]
    guard !label.withoutEdgeSpaces().isEmpty else { return nil }
    var destination = rest[rest.index(close, offsetBy: 2)...].withoutEdgeSpaces()
    destination = destination.prefix(while: { $0 != " " })
    if destination.first == "<", destination.last == ">" { destination = destination.dropFirst().dropLast() }
    guard !destination.isEmpty else { return nil }
    return (label.withoutEdgeSpaces().lowercased(), String(destination))
  }
}

extension Substring {
  /// The text without spaces at either end.
  func withoutEdgeSpaces() -> Substring {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " { start = index(after: start) }
    while end > start, self[index(before: end)] == " " { end = index(before: end) }
    return self[start..<end]
  }
}
