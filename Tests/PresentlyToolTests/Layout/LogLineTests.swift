import Testing

@testable import PresentlyCommands

/// `gum log`'s lines, as charmbracelet/log v2.0.0 writes them (text.go, json.go, logfmt.go,
/// logger.go) with gum v2.0.0's settings (log/command.go): gum's own level style without
/// log's four-letter cut, every part inline.
@Suite("gum log")
struct LogLineTests {
  static let esc = "\u{1B}"
  /// Go's reference time, 2006-01-02 15:04:05 MST (UTC−7).
  static let reference = LogTime(
    year: 2006, month: 1, day: 2, hour: 15, minute: 4, second: 5, nanosecond: 123_456_789, utcOffset: -25_200,
    zoneName: "MST")

  static func line(
    _ arguments: [String], level: LogLevel = .none, mode: LogLine.Mode = .joined, prefix: String = "",
    time: String? = nil, formatter: LogLine.Formatter = .text, minimum: LogLevel? = nil
  ) -> LogLine {
    var line = LogLine(arguments: arguments)
    line.level = level
    line.mode = mode
    line.prefix = prefix
    if let time {
      line.time = reference
      line.timeLayout = time
    }
    line.formatter = formatter
    line.minimumLevel = minimum
    return line
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let rule: String
    let line: LogLine
    let plain: String
    var testDescription: String { rule }
  }

  static let cases: [Case] = [
    // gum joins the arguments with spaces; level none prints no level (log's Print).
    Case(rule: "a message alone", line: line(["hello", "world"]), plain: "hello world\n"),
    // gum's level style has no MaxWidth(4): ERROR, not ERRO.
    Case(rule: "the level in full", line: line(["boom"], level: .error), plain: "ERROR boom\n"),
    // handle: time, level, prefix (with ":"), message, in that order.
    Case(
      rule: "time, level, prefix, message", line: line(["hi"], level: .info, prefix: "app", time: "kitchen"),
      plain: "3:04PM INFO app: hi\n"),
    // --structured: key=value pairs; a value with a space is quoted.
    Case(
      rule: "pairs", line: line(["Starting", "port", "80", "host", "my host"], level: .debug, mode: .structured),
      plain: "DEBUG Starting port=80 host=\"my host\"\n"),
    // A key without a value gets ErrMissingValue, printed as a quoted "missing value".
    Case(
      rule: "a key without a value", line: line(["msg", "key"], mode: .structured),
      plain: "msg key=\"missing value\"\n"),
    // An empty value is "" ; an empty message is left out.
    Case(rule: "an empty value and message", line: line(["", "k", ""], mode: .structured), plain: "k=\"\"\n"),
    // A value on several lines: a new line, "  key=", then each line after "  │ ".
    Case(
      rule: "a value on several lines", line: line(["msg", "k", "a\nb"], mode: .structured),
      plain: "msg\n  k=\n  │ a\n  │ b\n"),
    Case(
      rule: "more pairs after lines", line: line(["msg", "k", "a\nb", "z", "1"], mode: .structured),
      plain: "msg\n  k=\n  │ a\n  │ b\n z=1\n"),
    // A user's pair named level or time is dropped by the text formatter; msg is a message.
    Case(rule: "special keys", line: line(["m", "level", "x", "msg", "y"], mode: .structured), plain: "m y\n"),
    // --format: Go's Sprintf of the first argument with the others.
    Case(
      rule: "printf", line: line(["Hello %s, %d", "world", "x"], level: .warn, mode: .printf),
      plain: "WARN Hello world, %!d(string=x)\n"),
    // Inline parts: a message's line break is dropped.
    Case(rule: "a message's line breaks go", line: line(["a\nb"]), plain: "ab\n"),
    // Quoted values use Go's escapes; the message is sanitized.
    Case(
      rule: "hostile text", line: line(["\u{1B}[2Jx", "k", "\u{1B}]52;c;x\u{07}"], mode: .structured),
      plain: "␛[2Jx k=\"\\x1b]52;c;x\\a\"\n"),
    Case(
      rule: "json",
      line: line(
        ["hi", "k", "v"], level: .info, mode: .structured, prefix: "app", time: "rfc3339",
        formatter: .json),
      plain:
        "{\"time\":\"2006-01-02T15:04:05-07:00\",\"level\":\"info\",\"prefix\":\"app\",\"msg\":\"hi\",\"k\":\"v\"}\n"),
    Case(
      rule: "json escapes", line: line(["a\"b\n\u{1B}\u{7F}"], formatter: .json),
      plain: "{\"msg\":\"a\\\"b\\n\\u001b\\u007f\"}\n"),
    Case(
      rule: "json missing value", line: line(["m", "k"], mode: .structured, formatter: .json),
      plain: "{\"msg\":\"m\",\"k\":\"missing value\"}\n"),
    Case(
      rule: "logfmt",
      line: line(
        ["hi there", "k", "v", "n", "null"], level: .info, mode: .structured,
        time: "datetime", formatter: .logfmt),
      plain: "time=\"2006-01-02 15:04:05\" level=info msg=\"hi there\" k=v n=\"null\"\n"),
    Case(
      rule: "logfmt keys lose what they cannot hold",
      line: line(
        ["m", "a b=c", "1", " ", "2"],
        mode: .structured, formatter: .logfmt),
      plain: "msg=m abc=1\n"),
  ]

  @Test("gives charmbracelet/log's bytes", arguments: cases)
  func plain(_ example: Case) {
    #expect(example.line.format(profile: .plain) == example.plain, "\(example.rule)")
  }

  @Test("styles the parts as gum's defaults do")
  func styled() {
    let line = Self.line(["hi", "k", "v"], level: .info, mode: .structured, prefix: "app")
    let e = Self.esc
    // Level bold in log's colour for it (86), prefix bold and faint, key and "=" faint.
    #expect(
      line.format(profile: .trueColor)
        == "\(e)[1;38;5;86mINFO\(e)[m \(e)[1;2mapp:\(e)[m hi \(e)[2mk\(e)[m\(e)[2m=\(e)[mv\n")
    var custom = line
    custom.styles.level.foreground = LayoutColor(gum: "#ff0000")
    #expect(custom.format(profile: .ansi)?.hasPrefix("\(e)[1;91mINFO\(e)[m") == true)
  }

  @Test(
    "--min-level filters levels below it, never none",
    arguments: [
      (LogLevel.debug, LogLevel.info, false), (.info, .info, true), (.error, .warn, true), (.none, .fatal, true),
    ])
  func minimum(level: LogLevel, minimum: LogLevel, shown: Bool) {
    #expect((Self.line(["x"], level: level, minimum: minimum).format(profile: .plain) != nil) == shown)
  }

  @Test("--min-level takes log's names in any case, not none")
  func minimumNames() {
    #expect(LogLevel(minimum: "WARN") == .warn)
    #expect(LogLevel(minimum: "none") == nil)
    #expect(LogLevel(minimum: "verbose") == nil)
  }
}
