import Glibc

/// The running process: who it is, which group it is in, and how it ends
/// (`ThisProcess+Ending.swift`).
///
/// ```swift
/// let scratch = path + ".tmp-\(ThisProcess.id)"
/// if terminal.foregroundGroup == ThisProcess.group { ... }
/// ```
///
/// Darwin has the same calls with the same meaning.
package enum ThisProcess {
  /// The process's ID (`getpid`).
  package static var id: Int32 { getpid() }

  /// The parent's process ID (`getppid`).
  package static var parentID: Int32 { getppid() }

  /// The process group's ID (`getpgrp`): a job, as the shell and the terminal see it.
  /// Safe in a signal handler.
  @inlinable package static var group: Int32 { getpgrp() }

  /// The session's ID (`getsid(0)`): the process ID of the session's leader, usually the
  /// login shell.
  package static var session: Int32 { getsid(0) }
}
