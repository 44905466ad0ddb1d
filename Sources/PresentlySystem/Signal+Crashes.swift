import Glibc

/// A step run when the process crashes, before the crash goes on as it would have.
///
/// A crash (a fault, a trap, an abort) cannot wait for another thread: the faulting
/// thread must not go on. The handler installed here runs `first` (which must be
/// async-signal-safe: a terminal's modes put back, say), then hands the signal to
/// whatever handled it before, such as Swift's backtracer, or to the default action, and
/// makes sure the process ends: raised again for a signal that was sent, met again on
/// return for a fault.
///
/// ```swift
/// Signal.onCrash { TerminalRestoration.restore() }
/// ```
///
/// Darwin has `SA_SIGINFO`, `SA_ONSTACK` and `si_code` too, with the handler in
/// `__sigaction_u.__sa_sigaction`.
extension Signal {
  /// Installs the step for every signal of ``crashes``; call once.
  package static func onCrash(_ first: @escaping @convention(c) () -> Void) {
    CrashChain.first = first
    for signal in crashes {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, context in
        CrashChain.first?()
        CrashChain.passOn(number, info, context)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, &CrashChain.previous[Int(signal)])
    }
  }
}

/// What the crash handler reads: set once, before it is installed.
private enum CrashChain {
  /// The step run first.
  nonisolated(unsafe) static var first: (@convention(c) () -> Void)?

  /// The handlers in place before ours, by signal number.
  nonisolated(unsafe) static var previous = Array<sigaction>(repeating: .init(), count: 65)

  /// Gives the signal to the handler that was there before, then to the default action.
  static func passOn(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let before = previous[Int(number)]
    let handler = before.__sigaction_handler.sa_handler
    if before.sa_flags & SA_SIGINFO != 0, let chained = before.__sigaction_handler.sa_sigaction {
      chained(number, info, context)
    } else if Signal.address(of: handler) > 1, let handler {
      handler(number)
    }
    Glibc.signal(number, SIG_DFL)
    if let info, info.pointee.si_code > 0 { return }
    // Sent by raise or kill (an abort): it does not recur by itself.
    Signal.unblock(number)
    Glibc.raise(number)
  }
}
