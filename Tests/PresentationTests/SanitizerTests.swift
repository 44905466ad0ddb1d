import Presentation
import Testing

/// Untrusted text never reaches a terminal as a control sequence.
@Suite("Sanitizer")
struct SanitizerTests {
  /// Strings a hostile file name, commit message or API response could carry.
  static let hostile: [(name: String, text: String)] = [
    ("CSI clear screen", "a\u{1B}[2Jb"),
    ("CSI cursor home", "\u{1B}[Hx"),
    ("SGR", "\u{1B}[31mred\u{1B}[0m"),
    ("OSC 0 window title", "\u{1B}]0;pwned\u{07}"),
    ("OSC 8 hidden link", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
    ("OSC 52 clipboard write", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"),
    ("DCS", "\u{1B}P+q544e\u{1B}\\"),
    ("8-bit CSI as a scalar", "\u{9B}2J"),
    ("8-bit OSC as a scalar", "\u{9D}0;title\u{9C}"),
    ("bidi override (Trojan Source)", "access\u{202E}nimda\u{202C}"),
    ("bidi isolates", "\u{2066}a\u{2069}\u{2067}b\u{2069}\u{2068}c\u{2069}"),
    ("NUL", "a\u{0}b"),
    ("bell and backspace", "a\u{07}\u{08}b"),
    ("carriage return overwrite", "safe\rEVIL"),
    ("DEL", "x\u{7F}y"),
    ("line separator", "a\u{2028}b\u{2029}c"),
  ]

  @Test("no control character survives", arguments: hostile.map(\.text))
  func noControlSurvives(text: String) {
    for mode in [Sanitizer.LineBreaks.keep, .show] {
      let clean = Sanitizer.sanitize(text, lineBreaks: mode)
      for scalar in clean.unicodeScalars {
        #expect(!Self.isDangerous(scalar), "\(scalar.escaped(asASCII: true)) left in \(clean.debugDescription)")
      }
    }
  }

  @Test("control characters become visible replacements")
  func replacementsAreVisible() {
    #expect(Sanitizer.sanitize("a\u{1B}[2Jb") == "a\u{241B}[2Jb")
    #expect(Sanitizer.sanitize("a\u{0}b") == "a\u{2400}b")
    #expect(Sanitizer.sanitize("x\u{7F}y") == "x\u{2421}y")
    #expect(Sanitizer.sanitize("\u{9B}2J") == "\u{FFFD}2J")
    #expect(Sanitizer.sanitize("safe\rEVIL") == "safe\u{240D}EVIL")
    #expect(Sanitizer.sanitize("access\u{202E}nimda") == "access\u{FFFD}nimda")
  }

  @Test("invalid UTF-8 becomes the replacement character")
  func invalidUTF8() {
    let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x62, 0x9B, 0x32, 0x4A]
    let clean = Sanitizer.sanitize(bytes: bytes)
    #expect(clean.hasPrefix("a\u{FFFD}"))
    #expect(!clean.unicodeScalars.contains { Self.isDangerous($0) })
    #expect(clean.hasSuffix("2J"))
  }

  @Test("newlines are kept as line breaks or shown, tabs become spaces to the next stop")
  func layoutCharacters() {
    #expect(Sanitizer.sanitize("a\nb") == "a\nb")
    #expect(Sanitizer.sanitize("a\nb", lineBreaks: .show) == "a\u{2424}b")
    #expect(Sanitizer.sanitize("ab\tc") == "ab      c")
    #expect(Sanitizer.sanitize("a\n\tb") == "a\n        b")
  }

  @Test("printable text, wide characters and emoji pass through unchanged")
  func printablePassesThrough() {
    for text in ["hello", "naïve café", "日本語", "👍🏽 👨‍👩‍👧", "e\u{301}"] {
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test("a line of a megabyte is sanitized whole")
  func longLine() {
    let line = String(repeating: "x\u{1B}", count: 500_000)
    let clean = Sanitizer.sanitize(line)
    #expect(clean.unicodeScalars.count == 1_000_000)
    #expect(!clean.unicodeScalars.contains("\u{1B}"))
  }

  @Test("StyledText sanitizes literals, interpolations and bytes")
  func styledTextIsAlwaysSanitized() {
    let name = "evil\u{1B}]52;c;eA==\u{07}"
    let text: StyledText = "Delete \(name, style: .bold)?"
    #expect(text.plain == "Delete evil\u{241B}]52;c;eA==\u{2407}?")
    #expect(StyledText(bytes: [0x1B, 0x5B, 0x41]).plain == "\u{241B}[A")
    let rendered = text.rendered(withStyles: true)
    #expect(rendered.filter { $0 == "\u{1B}" }.count == 2, "only the style's own open and reset")
  }

  static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 && value != 0x0A || value == 0x7F || (0x80...0x9F).contains(value)
      || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }
}
