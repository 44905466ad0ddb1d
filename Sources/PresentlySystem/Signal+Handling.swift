import Glibc

/// What a signal does when it comes: a handler of ours, the default action, or nothing
/// (`sigaction`).
///
/// Every handler installed here runs with no signal added to the thread's mask; what it
/// may call is what POSIX lists as async-signal-safe, and the wrappers it reaches through
/// this module (``FileDescriptor/writeByteFromHandler(_:)``, ``TerminalSettings/apply(to:)``,
/// ``Signal/raise(_:)``, ``ThisProcess/exitImmediately(_:)``) are inlined for that.
///
/// Darwin's `struct sigaction` has the handler in `__sigaction_u` rather than Glibc's
/// `__sigaction_handler`, and `SA_ONSTACK`/`SA_RESTART` are the same flags.
extension Signal {
  /// A handler of a signal's number.
  package typealias Handler = @convention(c) (Int32) -> Void

  /// Whether the process was started with `signal` ignored (`sigaction` read back):
  /// `nohup`'s SIGHUP, SIGINT in a background job of a script.
  package static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    return current.sa_flags & SA_SIGINFO == 0 && address(of: current.__sigaction_handler.sa_handler) == 1
  }

  /// Has `handler` run for `signal`, with interrupted calls restarted (`SA_RESTART`).
  package static func handle(_ signal: Int32, with handler: Handler) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, nil)
  }

  /// Gives `signal` back its default action (`signal(signal, SIG_DFL)`); safe in a
  /// signal handler.
  @inlinable package static func restoreDefault(_ signal: Int32) {
    _ = Glibc.signal(signal, SIG_DFL)
  }

  /// A handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
  @usableFromInline static func address(of handler: __sighandler_t?) -> Int {
    handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
  }
}
