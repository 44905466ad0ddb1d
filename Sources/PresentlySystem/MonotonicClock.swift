import Glibc

/// The clock that only goes forward (`CLOCK_MONOTONIC`), read as a plain integer, and
/// waits on it: for a timestamp an atomic can hold, and for a thread of ours that waits
/// for a moment rather than for a descriptor.
///
/// ```swift
/// enteredAt.store(MonotonicClock.nanoseconds, ordering: .relaxed)
/// MonotonicClock.sleep(until: .now + .milliseconds(250))
/// ```
///
/// Darwin has `CLOCK_MONOTONIC` too (since macOS 10.12), and `nanosleep`.
package enum MonotonicClock {
  /// Nanoseconds since an arbitrary moment (`clock_gettime(CLOCK_MONOTONIC)`); cheap,
  /// and inlined where it is read, on readline's every key.
  @inlinable package static var nanoseconds: Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// Blocks the calling thread until `deadline` (`nanosleep` for what is left, again after
  /// a signal interrupts it). For a thread of ours only: a task sleeps with `Task.sleep`.
  package static func sleep(until deadline: ContinuousClock.Instant) {
    while true {
      let left = deadline - .now
      guard left > .zero else { return }
      let (seconds, attoseconds) = left.components
      var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      _ = nanosleep(&request, nil)
    }
  }

  /// Blocks the calling thread for `duration`; see ``sleep(until:)``.
  package static func sleep(for duration: Duration) {
    sleep(until: .now + duration)
  }
}
