import Testing

@testable import PresentlyCommands

/// whiptail's command line, read as whiptail 0.52 reads it with popt: every line here
/// was checked against whiptail itself (newt 0.52.23, popt 1.19).
@Suite("whiptail arguments")
struct WhiptailArgumentsTests {
  /// A command line whiptail runs, and the command it is.
  struct Accepted: Sendable, CustomTestStringConvertible {
    /// What the line shows.
    var name: String
    /// The arguments after `whiptail`.
    var arguments: [String]
    /// The command they are.
    var command: WhiptailCommand

    var testDescription: String { name }
  }

  /// A command line whiptail refuses, with the status and the message.
  struct Refused: Sendable, CustomTestStringConvertible {
    /// What the line shows.
    var name: String
    /// The arguments after `whiptail`.
    var arguments: [String]
    /// whiptail's exit status: 1 for popt's errors, 255 for the rest.
    var status: Int32
    /// The line for standard error.
    var message: String

    var testDescription: String { name }
  }

  /// A command for `box`, changed by `change`.
  static func command(
    _ box: WhiptailCommand.Box, _ text: String, _ height: Int, _ width: Int,
    _ change: (inout WhiptailCommand) -> Void = { _ in }
  ) -> WhiptailCommand {
    var command = WhiptailCommand(box: box, text: text, height: height, width: width)
    change(&command)
    return command
  }

  /// A line as debconf's Dialog frontend writes it: the back title, the question's title
  /// and `--output-fd 3` first, then `arguments`; `expected` gets the same three.
  static func debconf(_ name: String, _ arguments: [String], _ expected: WhiptailCommand) -> Accepted {
    var command = expected
    command.backtitle = "Package configuration"
    command.title = "Test"
    command.outputFD = 3
    return Accepted(
      name: "debconf " + name,
      arguments: ["--backtitle", "Package configuration", "--title", "Test", "--output-fd", "3"] + arguments,
      command: command)
  }

  /// Menu items from tag, item pairs.
  static func menu(_ pairs: [(String, String)]) -> [WhiptailCommand.MenuItem] {
    pairs.map { WhiptailCommand.MenuItem(tag: $0.0, item: $0.1) }
  }

  /// Checklist or radiolist items from tag, item, marked triples.
  static func list(_ triples: [(String, String, Bool)]) -> [WhiptailCommand.ListItem] {
    triples.map { WhiptailCommand.ListItem(tag: $0.0, item: $0.1, isOn: $0.2) }
  }

  /// raspi-config's main menu, as it runs whiptail.
  static let raspiConfigMenu = [
    "--title", "Raspberry Pi Software Configuration Tool (raspi-config)", "--menu", "Setup Options", "20", "80", "12",
    "--cancel-button", "Finish", "--ok-button", "Select", "1 System Options", "Configure system settings",
    "2 Display Options", "Configure display settings",
  ]

  /// Command lines whiptail runs.
  static let accepted: [Accepted] = [
    // Every box.
    Accepted(name: "msgbox", arguments: ["--msgbox", "Hello", "8", "40"], command: command(.msgbox, "Hello", 8, 40)),
    Accepted(
      name: "yesno, --defaultno between the text and the sizes",
      arguments: ["--yesno", "Text", "--defaultno", "20", "60"],
      command: command(.yesno, "Text", 20, 60) { $0.defaultNo = true }),
    Accepted(
      name: "infobox", arguments: ["--infobox", "Working", "7", "30"], command: command(.infobox, "Working", 7, 30)),
    Accepted(
      name: "inputbox without INIT", arguments: ["--inputbox", "Name?", "9", "50"],
      command: command(.inputbox(initial: nil), "Name?", 9, 50)),
    Accepted(
      name: "inputbox with INIT, and an extra argument ignored",
      arguments: ["--inputbox", "Name?", "9", "50", "bob", "extra"],
      command: command(.inputbox(initial: "bob"), "Name?", 9, 50)),
    Accepted(
      name: "inputbox with an empty INIT", arguments: ["--inputbox", "Name?", "9", "50", ""],
      command: command(.inputbox(initial: ""), "Name?", 9, 50)),
    Accepted(
      name: "passwordbox with INIT", arguments: ["--passwordbox", "Secret?", "9", "50", "old"],
      command: command(.passwordbox(initial: "old"), "Secret?", 9, 50)),
    Accepted(
      name: "textbox: the file is the box's, the text is empty",
      arguments: ["--textbox", "/etc/motd", "20", "70"],
      command: command(.textbox(path: "/etc/motd"), "", 20, 70)),
    Accepted(
      name: "menu, --default-item after the items",
      arguments: ["--menu", "T", "20", "60", "10", "a", "A", "b", "B", "--default-item", "b"],
      command: command(.menu(listHeight: 10, items: menu([("a", "A"), ("b", "B")])), "T", 20, 60) {
        $0.defaultItem = "b"
      }),
    Accepted(
      name: "checklist",
      arguments: ["--checklist", "Pick", "15", "40", "4", "a", "A", "on", "b", "B", "off"],
      command: command(.checklist(listHeight: 4, items: list([("a", "A", true), ("b", "B", false)])), "Pick", 15, 40)),
    Accepted(
      name: "checklist with no items",
      arguments: ["--checklist", "Pick", "15", "40", "4"],
      command: command(.checklist(listHeight: 4, items: []), "Pick", 15, 40)),
    Accepted(
      name: "radiolist",
      arguments: ["--radiolist", "One", "15", "40", "3", "x", "X", "off", "y", "Y", "ON"],
      command: command(.radiolist(listHeight: 3, items: list([("x", "X", false), ("y", "Y", true)])), "One", 15, 40)),
    Accepted(
      name: "gauge", arguments: ["--gauge", "Working", "7", "70", "42"],
      command: command(.gauge(percent: 42), "Working", 7, 70)),

    // Options anywhere, and their values.
    Accepted(
      name: "options before the box",
      arguments: ["--title", "T", "--backtitle", "B", "--clear", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) {
        $0.title = "T"
        $0.backtitle = "B"
        $0.clear = true
      }),
    Accepted(
      name: "options between the positionals",
      arguments: ["--msgbox", "Hi", "--title", "T", "8", "--topleft", "40"],
      command: command(.msgbox, "Hi", 8, 40) {
        $0.title = "T"
        $0.topLeft = true
      }),
    Accepted(
      name: "options after the positionals",
      arguments: ["--msgbox", "Hi", "8", "40", "--title", "T", "--fb", "--scrolltext"],
      command: command(.msgbox, "Hi", 8, 40) {
        $0.title = "T"
        $0.fullButtons = true
        $0.scrollText = true
      }),
    Accepted(
      name: "positionals before the box option",
      arguments: ["Hi", "8", "40", "--msgbox"],
      command: command(.msgbox, "Hi", 8, 40)),
    Accepted(
      name: "--opt=value for every string option",
      arguments: [
        "--title=T", "--backtitle=B", "--default-item=b", "--yes-button=Sure", "--no-button=Nope", "--ok-button=Go",
        "--cancel-button=Back", "--menu", "M", "10", "40", "2", "a", "A", "b", "B",
      ],
      command: command(.menu(listHeight: 2, items: menu([("a", "A"), ("b", "B")])), "M", 10, 40) {
        $0.title = "T"
        $0.backtitle = "B"
        $0.defaultItem = "b"
        $0.yesButton = "Sure"
        $0.noButton = "Nope"
        $0.okButton = "Go"
        $0.cancelButton = "Back"
      }),
    Accepted(
      name: "--opt=value keeps a second =",
      arguments: ["--title=a=b", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.title = "a=b" }),
    Accepted(
      name: "a separate value is taken whatever it looks like",
      arguments: ["--title", "--menu", "--backtitle", "--", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) {
        $0.title = "--menu"
        $0.backtitle = "--"
      }),
    Accepted(
      name: "the last of a repeated option wins",
      arguments: ["--title=x", "--title", "y", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.title = "y" }),
    Accepted(
      name: "empty --title ''",
      arguments: ["--title", "", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.title = "" }),
    Accepted(
      name: "empty --title=",
      arguments: ["--title=", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.title = "" }),
    Accepted(
      name: "every flag",
      arguments: [
        "--defaultno", "--nocancel", "--notags", "--separate-output", "--scrolltext", "--clear", "--fullbuttons",
        "--topleft", "--yesno", "Q", "8", "40",
      ],
      command: command(.yesno, "Q", 8, 40) {
        $0.defaultNo = true
        $0.noCancel = true
        $0.noTags = true
        $0.separateOutput = true
        $0.scrollText = true
        $0.clear = true
        $0.fullButtons = true
        $0.topLeft = true
      }),
    Accepted(
      name: "--output-fd 3", arguments: ["--output-fd", "3", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.outputFD = 3 }),
    Accepted(
      name: "--output-fd=5", arguments: ["--msgbox", "Hi", "8", "40", "--output-fd=5"],
      command: command(.msgbox, "Hi", 8, 40) { $0.outputFD = 5 }),
    Accepted(
      name: "--output-fd as strtoll reads it: hexadecimal, octal, a space, a sign",
      arguments: ["--output-fd", "0x3", "--output-fd", "010", "--output-fd", " +4", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.outputFD = 4 }),
    Accepted(
      name: "--output-fd '' is 0",
      arguments: ["--output-fd", "", "--msgbox", "Hi", "8", "40"],
      command: command(.msgbox, "Hi", 8, 40) { $0.outputFD = 0 }),

    // Positional arguments as data.
    Accepted(
      name: "-- then items that start with -",
      arguments: ["--menu", "T", "20", "60", "10", "--", "-gamma", "G", "--weird", "W", "--", "D"],
      command: command(
        .menu(listHeight: 10, items: menu([("-gamma", "G"), ("--weird", "W"), ("--", "D")])), "T", 20, 60)),
    Accepted(
      name: "a lone - is positional", arguments: ["--msgbox", "-", "8", "40"],
      command: command(.msgbox, "-", 8, 40)),
    Accepted(
      name: "text kept exactly, \\n and all",
      arguments: ["--title", "a\\nb", "--msgbox", "line 1\\nline 2", "8", "40"],
      command: command(.msgbox, "line 1\\nline 2", 8, 40) { $0.title = "a\\nb" }),
    Accepted(
      name: "height, width and listheight 0",
      arguments: ["--menu", "T", "0", "0", "0", "a", "A"],
      command: command(.menu(listHeight: 0, items: menu([("a", "A")])), "T", 0, 0)),
    Accepted(
      name: "sizes as strtoul reads them: empty is 0, a space and a plus sign before",
      arguments: ["--msgbox", "Hi", "", " +40"],
      command: command(.msgbox, "Hi", 0, 40)),
    Accepted(
      name: "a negative size (possible after --) means choose",
      arguments: ["--msgbox", "--", "Hi", "-1", "40"],
      command: command(.msgbox, "Hi", 0, 40)),
    Accepted(
      name: "$DEFAULT empty: --default-item '' and empty items",
      arguments: ["--menu", "T", "20", "60", "10", "--default-item", "", "a", "A", "", ""],
      command: command(.menu(listHeight: 10, items: menu([("a", "A"), ("", "")])), "T", 20, 60) {
        $0.defaultItem = ""
      }),
    Accepted(
      name: "--noitem: a menu still reads TAG ITEM, and drops the ITEM",
      arguments: ["--noitem", "--menu", "Select Keymap", "20", "70", "10", "de", "German", "us", "US"],
      command: command(.menu(listHeight: 10, items: menu([("de", ""), ("us", "")])), "Select Keymap", 20, 70) {
        $0.noItem = true
      }),
    Accepted(
      name: "--noitem: a checklist reads TAG STATUS",
      arguments: ["--checklist", "Pick", "15", "40", "4", "a", "on", "b", "off", "--noitem"],
      command: command(.checklist(listHeight: 4, items: list([("a", "", true), ("b", "", false)])), "Pick", 15, 40) {
        $0.noItem = true
      }),
    Accepted(
      name: "--separate-output",
      arguments: ["--separate-output", "--checklist", "Pick", "15", "40", "4", "a", "A", "1"],
      command: command(.checklist(listHeight: 4, items: list([("a", "A", true)])), "Pick", 15, 40) {
        $0.separateOutput = true
      }),

    // raspi-config.
    Accepted(
      name: "raspi-config's main menu", arguments: raspiConfigMenu,
      command: command(
        .menu(
          listHeight: 12,
          items: menu([
            ("1 System Options", "Configure system settings"), ("2 Display Options", "Configure display settings"),
          ])), "Setup Options", 20, 80
      ) {
        $0.title = "Raspberry Pi Software Configuration Tool (raspi-config)"
        $0.cancelButton = "Finish"
        $0.okButton = "Select"
      }),
    Accepted(
      name: "raspi-config's msgbox with a trailing extra number",
      arguments: ["--msgbox", "Password changed successfully", "20", "60", "1"],
      command: command(.msgbox, "Password changed successfully", 20, 60)),
    Accepted(
      name: "raspi-config's yesno with a trailing extra number, then the buttons",
      arguments: ["--yesno", "Enable SSH?", "20", "60", "2", "--yes-button", "Enable", "--no-button", "Disable"],
      command: command(.yesno, "Enable SSH?", 20, 60) {
        $0.yesButton = "Enable"
        $0.noButton = "Disable"
      }),
    Accepted(
      name: "raspi-config's inputbox with -- after the sizes",
      arguments: ["--inputbox", "How much memory should the GPU have?", "20", "70", "--", "64"],
      command: command(.inputbox(initial: "64"), "How much memory should the GPU have?", 20, 70)),

    // debconf's Dialog frontend (Debconf::FrontEnd::Dialog and Element::Dialog::*).
    debconf(
      "select",
      ["--nocancel", "--default-item", "b", "--menu", "Pick one", "12", "50", "3", "--", "a", "", "b", "", "c", ""],
      command(.menu(listHeight: 3, items: menu([("a", ""), ("b", ""), ("c", "")])), "Pick one", 12, 50) {
        $0.noCancel = true
        $0.defaultItem = "b"
      }),
    debconf(
      "select with no default", ["--default-item", "", "--menu", "Pick one", "12", "50", "2", "--", "a", "", "b", ""],
      command(.menu(listHeight: 2, items: menu([("a", ""), ("b", "")])), "Pick one", 12, 50) { $0.defaultItem = "" }),
    debconf(
      "multiselect",
      ["--separate-output", "--checklist", "Pick", "12", "50", "3", "--", "a", "", "on", "b", "", "off"],
      command(.checklist(listHeight: 3, items: list([("a", "", true), ("b", "", false)])), "Pick", 12, 50) {
        $0.separateOutput = true
      }),
    debconf(
      "boolean, default false", ["--defaultno", "--yesno", "--", "Question?", "8", "50"],
      command(.yesno, "Question?", 8, 50) { $0.defaultNo = true }),
    debconf(
      "string", ["--inputbox", "--", "Name?", "9", "50", "default"],
      command(.inputbox(initial: "default"), "Name?", 9, 50)),
    debconf(
      "password", ["--passwordbox", "--", "Secret?", "9", "50"],
      command(.passwordbox(initial: nil), "Secret?", 9, 50)),
    debconf(
      "progress", ["--gauge", "--", "Working", "7", "70", "0"],
      command(.gauge(percent: 0), "Working", 7, 70)),
    debconf(
      "note, --scrolltext after the text", ["--nocancel", "--msgbox", "long text", "--scrolltext", "20", "70"],
      command(.msgbox, "long text", 20, 70) {
        $0.noCancel = true
        $0.scrollText = true
      }),
  ]

  @Test("command lines whiptail runs", arguments: accepted)
  func runs(_ line: Accepted) {
    #expect(WhiptailArguments.parse(line.arguments) == .success(.run(line.command)), "\(line.arguments)")
  }

  @Test(
    "a checklist STATUS is on for 1, on and yes in any case",
    arguments: [
      ("on", true), ("ON", true), ("On", true), ("1", true), ("yes", true), ("YES", true), ("Yes", true),
      ("off", false), ("0", false), ("no", false), ("maybe", false), ("", false), ("01", false), ("true", false),
      (" on", false),
    ])
  func status(_ status: String, isOn: Bool) {
    let parsed = WhiptailArguments.parse(["--checklist", "T", "10", "40", "1", "--", "tag", "item", status])
    let expected = Self.command(.checklist(listHeight: 1, items: Self.list([("tag", "item", isOn)])), "T", 10, 40)
    #expect(parsed == .success(.run(expected)))
  }

  @Test(
    "--help and --version, which win over later options and errors",
    arguments: [
      (["--version"], WhiptailInvocation.version), (["-v"], .version), (["--help"], .help), (["-h"], .help),
      (["-hv"], .help), (["--version", "--help"], .help), (["--msgbox", "Hi", "8", "40", "--version"], .version),
      (["--help", "--bogus"], .help), (["-hx"], .help), (["--version", "--output-fd", "x"], .version),
      (["--help", "--msgbox"], .help), (["--version", "--title"], .version),
    ])
  func helpAndVersion(_ arguments: [String], invocation: WhiptailInvocation) {
    #expect(WhiptailArguments.parse(arguments) == .success(invocation), "\(arguments)")
  }

  /// Command lines whiptail refuses.
  static let refused: [Refused] = [
    // popt's errors: status 1, the argument popt names, and popt's words.
    Refused(
      name: "unknown option", arguments: ["--bogus", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "--bogus: unknown option"),
    Refused(
      name: "unknown option after the positionals", arguments: ["--msgbox", "Hi", "8", "40", "--bogus=1"], status: 1,
      message: "--bogus=1: unknown option"),
    Refused(
      name: "a single-dash long option", arguments: ["-title", "T", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "-title: unknown option"),
    Refused(
      name: "a negative number before --", arguments: ["--msgbox", "Hi", "-1", "40"], status: 1,
      message: "-1: unknown option"),
    Refused(
      name: "options are not abbreviated", arguments: ["--tit", "T", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "--tit: unknown option"),
    Refused(
      name: "an unknown option before --help", arguments: ["--bogus", "--help"], status: 1,
      message: "--bogus: unknown option"),
    Refused(
      name: "--output-fd x", arguments: ["--output-fd", "x", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "x: invalid numeric value"),
    Refused(
      name: "--output-fd=x", arguments: ["--output-fd=x", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "--output-fd=x: invalid numeric value"),
    Refused(
      name: "--output-fd 08 (not octal)", arguments: ["--output-fd", "08", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "08: invalid numeric value"),
    Refused(
      name: "--output-fd too large", arguments: ["--output-fd", "99999999999", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "99999999999: number too large or too small"),
    Refused(
      name: "--title with no value at the end", arguments: ["--msgbox", "Hi", "8", "40", "--title"], status: 1,
      message: "--title: missing argument"),
    Refused(
      name: "--output-fd with no value at the end", arguments: ["--msgbox", "Hi", "8", "40", "--output-fd"],
      status: 1, message: "--output-fd: missing argument"),
    Refused(
      name: "a value for a flag", arguments: ["--clear=1", "--msgbox", "Hi", "8", "40"], status: 1,
      message: "--clear=1: option does not take an argument"),
    Refused(
      name: "a value for a box option", arguments: ["--msgbox=Hi", "8", "40"], status: 1,
      message: "--msgbox=Hi: option does not take an argument"),
    Refused(name: "a value for -v", arguments: ["-v=1"], status: 1, message: "-v=1: option does not take an argument"),
    Refused(
      name: "an option error stops the reading before a second box",
      arguments: ["--msgbox", "--bogus", "--yesno"], status: 1, message: "--bogus: unknown option"),
    Refused(
      name: "a long unknown option is cut short", arguments: ["--" + String(repeating: "x", count: 60)], status: 1,
      message: "--" + String(repeating: "x", count: 35) + "...: unknown option"),

    // Usage errors: status 255.
    Refused(name: "no arguments", arguments: [], status: 255, message: noBox),
    Refused(name: "no box", arguments: ["--title", "T", "Hi", "8", "40"], status: 255, message: noBox),
    Refused(
      name: "two boxes", arguments: ["--msgbox", "--yesno", "Hi", "8", "40"], status: 255,
      message: "--msgbox and --yesno: only one box option can be given"),
    Refused(
      name: "two boxes, even after --help", arguments: ["--help", "--menu", "--checklist"], status: 255,
      message: "--menu and --checklist: only one box option can be given"),
    Refused(
      name: "missing text", arguments: ["--msgbox"], status: 255, message: "--msgbox needs <text> <height> <width>"),
    Refused(
      name: "missing width", arguments: ["--msgbox", "Hi", "8"], status: 255,
      message: "--msgbox needs <text> <height> <width>"),
    Refused(
      name: "non-numeric height", arguments: ["--msgbox", "Hi", "tall", "40"], status: 255,
      message: "--msgbox: <height> is not a number"),
    Refused(
      name: "a space after the width", arguments: ["--yesno", "Hi", "8", "40 "], status: 255,
      message: "--yesno: <width> is not a number"),
    Refused(
      name: "a blank height", arguments: ["--infobox", "Hi", " ", "40"], status: 255,
      message: "--infobox: <height> is not a number"),
    Refused(
      name: "missing listheight", arguments: ["--menu", "T", "20", "60"], status: 255,
      message: "--menu needs <text> <height> <width> <listheight> [tag item]..."),
    Refused(
      name: "non-numeric listheight", arguments: ["--checklist", "T", "20", "60", "x", "a", "A", "on"], status: 255,
      message: "--checklist: <listheight> is not a number"),
    Refused(
      name: "a menu with no items", arguments: ["--menu", "T", "20", "60", "10"], status: 255,
      message: "--menu needs at least one <tag> <item>"),
    Refused(
      name: "raspi-config's menu with an extra trailing argument", arguments: raspiConfigMenu + ["3"], status: 255,
      message: "--menu: the last <tag> has no <item>"),
    Refused(
      name: "--noitem menu still needs pairs", arguments: ["--noitem", "--menu", "T", "20", "60", "10", "a", "A", "b"],
      status: 255, message: "--menu: the last <tag> has no <item>"),
    Refused(
      name: "a checklist item without its status", arguments: ["--checklist", "T", "20", "60", "10", "a", "A"],
      status: 255, message: "--checklist: the last <tag> has no <status>"),
    Refused(
      name: "a radiolist tag alone", arguments: ["--radiolist", "T", "20", "60", "10", "a", "A", "on", "b"],
      status: 255, message: "--radiolist: the last <tag> has no <item> <status>"),
    Refused(
      name: "a --noitem checklist tag alone", arguments: ["--noitem", "--checklist", "T", "20", "60", "10", "a"],
      status: 255, message: "--checklist: the last <tag> has no <status>"),
    Refused(
      name: "a gauge without its percent", arguments: ["--gauge", "Working", "7", "70"], status: 255,
      message: "--gauge needs <text> <height> <width> <percent>"),
    Refused(
      name: "a gauge with a non-numeric percent", arguments: ["--gauge", "Working", "7", "70", "half"], status: 255,
      message: "--gauge: <percent> is not a number"),
    Refused(
      name: "a negative --output-fd", arguments: ["--output-fd", "-1", "--msgbox", "Hi", "8", "40"], status: 255,
      message: "cannot open output-fd -1"),
  ]

  /// The message when there is no box option.
  static let noBox = "a box option is needed, such as --msgbox, --yesno, --inputbox, --menu or --checklist"

  @Test("command lines whiptail refuses", arguments: refused)
  func refuses(_ line: Refused) {
    let expected = WhiptailUsageError(message: line.message, status: line.status)
    #expect(WhiptailArguments.parse(line.arguments) == .failure(expected), "\(line.arguments)")
  }

  @Test("POSIXLY_CORRECT ends the options at the first positional argument")
  func posixlyCorrect() {
    let arguments = ["--title", "T", "--yesno", "Text", "20", "60", "--defaultno"]
    #expect(
      WhiptailArguments.parse(arguments, posixlyCorrect: true)
        == .success(.run(Self.command(.yesno, "Text", 20, 60) { $0.title = "T" })))
    let between = ["--yesno", "Text", "--defaultno", "20", "60"]
    #expect(
      WhiptailArguments.parse(between, posixlyCorrect: true)
        == .failure(WhiptailUsageError(message: "--yesno: <height> is not a number", status: 255)))
  }

  @Test(
    "a literal \\n in the text is a line break, read left to right as whiptail's cleanNewlines does",
    arguments: [
      ("one\\ntwo", "one\ntwo"), ("a\\\\nb", "a\\\nb"), ("end\\", "end\\"), ("\\n\\n", "\n\n"),
      ("no breaks", "no breaks"), ("é\\nü", "é\nü"),
    ])
  func lineBreaks(text: String, shown: String) {
    #expect(Compat.breakingLines(text) == shown)
  }
}
