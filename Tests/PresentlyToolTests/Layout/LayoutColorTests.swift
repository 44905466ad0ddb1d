import PresentlyCore
import Testing

@testable import PresentlyCommands

/// Colours as gum's flags name them (lipgloss's `Color`), the profiles colorprofile
/// detects, and the downgrades x/ansi makes (`Convert256`, `Convert16`).
@Suite("Layout colours")
struct LayoutColorTests {
  @Test(
    "are read as lipgloss reads them",
    arguments: [
      // color.go, Color: # then 6 or 3 hex digits; otherwise a decimal number.
      ("#ff87d7", LayoutColor.rgb(255, 135, 215)), ("#F0A", .rgb(255, 0, 170)), ("#ff87d", .none), ("#gg0000", .none),
      ("1", .basic(1)), ("15", .basic(15)), ("16", .indexed(16)), ("255", .indexed(255)),
      // A negative number loses its sign; 256 and above are 24-bit colours.
      ("-212", .indexed(212)), ("+9", .basic(9)), ("256", .rgb(0, 1, 0)), ("16711680", .rgb(255, 0, 0)),
      ("", .none), ("pink", .none), (" 1", .none), ("1.5", .none),
    ])
  func parsed(text: String, color: LayoutColor) {
    #expect(LayoutColor(gum: text) == color)
  }

  @Test(
    "are written as x/ansi writes SGR parameters",
    arguments: [
      (LayoutColor.basic(1), "31", "41"), (.basic(9), "91", "101"), (.indexed(212), "38;5;212", "48;5;212"),
      (.rgb(1, 2, 3), "38;2;1;2;3", "48;2;1;2;3"),
    ])
  func parameters(color: LayoutColor, foreground: String, background: String) {
    #expect(color.foregroundParameters == foreground)
    #expect(color.backgroundParameters == background)
  }

  /// x/ansi's Convert256: exact cube colours at once; others by HSLuv distance between the
  /// nearest cube colour and the average grey (values worked through go-colorful's formulas).
  @Test(
    "go to the xterm palette as Convert256 takes them",
    arguments: [
      (0xFF87D7, 212), (0xFF0000, 196), (0x00FF00, 46), (0x5F87AF, 67),  // on the cube
      (0x808080, 244), (0x7F7F7F, 244), (0xC0C0C0, 250), (0xE4E4E4, 254),  // greys
      (0x123456, 23), (0xFAFAFA, 231), (0x6A5ACD, 62), (0xFF8000, 208),
      (0x010203, 16),  // cube 2.40809 against grey 2.40814: the distances must be accurate
      // Colours where the hue's weight (a hundredth) decides between cube and grey.
      (0xC0EBC5, 158), (0xE998A3, 249), (0x3F1923, 52), (0x2B3C2F, 22),
    ])
  func nearest256(rgb: Int, index: Int) {
    let red = UInt8(rgb >> 16)
    let green = UInt8((rgb >> 8) & 0xFF)
    let blue = UInt8(rgb & 0xFF)
    #expect(XtermPalette.nearest256(red: red, green: green, blue: blue) == UInt8(index))
  }

  @Test("go to 16 colours through x/ansi's table")
  func nearest16() {
    #expect(LayoutColorProfile.ansi.converted(.indexed(212)) == .basic(9))
    #expect(LayoutColorProfile.ansi.converted(.indexed(63)) == .basic(12))
    #expect(LayoutColorProfile.ansi.converted(.rgb(0xFF, 0x87, 0xD7)) == .basic(9))
    #expect(LayoutColorProfile.ansi.converted(.basic(3)) == .basic(3), "basic colours are never changed")
    #expect(LayoutColorProfile.ansi256.converted(.indexed(63)) == .indexed(63))
    #expect(LayoutColorProfile.ansi256.converted(.rgb(0x12, 0x34, 0x56)) == .indexed(23))
  }

  @Test("the palette's own colours come back as themselves")
  func paletteRoundTrip() {
    for index in 16...255 {
      let (red, green, blue) = XtermPalette.components(of: UInt8(index))
      let back = XtermPalette.nearest256(red: red, green: green, blue: blue)
      let (red2, green2, blue2) = XtermPalette.components(of: back)
      #expect((red2, green2, blue2) == (red, green, blue), "palette colour \(index) came back as \(back)")
    }
  }

  /// colorprofile's handleSgr: every sequence written again, parameter by parameter.
  @Test(
    "sequences are written again for the profile",
    arguments: [
      (LayoutColorProfile.ansi256, "\u{1B}[1;38;2;255;0;0;48;5;4mX\u{1B}[m", "\u{1B}[1;38;5;196;48;5;4mX\u{1B}[m"),
      (.ansi, "\u{1B}[1;38;2;255;0;0;48;5;4mX\u{1B}[m", "\u{1B}[1;91;44mX\u{1B}[m"),
      (.noColor, "\u{1B}[1;38;2;255;0;0;48;5;4mX\u{1B}[m", "\u{1B}[1mX\u{1B}[m"),
      (.ansi, "\u{1B}[0;4;39mX", "\u{1B}[;4;39mX"),  // 0 is written as an empty parameter
      (.plain, "a\u{1B}[1mb\u{1B}[mc", "abc"),
      (.trueColor, "\u{1B}[0;38;2;1;2;3mX", "\u{1B}[0;38;2;1;2;3mX"),
    ])
  func rewritten(profile: LayoutColorProfile, text: String, expected: String) {
    #expect(profile.apply(to: text) == expected)
  }

  @Test(
    "profiles are detected as colorprofile detects them",
    arguments: [
      (["TERM": "xterm-256color"], true, LayoutColorProfile.ansi256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
      (["TERM": "xterm"], true, .ansi),
      (["TERM": "xterm-kitty"], true, .trueColor),
      (["TERM": "screen", "COLORTERM": "truecolor"], true, .ansi256),  // screen never has true colour
      (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .noColor),
      (["TERM": "dumb"], true, .plain),
      (["TERM": "xterm-256color"], false, .plain),  // not a terminal
      ([:], true, .plain),  // no TERM
      (["TERM": "dumb", "CLICOLOR_FORCE": "1"], false, .ansi),
      (["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"], false, .ansi256),
      (["TERM": "xterm-256color", "NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, .noColor),
      (["TERM": "vt100", "TMUX": "/tmp/tmux"], true, .ansi256),
    ])
  func detected(environment: [String: String], isTerminal: Bool, profile: LayoutColorProfile) {
    #expect(LayoutColorProfile.detect(variable: { environment[$0] }, isTerminal: isTerminal) == profile)
  }

  @Test("a terminfo entry with true colour raises the profile")
  func terminfoTrueColor() {
    let environment = ["TERM": "xterm-256color"]
    let profile = LayoutColorProfile.detect(variable: { environment[$0] }, isTerminal: true, terminfoTrueColor: true)
    #expect(profile == .trueColor)
  }
}
