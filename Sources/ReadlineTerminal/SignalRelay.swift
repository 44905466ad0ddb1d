import Glibc

/// Turns the signals a terminal program must handle into bytes on a pipe, which the
/// input thread reads alongside the keyboard.
///
/// A signal handler may do almost nothing safely; this one writes the signal number to
/// a pipe (`write` is async-signal-safe) and returns. Everything else happens on the
/// input thread, outside the handler.
enum SignalRelay {
  /// The signals relayed: Ctrl-C, termination, hangup, window size, Ctrl-Z and continue.
  static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

  /// The pipe's ends; set once, before any handler is installed.
  nonisolated(unsafe) private static var pipe: (read: Int32, write: Int32) = (-1, -1)

  /// Creates the pipe and installs the handlers; returns the read end.
  static func install() -> Int32 {
    pipe = FileDescriptor.makePipe()
    for signal in relayed { installHandler(for: signal) }
    return pipe.read
  }

  /// Installs the relaying handler for one signal.
  static func installHandler(for signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      var byte = UInt8(truncatingIfNeeded: number)
      let saved = errno
      _ = write(SignalRelay.pipe.write, &byte, 1)
      errno = saved
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Ends the process the way `signal` would by default, once the terminal is restored.
  static func die(of signal: Int32) -> Never {
    Glibc.signal(signal, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    _exit(128 + signal)
  }

  /// Runs `body` with SIGTTOU blocked on this thread, so that putting the terminal back
  /// never stops the process, even when the shell has taken the terminal already.
  ///
  /// Without it, a process whose shell took the terminal first would be stopped by
  /// SIGTTOU in the middle of restoring it, and then stop again for Ctrl-Z once
  /// continued, with nobody left to continue it.
  static func withBackgroundOutputAllowed<Result>(_ body: () -> Result) -> Result {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTTOU)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }

  /// Stops the process as Ctrl-Z would by default, and returns when it is continued.
  static func stopUntilContinued() {
    Glibc.signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)
    installHandler(for: SIGTSTP)
  }
}
