import PresentlyCore

/// A text shown a screenful at a time, as `less` shows it: pages, lines, searches, in
/// place, until the user quits.
///
/// ```swift
/// try await terminal.present(Pager(text: "one\ntwo\nthree\n", title: "numbers"))
///
/// let log = PagerText(size: size) { offset, count in try file.read(at: offset, count: count) }
/// try await terminal.present(Pager(text: log, numbersLines: true), style: .fullScreen)
/// ```
///
/// Its keys act at once on an empty `:` prompt, as less's do (``/PresentlyCore/LineRequest/singleKeys``):
/// Space or `f` for the next page, `b` for the previous, `j` and `k` for a line, `g` and
/// `G` for the start and the end, `n` and `N` for the next and previous match, `q` to
/// quit, and Down, Up, Page Down, Page Up, Home and End. Typed then Enter: a number for
/// that line, `/text` to search down (highlighting every match), `?` or `h` for the keys;
/// Enter alone is the next page. A search stops at either end of the text and says so.
///
/// Long lines wrap by word; tabs are expanded; the text is untrusted and sanitized
/// (escape sequences and invalid UTF-8 shown harmless). Where the terminal cannot move
/// the cursor (`TERM=dumb`, a screen reader), it reads as a transcript: each page is
/// printed once below the last, and a line move prints the line it brings in.
///
/// The text is read as it is shown (see ``PagerText``): the first screen of a large
/// file or of an endless pipe is shown at once.
///
/// It ends when the user quits; Escape or a cancelled task dismisses it
/// (``/PresentlyCore/PresentError/dismissed``).
public struct Pager: Presentable {
  /// The text shown.
  public var text: PagerText
  /// Named in the status line: the file's name, say.
  public var title: String?
  /// Whether each line is shown after its number.
  public var numbersLines: Bool
  /// Styles added to the line numbers and the matches (gum's `--line-number.*`, `--match.*`).
  package var styles = ElementStyles()

  /// Creates a pager over a text read as it is shown.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - title: Named in the status line.
  ///   - numbersLines: Whether each line is shown after its number.
  public init(text: PagerText, title: String? = nil, numbersLines: Bool = false) {
    self.text = text
    self.title = title
    self.numbersLines = numbersLines
  }

  /// Creates a pager over a text held in memory.
  ///
  /// - Parameters:
  ///   - text: The text; untrusted, it is sanitized when shown.
  ///   - title: Named in the status line.
  ///   - numbersLines: Whether each line is shown after its number.
  public init(text: String, title: String? = nil, numbersLines: Bool = false) {
    self.init(text: PagerText(text), title: title, numbersLines: numbersLines)
  }

  /// Shows the text until the user quits.
  public func materialize(_ context: PresentationContext) async throws {
    var widget = PagerWidget(text: text, title: title, numbersLines: numbersLines)
    widget.styles = styles
    try await widget.runReading(on: context.terminal)
  }
}
