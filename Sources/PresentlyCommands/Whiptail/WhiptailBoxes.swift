import Alerts
import PresentlyCore

/// Each whiptail box as a widget of the library, and its ending as whiptail's result and
/// exit status: 0 for Ok and Yes, 1 for Cancel and No, 255 for Escape (1 with
/// `--nocancel` in a list or an entry, which leaves nothing else to decline with).
enum WhiptailBoxes {
  /// Shows the box that asks something (not `--infobox` or `--gauge`) and returns the
  /// status and the bytes to write.
  static func run(_ command: WhiptailCommand, text: String, on terminal: any Terminal) async -> (Int32, [UInt8]) {
    let ok = command.okButton ?? "Ok"
    let cancel = command.noCancel ? nil : (command.cancelButton ?? "Cancel")
    let defaultItem = { (tags: [String]) in command.defaultItem.flatMap { tags.firstIndex(of: $0) } }
    do {
      switch command.box {
      case .textbox(let path):
        try await terminal.present(TextBox.whiptail(path, command, button: ok, on: terminal))
        return (0, [])
      case .msgbox, .infobox, .gauge:
        var box = MessageBox(title: command.title, text: text, buttons: [ok])
        box.backtitle = command.backtitle
        _ = try await terminal.present(box)
        return (0, [])
      case .yesno:
        // --nocancel never takes No away from a question: debconf passes it to them too.
        var box = MessageBox(
          title: command.title, text: text, buttons: [command.yesButton ?? "Yes", command.noButton ?? "No"],
          focus: command.defaultNo ? 1 : 0)
        box.backtitle = command.backtitle
        return (try await terminal.present(box) == 0 ? 0 : 1, [])
      case .inputbox(let initial), .passwordbox(let initial):
        let (given, isSecret) = (GivenBytes(argument: initial ?? ""), command.box == .passwordbox(initial: initial))
        var box = InputBox(title: command.title, text: text, initial: given.text, isSecret: isSecret)
        (box.backtitle, box.okLabel, box.cancelLabel) = (command.backtitle, ok, cancel)
        return (0, given.bytes(of: try await terminal.present(box)))  // as given where not edited, as whiptail
      case .menu(_, let items):
        var menu = Menu(
          title: command.title, text: text, tags: items.map { ($0.tag, $0.item) },
          highlight: defaultItem(items.map(\.tag)))
        (menu.backtitle, menu.okLabel, menu.cancelLabel) = (command.backtitle, ok, cancel)
        (menu.showsTags, menu.showsTexts) = (!command.noTags, !command.noItem)
        return (0, Array(try await terminal.present(menu).utf8))
      case .checklist(_, let items), .radiolist(_, let items):
        var list = Checklist(
          title: command.title, text: text,
          items: items.map { .init(tag: $0.tag, text: $0.item, isOn: $0.isOn, value: $0.tag) },
          highlight: defaultItem(items.map(\.tag)))
        (list.backtitle, list.okLabel, list.cancelLabel) = (command.backtitle, ok, cancel)
        (list.showsTags, list.showsTexts) = (!command.noTags, !command.noItem)
        guard case .checklist = command.box else {
          return (0, Array((try await terminal.present(Radiolist(list)) ?? "").utf8))
        }
        let tags = try await terminal.present(list)
        if command.separateOutput { return (0, Array(tags.map { $0 + "\n" }.joined().utf8)) }
        return (0, Array(tags.map { "\"" + $0 + "\"" }.joined(separator: " ").utf8))
      }
    } catch is CancelError {
      return (1, [])
    } catch {
      switch command.box {
      case .inputbox, .passwordbox, .menu, .checklist, .radiolist: return (command.noCancel ? 1 : 255, [])
      default: return (255, [])
      }
    }
  }
}
