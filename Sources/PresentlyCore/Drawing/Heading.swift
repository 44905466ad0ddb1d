/// What a widget draws once above itself: a back title, a title and a text, the one way
/// every widget draws them.
///
/// ```swift
/// Heading(title: "Add server", text: "The URL of the server to add.").lines(width: 40)
/// // ["Add server" in bold, "The URL of the server to add."]
/// ```
///
/// The back title (whiptail's and dialog's `--backtitle`) is one dimmed line, cut to
/// the width; the title is bold and the text plain, both wrapped to the width. All three
/// are untrusted and sanitized; an empty or missing one draws nothing.
package struct Heading: Sendable, Hashable {
  package var backtitle: String?
  package var title: String?
  package var text: String?

  package init(backtitle: String? = nil, title: String? = nil, text: String? = nil) {
    self.backtitle = backtitle
    self.title = title
    self.text = text
  }

  /// The lines, laid out to `width` cells.
  package func lines(width: Int) -> [StyledText] {
    let width = max(1, width)
    var lines: [StyledText] = []
    if let backtitle, !backtitle.isEmpty {
      lines.append(StyledText(backtitle, style: .dim, lineBreaks: .show).truncated(toWidth: width))
    }
    if let title, !title.isEmpty { lines += StyledText(title, style: .bold).wrapped(toWidth: width) }
    if let text, !text.isEmpty { lines += StyledText(text).wrapped(toWidth: width) }
    return lines
  }
}
