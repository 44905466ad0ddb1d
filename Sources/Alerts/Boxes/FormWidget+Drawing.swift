import PresentlyCore

extension FormWidget {
  package func header(in frame: WidgetFrame) -> [StyledText] {
    heading.lines(width: frame.width)
  }

  /// Every field, its label and its value, the focused one marked `>`; then the buttons.
  package func body(in frame: WidgetFrame) -> [StyledText] {
    fields.indices.map { row($0, width: frame.width) } + buttonLines(width: frame.width)
  }

  /// A field's row: its label padded to the widest label, and its value; a secret's value
  /// is never shown.
  func row(_ index: Int, width: Int) -> StyledText {
    let field = fields[index]
    let isFocused = focus == .field(index)
    var row: StyledText = isFocused ? " \(">", style: .bold)" : "  "
    let label = StyledText(field.label, lineBreaks: .show)
    let value = field.isSecret ? StyledText() : StyledText(field.value, lineBreaks: .show)
    row +=
      value.plain.isEmpty
      ? label : (label.width < labelWidth ? label.padded(toWidth: labelWidth) : label) + "  " + value
    return (isFocused ? row.styled(.bold) : row).truncated(toWidth: width)
  }

  /// `<Ok>  <Cancel>`, the focused button marked `>` and drawn in reverse.
  func buttonLines(width: Int) -> [StyledText] {
    let labels = buttons.indices.map { index in
      let label = StyledText("<" + buttons[index] + ">", lineBreaks: .show)
      return focus == .button(index) ? ">" + label.styled([.reverse, .bold]) : label
    }
    return Flow.lines(labels, width: width)
  }
}
