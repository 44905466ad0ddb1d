import Glibc

/// The ways the process ends.
///
/// Two exits, for two moments: ``exit(_:)`` for an ordinary ending, which runs the hooks
/// registered with `atexit` (the terminal's restoring among them) and writes out the C
/// library's buffered streams; ``exitImmediately(_:)`` where that would be wrong or
/// unsafe: in a signal handler, in a child after `fork`, or in an `atexit` hook itself.
/// Darwin has the same calls, with the same meaning.
extension ThisProcess {
  /// Ends the process with `status` after running its exit hooks and flushing the C
  /// library's streams (`exit`). Not for a signal handler.
  package static func exit(_ status: Int32) -> Never {
    Glibc.exit(status)
  }

  /// Ends the process with `status` at once (`_exit`): no exit hooks, nothing flushed.
  /// Safe in a signal handler and in a child after `fork`; inlined there, so that the
  /// handler calls nothing but `_exit`.
  @inlinable package static func exitImmediately(_ status: Int32) -> Never {
    _exit(status)
  }

  /// Waits for signals for ever (`pause`): for a thread that must not go on while a
  /// handler on another thread ends the process.
  package static func waitForSignalsForever() -> Never {
    while true { pause() }
  }

  /// Makes the process leave no core file when a signal ends it (`setrlimit` of
  /// `RLIMIT_CORE` to 0): for a quit the user asked for, where nothing went wrong.
  /// Darwin spells the resource `RLIMIT_CORE` as an `Int32`, without Glibc's enum.
  package static func leaveNoCoreFile() {
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
  }
}
