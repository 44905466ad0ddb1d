import Glibc
import PseudoTerminalSupport
import Testing

/// dialog's forms answered with the same keys as the real dialog: the form drawn whole,
/// the first field open, Up and Down between the fields, Tab to the buttons and back,
/// Enter submitting every value.
@Suite("dialog's forms: the same keys, the same values as dialog", .serialized)
struct FormKeysTests {
  typealias Case = FocusOrderTests.Case

  static let form = [
    "--form", "Who", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "City:", "2", "1", "London", "2",
    "10", "20", "0",
  ]
  /// Name, a hidden Key, a read-only Fixed and a hidden Pin.
  static let mixed = [
    "--mixedform", "Who", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "0", "Key:", "2", "1", "k",
    "2",
    "10", "20", "0", "1", "Fixed:", "3", "1", "F", "3", "10", "20", "0", "2", "Pin:", "4", "1", "", "4", "10", "20",
    "0",
    "1",
  ]
  static let passwords = [
    "--passwordform", "Who", "0", "0", "0", "Pin:", "1", "1", "1234", "1", "10", "8", "0", "Pin2:", "2", "1", "99", "2",
    "10", "8", "0",
  ]
  /// A first field of no width: shown, never written, skipped.
  static let shown = [
    "--form", "Who", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "0", "0", "City:", "2", "1", "London", "2",
    "10", "20", "0",
  ]
  static let extras = ["--extra-button", "--help-button"]

  static let cases: [Case] = [
    Case(program: "dialog", arguments: form, keys: [.enter], name: "Enter submits the values given"),
    Case(
      program: "dialog", arguments: form, keys: [.erase, .text("ada"), .down, .erase, .text("Paris"), .enter],
      name: "the first field edited, then the second"),
    Case(
      program: "dialog", arguments: form, keys: [.down, .down, .up, .erase, .text("Rome"), .enter],
      name: "Down and Up go round the fields"),
    Case(
      program: "dialog", arguments: form, keys: [.down, .tab, .tab, .tab, .erase, .text("Oslo"), .enter],
      name: "Tab to the buttons and back to the field left"),
    Case(program: "dialog", arguments: form, keys: [.erase, .text("Bo"), .tab, .enter], name: "Tab, Enter is OK"),
    Case(program: "dialog", arguments: form, keys: [.tab, .tab, .enter], name: "Tab, Tab, Enter is Cancel"),
    Case(program: "dialog", arguments: form, keys: [.shiftTab, .enter], name: "Shift-Tab, Enter is Cancel"),
    Case(
      program: "dialog", arguments: form, keys: [.tab, .right, .right, .enter], name: "Right goes round the buttons"),
    Case(program: "dialog", arguments: form, keys: [.tab, .tab, .space], name: "Space presses the focused button"),
    Case(
      program: "dialog", arguments: mixed, keys: [.down, .erase, .text("s3"), .down, .text("9"), .enter],
      name: "a hidden field typed, a read-only one skipped"),
    Case(
      program: "dialog", arguments: mixed, keys: [.up, .text("77"), .enter], name: "Up from the first field is the last"
    ),
    Case(
      program: "dialog", arguments: passwords, keys: [.erase, .text("4321"), .down, .erase, .text("1"), .enter],
      name: "passwords replaced"),
    Case(
      program: "dialog", arguments: shown, keys: [.erase, .text("x"), .enter],
      name: "a field of no width is skipped and not written"),
    Case(
      program: "dialog", arguments: extras + form, keys: [.erase, .text("Al"), .tab, .tab, .enter],
      name: "Tab, Tab is Extra, with the values"),
    Case(
      program: "dialog", arguments: extras + form, keys: [.down, .shiftTab, .enter],
      name: "Shift-Tab from the second field is Help, about it"),
  ]

  @Test(
    "the same keys give the same status and values", .enabled(if: access("/usr/bin/dialog", X_OK) == 0),
    arguments: cases)
  func sameKeys(_ testCase: Case) async throws {
    let (arguments, keys) = (testCase.arguments, testCase.keys)
    let real = try await FocusOrderTests.answer(arguments, keys: keys, program: "/usr/bin/dialog")
    let ours = try await FocusOrderTests.answer(arguments, keys: keys, program: FocusOrderTests.link("dialog"))
    #expect(ours == real, "presently, then dialog")
  }
}
