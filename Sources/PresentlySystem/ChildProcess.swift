import Glibc

/// A program started by this one (`posix_spawn`), in a process group of its own, so that
/// ending it ends everything it started.
///
/// ```swift
/// let output = try FileDescriptor.pipe(write: .inherited)
/// let child = try ChildProcess.spawn(
///   "/bin/sh", arguments: [Array("sh".utf8), Array("-c".utf8), Array("ls".utf8)],
///   standardOutput: .descriptor(output.write))
/// output.write.close()
/// let listing = try output.read.readToEnd()
/// let status = child.waitForExit()
/// ```
package final class ChildProcess: Sendable {
  /// What one of the child's standard descriptors is.
  package enum Stream: Sendable {
    /// The same as this process's.
    case inherited
    /// `/dev/null`.
    case null
    /// This descriptor, which the child gets as its own.
    case descriptor(FileDescriptor)
  }

  /// Where the child's process group is.
  package enum Grouping: Sendable {
    /// A group of its own in this process's session: it shares the terminal, but a
    /// Ctrl-C sent to the terminal's group does not reach it.
    case ownGroup
    /// A session of its own (`setsid`): no controlling terminal, so that it can neither
    /// read keys nor be stopped for trying.
    case ownSession
    /// This process's own group: the terminal's foreground group when this process is
    /// in it, so that the child reads keys and is stopped and continued with this
    /// process (an editor given the terminal).
    case thisGroup
  }

  /// How a child ended.
  package enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// The status a shell gives it: the exit status, or 128 + the signal's number.
    package var shellStatus: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      }
    }
  }

  /// The child's process id, which is also its process group's.
  package let pid: pid_t

  private init(pid: pid_t) {
    self.pid = pid
  }

  /// Starts `path` (or, with `searchingPath`, the program of that name on `PATH`) with
  /// `arguments` (its name first, as bytes), default signal actions and none blocked.
  ///
  /// - Throws: The error of `posix_spawn`, as `Errno`: `ENOENT` when there is no such
  ///   program, `EACCES` when it cannot be run.
  package static func spawn(
    _ path: String, arguments: [[UInt8]], searchingPath: Bool = false, standardInput: Stream = .null,
    standardOutput: Stream = .inherited, standardError: Stream = .inherited, grouping: Grouping = .ownSession
  ) throws(Errno) -> ChildProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
      switch stream {
      case .inherited: break
      case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
      case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor.rawValue, target)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID
    let grouping: Int32 =
      switch grouping {
      case .ownSession: setSession
      case .ownGroup: Int32(POSIX_SPAWN_SETPGROUP)
      case .thisGroup: 0
      }
    posix_spawnattr_setflags(&attributes, Int16(grouping | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    let words: [UnsafeMutablePointer<CChar>?] =
      arguments.map { word in
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
        for (index, byte) in word.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[word.count] = 0
        return pointer
      } + [nil]
    defer { for word in words { word?.deallocate() } }
    var pid: pid_t = 0
    let result =
      searchingPath
      ? posix_spawnp(&pid, path, &actions, &attributes, words, environ)
      : posix_spawn(&pid, path, &actions, &attributes, words, environ)
    guard result == 0 else { throw Errno(rawValue: result) }
    return ChildProcess(pid: pid)
  }

  /// Sends `signal` to the child's whole process group (`kill`).
  package func signalGroup(_ signal: Int32) {
    kill(-pid, signal)
  }

  /// Whether the child has ended, without reaping it (`waitid` with `WNOWAIT`).
  package var hasEnded: Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._kill.si_pid != 0
  }

  /// Waits for the child to end and reaps it (`waitpid`).
  package func waitForExit() -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  /// Ends the child's whole group step by step, without reaping it: SIGINT, as Ctrl-C
  /// would, then SIGTERM once `grace` has passed, then SIGKILL after another `grace`;
  /// for a child another thread waits for (``waitForExit()``), which tells when it has
  /// ended through `hasEnded`. Whatever else is left in the group is killed last.
  package func interruptGroup(grace: Duration, hasEnded: () -> Bool) {
    escalate([SIGINT, SIGTERM], grace: grace, hasEnded: hasEnded)
  }

  /// Ends the child and everything in its group: SIGTERM, then SIGKILL once `grace` has
  /// passed, then SIGKILL to whatever it left behind in the group; reaps it last, so
  /// that the group's number cannot be anyone else's while the group is signalled.
  ///
  /// - Returns: How the child ended.
  @discardableResult
  package func terminate(grace: Duration, first: Int32 = SIGTERM) -> Ending {
    escalate([first], grace: grace, hasEnded: { hasEnded })
    return waitForExit()
  }

  /// Sends each of `signals` to the group in turn, waiting up to `grace` after each
  /// until `hasEnded`; then SIGKILL, for the child or whatever it left in the group.
  private func escalate(_ signals: [Int32], grace: Duration, hasEnded: () -> Bool) {
    for signal in signals {
      signalGroup(signal)
      let end = ContinuousClock.now + grace
      while !hasEnded(), ContinuousClock.now < end { MonotonicClock.sleep(for: .milliseconds(10)) }
      if hasEnded() { break }
    }
    signalGroup(SIGKILL)
  }
}
