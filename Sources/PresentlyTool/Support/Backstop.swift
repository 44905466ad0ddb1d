import Glibc
import PresentlyCore

/// The last word on a timeout: ends the process when a dialog overruns its `--timeout`
/// in work that cannot be cancelled.
enum Backstop {
  /// Starts a thread that, `delay` from now, reports the timeout and exits with 124; the
  /// terminal is restored on the way out (`exit` runs the terminal's handler).
  static func exit(after delay: Duration) {
    let microseconds = UInt32(clamping: delay.components.seconds * 1_000_000 + delay.components.attoseconds / 1_000_000_000_000)
    var thread = pthread_t()
    let box = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    box.initialize(to: microseconds)
    let started = pthread_create(
      &thread, nil,
      { argument in
        let pointer = argument!.assumingMemoryBound(to: UInt32.self)
        var left = pointer.pointee
        pointer.deallocate()
        while left > 0 {
          let step = min(left, 500_000)
          usleep(step)
          left -= step
        }
        Output.error("Timed out: the answer was still being checked.")
        Glibc.exit(ExitStatus.timedOut.rawValue)
      }, box)
    if started == 0 { pthread_detach(thread) } else { box.deallocate() }
  }
}
