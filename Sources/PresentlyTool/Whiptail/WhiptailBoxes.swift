/// Each whiptail box as a ``WhiptailDialog``, and its outcome as whiptail's result and
/// exit status.
enum WhiptailBoxes {
  /// The dialog for a box (not for `--infobox` and `--gauge`, which read no keys).
  static func dialog(for command: WhiptailCommand, text: String) -> WhiptailDialog {
    let ok = command.okButton ?? "Ok"
    let cancel = command.cancelButton ?? "Cancel"
    let okCancel = command.noCancel ? [ok] : [ok, cancel]
    var dialog = WhiptailDialog(
      backtitle: command.backtitle, title: command.title, text: text, content: .none, buttons: [ok], focus: .button(0))
    switch command.box {
    case .msgbox, .textbox, .infobox, .gauge:
      break
    case .yesno:
      // --nocancel never takes No away from a question: debconf passes it to them too.
      dialog.buttons = [command.yesButton ?? "Yes", command.noButton ?? "No"]
      dialog.focus = .button(command.defaultNo ? 1 : 0)
    case .inputbox(let initial):
      dialog.content = .entry(initial: initial ?? "", isSecret: false)
      dialog.buttons = okCancel
      dialog.focus = .content
    case .passwordbox(let initial):
      dialog.content = .entry(initial: initial ?? "", isSecret: true)
      dialog.buttons = okCancel
      dialog.focus = .content
    case .menu(_, let items):
      dialog.content = .list(
        WhiptailDialog.Choices(
          kind: .menu, tags: items.map(\.tag), items: items.map(\.item), initiallyOn: items.map { _ in false },
          highlight: command.defaultItem.flatMap { tag in items.firstIndex { $0.tag == tag } },
          showsTags: !command.noTags, showsItems: !command.noItem))
      dialog.buttons = okCancel
      dialog.focus = .content
    case .checklist(_, let items), .radiolist(_, let items):
      let isChecklist = if case .checklist = command.box { true } else { false }
      dialog.content = .list(
        WhiptailDialog.Choices(
          kind: isChecklist ? .checklist : .radiolist, tags: items.map(\.tag), items: items.map(\.item),
          initiallyOn: items.map(\.isOn),
          highlight: command.defaultItem.flatMap { tag in items.firstIndex { $0.tag == tag } },
          showsTags: !command.noTags, showsItems: !command.noItem))
      dialog.buttons = okCancel
      dialog.focus = .content
    }
    return dialog
  }

  /// The exit status and the bytes to write for an outcome, as whiptail gives them.
  static func result(of outcome: WhiptailDialog.Outcome, for command: WhiptailCommand) -> (Int32, [UInt8]) {
    guard let button = outcome.button else {
      // Escape: 255, except where --nocancel leaves nothing else to decline with.
      switch command.box {
      case .inputbox, .passwordbox, .menu, .checklist, .radiolist: return (command.noCancel ? 1 : 255, [])
      default: return (255, [])
      }
    }
    guard button == 0 else { return (1, []) }
    switch command.box {
    case .inputbox, .passwordbox:
      return (0, Array(outcome.entry.utf8))
    case .menu(_, let items):
      return (0, outcome.chosen.first.map { Array(items[$0].tag.utf8) } ?? [])
    case .radiolist(_, let items):
      return (0, outcome.chosen.first.map { Array(items[$0].tag.utf8) } ?? [])
    case .checklist(_, let items):
      let tags = outcome.chosen.map { items[$0].tag }
      if command.separateOutput { return (0, Array(tags.map { $0 + "\n" }.joined().utf8)) }
      return (0, Array(tags.map { "\"" + $0 + "\"" }.joined(separator: " ").utf8))
    default:
      return (0, [])
    }
  }
}

/// What `whiptail --help` prints.
enum WhiptailUsage {
  static let text = """
    Box options:
    \t--msgbox <text> <height> <width>
    \t--yesno  <text> <height> <width>
    \t--infobox <text> <height> <width>
    \t--inputbox <text> <height> <width> [init]
    \t--passwordbox <text> <height> <width> [init]
    \t--textbox <file> <height> <width>
    \t--menu <text> <height> <width> <listheight> [tag item] ...
    \t--checklist <text> <height> <width> <listheight> [tag item status]...
    \t--radiolist <text> <height> <width> <listheight> [tag item status]...
    \t--gauge <text> <height> <width> <percent>
    Options: (depend on box-option)
    \t--clear, --fb, --fullbuttons, --topleft   accepted and ignored
    \t--defaultno                               default no button
    \t--default-item <string>                   set default string
    \t--nocancel                                no cancel button
    \t--yes-button, --no-button, --ok-button, --cancel-button <text>
    \t--noitem, --notags                        don't display items, tags
    \t--separate-output                         output one line at a time
    \t--output-fd <fd>                          output to fd, not stderr
    \t--title <title>, --backtitle <backtitle>
    \t--scrolltext                              accepted: long text scrolls in any case
    \t-h, --help, -v, --version

    presently draws these boxes line by line, with readline editing: Up, Down, Page Up
    and Page Down move in lists, Space marks, Tab and Shift-Tab move the focus, Enter
    takes the focused button, Escape (or Ctrl-C) cancels.

    """
}
