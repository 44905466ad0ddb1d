import PresentlyCore
import Testing

/// Colours in ``TextStyle``: how they are written, brought down to a terminal's colours,
/// and combined; and what the environment declares a terminal draws.
@Suite("Text style colours")
struct TextStyleColorTests {
  static let escape = "\u{1B}["

  @Test(
    "a colour is written as the terminal's depth draws it",
    arguments: [
      (TextStyle.foreground(.palette(212)), ColorDepth.trueColor, "38;5;212"),
      (.foreground(.palette(212)), .palette256, "38;5;212"),
      (.foreground(.palette(212)), .ansi16, "91"),
      (.foreground(.rgb(red: 255, green: 135, blue: 215)), .trueColor, "38;2;255;135;215"),
      (.foreground(.rgb(red: 255, green: 135, blue: 215)), .palette256, "38;5;212"),
      (.foreground(.rgb(red: 255, green: 0, blue: 0)), .palette256, "38;5;196"),
      (.foreground(.rgb(red: 255, green: 135, blue: 215)), .ansi16, "91"),
      (.foreground(.ansi(1)), .ansi16, "31"),
      (.foreground(.ansi(9)), .trueColor, "91"),
      (.background(.palette(99)), .trueColor, "48;5;99"),
      (.background(.ansi(9)), .ansi16, "101"),
      (.background(.rgb(red: 0, green: 0, blue: 0)), .palette256, "48;5;16"),
      ([.bold, .foreground(.palette(212)), .background(.ansi(4))], .trueColor, "1;38;5;212;44"),
      ([.strikethrough, .dim], .trueColor, "2;9"),
    ] as [(TextStyle, ColorDepth, String)])
  func written(style: TextStyle, depth: ColorDepth, parameters: String) {
    let text = StyledText("Pick", style: style).rendered(withStyles: true, colors: depth)
    #expect(text == Self.escape + parameters + "mPick" + Self.escape + "0m")
  }

  @Test("without styles (NO_COLOR, TERM=dumb, not a terminal) no colour is written")
  func plain() {
    let style: TextStyle = [.bold, .foreground(.rgb(red: 1, green: 2, blue: 3)), .background(.palette(200))]
    for depth in [ColorDepth.ansi16, .palette256, .trueColor] {
      #expect(StyledText("Pick", style: style).rendered(withStyles: false, colors: depth) == "Pick")
    }
  }

  @Test("named colours and literals read as before")
  func literals() {
    let style: TextStyle = [.bold, .red]
    #expect(style.rawValue == 0x101)
    #expect(style.foreground == nil && style.background == nil)
    #expect(StyledText("x", style: style).rendered(withStyles: true) == Self.escape + "1;31mx" + Self.escape + "0m")
  }

  @Test("a colour is a slot: the union takes the added one's, contains asks for the same one")
  func slots() {
    var style: TextStyle = [.bold, .foreground(.palette(1))]
    style.formUnion(.foreground(.rgb(red: 9, green: 8, blue: 7)))
    #expect(style.foreground == .rgb(red: 9, green: 8, blue: 7))
    #expect(style.contains(.bold) && style.contains(.foreground(.rgb(red: 9, green: 8, blue: 7))))
    #expect(!style.contains(.foreground(.palette(1))))
    #expect(!TextStyle.foreground(.palette(3)).contains(.foreground(.palette(1))))
    #expect(TextStyle.foreground(.palette(2)).union([]).foreground == .palette(2))
    style.remove(.foreground(.rgb(red: 9, green: 8, blue: 7)))
    #expect(style == .bold)
    let both = TextStyle.background(.ansi(3)).intersection([.background(.ansi(3)), .italic])
    #expect(both == .background(.ansi(3)))
    #expect(TextStyle.foreground(.palette(5)).intersection(.foreground(.palette(6))).isEmpty)
    #expect(TextStyle([.red]).union(.foreground(.palette(1))).graphicRenditionParameters == "38;5;1")
  }

  @Test(
    "every colour survives its slot",
    arguments: [
      TerminalColor.ansi(0), .ansi(15), .palette(0), .palette(255), .rgb(red: 0, green: 0, blue: 0),
      .rgb(red: 255, green: 255, blue: 255), .rgb(red: 1, green: 2, blue: 3),
    ])
  func roundTrip(color: TerminalColor) {
    #expect(TextStyle.foreground(color).foreground == color)
    #expect(TextStyle.background(color).background == color)
    #expect(TextStyle([.foreground(color), .background(color), .bold]).foreground == color)
  }

  @Test(
    "the environment declares the colours, as colorprofile reads it",
    arguments: [
      ([:], nil),
      (["TERM": "dumb"], nil),
      (["TERM": "xterm"], ColorDepth.ansi16),
      (["TERM": "xterm-256color"], .palette256),
      (["TERM": "screen"], .palette256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "screen-256color", "COLORTERM": "truecolor"], .palette256),
      (["TERM": "xterm-kitty"], .trueColor),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "vt100"], .ansi16),
    ] as [([String: String], ColorDepth?)])
  func declared(environment: [String: String], depth: ColorDepth?) {
    #expect(StylePolicy.declaredColors(variable: { environment[$0] }) == depth)
  }
}

extension TextStyle {
  /// The parameters written for this style on a true-colour terminal.
  fileprivate var graphicRenditionParameters: String {
    let text = StyledText("x", style: self).rendered(withStyles: true)
    return String(text.dropFirst(2).prefix { $0 != "m" })
  }
}
