import Glibc
import PseudoTerminalSupport
import Testing

/// Tab, Shift-Tab, the arrows and Space, key by key, against the real whiptail and the
/// real dialog: the same keys reach the same button and give the same result. dialog's
/// lists keep the focus on a button (Tab then Enter is Cancel), whiptail's list is a stop
/// of its own (Tab then Enter is Ok); whiptail's arrows stop at the ends, dialog's go round.
@Suite("the same keys reach the same button as in whiptail and dialog", .serialized)
struct FocusOrderTests {
  static let menu = ["--menu", "Pick", "12", "40", "3", "a", "Alpha", "b", "Beta", "c", "Gamma"]
  static let checklist = ["--checklist", "Pick", "12", "40", "3", "a", "Alpha", "off", "b", "Beta", "on"]
  static let radiolist = ["--radiolist", "Pick", "12", "40", "3", "a", "Alpha", "off", "b", "Beta", "on"]
  static let inputbox = ["--inputbox", "Name", "10", "40", "init"]
  static let yesno = ["--yesno", "Go?", "10", "40"]
  static let extras = ["--extra-button", "--help-button"]

  /// The keys, as a terminal in keypad mode sends them (both programs ask for it).
  enum Key: Sendable {
    case tab, shiftTab, up, down, right, left, space, enter
    /// Ctrl-U: the line erased, in both programs.
    case erase
    /// Text typed.
    case text(String)

    /// What the terminal sends.
    var bytes: String {
      switch self {
      case .tab: "\t"
      case .shiftTab: "\u{1B}[Z"
      case .up: "\u{1B}OA"
      case .down: "\u{1B}OB"
      case .right: "\u{1B}OC"
      case .left: "\u{1B}OD"
      case .space: " "
      case .enter: "\r"
      case .erase: "\u{15}"
      case .text(let text): text
      }
    }
  }

  /// One case: a program, its box, and the keys pressed.
  struct Case: CustomTestStringConvertible, Sendable {
    var program: String
    var arguments: [String]
    var keys: [Key]
    var name: String
    var testDescription: String { "\(program): \(name)" }
  }

  static let cases: [Case] = [
    Case(program: "dialog", arguments: menu, keys: [.tab, .enter], name: "menu: Tab, Enter is Cancel"),
    Case(program: "dialog", arguments: menu, keys: [.right, .enter], name: "menu: Right, Enter is Cancel"),
    Case(program: "dialog", arguments: menu, keys: [.left, .left, .enter], name: "menu: Left goes round"),
    Case(program: "dialog", arguments: menu, keys: [.down, .tab, .enter], name: "menu: Down, then Tab to Cancel"),
    Case(program: "dialog", arguments: menu, keys: [.tab, .down, .enter], name: "menu: Down on Cancel moves the row"),
    Case(program: "dialog", arguments: menu, keys: [.down, .space], name: "menu: Space presses OK"),
    Case(program: "dialog", arguments: checklist, keys: [.space, .tab, .enter], name: "checklist: Space, Tab, Enter"),
    Case(program: "dialog", arguments: radiolist, keys: [.shiftTab, .enter], name: "radiolist: Shift-Tab is Cancel"),
    Case(program: "dialog", arguments: inputbox, keys: [.tab, .enter], name: "inputbox: Tab, Enter is OK"),
    Case(program: "dialog", arguments: inputbox, keys: [.down, .tab, .enter], name: "inputbox: Down, Tab is Cancel"),
    Case(program: "dialog", arguments: inputbox, keys: [.up, .enter], name: "inputbox: Up goes round to Cancel"),
    Case(program: "dialog", arguments: inputbox, keys: [.tab, .right, .enter], name: "inputbox: Right on OK"),
    Case(program: "dialog", arguments: yesno, keys: [.right, .right, .enter], name: "yesno: Right goes round"),
    Case(program: "dialog", arguments: yesno, keys: [.down, .enter], name: "yesno: Down moves nothing"),
    Case(program: "dialog", arguments: yesno, keys: [.tab, .space], name: "yesno: Space presses No"),
    Case(program: "dialog", arguments: extras + menu, keys: [.tab, .enter], name: "menu: Tab is Extra"),
    Case(program: "dialog", arguments: extras + menu, keys: [.tab, .tab, .tab, .enter], name: "menu: then Help"),
    Case(program: "dialog", arguments: extras + menu, keys: [.shiftTab, .enter], name: "menu: Shift-Tab is Help"),
    Case(program: "dialog", arguments: extras + inputbox, keys: [.tab, .down, .enter], name: "inputbox: to Extra"),
    Case(program: "whiptail", arguments: menu, keys: [.tab, .enter], name: "menu: Tab, Enter is Ok"),
    Case(program: "whiptail", arguments: menu, keys: [.right, .right, .right, .enter], name: "menu: Right stops"),
    Case(program: "whiptail", arguments: menu, keys: [.left, .enter], name: "menu: Left stays on the list"),
    Case(program: "whiptail", arguments: menu, keys: [.tab, .down, .enter], name: "menu: Down on Ok is Cancel"),
    Case(program: "whiptail", arguments: menu, keys: [.tab, .left, .enter], name: "menu: Left on Ok is the list"),
    Case(program: "whiptail", arguments: checklist, keys: [.right, .right, .enter], name: "checklist: Right stays"),
    Case(program: "whiptail", arguments: inputbox, keys: [.down, .down, .down, .enter], name: "inputbox: Down stops"),
    Case(program: "whiptail", arguments: inputbox, keys: [.up, .tab, .enter], name: "inputbox: Up stays"),
    Case(program: "whiptail", arguments: yesno, keys: [.down, .enter], name: "yesno: Down is No"),
    Case(program: "whiptail", arguments: yesno, keys: [.right, .right, .tab, .enter], name: "yesno: Tab goes round"),
    Case(program: "whiptail", arguments: yesno, keys: [.tab, .space], name: "yesno: Space presses No"),
  ]

  static let available = access("/usr/bin/dialog", X_OK) == 0 && access("/usr/bin/whiptail", X_OK) == 0

  @Test(
    "the same keys give the same status and result", .enabled(if: available, "dialog and whiptail are installed"),
    arguments: cases)
  func sameKeys(_ testCase: Case) async throws {
    let real = try await Self.answer(testCase.arguments, keys: testCase.keys, program: "/usr/bin/" + testCase.program)
    let ours = try await Self.answer(testCase.arguments, keys: testCase.keys, program: Self.link(testCase.program))
    #expect(ours == real, "presently, then the real \(testCase.program)")
  }

  /// A link to presently named `name` (`dialog`, `whiptail`), in a folder of its own.
  static func link(_ name: String) -> String {
    let folder = Subprocess.temporaryFolder()
    symlink(Tool.path, folder + "/" + name)
    return folder + "/" + name
  }

  /// How a run ended, and the result it wrote.
  struct Answer: Equatable {
    var ending: PseudoTerminal.Ending
    var result: String
  }

  /// Runs a box of `arguments` on `program`, drawn on the terminal with its result on a
  /// pipe (`--output-fd 3`), presses the keys one by one, each once the last is taken,
  /// and returns how it ended.
  static func answer(_ arguments: [String], keys: [Key], program: String) async throws -> Answer {
    let session = try PseudoTerminal(
      program: "/bin/sh",
      arguments: ["-c", #"exec "$0" --output-fd 3 "$@" 3>&1 1>/dev/tty"#, program] + arguments,
      environment: ["TERM": "xterm"], columns: 80, rows: 24, standardOutput: .pipe())
    try await session.waitUntil("the box drawn and reading keys", timeout: .seconds(20)) {
      $0.readsKeys && $0.text.contains(arguments.first { !$0.hasPrefix("-") } ?? "")
    }
    for key in keys {
      await session.settle(for: .milliseconds(300))
      session.send(key.bytes)
    }
    let ending = try await session.waitForExit(timeout: .seconds(20))
    return Answer(ending: ending, result: session.standardOutput)
  }
}
