/// The boxes of dialog 1.3, named as their options are, with the operands each takes.
enum DialogBoxKind: String, CaseIterable, Sendable {
  case yesno, msgbox, infobox, textbox, menu, inputmenu, checklist, radiolist, inputbox, passwordbox
  case gauge, pause, prgbox, programbox, progressbox, passwordform, form, mixedgauge, mixedform
  case tailbox, tailboxbg, calendar, dselect, editbox, fselect, timebox, buildlist, rangebox, treeview

  /// The box of an option's name; `guage` is dialog's old spelling of `gauge`.
  init?(option name: String) {
    if name == "guage" {
      self = .gauge
      return
    }
    self.init(rawValue: name)
  }

  /// The least and most words after the box option (its text, sizes and the rest), as
  /// dialog counts them; `nil` for no most.
  var operandRange: (least: Int, most: Int?) {
    switch self {
    case .yesno, .msgbox, .infobox, .textbox, .tailbox, .tailboxbg, .editbox: (3, 3)
    case .menu, .inputmenu: (5, nil)
    case .checklist, .radiolist: (6, nil)
    case .inputbox, .passwordbox, .gauge, .dselect, .fselect, .prgbox: (3, 4)
    case .pause: (4, 4)
    case .programbox, .progressbox: (2, 3)
    case .form, .passwordform, .mixedform: (12, nil)
    case .mixedgauge: (4, nil)
    case .calendar, .timebox: (3, 6)
    case .buildlist, .treeview: (3, nil)
    case .rangebox: (4, 6)
    }
  }

  /// The words before the items: text, height, width and the list's height.
  var headWords: Int {
    switch self {
    case .menu, .inputmenu, .checklist, .radiolist, .buildlist, .treeview, .form, .passwordform, .mixedform: 4
    case .mixedgauge: 4
    default: operandRange.most ?? operandRange.least
    }
  }

  /// How many words make one item, with `--item-help` or without; `nil` for a box
  /// without items.
  func itemWords(itemHelp: Bool) -> Int? {
    let help = itemHelp ? 1 : 0
    switch self {
    case .menu, .inputmenu: return 2 + help
    case .checklist, .radiolist, .buildlist: return 3 + help
    case .treeview: return 4 + help
    case .form, .passwordform: return 8
    case .mixedform: return 9
    case .mixedgauge: return 2
    default: return nil
    }
  }

  /// The tokens dialog reads as numbers (`numeric_arg`: the box's option is token 0, its
  /// text token 1), in the order it reads them: its calls' arguments right to left, as
  /// the compiler evaluates them, a range box's least value first. A program box given
  /// no text (`--prgbox COMMAND HEIGHT WIDTH`, `--progressbox HEIGHT WIDTH`) has its
  /// sizes one token earlier.
  func numericTokens(operandCount count: Int) -> [Int] {
    let sizes = [3, 2]
    switch self {
    case .menu, .inputmenu, .checklist, .radiolist, .buildlist, .treeview, .form, .passwordform, .mixedform:
      return [4] + sizes
    case .calendar, .timebox: return Array((4..<max(4, count + 1)).reversed()) + sizes
    case .rangebox: return [4] + (count > 5 ? [6] : []) + [5] + sizes
    case .gauge: return (count > 3 ? [4] : []) + sizes
    case .pause, .mixedgauge: return [4] + sizes
    case .prgbox: return count == 4 ? [4, 3] : sizes
    case .programbox, .progressbox: return count == 3 ? sizes : [2, 1]
    default: return sizes
    }
  }

  /// Whether the first operand is a file's path rather than text.
  var takesPath: Bool {
    switch self {
    case .textbox, .tailbox, .tailboxbg, .editbox, .fselect, .dselect: true
    default: false
    }
  }
}
