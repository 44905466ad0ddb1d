import PresentlyCore

/// Text of several lines, each edited with readline as it is typed: what `gum write`
/// asks for.
///
/// ```swift
/// var message = TextArea(title: "Commit message", placeholder: "What changed, and why")
/// message.maxLines = 20
/// let text = try await terminal.present(message)
/// ```
///
/// Each line is read at its own numbered prompt (`1> `, `2> `…) and stays on the screen
/// once entered, so the text reads as a transcript. Ctrl-D on an empty line ends the
/// text (readline's `presently-submit`, which `~/.inputrc` can bind to another key), as
/// it ends the input of any program that reads lines. Up and Down go to the line above
/// or below, to edit it as it is (what was typed in the line left is kept); Enter there
/// keeps the edit and goes on to the next line, and Enter on the last line adds one.
/// Ctrl-E opens the user's editor (`$VISUAL`, `$EDITOR`) on the text so far, and the
/// lines go on as it saved them (``/PresentlyCore/Terminal/editInEditor(_:)``). Escape
/// dismisses. The result is the lines joined by line breaks, without one at the end.
/// Without a person at the keyboard (answers from a pipe), each line of the input is a
/// line of the text, and the end of the input ends it.
public struct TextArea: Presentable {
  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the lines.
  public var title: String?
  /// Wrapped text under the title: what to write.
  public var message: String?
  /// A dimmed hint in the first line while it is empty.
  public var placeholder: String?
  /// The text already written, which the user continues (and edits with Up and Down).
  public var initialText: String
  /// The most lines: the text ends when the last is entered. `nil` for no limit.
  public var maxLines: Int?
  /// The most characters, line breaks included; a line that would pass it is refused
  /// and offered again to shorten. `nil` for no limit.
  public var characterLimit: Int?
  /// Added to the dim placeholder (gum's `write --placeholder.*`); none by default.
  package var placeholderStyle: TextStyle = []

  /// Creates a text area.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the lines.
  ///   - placeholder: A hint in the first line while it is empty.
  ///   - initialText: The text already written; its lines are drawn numbered, and the
  ///     user goes on after them.
  public init(title: String? = nil, placeholder: String? = nil, initialText: String = "") {
    self.title = title
    self.placeholder = placeholder
    self.initialText = initialText
  }

  /// The lines of ``initialText``: a line break at its end starts no line.
  var initialLines: [String] { Self.lines(of: initialText) }

  /// The lines of `text`: a line break at its end starts no line.
  static func lines(of text: String) -> [String] {
    var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The text as it is before anything is typed: what ending at once returns, and what a
  /// timeout takes where the caller falls back on the text already written.
  package var writtenText: String { initialLines.joined(separator: "\n") }

  /// Reads the lines and returns the text; on Ctrl-E, opens the user's editor on the
  /// text so far and goes on with what it saved.
  public func materialize(_ context: PresentationContext) async throws -> String {
    let terminal = context.terminal
    var widget = TextAreaWidget(
      heading: Heading(backtitle: backtitle, title: title, text: message), placeholder: placeholder,
      maxLines: maxLines, characterLimit: characterLimit, lines: initialLines)
    widget.opensEditor = terminal.opensEditor
    widget.placeholderStyle = placeholderStyle
    while true {
      switch try await widget.run(on: terminal) {
      case .text(let text):
        return text
      case .editor(let text):
        widget.lines = Self.lines(of: text)
        widget.notice = nil
        switch await terminal.editInEditor(text) {
        case .success(let saved):
          let lines = Self.lines(of: saved)
          widget.notice = refusal(of: lines)
          if widget.notice == nil { widget.lines = lines }
        case .failure(let failure):
          widget.notice = failure.reason
        }
        widget.current = widget.lines.count
        widget.draft = nil
      }
    }
  }

  /// Why the editor's `lines` cannot be taken, if they cannot: more lines or characters
  /// than allowed.
  private func refusal(of lines: [String]) -> String? {
    if let maxLines, lines.count > maxLines {
      return "The text saved has \(lines.count) lines, more than the \(maxLines) allowed; it was not taken."
    }
    let count = lines.joined(separator: "\n").count
    if let characterLimit, count > characterLimit {
      return "The text saved holds \(count) characters, more than the \(characterLimit) allowed; it was not taken."
    }
    return nil
  }
}
