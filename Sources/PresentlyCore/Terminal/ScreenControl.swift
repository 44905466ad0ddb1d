/// A change to the whole screen, which a terminal without cursor control ignores, or to
/// how the terminal takes keys while no line is read.
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
  /// Until ``releaseKeys`` or the next line read, what is typed is neither echoed nor
  /// kept, and Ctrl-C still interrupts: for a widget that reads no keys (a spinner, a
  /// gauge), so that keys typed while it shows neither garble its line nor reach the
  /// shell after it. Also where the cursor cannot move: echoed keys would garble a
  /// transcript too.
  case holdKeys
  /// Ends ``holdKeys``: what was typed meanwhile is thrown away, and the terminal's modes
  /// are put back.
  case releaseKeys
}
