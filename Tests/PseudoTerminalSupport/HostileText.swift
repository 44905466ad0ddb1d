/// Text an attacker, a corrupt file or a careless API could put in front of a terminal:
/// the corpus every widget and the `presently` tool are tested against.
///
/// Each entry has a name for test logs and failure messages, and the text. Entries that are bytes
/// rather than valid UTF-8 are in ``invalidUTF8``.
public enum HostileText {
  /// Valid Unicode strings that carry control sequences, tricks or extremes.
  public static let strings: [HostileSample<String>] = [
    // CSI: cursor, erase, scroll, modes, reports.
    .init("CSI erase display", "before\u{1B}[2Jafter"),
    .init("CSI erase scrollback", "\u{1B}[3Jgone"),
    .init("CSI cursor home", "\u{1B}[Hhome"),
    .init("CSI cursor up many", "\u{1B}[99Aup"),
    .init("CSI cursor position", "\u{1B}[10;20Hmoved"),
    .init("CSI erase line", "line\u{1B}[2K"),
    .init("CSI delete lines", "\u{1B}[5Mdeleted"),
    .init("CSI scroll region", "\u{1B}[1;2rregion"),
    .init("CSI hide cursor", "\u{1B}[?25lhidden"),
    .init("CSI alternate screen", "\u{1B}[?1049hswitched"),
    .init("CSI bracketed paste off", "\u{1B}[?2004lpaste"),
    .init("CSI mouse tracking", "\u{1B}[?1000hmouse"),
    .init("CSI device status report", "\u{1B}[6nreport"),
    .init("CSI device attributes", "\u{1B}[cattributes"),
    .init("SGR colors", "\u{1B}[31;1;5mblinking red\u{1B}[0m"),
    .init("SGR invisible", "\u{1B}[8mhidden text\u{1B}[28m"),
    .init("SGR 24-bit", "\u{1B}[38;2;255;0;0mtruecolor"),
    .init("CSI without final byte", "\u{1B}[1;2"),
    .init("bare ESC at end", "trailing\u{1B}"),
    .init("ESC c full reset", "\u{1B}creset"),
    .init("ESC 7 and 8", "\u{1B}7saved\u{1B}8"),
    // OSC: titles, links, clipboard, colors, notifications.
    .init("OSC 0 title with BEL", "\u{1B}]0;pwned\u{07}title"),
    .init("OSC 2 title with ST", "\u{1B}]2;pwned\u{1B}\\title"),
    .init("OSC 8 hyperlink", "\u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\"),
    .init("OSC 52 clipboard write", "\u{1B}]52;c;cm0gLXJmIH4K\u{07}copied"),
    .init("OSC 52 clipboard query", "\u{1B}]52;c;?\u{07}"),
    .init("OSC 4 palette", "\u{1B}]4;1;rgb:00/00/00\u{07}palette"),
    .init("OSC 7 working directory", "\u{1B}]7;file:///etc\u{07}cwd"),
    .init("OSC 9 notification", "\u{1B}]9;notify\u{07}"),
    .init("OSC 1337 iTerm file", "\u{1B}]1337;File=inline=1:AAAA\u{07}"),
    .init("unterminated OSC", "\u{1B}]0;never ends"),
    // DCS, APC, PM, SOS.
    .init("DCS request", "\u{1B}P$q\"p\u{1B}\\dcs"),
    .init("DCS tmux passthrough", "\u{1B}Ptmux;\u{1B}\u{1B}]0;x\u{07}\u{1B}\\"),
    .init("DCS sixel", "\u{1B}Pq#0;2;0;0;0#1!6~\u{1B}\\"),
    .init("APC", "\u{1B}_Gf=100;AAAA\u{1B}\\kitty"),
    .init("PM", "\u{1B}^private\u{1B}\\"),
    // 8-bit C1 controls as scalars (U+0080 to U+009F).
    .init("C1 CSI", "\u{9B}2Jc1"),
    .init("C1 OSC", "\u{9D}0;c1title\u{9C}"),
    .init("C1 DCS", "\u{90}q\u{9C}"),
    .init("C1 NEL", "a\u{85}b"),
    .init("C1 every one", String(String.UnicodeScalarView((0x80...0x9F).compactMap(Unicode.Scalar.init)))),
    // C0 controls and DEL.
    .init("NUL", "nul\u{0}byte"),
    .init("BEL", "ring\u{07}\u{07}\u{07}"),
    .init("backspace overwrite", "rm -rf /\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}ls      "),
    .init("carriage return overwrite", "harmless\rEVIL"),
    .init("vertical tab and form feed", "a\u{0B}b\u{0C}c"),
    .init("shift out", "\u{0E}graphics\u{0F}"),
    .init("DEL", "del\u{7F}ete"),
    .init("every C0", String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init)))),
    // Bidirectional tricks.
    .init("RLO override", "invoice_\u{202E}fdp.exe"),
    .init("LRE and PDF", "\u{202A}embedded\u{202C}"),
    .init("isolates", "\u{2066}\u{2067}\u{2068}isolated\u{2069}\u{2069}\u{2069}"),
    .init("marks", "\u{200E}\u{200F}\u{061C}marks"),
    .init("line separators", "one\u{2028}two\u{2029}three"),
    // Width extremes.
    .init("wide CJK", "日本語のとても長いタイトルが続きます、幅を測るために"),
    .init("fullwidth", "ＦＵＬＬＷＩＤＴＨ　ＴＥＸＴ"),
    .init("emoji sequences", "👨‍👩‍👧‍👦🏳️‍🌈👍🏽🇸🇪"),
    .init("combining pile", "Z\u{0351}\u{0368}\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}\u{0307}algo"),
    .init("zero width", "zero\u{200B}\u{200C}\u{200D}\u{FEFF}width"),
    .init("tabs", "a\tb\t\tc"),
    .init("newlines", "first\nsecond\r\nthird"),
    .init("a megabyte line", String(repeating: "x", count: 1 << 20)),
    .init("a megabyte of escapes", String(repeating: "\u{1B}[2J", count: 1 << 18)),
  ]

  /// Byte strings that are not valid UTF-8, or hide controls in odd encodings.
  public static let invalidUTF8: [HostileSample<[UInt8]>] = [
    .init("lone continuation bytes", [0x61, 0x80, 0x81, 0x62]),
    .init("overlong slash", [0xC0, 0xAF]),
    .init("overlong ESC", [0xC0, 0x9B, 0x32, 0x4A]),
    .init("raw 8-bit CSI", [0x9B, 0x32, 0x4A]),
    .init("truncated sequence", [0xE2, 0x82]),
    .init("surrogate half", [0xED, 0xA0, 0x80]),
    .init("out of range", [0xF4, 0x90, 0x80, 0x80]),
    .init("0xFF and 0xFE", [0xFF, 0xFE, 0x41]),
  ]

  /// Whether a scalar would be obeyed by a terminal rather than shown.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A) || value == 0x7F || (0x80...0x9F).contains(value)
      || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// The number of entries in the corpus.
  public static var count: Int { strings.count + invalidUTF8.count }
}
