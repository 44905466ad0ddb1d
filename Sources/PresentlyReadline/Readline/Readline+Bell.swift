@preconcurrency import CReadline

/// Readline's bell, and what else it writes to C's `stderr`, on the terminal.
///
/// GNU readline rings the bell (`rl_ding`: Backspace on an empty line, Left at its
/// start, Down past the end of the history) with `fprintf(stderr, "\a")`, and writes
/// its warnings (`_rl_errmsg`: a line of `~/.inputrc` it cannot read) to `stderr` too.
/// Standard error is no terminal of ours: in whiptail's and dialog's modes it carries
/// the result (`x=$(whiptail … 3>&1 1>&2 2>&3)`), elsewhere it may be a log. So while
/// readline runs, and only then, C's `stderr` is the stream readline draws on, and the
/// bell rings where the line is, in order with what is drawn, as the user's
/// `bell-style` says (`none` rings nothing; `visible` flashes through the same stream).
///
/// Descriptor 2 itself is never touched: what Presently writes to standard error goes
/// to the descriptor through `PresentlySystem`, not through `stderr`, and keeps going
/// there, as does anything the Swift runtime reports.
extension Readline {
  /// Runs `body`, a call into readline, with C's `stderr` on readline's output stream;
  /// puts `stderr` back after it.
  static func withErrorStreamOnTerminal<Value>(_ body: () -> Value) -> Value {
    guard let terminal = rl_outstream else { return body() }
    let saved = stderr
    stderr = terminal
    defer {
      fflush(terminal)
      stderr = saved
    }
    return body()
  }
}
