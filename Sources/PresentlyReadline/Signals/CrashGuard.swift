import PresentlySystem

/// Puts the terminal back when the process crashes.
///
/// A crash (a fault, a trap, an abort) cannot be relayed to the input thread: the
/// faulting thread must not go on. The handler restores the terminal from where it is
/// (see ``TerminalRestoration``), then hands the signal to whatever handled it before,
/// such as Swift's backtracer, or to the default action (`Signal.onCrash`).
enum CrashGuard {
  /// Installs the handlers; call once, after ``TerminalRestoration/record(_:)``.
  static func install() {
    Signal.onCrash { TerminalRestoration.restore() }
  }
}
