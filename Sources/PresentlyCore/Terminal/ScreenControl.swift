/// A change to the whole screen, which a terminal without cursor control ignores.
public enum ScreenControl: Sendable, Hashable {
  /// Erase the screen and put the cursor at the top left; the scrollback is kept.
  case clear
  /// Switch to the alternate screen, as full-screen programs do, so that what was on
  /// the screen comes back when it is left.
  case enterAlternateScreen
  /// Return from the alternate screen to the one that was there before.
  case leaveAlternateScreen
  /// Erase the `lines` lines above the cursor's line and that line, and put the cursor
  /// at the start of the first: where a widget draws its list again after a key moved
  /// the highlight.
  case erase(lines: Int)
}
