import Testing

@testable import PresentlyCommands

/// Go's `Time.Format` (time/format.go) and `fmt.Sprintf` over strings (fmt/print.go,
/// fmt/format.go), which `gum log --time` and `gum log --format` use.
@Suite("Go formatting")
struct GoFormattingTests {
  /// Go's reference time, 2006-01-02 15:04:05.123456789 MST (UTC−7).
  static let reference = LogTime(
    year: 2006, month: 1, day: 2, hour: 15, minute: 4, second: 5, nanosecond: 123_456_789, utcOffset: -25_200,
    zoneName: "MST")

  @Test(
    "gum's named layouts",
    arguments: [
      ("layout", "01/02 03:04:05PM '06 -0700"), ("ANSIC", "Mon Jan  2 15:04:05 2006"),
      ("unixdate", "Mon Jan  2 15:04:05 MST 2006"), ("rubydate", "Mon Jan 02 15:04:05 -0700 2006"),
      ("rfc822", "02 Jan 06 15:04 MST"), ("rfc822z", "02 Jan 06 15:04 -0700"),
      ("rfc850", "Monday, 02-Jan-06 15:04:05 MST"), ("rfc1123", "Mon, 02 Jan 2006 15:04:05 MST"),
      ("rfc1123z", "Mon, 02 Jan 2006 15:04:05 -0700"), ("rfc3339", "2006-01-02T15:04:05-07:00"),
      ("rfc3339nano", "2006-01-02T15:04:05.123456789-07:00"), ("kitchen", "3:04PM"), ("stamp", "Jan  2 15:04:05"),
      ("stampmilli", "Jan  2 15:04:05.123"), ("stampmicro", "Jan  2 15:04:05.123456"),
      ("stampnano", "Jan  2 15:04:05.123456789"), ("datetime", "2006-01-02 15:04:05"), ("dateonly", "2006-01-02"),
      ("TimeOnly", "15:04:05"),
    ])
  func named(name: String, expected: String) {
    let layout = GoTimeLayout.named(name)
    #expect(layout != nil)
    #expect(GoTimeLayout.format(Self.reference, layout: layout ?? "") == expected)
  }

  @Test(
    "layouts of one's own",
    arguments: [
      // "Mon" and "Jan" before a lower-case letter are text.
      ("Monthly Janet", "Monthly Janet"),
      ("Monday January 2 3pm", "Monday January 2 3pm"),
      // Day of the year, space- and zero-padded.
      ("__2|002", "  2|002"),
      // _2006 is an underscore, then the year.
      ("_2006", "_2006"),
      // Fractions: zeros kept with 0, trimmed with 9; a comma works as the separator.
      ("05.000,05,99", "05.123,05,12"),
      (".9999999999", ".123456789"),
      ("Z07:00:00 -07 Z0700", "-07:00:00 -07 -0700"),
    ])
  func custom(layout: String, expected: String) {
    #expect(GoTimeLayout.format(Self.reference, layout: layout) == expected)
  }

  @Test("UTC is Z in the ISO forms, and a zone with no name is numeric")
  func zones() {
    let utc = LogTime(unixSeconds: 0)
    #expect(GoTimeLayout.format(utc, layout: "2006-01-02T15:04:05Z07:00 MST") == "1970-01-01T00:00:00Z UTC")
    let unnamed = LogTime(unixSeconds: 0, utcOffset: 5 * 3600 + 1800, zoneName: "")
    #expect(GoTimeLayout.format(unnamed, layout: "15:04 MST Z07:00") == "05:30 +0530 +05:30")
    let trimmed = LogTime(unixSeconds: 0, nanosecond: 0)
    #expect(GoTimeLayout.format(trimmed, layout: GoTimeLayout.named("rfc3339nano")!) == "1970-01-01T00:00:00Z")
  }

  @Test("civil dates from Unix time, weekdays and days of the year")
  func civil() {
    let time = LogTime(unixSeconds: 1_136_239_445, utcOffset: -25_200, zoneName: "MST")
    #expect([time.year, time.month, time.day, time.hour, time.minute, time.second] == [2006, 1, 2, 15, 4, 5])
    #expect(time.weekday == 1)
    #expect(time.dayOfYear == 2)
    let leap = LogTime(year: 2024, month: 12, day: 31)
    #expect(leap.dayOfYear == 366)
    #expect(leap.weekday == 2)
    let before = LogTime(unixSeconds: -1)
    #expect([before.year, before.month, before.day, before.hour, before.second] == [1969, 12, 31, 23, 59])
  }

  @Test(
    "Sprintf over strings",
    arguments: [
      ("%s and %v", ["a", "b"], "a and b"), ("%d", ["a"], "%!d(string=a)"), ("%s %s", ["a"], "a %!s(MISSING)"),
      ("%s", ["a", "b", "c"], "a%!(EXTRA string=b, string=c)"), ("%5s|%-5s|", ["a", "b"], "    a|b    |"),
      ("%.2s", ["abc"], "ab"), ("%05s", ["ab"], "000ab"), ("%q", ["a\"b\n"], "\"a\\\"b\\n\""),
      ("%+q", ["é"], "\"\\u00e9\""), ("%#q", ["a b"], "`a b`"), ("%x", ["hi"], "6869"), ("% X", ["hi"], "68 69"),
      ("%#x", ["hi"], "0x6869"), ("%T", ["a"], "string"), ("100%%", [], "100%"), ("%", [], "%!(NOVERB)"),
      ("%[2]s %[1]s", ["a", "b"], "b a"), ("%[3]s", ["a"], "%!s(BADINDEX)"), ("%*s", ["a", "b"], "%!(BADWIDTH)b"),
      ("%#v", ["x"], "\"x\""), ("%5d", ["ab"], "%!d(string=   ab)"), ("%é", ["a"], "%!é(string=a)"),
    ])
  func printf(format: String, arguments: [String], expected: String) {
    #expect(GoPrintf.format(format, arguments) == expected)
  }
}
