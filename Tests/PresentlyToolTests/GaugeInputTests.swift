import Alerts
import Testing

@testable import PresentlyCommands

/// A gauge's input as whiptail reads it (whiptail mode, `presently progress`) and as
/// dialog reads it (dialog mode): each row checked against the real whiptail 0.52 and
/// dialog 1.3 on the same input (the bar's percentage and the text they show).
@Suite("gauge input, as whiptail and dialog read it")
struct GaugeInputTests {
  /// A line alone, and the percentage it sets in whiptail and in dialog (`nil`: none).
  static let percents: [(line: String, whiptail: Int?, dialog: Int?)] = [
    ("50", 50, 50),
    (" 65", 65, 65),
    ("65 ", nil, 65),
    (" 60 %", nil, 60),
    ("70%", nil, nil),
    ("+20", 20, 20),
    ("", 0, 0),
    ("abc", nil, nil),
    (" abc", nil, 0),
    ("-0", 0, 0),
    ("-5", 100, nil),
  ]

  @Test("a line alone sets the percentage each program reads in it", arguments: percents)
  func percent(_ row: (line: String, whiptail: Int?, dialog: Int?)) {
    var whiptail = GaugeProtocol()
    var dialog = DialogGaugeInput(options: DialogOptions())
    #expect(whiptail.take(row.line)?.percent == row.whiptail, "whiptail")
    #expect(dialog.take(row.line)?.percent == row.dialog, "dialog")
  }

  /// Lines in, and the updates they make in whiptail and in dialog.
  static let blocks: [(lines: [String], whiptail: [GaugeUpdate], dialog: [GaugeUpdate])] = [
    // ssft's block: whiptail takes its one line for the percentage and empties the text.
    (["XXX", "We are at 0 %", "XXX"], [GaugeUpdate(text: "")], [GaugeUpdate(text: "We are at 0 %")]),
    (
      ["XXX", "40", "Half way", "XXX"], [GaugeUpdate(percent: 40, text: "Half way")],
      [GaugeUpdate(percent: 40, text: "Half way")]
    ),
    (
      ["XXX", "", "some text", "XXX"], [GaugeUpdate(percent: 0, text: "some text")],
      [GaugeUpdate(percent: 0, text: "some text")]
    ),
    (["XXXX", "Line one", "line two", "XXX"], [], [GaugeUpdate(text: "Line one\nline two")]),
    (
      ["XXX", "80", "A\\nB", "XXX"], [GaugeUpdate(percent: 80, text: "A\nB")], [GaugeUpdate(percent: 80, text: "A\nB")]
    ),
    (
      ["XXX", " 40 ", "A", "  spaced   words  ", "XXX", "60"],
      [GaugeUpdate(text: "A\n  spaced   words  "), GaugeUpdate(percent: 60)],
      [GaugeUpdate(percent: 40, text: "A\nspaced words"), GaugeUpdate(percent: 60)]
    ),
  ]

  @Test("a block of text makes the updates each program makes of it", arguments: blocks)
  func block(_ row: (lines: [String], whiptail: [GaugeUpdate], dialog: [GaugeUpdate])) {
    var whiptail = GaugeProtocol()
    var dialog = DialogGaugeInput(options: DialogOptions())
    #expect(row.lines.compactMap { whiptail.take($0) } == row.whiptail, "whiptail")
    #expect(row.lines.compactMap { dialog.take($0) } == row.dialog, "dialog")
  }
}
