import Alerts
import PresentlyCore

/// `--form`, `--passwordform` and `--mixedform`: every field shown with its value, the
/// first open for editing, as dialog has them: a ``FormBox``.
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

  /// Shows the form whole, its first field open for editing, and writes what dialog
  /// writes: each written field's value on a line for OK and Extra, `HELP label` for
  /// Help. Where the form cannot be drawn again in place, its fields are asked in turn.
  static func form(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let options = box.options
    let fields = fields(of: box)
    let buttons = DialogButtons(options)
    var form = FormBox(
      title: options.title, text: text,
      fields: fields.map {
        FormBox.Field(
          label: $0.label, value: $0.value, isSecret: $0.isHidden, isReadOnly: $0.isReadOnly,
          maxLength: $0.limit > 0 ? $0.limit : nil)
      })
    (form.backtitle, form.buttons) = (options.backtitle, buttons.boxButtons)
    form.focusedButton = buttons.defaultIndex(options)
    switch await present(form.reportingButton(), options, on: terminal) {
    case .failure(let ending):
      return ending
    case .success(let answer):
      var ending = DialogEnding(code: buttons.code(of: answer.button), writesResult: true)
      switch ending.code {
      case 0, 3:
        // A field of no width is shown, never written.
        let written = fields.indices.filter { fields[$0].width > 0 }.map { answer.value[$0] }
        ending.result = written.map { $0 + "\n" }.joined()
      case 2:
        ending.result = "HELP " + DialogResult.single(answer.highlight.map { fields[$0].label } ?? "", options)
      default:
        break
      }
      return ending
    }
  }
}
