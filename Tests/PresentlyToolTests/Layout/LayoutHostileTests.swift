import PseudoTerminalSupport
import Testing

@testable import PresentlyCommands

/// Hostile text through every layout renderer: no escape sequence of the text's own
/// reaches the terminal (SGR aside, in style and join, which are fed each other's output),
/// invalid UTF-8 shows as U+FFFD, and long lines cost time in proportion to their length.
@Suite("Layout commands and hostile text")
struct LayoutHostileTests {
  /// Escape sequences a terminal would obey, and bytes that are not UTF-8 (as the command
  /// decodes them).
  static let hostile =
    "a\u{1B}]52;c;ZXZpbA==\u{07}b\u{1B}[2J\u{1B}[?1049h\u{9B}31m\u{202E}c\u{0}d\u{7F}"
    + String(decoding: [0xFF, 0xC0, 0x41] as [UInt8], as: UTF8.self)

  /// Every renderer, with the hostile text where a user's text goes.
  static let renderers: [(String, @Sendable (String) -> String)] = [
    ("style", { LayoutStyle(border: "rounded", width: 30, padding: "1 2").render($0, profile: .trueColor) }),
    (
      "style underline",
      {
        var style = LayoutStyle(foreground: "#ff0000")
        style.underline = true
        return style.render($0, profile: .ansi256)
      }
    ),
    ("join", { Join.horizontal([$0, $0 + "\n" + $0], position: 0.5) + Join.vertical([$0, "x"], position: 1) }),
    ("log", { LogLine(arguments: [$0]).format(profile: .trueColor) ?? "" }),
    (
      "log pairs",
      {
        var line = LogLine(arguments: [$0, $0, $0, "k", $0 + "\n" + $0])
        line.mode = .structured
        line.prefix = $0
        line.level = .warn
        return line.format(profile: .trueColor) ?? ""
      }
    ),
    (
      "log json",
      {
        var line = LogLine(arguments: [$0, $0, $0])
        (line.mode, line.formatter) = (.structured, .json)
        return line.format(profile: .trueColor) ?? ""
      }
    ),
    (
      "log logfmt",
      {
        var line = LogLine(arguments: [$0, $0, $0])
        (line.mode, line.formatter) = (.structured, .logfmt)
        return line.format(profile: .trueColor) ?? ""
      }
    ),
    (
      "log printf",
      {
        var line = LogLine(arguments: [$0 + " %s %q", $0, $0])
        line.mode = .printf
        return line.format(profile: .trueColor) ?? ""
      }
    ),
    (
      "markdown", { MarkdownFormat.render("# \($0)\n\n*\($0)* `\($0)` [\($0)](\($0))\n\n- \($0)", profile: .trueColor) }
    ),
    ("code", { MarkdownFormat.renderCode($0, profile: .trueColor) }),
    ("emoji", { MarkdownFormat.renderEmoji(":heart:" + $0, profile: .trueColor) }),
    ("template", { (try? TemplateFormat.render($0 + "{{ Bold \"\($0)\" }}", profile: .trueColor)) ?? "" }),
  ]

  @Test("only SGR sequences reach the terminal", arguments: renderers.map(\.0))
  func onlySGR(renderer: String) {
    let render = Self.renderers.first { $0.0 == renderer }!.1
    let output = render(Self.hostile)
    for sequence in output.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst() {
      let parameters = sequence.dropFirst().prefix(while: { $0.isASCII && ($0.isNumber || $0 == ";" || $0 == ":") })
      #expect(
        sequence.first == "[" && sequence.dropFirst(1 + parameters.count).first == "m", "\(renderer): \(sequence)")
    }
    #expect(!output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" || $0 == "\u{0}" })
    #expect(!output.contains("\u{07}"))
    #expect(output.contains("\u{FFFD}") || renderer.hasPrefix("log"), "invalid UTF-8 is shown as U+FFFD")
  }

  /// A line of a hundred kilobytes renders: linear work takes a moment, where a
  /// quadratic cost would run past the time limit. No time is
  /// compared here: the machines are shared, and time belongs to `scripts/bench`.
  @Test("a line of a hundred kilobytes renders", .timeLimit(.minutes(5)), arguments: renderers.map(\.0))
  func longLine(renderer: String) async {
    let render = Self.renderers.first { $0.0 == renderer }!.1
    let unit = "word \u{1B}[2J \u{FC}n\u{EF} [*x*](y) :z: " + String(repeating: "x", count: 20) + " "
    await HeavyWork.run {
      let rendered = render(String(repeating: unit, count: 3_000))
      #expect(!rendered.isEmpty, "\(renderer)")
    }
  }
}
