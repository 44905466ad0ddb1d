/// A whiptail command line, parsed: the box to show, its operands, and the options that
/// change how it looks and where its result goes.
///
/// Strings are kept exactly as given: ``text`` still holds the two characters `\n` where
/// whiptail shows a line break, as whiptail makes that change after parsing, and only in
/// the text.
struct WhiptailCommand: Equatable, Sendable {
  /// The kind of box, with the operands that only that kind takes.
  enum Box: Equatable, Sendable {
    case msgbox, yesno, infobox
    /// `--inputbox TEXT HEIGHT WIDTH [INIT]`; `initial` is `nil` without INIT.
    case inputbox(initial: String?)
    case passwordbox(initial: String?)
    /// `--textbox FILE HEIGHT WIDTH`: the caller reads the file (255 when it cannot).
    case textbox(path: String)
    /// `--menu TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM]…`: at least one item.
    case menu(listHeight: Int, items: [MenuItem])
    /// `--checklist TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]…`: maybe no items.
    case checklist(listHeight: Int, items: [ListItem])
    case radiolist(listHeight: Int, items: [ListItem])
    /// `--gauge TEXT HEIGHT WIDTH PERCENT`: possibly above 100 (whiptail does not check).
    case gauge(percent: Int)
  }

  /// One row of a menu; `item` is empty with `--noitem`, which reads it and shows nothing.
  struct MenuItem: Equatable, Sendable {
    var tag: String
    var item: String
  }

  /// One row of a checklist or a radiolist; `isOn` when its STATUS was `1`, `on` or `yes`.
  struct ListItem: Equatable, Sendable {
    var tag: String
    var item: String
    var isOn: Bool
  }

  var box: Box
  /// The text above the box's contents; empty for a textbox, whose file takes its place.
  var text: String
  /// The rows and columns the window should have; 0 means whiptail chooses.
  var height: Int
  var width: Int

  var title: String?
  var backtitle: String?
  /// The tag of the row highlighted at first (may be empty, or match no tag).
  var defaultItem: String?
  var yesButton: String?
  var noButton: String?
  var okButton: String?
  var cancelButton: String?

  var defaultNo = false
  var noCancel = false
  var noItem = false
  var noTags = false
  var separateOutput = false
  /// Accepted, and drawn as without them: text scrolls whenever it is long.
  var scrollText = false
  var clear = false
  var fullButtons = false
  var topLeft = false

  /// Where the result is written: standard error unless `--output-fd` says otherwise.
  /// Never negative; whether it is open is for the caller to find out.
  var outputFD: Int32 = 2

  /// A command for `box` with its text and size, and every option at its default.
  init(box: Box, text: String, height: Int, width: Int) {
    (self.box, self.text, self.height, self.width) = (box, text, height, width)
  }
}

/// What a whiptail command line asks for.
enum WhiptailInvocation: Equatable, Sendable {
  case run(WhiptailCommand)
  /// `--version` or `-v`: the version on standard output, and 0.
  case version
  /// `--help` or `-h`: the usage on standard output, and 0.
  case help
}

/// A whiptail command line that cannot be run: the line for standard error (untrusted:
/// it may quote an argument) and the status.
struct WhiptailUsageError: Error, Equatable, Sendable {
  /// popt's errors: an unknown option, a missing value, a bad number.
  static let optionStatus: Int32 = 1
  /// Every other mistake, where whiptail prints its usage.
  static let usageStatus: Int32 = 255

  var message: String
  var status: Int32
}
