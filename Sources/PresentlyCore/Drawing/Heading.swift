/// What a widget draws once above itself: a back title, a title and a text, the one way
/// every widget of Presently draws them.
///
/// Return its lines from ``Widget/header(in:)``, so that a widget of your own is headed
/// as an alert, a list or a whiptail box is:
///
/// ```swift
/// func header(in frame: WidgetFrame) -> [StyledText] {
///   Heading(title: "Add server", text: "The URL of the server to add.").lines(width: frame.width)
/// }
/// ```
///
/// The back title (whiptail's and dialog's `--backtitle`) is one dimmed line, cut to
/// the width; the title is bold and the text plain, both wrapped to the width. All three
/// are untrusted and sanitized; an empty or missing one draws nothing.
public struct Heading: Sendable, Hashable {
  /// A line above the title, dimmed: what the whole program is about.
  public var backtitle: String?
  /// The widget's title, in bold.
  public var title: String?
  /// What the widget asks or says, below the title.
  public var text: String?
  /// The title's style: bold, or what the caller asks (gum's `--header.foreground 212`).
  public var titleStyle: TextStyle = .bold

  /// A heading of the parts given; a part left out draws nothing.
  public init(backtitle: String? = nil, title: String? = nil, text: String? = nil) {
    self.backtitle = backtitle
    self.title = title
    self.text = text
  }

  /// The lines, laid out to `width` cells: the back title cut to it, the title and the
  /// text wrapped to it.
  public func lines(width: Int) -> [StyledText] {
    let width = max(1, width)
    var lines: [StyledText] = []
    if let backtitle, !backtitle.isEmpty {
      lines.append(StyledText(backtitle, style: .dim, lineBreaks: .show).truncated(toWidth: width))
    }
    if let title, !title.isEmpty { lines += StyledText(title, style: titleStyle).wrapped(toWidth: width) }
    if let text, !text.isEmpty { lines += StyledText(text).wrapped(toWidth: width) }
    return lines
  }
}
