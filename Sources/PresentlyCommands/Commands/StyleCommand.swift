import PresentlyCore
import PresentlySystem

/// `presently style` (gum's `style`): text in a style made of gum's style flags (colours,
/// border, padding, margin, alignment, width and height, attributes), printed as
/// lipgloss renders it (``LayoutStyle``).
package struct StyleCommand: Equatable, Sendable {
  /// The text, one argument a line; standard input when there is none.
  package var text: [String] = []
  /// `--trim`: white space trimmed at both ends of every line.
  package var trim = false
  /// `--[no-]strip-ansi`: escape sequences dropped from standard input.
  package var stripsEscapes = true
  /// The style flags.
  package var style = StyleFlags()

  package init() {}

  /// Why the command line cannot run; `nil`: it always can.
  package var problem: String? { nil }

  /// What the command prints for `input` (the text read from standard input, used when
  /// there are no arguments) on a terminal of `profile`: the rendered block and a newline,
  /// or `nil` when there is no text at all.
  package func output(input: String, profile: LayoutColorProfile) -> String? {
    var text = self.text.isEmpty ? input : self.text.joined(separator: "\n")
    if text.isEmpty { return nil }
    if trim {
      text = LayoutText.lines(text).map { LayoutInput.trimmed(String($0)) }.joined(separator: "\n")
    }
    return style.layoutStyle.render(text, profile: profile) + "\n"
  }

  /// Prints the text in its style, status 0; with no text, says so, status 1 (as gum).
  package func run() async -> ExitStatus {
    let input = text.isEmpty ? LayoutInput.read(strippingEscapes: stripsEscapes) : ""
    guard let output = output(input: input, profile: LayoutInput.profile(for: .standardOutput)) else {
      Output.error("style: no input provided, see `presently style --help`")
      return .declined
    }
    Output.write(result: Array(output.utf8))
    return .answered
  }
}
