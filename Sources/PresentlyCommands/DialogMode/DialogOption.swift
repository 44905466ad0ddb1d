/// One of dialog's options and what it does, looked up as dialog looks it up: by its
/// whole name, and with `no`, `no-` or neither in front (`--nocancel` is `--no-cancel`).
enum DialogOption: Equatable {
  /// A box: the options that follow it, up to the next option dialog knows, are its operands.
  case box(DialogBoxKind)
  /// A switch that sets a field of the options.
  case flag(WritableKeyPath<DialogOptions, Bool>)
  /// An option with a text value.
  case text(WritableKeyPath<DialogOptions, String?>)
  /// An option with a number value.
  case number(WritableKeyPath<DialogOptions, Int?>)
  /// Accepted and without effect here, taking this many values: options that change only
  /// how curses draws, or what a line-oriented screen has no use for.
  case ignored(values: Int)
  /// `--and-widget`: another box follows.
  case andWidget
  /// `--stdout`, `--stderr`, `--output-fd N`, `--input-fd N`: where results go, read
  /// before anything else.
  case stdout, stderr, outputFD, inputFD
  case help, version, printVersion, printMaxsize
  /// `--default-button NAME`.
  case defaultButton
  /// `--file FILE`: the file's words in its place (read before anything else).
  case file

  /// The option `argument` names (`--title`), if dialog has it.
  init?(_ argument: String) {
    guard argument.hasPrefix("--"), let first = argument.utf8.dropFirst(2).first,
      (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
    else { return nil }
    let name = String(argument.dropFirst(2))
    if let option = Self.named(name) {
      self = option
      return
    }
    // --nocancel, --no-cancel and --cancel name one option, as in dialog.
    let bare =
      name.hasPrefix("no-") ? String(name.dropFirst(3)) : name.hasPrefix("no") ? String(name.dropFirst(2)) : nil
    if let bare, let option = Self.named("no-" + bare) ?? Self.named(bare) {
      self = option
    } else if let option = Self.named("no-" + name) {
      self = option
    } else {
      return nil
    }
  }

  /// Whether `argument` looks like an option to dialog (`--` and a letter), known or not.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("--"), let first = argument.utf8.dropFirst(2).first else { return false }
    return (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
  }

  /// How many values follow the option's name.
  var valueCount: Int {
    switch self {
    case .text, .number, .outputFD, .inputFD, .defaultButton: 1
    case .ignored(let values): values
    default: 0
    }
  }

  /// Whether it may stand among the common options before a box.
  var isCommon: Bool {
    switch self {
    case .box, .andWidget, .help, .version: false
    default: true
    }
  }

  /// The option of exactly this name. By `switch`, not a dictionary: a dictionary of
  /// strings set up on the way to the prompt costs a box a scan of every conformance.
  private static func named(_ name: String) -> DialogOption? {
    if let kind = DialogBoxKind(option: name) { return .box(kind) }
    return flag(name) ?? text(name) ?? number(name) ?? other(name) ?? ignored(name)
  }

  private static func flag(_ name: String) -> DialogOption? {
    switch name {
    case "clear": .flag(\.clear)
    case "colors": .flag(\.colors)
    case "cr-wrap": .flag(\.crWrap)
    case "defaultno": .flag(\.defaultNo)
    case "extra-button": .flag(\.extraButton)
    case "help-button": .flag(\.helpButton)
    case "help-status": .flag(\.helpStatus)
    case "help-tags": .flag(\.helpTags)
    case "item-help": .flag(\.itemHelp)
    case "no-cancel": .flag(\.noCancel)
    case "no-collapse": .flag(\.noCollapse)
    case "no-items": .flag(\.noItems)
    case "no-tags": .flag(\.noTags)
    case "noitem": .flag(\.noItems)
    case "notags": .flag(\.noTags)
    case "no-nl-expand": .flag(\.noNewlineExpand)
    case "quoted": .flag(\.quoted)
    case "single-quoted": .flag(\.singleQuoted)
    case "separate-output": .flag(\.separateOutput)
    case "trim": .flag(\.trim)
    default: nil
    }
  }

  private static func text(_ name: String) -> DialogOption? {
    switch name {
    case "backtitle": .text(\.backtitle)
    case "title": .text(\.title)
    case "cancel-label": .text(\.cancelLabel)
    case "exit-label": .text(\.exitLabel)
    case "extra-label": .text(\.extraLabel)
    case "help-label": .text(\.helpLabel)
    case "no-label": .text(\.noLabel)
    case "ok-label": .text(\.okLabel)
    case "yes-label": .text(\.yesLabel)
    case "default-item": .text(\.defaultItem)
    case "output-separator": .text(\.outputSeparator)
    case "separator": .text(\.outputSeparator)
    case "date-format": .text(\.dateFormat)
    case "time-format": .text(\.timeFormat)
    case "cancel-button": .text(\.cancelLabel)
    case "no-button": .text(\.noLabel)
    case "ok-button": .text(\.okLabel)
    case "yes-button": .text(\.yesLabel)
    case "separate-widget": .text(\.separateWidget)
    default: nil
    }
  }

  private static func number(_ name: String) -> DialogOption? {
    switch name {
    case "timeout": .number(\.timeout)
    case "max-input": .number(\.maxInput)
    case "sleep": .number(\.sleep)
    default: nil
    }
  }

  private static func other(_ name: String) -> DialogOption? {
    switch name {
    case "and-widget": .andWidget
    case "stdout": .stdout
    case "stderr": .stderr
    case "output-fd": .outputFD
    case "input-fd": .inputFD
    case "help": .help
    case "version": .version
    case "print-version": .printVersion
    case "print-maxsize": .printMaxsize
    case "default-button": .defaultButton
    case "file": .file
    default: nil
    }
  }

  /// Options that change only how curses draws or behaves, accepted and without effect.
  private static func ignored(_ name: String) -> DialogOption? {
    switch name {
    // Accepted, with nothing to change here: a password is never shown, not even as
    // asterisks (--insecure); OK stays, Enter takes it (--no-ok); what the others set is
    // never drawn on a line-oriented screen.
    case "insecure", "keep-window", "no-ok", "reorder", "iso-week", "last-key": .ignored(values: 0)
    case "column-separator", "week-start", "hline", "hfile": .ignored(values: 1)
    case "allow-close": .ignored(values: 0)
    case "ascii-lines": .ignored(values: 0)
    case "aspect": .ignored(values: 1)
    case "auto-placement": .ignored(values: 0)
    case "beep": .ignored(values: 0)
    case "beep-after": .ignored(values: 0)
    case "begin": .ignored(values: 2)
    case "color-mode": .ignored(values: 1)
    case "create-rc": .ignored(values: 1)
    case "cursor-off-label": .ignored(values: 0)
    case "erase-on-exit": .ignored(values: 0)
    case "fixed-font": .ignored(values: 0)
    case "icon": .ignored(values: 1)
    case "ignore": .ignored(values: 0)
    case "keep-colors": .ignored(values: 0)
    case "keep-tite": .ignored(values: 0)
    case "no-close": .ignored(values: 0)
    case "no-hot-list": .ignored(values: 0)
    case "no-kill": .ignored(values: 0)
    case "no-lines": .ignored(values: 0)
    case "no-mouse": .ignored(values: 0)
    case "no-shadow": .ignored(values: 0)
    case "print-size": .ignored(values: 0)
    case "screen-center": .ignored(values: 0)
    case "scrollbar": .ignored(values: 0)
    case "size-err": .ignored(values: 0)
    case "smooth": .ignored(values: 0)
    case "tab-correct": .ignored(values: 0)
    case "tab-len": .ignored(values: 1)
    case "under-mouse": .ignored(values: 0)
    case "visit-items": .ignored(values: 0)
    case "wmclass": .ignored(values: 1)
    case "fb": .ignored(values: 0)
    case "fullbutton": .ignored(values: 0)
    case "scrolltext": .ignored(values: 0)
    case "topleft": .ignored(values: 0)
    case "trace": .ignored(values: 1)
    default: nil
    }
  }
}
