/// What follows one event of a ``Widget``: nothing to draw, the body again, a message,
/// or the end.
///
/// The rule for a refused line is the same in every widget, and the widget says which
/// case a refusal is: text the user would fix by editing it (a field's value, a filter, a
/// title typed in part) comes back in the line, `keepsText: true`; a word that answered
/// wrongly (a yes or no that was neither, a number outside the list, an unknown command)
/// does not, `keepsText: false`, so that the next answer is not typed after it.
public enum WidgetStep<Result: Sendable>: Sendable {
  /// Nothing the user sees changed: read again.
  case stay
  /// The body changed: it is drawn again in place, over what it took and everything
  /// below it. Where the cursor cannot move, the `transcript` lines are printed instead
  /// (say, the newly highlighted row); `nil` prints the whole body again.
  case redraw(transcript: [StyledText]? = nil)
  /// Lines printed for good above the body, which is drawn again below them: what a
  /// command prints while its spinner turns. Where the cursor cannot move, the lines are
  /// printed and the body is not drawn again.
  case log([StyledText])
  /// The body is drawn again below everything on the screen, which stays: after a
  /// field was edited, the action line again under it.
  case drawBelow
  /// A message, then the same prompt; with the refused text in the line when
  /// `keepsText` (see the rule above). After a key, the text typed before it stays.
  case refuse(StyledText, keepsText: Bool)
  /// The widget ends with a value.
  case finish(Result)
  /// The widget ends with an error: an action's handler threw, or a cancel button.
  case fail(any Error)
}
