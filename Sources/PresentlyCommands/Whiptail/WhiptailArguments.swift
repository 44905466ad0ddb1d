/// whiptail's command line interpreted as whiptail 0.52 interprets it, from the tokens
/// of ``PoptLexer``.
///
/// The box option (`--msgbox`, `--menu`, …) takes no value: its operands are the
/// operands of the line, in order. Operands left over are ignored, except in lists,
/// where every one must belong to a complete item.
///
/// The order in which whiptail finds problems is kept: options first, from left to
/// right, where a second box option ends at once with 255 and the first option error
/// stops the reading; then `--help`, then `--version`, then that option error (status 1),
/// then the operands (255). So `--help --bogus` is help, but `--bogus --help` an error.
enum WhiptailArguments {
  /// Parses whiptail's arguments (without the program's name); `posixlyCorrect` when
  /// `POSIXLY_CORRECT` or `POSIX_ME_HARDER` is set (debconf unsets both).
  static func parse(
    _ arguments: [String], posixlyCorrect: Bool = false
  ) -> Result<WhiptailInvocation, WhiptailUsageError> {
    let tokens = PoptLexer.tokens(
      arguments, posixlyCorrect: posixlyCorrect, shortOptions: [UInt8(ascii: "h"), UInt8(ascii: "v")]
    ) { WhiptailOption($0)?.takesValue }
    var command = WhiptailCommand(box: .msgbox, text: "", height: 0, width: 0)
    var boxKind: WhiptailBoxKind?
    var (help, version) = (false, false)
    var optionError: (kind: PoptError, argument: String)?
    var operands: [String] = []
    reading: for token in tokens {
      switch token {
      case .operand(let operand):
        operands.append(operand)
      case .short(let letter):
        if letter == UInt8(ascii: "h") { help = true } else { version = true }
      case .error(let error, let argument):
        optionError = (error, argument)
        break reading
      case .option(let name, let value, let named):
        switch WhiptailOption(name) {
        case .box(let kind)?:
          if let first = boxKind {
            return usageError("\(first.option) and \(kind.option): only one box option can be given")
          }
          boxKind = kind
        case .flag(let flag)?: command[keyPath: flag] = true
        case .string(let field)?: command[keyPath: field] = value
        case .help?: help = true
        case .version?: version = true
        case .outputFD?:
          switch CNumbers.int32(value ?? "") {
          case .success(let descriptor): command.outputFD = descriptor
          case .failure(let error):
            optionError = (error, named)
            break reading
          }
        case nil: break
        }
      }
    }
    if help { return .success(.help) }
    if version { return .success(.version) }
    if let optionError {
      let argument = optionError.argument
      let shown = argument.count <= 40 ? argument : String(argument.prefix(37)) + "..."
      return .failure(
        WhiptailUsageError(message: "\(shown): \(optionError.kind.reason)", status: WhiptailUsageError.optionStatus))
    }
    if command.outputFD < 0 { return usageError("cannot open output-fd \(command.outputFD)") }
    guard let kind = boxKind else {
      return usageError("a box option is needed, such as --msgbox, --yesno, --inputbox, --menu or --checklist")
    }
    return read(kind, operands: operands[...], options: command).map { .run($0) }
  }

  /// The command for a box of `kind`, its operands read in order into `options`.
  private static func read(
    _ kind: WhiptailBoxKind, operands: ArraySlice<String>, options: WhiptailCommand
  ) -> Result<WhiptailCommand, WhiptailUsageError> {
    var command = options
    var operands = operands
    let needs: Result<WhiptailCommand, WhiptailUsageError> = usageError("\(kind.option) needs \(kind.operands)")
    guard let text = operands.popFirst() else { return needs }
    command.text = kind == .textbox ? "" : text
    var sizes: [Int] = []
    for label in ["<height>", "<width>"] + (kind.isList ? ["<listheight>"] : []) {
      guard let operand = operands.popFirst() else { return needs }
      guard let number = CNumbers.size(operand) else { return usageError("\(kind.option): \(label) is not a number") }
      sizes.append(number)
    }
    (command.height, command.width) = (sizes[0], sizes[1])
    let listHeight = sizes.count > 2 ? sizes[2] : 0
    switch kind {
    case .msgbox: command.box = .msgbox
    case .yesno: command.box = .yesno
    case .infobox: command.box = .infobox
    case .inputbox: command.box = .inputbox(initial: operands.popFirst())
    case .passwordbox: command.box = .passwordbox(initial: operands.popFirst())
    case .textbox: command.box = .textbox(path: text)
    case .gauge:
      guard let operand = operands.popFirst() else { return needs }
      guard let percent = CNumbers.size(operand) else { return usageError("--gauge: <percent> is not a number") }
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
      while let tag = operands.popFirst() {
        let rest = command.noItem ? "<status>" : "<item> <status>"
        guard let second = operands.popFirst() else {
          return usageError("\(kind.option): the last <tag> has no \(rest)")
        }
        var (item, status) = ("", second)
        if !command.noItem {
          guard let third = operands.popFirst() else {
            return usageError("\(kind.option): the last <tag> has no <status>")
          }
          (item, status) = (second, third)
        }
        items.append(WhiptailCommand.ListItem(tag: tag, item: item, isOn: isOn(status)))
      }
      command.box =
        kind == .checklist
        ? .checklist(listHeight: listHeight, items: items) : .radiolist(listHeight: listHeight, items: items)
    }
    return .success(command)
  }

  private static func usageError<Success>(_ message: String) -> Result<Success, WhiptailUsageError> {
    .failure(WhiptailUsageError(message: message, status: WhiptailUsageError.usageStatus))
  }

  /// Whether a STATUS marks its row: `1`, or `on` or `yes` in any (ASCII) case.
  private static func isOn(_ status: String) -> Bool {
    let lowered = status.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    return lowered == Array("1".utf8) || lowered == Array("on".utf8) || lowered == Array("yes".utf8)
  }
}

/// The kinds of box, named as their options are.
private enum WhiptailBoxKind: String, Sendable {
  case msgbox, yesno, infobox, inputbox, passwordbox, textbox, menu, checklist, radiolist, gauge

  var option: String { "--" + rawValue }

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
  case box(WhiptailBoxKind)
  case flag(WritableKeyPath<WhiptailCommand, Bool>)
  case string(WritableKeyPath<WhiptailCommand, String?>)
  case help, version, outputFD

  /// The option named `name`, matched whole and byte for byte, never abbreviated.
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

  var takesValue: Bool {
    switch self {
    case .string, .outputFD: true
    case .box, .flag, .help, .version: false
    }
  }
}
