import Glibc

/// Signals by name, and sending them (`kill`, `raise`). Numbers stay `Int32`, as the C
/// library and `ReadlineTerminal.onTermination` hand them over; handlers are in
/// `Signal+Handling.swift`, masks in `Signal+Masks.swift`.
///
/// ```swift
/// if number == Signal.interrupt { ... }
/// Signal.send(Signal.kill, toGroup: child)
/// ```
///
/// The names are computed properties, inlined: a signal handler compares with them, and a
/// stored constant of another module would be initialized on first use, under a lock.
///
/// Darwin numbers several of these differently (SIGUSR1 is 30, SIGTSTP 18, SIGCONT 19)
/// and has neither SIGPWR nor SIGSTKFLT; code that names them through here is unaffected.
package enum Signal {
  /// SIGHUP: the terminal hung up.
  @inlinable package static var hangUp: Int32 { SIGHUP }
  /// SIGINT: Ctrl-C, or `kill -INT`.
  @inlinable package static var interrupt: Int32 { SIGINT }
  /// SIGQUIT: Ctrl-\.
  @inlinable package static var quit: Int32 { SIGQUIT }
  /// SIGTERM: asked to end (`kill`, `timeout`).
  @inlinable package static var terminate: Int32 { SIGTERM }
  /// SIGKILL: ended, with no handler run.
  @inlinable package static var kill: Int32 { SIGKILL }
  /// SIGUSR1 and SIGUSR2: the application's own.
  @inlinable package static var user1: Int32 { SIGUSR1 }
  @inlinable package static var user2: Int32 { SIGUSR2 }
  /// SIGPIPE: written to a pipe nobody reads.
  @inlinable package static var brokenPipe: Int32 { SIGPIPE }
  /// SIGALRM, SIGVTALRM, SIGPROF: timers.
  @inlinable package static var alarm: Int32 { SIGALRM }
  @inlinable package static var virtualAlarm: Int32 { SIGVTALRM }
  @inlinable package static var profilingAlarm: Int32 { SIGPROF }
  /// SIGXCPU and SIGXFSZ: a CPU time or file size limit passed.
  @inlinable package static var cpuLimit: Int32 { SIGXCPU }
  @inlinable package static var fileSizeLimit: Int32 { SIGXFSZ }
  /// SIGIO: input possible on a descriptor set to signal it.
  @inlinable package static var inputPossible: Int32 { SIGIO }
  /// SIGPWR: power failing (Linux only).
  @inlinable package static var powerFailure: Int32 { SIGPWR }
  /// SIGSTKFLT: a coprocessor's stack fault (Linux only, unused).
  @inlinable package static var stackFault: Int32 { SIGSTKFLT }
  /// SIGWINCH: the terminal's window changed size.
  @inlinable package static var windowChanged: Int32 { SIGWINCH }
  /// SIGTSTP: Ctrl-Z.
  @inlinable package static var terminalStop: Int32 { SIGTSTP }
  /// SIGCONT: continued after a stop.
  @inlinable package static var `continue`: Int32 { SIGCONT }
  /// SIGTTIN and SIGTTOU: a background job read from or changed its terminal.
  @inlinable package static var backgroundRead: Int32 { SIGTTIN }
  @inlinable package static var backgroundWrite: Int32 { SIGTTOU }
  /// The signals of a crash: SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS.
  package static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// Sends `signal` to every process of the group `group` (`kill(-group, signal)`).
  package static func send(_ signal: Int32, toGroup group: Int32) {
    _ = Glibc.kill(-group, signal)
  }

  /// Sends `signal` to every process of this process's group (`kill(0, signal)`), as the
  /// terminal driver does.
  package static func sendToOwnGroup(_ signal: Int32) {
    _ = Glibc.kill(0, signal)
  }

  /// Sends `signal` to the calling thread (`raise`); safe in a signal handler.
  @inlinable package static func raise(_ signal: Int32) {
    _ = Glibc.raise(signal)
  }
}
