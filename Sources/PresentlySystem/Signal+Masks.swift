import Glibc

/// Which signals a thread lets through (`pthread_sigmask`). A new thread inherits the
/// mask of the thread that started it; Swift's concurrency pool blocks every signal.
/// Darwin has the same calls.
extension Signal {
  /// Lets `signals` through on the calling thread (`pthread_sigmask(SIG_UNBLOCK)`);
  /// safe in a signal handler.
  @inlinable package static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Lets one signal through on the calling thread; safe in a signal handler (no array).
  @inlinable package static func unblock(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Runs `body` with `signal` blocked on the calling thread, then puts the mask back as
  /// it was (`pthread_sigmask(SIG_BLOCK)`, then `SIG_SETMASK`); safe in a signal handler.
  @inlinable package static func withBlocked<Result>(_ signal: Int32, _ body: () -> Result) -> Result {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, signal)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }
}
