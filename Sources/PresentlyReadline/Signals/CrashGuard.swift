import Glibc

/// Puts the terminal back when the process crashes.
///
/// A crash (a fault, a trap, an abort) cannot be relayed to the input thread: the
/// faulting thread must not go on. The handler restores the terminal from where it is
/// (see ``TerminalRestoration``), then hands the signal to whatever handled it before,
/// such as Swift's backtracer, or to the default action.
enum CrashGuard {
  /// The signals of a crash.
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// The handlers in place before ours, by signal number.
  nonisolated(unsafe) private static var previous = Array<sigaction>(repeating: .init(), count: 65)

  /// Installs the handlers; call once, after ``TerminalRestoration/record(_:)``.
  static func install() {
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, context in
        TerminalRestoration.restore()
        CrashGuard.passOn(number, info, context)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, &previous[Int(signal)])
    }
  }

  /// Gives the signal to the handler that was there before (Swift's backtracer prints
  /// where the crash happened), then makes sure the process ends: by the default action,
  /// raised again for a signal that was sent, met again on return for a fault.
  private static func passOn(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    let before = previous[Int(number)]
    let handler = before.__sigaction_handler.sa_handler
    if before.sa_flags & SA_SIGINFO != 0, let chained = before.__sigaction_handler.sa_sigaction {
      chained(number, info, context)
    } else if SignalRelay.address(of: handler) > 1, let handler {
      handler(number)
    }
    Glibc.signal(number, SIG_DFL)
    if let info, info.pointee.si_code > 0 { return }
    // Sent by raise or kill (an abort): it does not recur by itself.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
  }
}
