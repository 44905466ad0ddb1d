/// A Select Graphic Rendition sequence under construction, as x/ansi's `Style` builds one:
/// attributes in the order they were added, repeats kept, written as `ESC [ a;b;… m`
/// before the text and `ESC [ m` after it.
///
/// This is where the layout commands make their escape sequences; the text between them
/// has been sanitized (``LayoutText``).
package struct SGRStyle: Sendable, Hashable {
  /// The parameters, each one attribute (`1`) or one colour (`38;5;212`).
  package private(set) var parameters: [String] = []

  /// An empty style, which leaves text as it is.
  package init() {}

  /// Whether the style sets nothing.
  package var isEmpty: Bool { parameters.isEmpty }

  /// The style with `parameter` added at the end.
  package func adding(_ parameter: String) -> SGRStyle {
    var copy = self
    copy.parameters.append(parameter)
    return copy
  }

  /// The style with a foreground colour added, when there is one.
  package func addingForeground(_ color: LayoutColor) -> SGRStyle {
    color.foregroundParameters.map(adding) ?? self
  }

  /// The style with a background colour added, when there is one.
  package func addingBackground(_ color: LayoutColor) -> SGRStyle {
    color.backgroundParameters.map(adding) ?? self
  }

  /// The sequence that turns the style on: `ESC [ m` when it is empty, as x/ansi writes it.
  package var sequence: String {
    var text = "\u{1B}["
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text += ";" }
      text += parameter
    }
    return text + "m"
  }

  /// `text` between the style's sequence and a reset; `text` alone when the style is
  /// empty. Empty text is wrapped all the same, as x/ansi does.
  package func styled(_ text: some StringProtocol) -> String {
    if parameters.isEmpty { return String(text) }
    return sequence + text + SGRStyle.reset
  }

  /// The reset x/ansi writes: `ESC [ m`.
  package static let reset = "\u{1B}[m"
}
