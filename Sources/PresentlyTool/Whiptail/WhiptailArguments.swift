/// A whiptail command line, parsed: the box to show, its operands, and the options that
/// change how it looks and where its result goes.
///
/// Strings are kept exactly as they were given. In particular ``text`` still holds the
/// two characters `\n` where whiptail shows a line break: whiptail makes that change
/// after parsing, and only in the text, never in a title, a button or an item.
struct WhiptailCommand: Equatable, Sendable {
  /// The kind of box, with the operands that only that kind takes.
  enum Box: Equatable, Sendable {
    /// `--msgbox TEXT HEIGHT WIDTH`: the text and an Ok button.
    case msgbox
    /// `--yesno TEXT HEIGHT WIDTH`: the text with Yes and No buttons.
    case yesno
    /// `--infobox TEXT HEIGHT WIDTH`: the text, drawn without waiting for a key.
    case infobox
    /// `--inputbox TEXT HEIGHT WIDTH [INIT]`: a line to type, starting with `initial`
    /// (`nil` when no INIT was given).
    case inputbox(initial: String?)
    /// `--passwordbox TEXT HEIGHT WIDTH [INIT]`: a line to type that is not shown,
    /// starting with `initial` (`nil` when no INIT was given).
    case passwordbox(initial: String?)
    /// `--textbox FILE HEIGHT WIDTH`: the contents of the file at `path`, which the
    /// caller reads (whiptail ends with status 255 when it cannot).
    case textbox(path: String)
    /// `--menu TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM]…`: one item to pick, by its tag.
    /// There is always at least one item.
    case menu(listHeight: Int, items: [MenuItem])
    /// `--checklist TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]…`: any number of
    /// items to mark. There may be no items at all.
    case checklist(listHeight: Int, items: [ListItem])
    /// `--radiolist TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]…`: one item to mark.
    /// There may be no items at all (whiptail itself then crashes on Ok).
    case radiolist(listHeight: Int, items: [ListItem])
    /// `--gauge TEXT HEIGHT WIDTH PERCENT`: a progress bar starting at `percent`, with
    /// updates read from standard input. Never negative, but possibly above 100: whiptail
    /// does not check, so the caller clamps it.
    case gauge(percent: Int)

    /// The option that asks for this kind of box, such as `--msgbox`.
    var option: String { kind.option }

    /// The kind alone, without its operands.
    fileprivate var kind: WhiptailBoxKind {
      switch self {
      case .msgbox: .msgbox
      case .yesno: .yesno
      case .infobox: .infobox
      case .inputbox: .inputbox
      case .passwordbox: .passwordbox
      case .textbox: .textbox
      case .menu: .menu
      case .checklist: .checklist
      case .radiolist: .radiolist
      case .gauge: .gauge
      }
    }
  }

  /// One row of a menu.
  struct MenuItem: Equatable, Sendable {
    /// What the row is known by, and what is written out when it is picked.
    var tag: String
    /// The row's description; always empty with `--noitem`, as whiptail reads the
    /// ITEM then but shows nothing of it.
    var item: String

    /// An item with its tag and its description.
    init(tag: String, item: String) {
      self.tag = tag
      self.item = item
    }
  }

  /// One row of a checklist or a radiolist.
  struct ListItem: Equatable, Sendable {
    /// What the row is known by, and what is written out when it is marked.
    var tag: String
    /// The row's description; always empty with `--noitem`, where rows are TAG STATUS.
    var item: String
    /// Whether the row starts marked: its STATUS was `1`, or `on` or `yes` in any case.
    var isOn: Bool

    /// An item with its tag, its description and whether it starts marked.
    init(tag: String, item: String, isOn: Bool) {
      self.tag = tag
      self.item = item
      self.isOn = isOn
    }
  }

  /// The kind of box and its own operands.
  var box: Box
  /// The text above the box's contents, exactly as given (`\n` is still two characters).
  /// Empty for a textbox, whose file's contents take its place.
  var text: String
  /// The rows the window should have; 0 means whiptail chooses.
  var height: Int
  /// The columns the window should have; 0 means whiptail chooses.
  var width: Int

  /// `--title`: the window's title.
  var title: String?
  /// `--backtitle`: the line drawn at the top of the screen, behind the window.
  var backtitle: String?
  /// `--default-item`: the tag of the menu item highlighted at first (may be empty, or
  /// match no tag).
  var defaultItem: String?
  /// `--yes-button`: the label of the Yes button.
  var yesButton: String?
  /// `--no-button`: the label of the No button.
  var noButton: String?
  /// `--ok-button`: the label of the Ok button.
  var okButton: String?
  /// `--cancel-button`: the label of the Cancel button.
  var cancelButton: String?

  /// `--defaultno`: a yes/no box starts on No.
  var defaultNo = false
  /// `--nocancel`: no Cancel button.
  var noCancel = false
  /// `--noitem`: lists show tags only (checklist and radiolist rows are TAG STATUS).
  var noItem = false
  /// `--notags`: lists show items only.
  var noTags = false
  /// `--separate-output`: a checklist writes one tag a line, without quotes.
  var separateOutput = false
  /// `--scrolltext`: the text always has a scroll bar.
  var scrollText = false
  /// `--clear`: the window is removed when the box ends.
  var clear = false
  /// `--fb` or `--fullbuttons`: full-size buttons.
  var fullButtons = false
  /// `--topleft`: the window goes in the top-left corner.
  var topLeft = false

  /// `--output-fd`: where the result is written; standard error (2) unless given.
  /// Never negative; whether it is open is for the caller to find out (whiptail ends
  /// with status 255 when it is not).
  var outputFD: Int32 = 2

  /// A command for `box` with its text and size, and every option at its default.
  init(box: Box, text: String, height: Int, width: Int) {
    self.box = box
    self.text = text
    self.height = height
    self.width = width
  }
}

/// What a whiptail command line asks for.
enum WhiptailInvocation: Equatable, Sendable {
  /// Show a box.
  case run(WhiptailCommand)
  /// `--version` or `-v`: print the version on standard output, and end with 0.
  case version
  /// `--help` or `-h`: print the usage on standard output, and end with 0.
  case help
}

/// A whiptail command line that cannot be run, with the message to print on standard
/// error and the status to end with.
struct WhiptailUsageError: Error, Equatable, Sendable {
  /// The status for an unknown option, an option without its value, or a value that is
  /// not a number: popt's errors.
  static let optionStatus: Int32 = 1
  /// The status for every other mistake, where whiptail prints its usage.
  static let usageStatus: Int32 = 255

  /// One short line without a program name before it and without a newline after, such
  /// as `--bogus: unknown option` or `--menu needs <text> <height> <width> <listheight>
  /// [tag item]...`. It may quote an option as typed (cut short when long), so it must
  /// be sanitized before it reaches a terminal.
  var message: String
  /// ``optionStatus`` or ``usageStatus``.
  var status: Int32

  /// An error with its message and status.
  init(message: String, status: Int32) {
    self.message = message
    self.status = status
  }
}

/// The parser of whiptail's command line, as whiptail 0.52 reads it with popt.
///
/// popt's grammar, which is not ArgumentParser's:
/// - options may come anywhere, before, between or after the positional arguments;
/// - `--name=value` and `--name value` both give a value, and a separate value is taken
///   whatever it looks like (`--title --` is the title `--`);
/// - `--` ends the options: everything after it is positional, however it starts;
/// - a lone `-` and an empty argument are positional; any other argument that starts
///   with `-` before `--` is an option, and an error when it is not a known one;
/// - single-dash arguments are clusters of the short options `-h` and `-v`.
///
/// The box option (`--msgbox`, `--menu`, …) takes no value: its operands are the
/// positional arguments, in order. Positional arguments left over after them are
/// ignored, except in lists, where every one must belong to a complete item.
///
/// The order in which whiptail finds problems is kept: options are read first, from
/// left to right, and a second box option ends at once with status 255; the first
/// option error (unknown option, missing value, bad number) stops the reading. Then
/// `--help`, then `--version`, then that option error (status 1), then the operands
/// (status 255). So `--help --bogus` is help, but `--bogus --help` is an error.
enum WhiptailArguments {
  /// Parses whiptail's arguments (without the program's name).
  ///
  /// - Parameters:
  ///   - arguments: the command line after `whiptail`.
  ///   - posixlyCorrect: whether `POSIXLY_CORRECT` or `POSIX_ME_HARDER` is set in the
  ///     environment. popt then ends the options at the first positional argument, so
  ///     `--yesno Text --defaultno 8 40` has `--defaultno` as its height. (debconf
  ///     removes both variables before it runs whiptail.)
  /// - Returns: what to do, or why the command line cannot be run.
  static func parse(
    _ arguments: [String], posixlyCorrect: Bool = false
  ) -> Result<WhiptailInvocation, WhiptailUsageError> {
    // The options, as popt reads them, into a command whose box and operands come later.
    var command = WhiptailCommand(box: .msgbox, text: "", height: 0, width: 0)
    var boxKind: WhiptailBoxKind?
    var help = false
    var version = false
    var optionError: (kind: PoptError, argument: String)?
    var positionals: [String] = []
    var index = arguments.startIndex
    var restArePositional = false

    reading: while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      // popt looks at bytes: a `-` followed by a combining mark is still an option.
      let bytes = Array(argument.utf8)
      if restArePositional || bytes.first != UInt8(ascii: "-") || bytes.count == 1 {
        positionals.append(argument)
        if posixlyCorrect { restArePositional = true }
        continue
      }
      if bytes == [UInt8(ascii: "-"), UInt8(ascii: "-")] {
        restArePositional = true
        continue
      }

      guard bytes[1] == UInt8(ascii: "-") else {
        // A cluster of short options: each byte is one, and `=` after one is a value
        // it does not take.
        for position in 1..<bytes.count {
          let isHelp = bytes[position] == UInt8(ascii: "h")
          guard isHelp || bytes[position] == UInt8(ascii: "v") else {
            optionError = (.unknownOption, argument)
            break reading
          }
          guard position + 1 == bytes.count || bytes[position + 1] != UInt8(ascii: "=") else {
            optionError = (.unwantedArgument, argument)
            break reading
          }
          if isHelp { help = true } else { version = true }
        }
        continue
      }

      // `--name` or `--name=value`, split at the first `=` byte.
      let equals = bytes.firstIndex(of: UInt8(ascii: "="))
      let name = String(decoding: bytes[2..<(equals ?? bytes.endIndex)], as: UTF8.self)
      let attached = equals.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
      guard let option = WhiptailOption(name) else {
        optionError = (.unknownOption, argument)
        break reading
      }

      // The value of an option that takes one, and the argument popt names when the
      // value is wrong: the option itself with `=`, else the value.
      var value = ""
      var named = argument
      if option.takesValue {
        if let attached {
          value = attached
        } else if index < arguments.endIndex {
          value = arguments[index]
          named = value
          index += 1
        } else {
          optionError = (.missingArgument, argument)
          break reading
        }
      } else if attached != nil {
        optionError = (.unwantedArgument, argument)
        break reading
      }

      switch option {
      case .box(let kind):
        if let first = boxKind {
          return usageError("\(first.option) and \(kind.option): only one box option can be given")
        }
        boxKind = kind
      case .flag(let flag):
        command[keyPath: flag] = true
      case .help:
        help = true
      case .version:
        version = true
      case .string(let field):
        command[keyPath: field] = value
      case .outputFD:
        switch descriptor(value) {
        case .success(let descriptor):
          command.outputFD = descriptor
        case .failure(let error):
          optionError = (error, named)
          break reading
        }
      }
    }

    if help { return .success(.help) }
    if version { return .success(.version) }
    if let optionError {
      return .failure(
        WhiptailUsageError(
          message: "\(shortened(optionError.argument)): \(optionError.kind.reason)",
          status: WhiptailUsageError.optionStatus))
    }
    if command.outputFD < 0 {
      return usageError("cannot open output-fd \(command.outputFD)")
    }
    guard let kind = boxKind else {
      return usageError("a box option is needed, such as --msgbox, --yesno, --inputbox, --menu or --checklist")
    }

    return read(kind, operands: positionals, options: command).map { .run($0) }
  }

  /// The command for a box of `kind`, with its operands read from the positional
  /// arguments, in order, and its options already read into `options`.
  private static func read(
    _ kind: WhiptailBoxKind, operands positionals: [String], options: WhiptailCommand
  ) -> Result<WhiptailCommand, WhiptailUsageError> {
    var command = options
    var operands = positionals[...]
    let needs: Result<WhiptailCommand, WhiptailUsageError> = usageError("\(kind.option) needs \(kind.operands)")
    guard let text = operands.popFirst() else { return needs }
    command.text = kind == .textbox ? "" : text
    for (field, label) in [(\WhiptailCommand.height, "<height>"), (\WhiptailCommand.width, "<width>")] {
      guard let operand = operands.popFirst() else { return needs }
      guard let number = size(operand) else { return usageError("\(kind.option): \(label) is not a number") }
      command[keyPath: field] = number
    }
    var listHeight = 0
    if kind.isList {
      guard let operand = operands.popFirst() else { return needs }
      guard let number = size(operand) else { return usageError("\(kind.option): <listheight> is not a number") }
      listHeight = number
    }

    switch kind {
    case .msgbox:
      command.box = .msgbox
    case .yesno:
      command.box = .yesno
    case .infobox:
      command.box = .infobox
    case .inputbox:
      command.box = .inputbox(initial: operands.popFirst())
    case .passwordbox:
      command.box = .passwordbox(initial: operands.popFirst())
    case .textbox:
      command.box = .textbox(path: text)
    case .gauge:
      guard let operand = operands.popFirst() else { return needs }
      guard let percent = size(operand) else { return usageError("--gauge: <percent> is not a number") }
      command.box = .gauge(percent: percent)
    case .menu:
      // With --noitem a menu still reads TAG ITEM pairs, and drops the ITEM.
      var items: [WhiptailCommand.MenuItem] = []
      while let tag = operands.popFirst() {
        guard let item = operands.popFirst() else { return usageError("--menu: the last <tag> has no <item>") }
        items.append(WhiptailCommand.MenuItem(tag: tag, item: command.noItem ? "" : item))
      }
      guard !items.isEmpty else { return usageError("--menu needs at least one <tag> <item>") }
      command.box = .menu(listHeight: listHeight, items: items)
    case .checklist, .radiolist:
      // With --noitem, rows are TAG STATUS.
      var items: [WhiptailCommand.ListItem] = []
      let rest = command.noItem ? "<status>" : "<item> <status>"
      while let tag = operands.popFirst() {
        guard let second = operands.popFirst() else {
          return usageError("\(kind.option): the last <tag> has no \(rest)")
        }
        var item = ""
        var status = second
        if !command.noItem {
          guard let third = operands.popFirst() else {
            return usageError("\(kind.option): the last <tag> has no <status>")
          }
          item = second
          status = third
        }
        items.append(WhiptailCommand.ListItem(tag: tag, item: item, isOn: isOn(status)))
      }
      command.box =
        kind == .checklist
        ? .checklist(listHeight: listHeight, items: items) : .radiolist(listHeight: listHeight, items: items)
    }
    return .success(command)
  }

  /// A failure with whiptail's usage status.
  private static func usageError<Success>(_ message: String) -> Result<Success, WhiptailUsageError> {
    .failure(WhiptailUsageError(message: message, status: WhiptailUsageError.usageStatus))
  }

  /// An argument to name in a message, cut short when it is long.
  private static func shortened(_ argument: String) -> String {
    argument.count <= 40 ? argument : String(argument.prefix(37)) + "..."
  }

  /// Whether a checklist or radiolist STATUS marks its row: `1`, or `on` or `yes` in any
  /// (ASCII) case.
  private static func isOn(_ status: String) -> Bool {
    let lowered = status.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    return lowered == Array("1".utf8) || lowered == Array("on".utf8) || lowered == Array("yes".utf8)
  }

  /// Whether a byte is one that C's `isspace` takes: space, tab, newline, vertical tab,
  /// form feed or carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// A HEIGHT, WIDTH, LISTHEIGHT or PERCENT, read as whiptail reads it with `strtoul`:
  /// leading white space, a sign, and decimal digits that must end the argument; an
  /// empty argument is 0. A negative number means "choose", as 0 does (whiptail sizes
  /// a window of zero or fewer rows itself), so it is 0 here; a number too large for
  /// 32 bits is `Int32.max` (whiptail would wrap it around).
  private static func size(_ argument: String) -> Int? {
    let bytes = Array(argument.utf8)
    guard !bytes.isEmpty else { return 0 }
    var index = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    var isNegative = false
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let digits = bytes[index...]
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let limit = Int(Int32.max)
    let magnitude = digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), limit) }
    return isNegative ? 0 : magnitude
  }

  /// An `--output-fd` value, read as popt reads an integer, with `strtoll` in base 0:
  /// leading white space, a sign, then `0x` and hexadecimal digits, `0` and octal
  /// digits, or decimal digits, which must end the argument (an empty argument is 0);
  /// outside `Int32`'s range is an overflow.
  private static func descriptor(_ argument: String) -> Result<Int32, PoptError> {
    let bytes = Array(argument.utf8)
    guard !bytes.isEmpty else { return .success(0) }
    var index = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    var isNegative = false
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    func digit(_ byte: UInt8) -> Int? {
      switch byte {
      case 0x30...0x39: Int(byte - 0x30)
      case 0x41...0x46: Int(byte - 0x41 + 10)
      case 0x61...0x66: Int(byte - 0x61 + 10)
      default: nil
      }
    }
    var base = 10
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "0") {
      base = 8
      if index + 2 < bytes.endIndex, bytes[index + 1] | 0x20 == UInt8(ascii: "x"), digit(bytes[index + 2]) != nil {
        base = 16
        index += 2
      }
    }
    let digits = bytes[index...]
    guard !digits.isEmpty,
      digits.allSatisfy({ byte in digit(byte).map { $0 < base } ?? false })
    else { return .failure(.badNumber) }
    let limit = Int(Int32.max) + 1
    let magnitude = digits.reduce(0) { min($0 * base + (digit($1) ?? 0), limit) }
    let value = isNegative ? -magnitude : magnitude
    guard let descriptor = Int32(exactly: value) else { return .failure(.overflow) }
    return .success(descriptor)
  }
}

/// The kinds of box, named as their options are.
private enum WhiptailBoxKind: String, Equatable, Sendable {
  /// `--msgbox`.
  case msgbox
  /// `--yesno`.
  case yesno
  /// `--infobox`.
  case infobox
  /// `--inputbox`.
  case inputbox
  /// `--passwordbox`.
  case passwordbox
  /// `--textbox`.
  case textbox
  /// `--menu`.
  case menu
  /// `--checklist`.
  case checklist
  /// `--radiolist`.
  case radiolist
  /// `--gauge`.
  case gauge

  /// The option, such as `--msgbox`.
  var option: String { "--" + rawValue }

  /// Whether the box has a LISTHEIGHT and items.
  var isList: Bool { self == .menu || self == .checklist || self == .radiolist }

  /// The operands, as whiptail's usage names them.
  var operands: String {
    switch self {
    case .msgbox, .yesno, .infobox: "<text> <height> <width>"
    case .inputbox, .passwordbox: "<text> <height> <width> [init]"
    case .textbox: "<file> <height> <width>"
    case .menu: "<text> <height> <width> <listheight> [tag item]..."
    case .checklist, .radiolist: "<text> <height> <width> <listheight> [tag item status]..."
    case .gauge: "<text> <height> <width> <percent>"
    }
  }
}

/// One of whiptail's long options, and what it sets.
private enum WhiptailOption {
  /// A box option.
  case box(WhiptailBoxKind)
  /// An option without a value that turns something on.
  case flag(WritableKeyPath<WhiptailCommand, Bool>)
  /// `--help`.
  case help
  /// `--version`.
  case version
  /// An option with a string for its value.
  case string(WritableKeyPath<WhiptailCommand, String?>)
  /// `--output-fd`, with an integer for its value.
  case outputFD

  /// The option named `name` (without its `--`), if whiptail has one: names are
  /// matched whole and byte for byte, never abbreviated.
  init?(_ name: String) {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    if let kind = WhiptailBoxKind(rawValue: name) {
      self = .box(kind)
      return
    }
    switch name {
    case "title": self = .string(\.title)
    case "backtitle": self = .string(\.backtitle)
    case "default-item": self = .string(\.defaultItem)
    case "yes-button": self = .string(\.yesButton)
    case "no-button": self = .string(\.noButton)
    case "ok-button": self = .string(\.okButton)
    case "cancel-button": self = .string(\.cancelButton)
    case "output-fd": self = .outputFD
    case "defaultno": self = .flag(\.defaultNo)
    case "nocancel": self = .flag(\.noCancel)
    case "noitem": self = .flag(\.noItem)
    case "notags": self = .flag(\.noTags)
    case "separate-output": self = .flag(\.separateOutput)
    case "scrolltext": self = .flag(\.scrollText)
    case "clear": self = .flag(\.clear)
    case "fb", "fullbuttons": self = .flag(\.fullButtons)
    case "topleft": self = .flag(\.topLeft)
    case "help": self = .help
    case "version": self = .version
    default: return nil
    }
  }

  /// Whether the option takes a value.
  var takesValue: Bool {
    switch self {
    case .string, .outputFD: true
    case .box, .flag, .help, .version: false
    }
  }
}

/// popt's errors, as whiptail can meet them.
private enum PoptError: Error {
  /// An argument that starts with `-` and is no option (`POPT_ERROR_BADOPT`).
  case unknownOption
  /// An option that takes a value came last, without one (`POPT_ERROR_NOARG`).
  case missingArgument
  /// `=value` after an option that takes none (`POPT_ERROR_UNWANTEDARG`).
  case unwantedArgument
  /// An `--output-fd` that is not a number (`POPT_ERROR_BADNUMBER`).
  case badNumber
  /// An `--output-fd` outside `Int32`'s range (`POPT_ERROR_OVERFLOW`).
  case overflow

  /// popt's words for the error (`poptStrerror`).
  var reason: String {
    switch self {
    case .unknownOption: "unknown option"
    case .missingArgument: "missing argument"
    case .unwantedArgument: "option does not take an argument"
    case .badNumber: "invalid numeric value"
    case .overflow: "number too large or too small"
    }
  }
}
