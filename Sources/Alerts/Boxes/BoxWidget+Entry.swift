import PresentlyCore

/// An entry's focus (an input box's, a password box's): what the keys do as the focus
/// moves between the line and the buttons, and what becomes of the text typed.
///
/// - While the line has the focus, Left and Right edit it, as in whiptail and dialog:
///   readline moves the cursor, and rings the bell at either end. Only Tab and Shift-Tab
///   move the focus, to each button in turn.
/// - A button with the focus is drawn marked, and the prompt names what Enter takes
///   (`[<Cancel>]: `) in place of `> `. Left and Right then move among the buttons.
/// - Typing while a button has the focus takes it back to the line: at once where the
///   terminal tells each key, else when the line ends. Text typed is never a button's
///   answer: the line as it was when the focus left it, with Enter, is.
/// - A secret line opens empty (what cannot be seen cannot be edited), so an empty secret
///   line leaves the entry as it was: the password typed before Tab is what Enter on Ok
///   takes.
extension BoxWidget {
  /// Whether the box is an entry and its line has the focus: Left and Right edit it.
  var entryHasFocus: Bool { isEntry && focus == .content }

  /// Takes `text`, the line a read ended with, as the entry; the focus goes back to the
  /// line if a button had it and the user typed there.
  mutating func takeEntry(_ text: String) {
    // A secret line opens empty: empty, it erased nothing.
    if isSecret, text.isEmpty { return }
    if case .button = focus, isSecret || text != entry { focus = .content }
    entry = text
  }

  /// The line was edited while it is open: if a button had the focus, it goes back to the
  /// line, and the buttons and the prompt are drawn again.
  mutating func entryEdited(in frame: WidgetFrame) -> WidgetStep<BoxOutcome> {
    guard case .button = focus else { return .stay }
    focus = .content
    return .redraw(transcript: focusTranscript(width: frame.width))
  }
}
