extension MarkdownInlineParser {
  /// A link or image whose `[` is at `open`: inline `(url "title")`, full reference
  /// `[label]`, collapsed `[]` or shortcut. Returns where it ends, or nil when it is none.
  mutating func link(at open: Int, image: Bool) -> Int? {
    guard depth < 8, let close = brackets[open] else { return nil }
    let inner = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
    var url: String?
    var end = close + 1
    if close + 1 < scalars.count, scalars[close + 1] == "(",
      case (let destination, let after)? = inlineDestination(at: close + 1)
    {
      url = destination
      end = after
    } else if close + 1 < scalars.count, scalars[close + 1] == "[", let labelEnd = brackets[close + 1] {
      var label = String(String.UnicodeScalarView(scalars[(close + 2)..<labelEnd]))
      if label.isEmpty { label = inner }
      url = references[Self.normalized(label)]
      end = labelEnd + 1
    } else {
      url = references[Self.normalized(inner)]
    }
    guard let url else { return nil }
    if image {
      emit(.image(alt: Self.plainText(inner), url: url))
    } else {
      emit(.link(text: Self.tokens(inner, references: references, depth: depth + 1), url: url))
    }
    return end
  }

  /// `(destination "title")` from its `(`: the destination and where the `)` ends.
  private func inlineDestination(at open: Int) -> (String, Int)? {
    let limit = min(scalars.count, open + 4096)
    var index = skipSpaces(from: open + 1, limit: limit)
    var destination = String.UnicodeScalarView()
    if index < limit, scalars[index] == "<" {
      index += 1
      while index < limit, scalars[index] != ">", scalars[index] != "\n" {
        destination.append(scalars[index])
        index += 1
      }
      guard index < limit, scalars[index] == ">" else { return nil }
      index += 1
    } else {
      var parentheses = 0
      while index < limit, !scalars[index].properties.isWhitespace {
        let scalar = scalars[index]
        if scalar == "(" { parentheses += 1 }
        if scalar == ")" {
          if parentheses == 0 { break }
          parentheses -= 1
        }
        if scalar == "\\", index + 1 < limit, Self.asciiPunctuation.unicodeScalars.contains(scalars[index + 1]) {
          index += 1
        }
        destination.append(scalars[index])
        index += 1
      }
    }
    index = skipSpaces(from: index, limit: limit)
    if index < limit, let closing = Self.titleCloser(scalars[index]) {
      index += 1
      while index < limit, scalars[index] != closing { index += 1 }
      guard index < limit else { return nil }
      index = skipSpaces(from: index + 1, limit: limit)
    }
    guard index < limit, scalars[index] == ")" else { return nil }
    return (String(destination), index + 1)
  }

  private static func titleCloser(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "\"": "\""
    case "'": "'"
    case "(": ")"
    default: nil
    }
  }

  private func skipSpaces(from index: Int, limit: Int) -> Int {
    var index = index
    while index < limit, scalars[index] == " " || scalars[index] == "\n" { index += 1 }
    return index
  }

  /// A reference label as references are looked up: lower case, spaces collapsed.
  static func normalized(_ label: String) -> String {
    label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// An image's description as text: its inlines' characters without their marks.
  static func plainText(_ text: String) -> String {
    String(text.filter { !"*_`[]".contains($0) })
  }

  /// `<scheme:…>` or `<address@host>` from its `<`.
  mutating func angleAutolink(at open: Int) -> Int? {
    let limit = min(scalars.count, open + 4096)
    var index = open + 1
    while index < limit, scalars[index] != ">", scalars[index] != "<", !scalars[index].properties.isWhitespace {
      index += 1
    }
    guard index < limit, scalars[index] == ">" else { return nil }
    let inside = String(String.UnicodeScalarView(scalars[(open + 1)..<index]))
    let scheme = inside.prefix(while: { $0 != ":" })
    let isURI =
      inside.contains(":") && (2...32).contains(scheme.count) && scheme.first?.isLetter == true
      && scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
    let isEmail = !isURI && inside.contains("@") && !inside.hasPrefix("@") && !inside.hasSuffix("@")
    guard isURI || isEmail else { return nil }
    emit(.autolink(inside))
    return index + 1
  }

  /// GFM's extended autolinks: `http://`, `https://` or `www.` at the start of a word, to
  /// the next space, less trailing punctuation and an unmatched `)`.
  mutating func bareAutolink(at start: Int) -> Int? {
    if start > 0 {
      let before = scalars[start - 1]
      guard before.properties.isWhitespace || "*_~(".unicodeScalars.contains(before) else { return nil }
    }
    let prefixes = ["https://", "http://", "www."]
    guard
      prefixes.contains(where: { prefix in
        prefix.unicodeScalars.enumerated().allSatisfy { offset, scalar in
          start + offset < scalars.count && scalars[start + offset] == scalar
        }
      })
    else { return nil }
    var end = start
    while end < scalars.count, !scalars[end].properties.isWhitespace, scalars[end] != "<" { end += 1 }
    while end > start, "?!.,:*_~'\"".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
    let opened = scalars[start..<end].filter { $0 == "(" }.count
    var closed = scalars[start..<end].filter { $0 == ")" }.count
    while closed > opened, end > start, scalars[end - 1] == ")" {
      end -= 1
      closed -= 1
    }
    let url = String(String.UnicodeScalarView(scalars[start..<end]))
    guard url.count > (url.hasPrefix("www.") ? 4 : 8) else { return nil }
    emit(.autolink(url))
    return end
  }

  /// `&name;`, `&#123;` or `&#x7b;` from its `&`, for the common names.
  mutating func entity(at start: Int) -> Int? {
    var end = start + 1
    while end < scalars.count, end - start < 12, scalars[end] != ";" { end += 1 }
    guard end < scalars.count, scalars[end] == ";" else { return nil }
    let name = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
    let named: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
      "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
    ]
    var value: Unicode.Scalar?
    if let scalar = named[name] {
      value = scalar
    } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
      value = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
    } else if name.hasPrefix("#") {
      value = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
    }
    guard let value else { return nil }
    text.append(value == "\u{0}" ? "\u{FFFD}" : value)
    return end + 1
  }
}
