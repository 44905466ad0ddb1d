/// The options of one box of a dialog command line, as dialog keeps them: each box
/// starts from the defaults, as dialog resets its common options before each widget
/// (`init_result` clears `dialog_vars`). Only `--separate-widget`, which dialog keeps in
/// its state rather than among a widget's options, stays set for the boxes after.
struct DialogOptions: Equatable, Sendable {
  var backtitle: String?
  var title: String?
  var okLabel: String?
  var cancelLabel: String?
  var yesLabel: String?
  var noLabel: String?
  var extraLabel: String?
  var helpLabel: String?
  var exitLabel: String?
  var defaultItem: String?
  /// `--default-button`: `ok`, `yes`, `extra`, `no`, `cancel` or `help`.
  var defaultButton: String?
  var outputSeparator: String?
  var dateFormat: String?
  var timeFormat: String?
  /// `--separate-widget`: what goes between two boxes' results. The one option kept
  /// from box to box.
  var separateWidget: String?

  var timeout: Int?
  /// `--timeout` as a box waits it out: none for 0, as dialog ignores a zero timeout.
  var timeoutDuration: Duration? { timeout.flatMap { $0 > 0 ? .seconds($0) : nil } }
  var maxInput: Int?
  var sleep: Int?

  var clear = false
  var colors = false
  var crWrap = false
  var defaultNo = false
  var extraButton = false
  var helpButton = false
  var helpStatus = false
  var helpTags = false
  var itemHelp = false
  var noCancel = false
  var noCollapse = false
  var noItems = false
  var noTags = false
  var noNewlineExpand = false
  var quoted = false
  var singleQuoted = false
  var separateOutput = false
  var trim = false
}

/// One box of a dialog command line: its kind, its operands as given, and its options.
struct DialogBox: Equatable, Sendable {
  var kind: DialogBoxKind
  /// The words after the box option: text (or path), height, width, and the rest.
  var operands: [String]
  var options: DialogOptions
  /// Whether `--and-widget` put it after the box before: then it is shown whatever that
  /// box ended with but Escape; without, only after OK.
  var isChained = false

  /// The first operand: the text, or the path of a box that shows a file; none where
  /// the box goes without (``lacksText``).
  var text: String { lacksText ? "" : operands.first ?? "" }

  /// Whether the box was given no text where dialog lets it go without one (`--prgbox
  /// COMMAND HEIGHT WIDTH`, `--progressbox HEIGHT WIDTH`): its other operands come one
  /// word earlier.
  var lacksText: Bool {
    switch kind {
    case .prgbox: operands.count == 3
    case .programbox, .progressbox: operands.count == 2
    default: false
    }
  }

  /// The command a `--prgbox` runs.
  var command: String {
    let index = lacksText ? 0 : 1
    return index < operands.count ? operands[index] : ""
  }

  /// The operands after the text and the two sizes (and a list's height).
  var rest: ArraySlice<String> { operands.dropFirst(min(operands.count, kind.headWords)) }

  /// The operand at `index` as a number, if it is one.
  func number(at index: Int) -> Int? {
    index < operands.count ? CNumbers.size(operands[index]) : nil
  }
}

/// Where results go: standard error unless the command line says otherwise.
enum DialogOutput: Equatable, Sendable {
  case standardError, standardOutput
  case descriptor(Int32)
}

/// What a dialog command line asks for.
enum DialogInvocation: Equatable, Sendable {
  /// Boxes to show in turn (perhaps none), where their results go, and what
  /// `--print-version` and `--print-maxsize` among the common options print first.
  case run([DialogBox], output: DialogOutput, notes: [DialogNote] = [])
  /// `--version`: the version on standard output.
  case version
  /// `--help`, or a line with nothing to show.
  case help
  /// `--print-version` or `--print-maxsize` alone: written to the output.
  case printVersion(DialogOutput)
  case printMaxsize(DialogOutput)
  /// Nothing to do, and 0 (`--clear` alone, `--ignore`).
  case nothing
}

/// What a common option prints before the boxes: dialog's version, or the screen's size.
enum DialogNote: Equatable, Sendable {
  case version, maxsize
}

/// A dialog command line that cannot be run: dialog's message (without the line about
/// `--help`), and status 255.
struct DialogUsageError: Error, Equatable, Sendable {
  var message: String
  /// Whether dialog shows it as a mistake in the command line (`Usage`: a full stop and
  /// the line about `--help` after it), or as an error alone (`dlg_exiterr`: a `--file`
  /// that cannot be read).
  var isUsage = true
}
