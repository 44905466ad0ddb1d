import Alerts
import PresentlyCore

/// `--form`, `--passwordform` and `--mixedform`: each field read in turn, then all of
/// them shown, numbered, to take or to edit again before OK.
extension DialogBoxes {
  /// One field of a form.
  struct Field {
    var label: String
    var value: String
    var isHidden = false
    var isReadOnly = false
    /// The most characters; 0 for no limit.
    var limit = 0
    /// The field's width as given: a field of no width is shown, never written.
    var width = 0
  }

  /// The fields of a form, as its operands give them.
  static func fields(of box: DialogBox) -> [Field] {
    guard let group = box.kind.itemWords(itemHelp: false) else { return [] }
    let words = Array(box.rest)
    return stride(from: 0, to: words.count - group + 1, by: group).map { start in
      let item = Array(words[start..<start + group])
      let width = CNumbers.size(item[6]) ?? 0
      var field = Field(label: item[0], value: item[3], limit: CNumbers.size(item[7]) ?? 0)
      field.width = width
      field.isReadOnly = width <= 0
      field.isHidden = box.kind == .passwordform
      if box.kind == .mixedform, let type = CNumbers.size(item[8]) {
        field.isHidden = type & 1 != 0
        field.isReadOnly = field.isReadOnly || type & 2 != 0
      }
      if field.limit <= 0 { field.limit = max(0, width) }
      return field
    }
  }

  /// Reads every field that can be changed, then offers them all again until OK.
  static func form(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    var fields = fields(of: box)
    // The form's own text comes first, above the first field asked.
    var lead = text.isEmpty ? "" : text + "\n\n"
    for index in fields.indices where !fields[index].isReadOnly {
      if let ending = await read(&fields[index], lead: lead, box: box, on: terminal) { return ending }
      lead = ""
    }
    while true {
      let summary =
        (text.isEmpty ? "" : text + "\n\n")
        + fields.indices.map { index in
          let field = fields[index]
          let value = field.isHidden ? String(repeating: "*", count: field.value.count) : field.value
          return "\(index + 1). \(field.label) \(value)" + (field.isReadOnly ? "  (fixed)" : "")
        }.joined(separator: "\n")
      var options = box.options
      options.extraButton = fields.contains { !$0.isReadOnly }
      options.extraLabel = "Edit"
      let buttons = DialogButtons(options)
      let ending = await ask(.none, text: summary, buttons: buttons, box: box, on: terminal)
      switch ending.code {
      case 0:
        let values = fields.filter { $0.width > 0 }.map(\.value)
        return DialogEnding(code: 0, result: values.map { $0 + "\n" }.joined(), writesResult: true)
      case 3:
        if let index = await choose(fields, box: box, on: terminal),
          let ending = await read(
            &fields[index], box: box, on: terminal)
        {
          return ending
        }
      default:
        return ending
      }
    }
  }

  /// Reads one field, with `lead` above its label; returns an ending when the form ends
  /// here (Cancel, Escape).
  private static func read(
    _ field: inout Field, lead: String = "", box: DialogBox, on terminal: any Terminal
  ) async -> DialogEnding? {
    var options = box.options
    options.extraButton = false
    options.helpButton = false
    let fieldBox = DialogBox(kind: box.kind, operands: box.operands, options: options)
    let ending = await ask(
      .entry(initial: field.value, isSecret: field.isHidden), text: lead + field.label, buttons: DialogButtons(options),
      box: fieldBox, on: terminal)
    guard ending.code == 0 else { return ending }
    // A hidden field's line opens empty: Enter on it keeps its value.
    let typed = field.isHidden && ending.result.isEmpty ? field.value : ending.result
    field.value = field.limit > 0 ? String(typed.prefix(field.limit)) : typed
    return nil
  }

  /// Which field to edit again, by number; `nil` when none is chosen.
  private static func choose(_ fields: [Field], box: DialogBox, on terminal: any Terminal) async -> Int? {
    let editable = fields.indices.filter { !fields[$0].isReadOnly }
    let rows = BoxRows(
      kind: .menu, tags: editable.map { String($0 + 1) }, items: editable.map { fields[$0].label },
      initiallyOn: editable.map { _ in false }, highlight: nil)
    var options = box.options
    (options.extraButton, options.helpButton) = (false, false)
    let chosen = await outcome(
      .list(rows), text: "Which field?", buttons: DialogButtons(options), box: box, on: terminal)
    guard case .success(let outcome) = chosen, outcome.button == 0, let row = outcome.chosen.first else { return nil }
    return editable[row]
  }
}
