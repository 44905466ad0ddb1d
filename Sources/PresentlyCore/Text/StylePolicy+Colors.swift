extension StylePolicy {
  /// The colours the environment declares the terminal draws, as charmbracelet/colorprofile's
  /// `envColorProfile` reads it; nil where it declares none (`TERM` unset, empty or `dumb`).
  ///
  /// - A `TERM` naming kitty, alacritty, wezterm, ghostty, foot, contour, rio or containing
  ///   `st`, or ending in `direct`; `WT_SESSION`; Google Cloud Shell; `COLORTERM=truecolor`
  ///   (or `24bit`, `yes`, `true`) outside tmux and screen: ``ColorDepth/trueColor``.
  /// - A `TERM` ending in `256color` or starting with `tmux` or `screen`: ``ColorDepth/palette256``.
  /// - Any other `TERM`: ``ColorDepth/ansi16``.
  ///
  /// Whether styles are drawn at all is ``allowsStyles(variable:isTerminal:)``'s to say.
  ///
  /// ```swift
  /// StylePolicy.declaredColors(variable: { ["TERM": "xterm-256color"][$0] })  // .palette256
  /// ```
  package static func declaredColors(variable: (String) -> String?) -> ColorDepth? {
    let term = variable("TERM") ?? ""
    var depth: ColorDepth? = term.isEmpty || term == "dumb" ? nil : .ansi16
    let trueColorNames = ["alacritty", "contour", "foot", "ghostty", "kitty", "rio", "st", "wezterm"]
    if trueColorNames.contains(where: { name in contains(term, name) }) { return .trueColor }
    if term.hasPrefix("tmux") || term.hasPrefix("screen") {
      depth = max(depth ?? .palette256, .palette256)
    } else if term.hasPrefix("xterm") {
      depth = max(depth ?? .ansi16, .ansi16)
    }
    if let session = variable("WT_SESSION"), !session.isEmpty { return .trueColor }
    if ["1", "t", "T", "TRUE", "true", "True"].contains(variable("GOOGLE_CLOUD_SHELL") ?? "") { return .trueColor }
    let colorTerm = (variable("COLORTERM") ?? "").lowercased()
    if ["truecolor", "24bit", "yes", "true"].contains(colorTerm), !term.hasPrefix("screen"), !term.hasPrefix("tmux") {
      return .trueColor
    }
    if term.hasSuffix("256color") { depth = max(depth ?? .palette256, .palette256) }
    if term.hasSuffix("direct") { return .trueColor }
    return depth
  }

  /// Whether `text` holds `part`: a byte search, so that nothing of the standard library's
  /// string processing (which `presently` does not load) is called.
  private static func contains(_ text: String, _ part: String) -> Bool {
    let bytes = Array(text.utf8)
    let pattern = Array(part.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return pattern.isEmpty }
    return (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
  }
}
