/// The text of a prompt, ending the way prompts end: `Name: `, `Continue? [y/N] `.
///
/// A prompt that ends with `?` or `!` keeps it and takes the hint after it; one that
/// ends with `:` or `>` takes the hint before it; any other gets a colon:
///
/// ```swift
/// PromptText.make("Name").plain                 // "Name: "
/// PromptText.make("Name:", hint: "Ada").plain   // "Name [Ada]: "
/// PromptText.make("Delete?", hint: "y/N").plain // "Delete? [y/N] "
/// ```
package enum PromptText {
  /// The widest a hint may be, in cells, before it is cut.
  package static let hintWidth = 24

  /// The prompt `text` ends; `style` is added to its words (gum's `--prompt.*`), which are bold.
  package static func make(_ text: String, hint: StyledText? = nil, style: TextStyle = []) -> StyledText {
    let bold = TextStyle.bold.union(style)
    var base = Substring(text)
    while let last = base.last, last == " " || last == "\t" { base.removeLast() }
    let hintText: StyledText = hint.map { " [" + $0.truncated(toWidth: hintWidth) + "]" } ?? StyledText()
    guard let last = base.last else {
      return hint.map { "[" + $0.truncated(toWidth: hintWidth) + "]: " } ?? "> "
    }
    switch last {
    case "?", "!":
      return StyledText(base, style: bold, lineBreaks: .show) + hintText + " "
    case ":", ">":
      return StyledText(base.dropLast(), style: bold, lineBreaks: .show) + hintText
        + StyledText(String(last), style: bold) + " "
    default:
      return StyledText(base, style: bold, lineBreaks: .show) + hintText + StyledText(":", style: bold) + " "
    }
  }
}
