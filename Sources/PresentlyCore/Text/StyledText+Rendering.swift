extension StyledText {
  /// The characters to send to a terminal: the text, with Select Graphic Rendition
  /// sequences around styled runs when `withStyles` is true.
  ///
  /// This is the one place escape sequences for styles are made. Terminals call it;
  /// widgets pass ``StyledText`` to a ``Terminal`` and never render it themselves.
  ///
  /// - Parameters:
  ///   - withStyles: Whether to emit styles; false for plain output.
  ///   - colors: How many colours the terminal draws; colours are brought down to it.
  ///   - invisibleMarkers: Characters to put around each escape sequence, such as
  ///     readline's `\u{01}` and `\u{02}` that tell it which prompt characters take no room.
  ///   - asciiOnly: Whether every character outside ASCII is replaced, by a look-alike
  ///     (`…` by `.`) or by `?`, for a terminal that is not UTF-8.
  /// - Returns: The text to write.
  public func rendered(
    withStyles: Bool, colors: ColorDepth = .trueColor, invisibleMarkers: (String, String)? = nil,
    asciiOnly: Bool = false
  ) -> String {
    var output = ""
    for run in runs {
      let codes = withStyles ? run.style.graphicRenditionCodes(depth: colors) : []
      let text = asciiOnly ? ASCIIFallback.transliterate(run.text) : run.text
      if codes.isEmpty {
        output += text
        continue
      }
      // By hand rather than with `joined(separator:)`, whose generic set-up at run time
      // costs more than the first prompt's drawing.
      var open = "\u{1B}["
      for (index, code) in codes.enumerated() { open += (index == 0 ? "" : ";") + String(code) }
      open += "m"
      let close = "\u{1B}[0m"
      let (before, after) = invisibleMarkers ?? ("", "")
      output += before + open + after + text + before + close + after
    }
    return output
  }
}
