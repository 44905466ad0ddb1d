import PresentlyCore
import PresentlySystem

/// The last word on a timeout: ends the process when a dialog overruns its `--timeout`
/// in work that cannot be cancelled.
enum Backstop {
  /// Starts a thread that, `delay` from now, reports the timeout and exits with 124; the
  /// terminal is restored on the way out (`exit` runs the terminal's handler).
  static func exit(after delay: Duration) {
    let deadline = ContinuousClock.now + delay
    Threads.start("the timeout's backstop") {
      MonotonicClock.sleep(until: deadline)
      Output.error("Timed out: the answer was still being checked.")
      ExitStatus.timedOut.exit()
    }
  }
}
