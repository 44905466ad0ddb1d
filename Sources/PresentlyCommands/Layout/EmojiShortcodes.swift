/// The emoji short names `gum format -t emoji` replaces (`:heart:` → ❤️), as
/// goldmark-emoji's parser finds them: a `:`, letters, digits, `_`, `-` or `+`, a `:`,
/// and a name its table has. Anything else stays as it is.
///
/// ```swift
/// EmojiShortcodes.replacing(in: "I :heart: Bubble Gum :candy: :nope:")
/// // "I ❤️ Bubble Gum 🍬 :nope:"
/// ```
package enum EmojiShortcodes {
  /// The emoji a short name stands for, without its colons.
  package static func emoji(named name: Substring) -> String? {
    table[name]
  }

  /// `text` with every known `:name:` replaced by its emoji.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func replacing(in text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: ":")) else { return text }
    var output = ""
    var rest = text[...]
    while let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")) {
      output += rest[..<colon]
      let nameStart = rest.utf8.index(after: colon)
      var end = nameStart
      while end < rest.utf8.endIndex, isNameByte(rest.utf8[end]) { end = rest.utf8.index(after: end) }
      if end < rest.utf8.endIndex, rest.utf8[end] == UInt8(ascii: ":"), let emoji = table[rest[nameStart..<end]] {
        output += emoji
        rest = rest[rest.utf8.index(after: end)...]
      } else {
        output += ":"
        rest = rest[nameStart...]
      }
    }
    output += rest
    return output
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"):
      true
    default: false
    }
  }

  /// The names and emoji of ``firstHalf`` and ``secondHalf``, read once.
  private static let table: [Substring: String] = {
    var table: [Substring: String] = [:]
    for data in [firstHalf, secondHalf] {
      let words = data.split(whereSeparator: { $0 == " " || $0 == "\n" })
      var index = 0
      while index + 1 < words.count {
        var scalars = String.UnicodeScalarView()
        for code in words[index + 1].split(separator: "-") {
          if let value = UInt32(code, radix: 16), let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        table[Substring(String(words[index]))] = String(scalars)
        index += 2
      }
    }
    return table
  }()
}
