import PresentlyCore
import PseudoTerminalSupport
import Testing

/// Untrusted text never reaches a terminal as a control sequence.
@Suite("Sanitizer")
struct SanitizerTests {
  @Test("no control character survives the hostile corpus", arguments: HostileText.strings)
  func noControlSurvives(sample: HostileSample<String>) {
    let (name, text) = (sample.name, sample.text)
    for mode in [Sanitizer.LineBreaks.keep, .show] {
      let clean = Sanitizer.sanitize(text, lineBreaks: mode)
      let left = clean.unicodeScalars.filter(HostileText.isControl)
      #expect(left.isEmpty, "\(name): \(left.map { $0.escaped(asASCII: true) }) left")
      if mode == .show { #expect(!clean.contains("\n"), "\(name): a newline left on one line") }
    }
  }

  @Test("invalid UTF-8 in the corpus becomes harmless text", arguments: HostileText.invalidUTF8)
  func invalidBytes(sample: HostileSample<[UInt8]>) {
    let (name, bytes) = (sample.name, sample.bytes)
    let clean = Sanitizer.sanitize(bytes: bytes)
    #expect(clean.unicodeScalars.allSatisfy { !HostileText.isControl($0) }, "\(name)")
    #expect(clean.contains("\u{FFFD}"), "\(name): the bad bytes are shown as replacements")
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
    #expect(!clean.unicodeScalars.contains(where: HostileText.isControl))
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
}
