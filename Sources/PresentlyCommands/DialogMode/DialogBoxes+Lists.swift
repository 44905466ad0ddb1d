import Alerts
import PresentlyCore

/// Menus, checklists, radiolists, buildlists, tree views and input menus.
extension DialogBoxes {
  /// One row of a list box, as its operands give it.
  struct Row {
    var tag: String
    var item: String
    var isOn = false
    var help: String?
  }

  /// The rows of a list box: its items grouped as dialog groups them.
  static func rows(of box: DialogBox) -> [Row] {
    guard let group = box.kind.itemWords(itemHelp: box.options.itemHelp) else { return [] }
    let words = Array(box.rest)
    return stride(from: 0, to: words.count - group + 1, by: group).map { start in
      let item = Array(words[start..<start + group])
      var row = Row(tag: item[0], item: item[1])
      switch box.kind {
      case .checklist, .radiolist, .buildlist, .treeview:
        row.isOn = item[2].lowercased() == "on"
        if box.kind == .treeview, let depth = Int(item[3]) {
          row.item = String(repeating: "  ", count: max(0, min(depth, 20))) + row.item
        }
      default: break
      }
      if box.options.itemHelp { row.help = item[group - 1] }
      return row
    }
  }

  /// Shows a list box and writes what dialog writes for it.
  static func list(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let options = box.options
    let rows = rows(of: box)
    let kind: BoxRows.Kind =
      switch box.kind {
      case .checklist, .buildlist: .checklist
      case .radiolist, .treeview: .radiolist
      default: .menu
      }
    let highlight = options.defaultItem.flatMap { item in rows.firstIndex { $0.tag == item } }
    let items = rows.indices.map {
      Checklist.Item(tag: rows[$0].tag, text: rows[$0].item, isOn: rows[$0].isOn, value: $0)
    }
    var list = Checklist(title: options.title, text: text, items: items, highlight: highlight)
    (list.showsTags, list.showsTexts) = (!options.noTags, !options.noItems)
    var buttonOptions = options
    if box.kind == .inputmenu {
      buttonOptions.extraButton = true
      buttonOptions.extraLabel = options.extraLabel ?? "Rename"
    }
    let buttons = DialogButtons(buttonOptions)
    switch await chosen(shaped(list, buttons: buttons, box: box), kind: kind, options: options, on: terminal) {
    case .failure(let ending):
      return ending
    case .success(let answer):
      let code = buttons.code(of: answer.button)
      if box.kind == .inputmenu, code == 3, let index = answer.highlight {
        return await rename(rows[index], box: box, on: terminal)
      }
      return ending(code, answer, rows: rows, kind: kind, options: options)
    }
  }

  /// The rows taken in `list` shown as a box of `kind` (a menu's highlighted row, a
  /// checklist's marked ones, a radiolist's picked one), and the button that took them.
  static func chosen(
    _ list: Checklist<Int>, kind: BoxRows.Kind, options: DialogOptions, on terminal: any Terminal
  ) async -> Result<BoxAnswer<[Int]>, DialogEnding> {
    switch kind {
    case .checklist:
      return await present(list.reportingButton(), options, on: terminal)
    case .radiolist:
      let picked = await present(Radiolist(list).reportingButton(), options, on: terminal)
      return picked.map { answer in answer.map { $0.map { [$0] } ?? [] } }
    case .menu:
      let taken = await present(Menu(rowsOf: list).reportingButton(), options, on: terminal)
      return taken.map { answer in answer.map { $0.map { [$0] } ?? [] } }
    }
  }

  /// What a list box writes for the button taken: the tag, the marked tags, or `HELP tag`.
  static func ending(
    _ code: Int32, _ answer: BoxAnswer<[Int]>, rows: [Row], kind: BoxRows.Kind, options: DialogOptions
  ) -> DialogEnding {
    var ending = DialogEnding(code: code, writesResult: true)
    let chosen = answer.value.map { rows[$0].tag }
    switch code {
    case 0, 3:
      ending.result =
        kind == .checklist
        ? DialogResult.marked(chosen, options) : chosen.first.map { DialogResult.single($0, options) } ?? ""
    case 2:
      let row = answer.highlight.map { rows[$0] }
      var tag = row?.tag ?? ""
      if let help = row?.help, !help.isEmpty {
        tag = options.helpTags ? tag : help
        ending.code = 4
      }
      ending.result = "HELP " + DialogResult.single(tag, options)
      if options.helpStatus, kind == .checklist {
        ending.result += (options.separateOutput ? "\n" : " ") + DialogResult.marked(chosen, options)
      }
    default:
      break
    }
    return ending
  }

  /// An input menu's Rename: the row's new text, written `RENAMED tag text`.
  static func rename(_ row: Row, box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    var entryBox = box
    entryBox.options.extraButton = false
    let input = InputBox(title: box.options.title, text: "New text for \(row.tag):", initial: row.item)
    let ending = await ask(input, buttons: DialogButtons(entryBox.options), box: entryBox, on: terminal)
    guard ending.code == 0 else { return ending }
    let options = box.options
    return DialogEnding(
      code: 3,
      result: "RENAMED " + DialogResult.single(row.tag, options) + " " + DialogResult.single(ending.result, options),
      writesResult: true)
  }
}
