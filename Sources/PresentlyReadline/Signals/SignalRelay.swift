import PresentlySystem
import Synchronization

/// Turns the signals a terminal program must handle into bytes on a pipe, which the
/// input thread reads alongside the keyboard.
///
/// A signal handler may do almost nothing safely; this one writes the signal number to
/// a pipe (`write` is async-signal-safe) and returns. Everything else happens on the
/// input thread, outside the handler.
///
/// A signal the process was started with ignored (`nohup`'s SIGHUP, SIGINT in a
/// background job of a script) stays ignored.
enum SignalRelay {
  /// The signals that end the process by default and arrive from outside: each one
  /// restores the terminal, then ends the process the same way (status 128 + N).
  static let terminating: [Int32] = [
    Signal.hangUp, Signal.interrupt, Signal.quit, Signal.terminate, Signal.user1, Signal.user2,
    Signal.brokenPipe, Signal.alarm, Signal.virtualAlarm, Signal.profilingAlarm, Signal.cpuLimit,
    Signal.fileSizeLimit, Signal.inputPossible, Signal.powerFailure, Signal.stackFault,
  ]

  /// Every signal relayed: the terminating ones, then window size, Ctrl-Z and continue.
  static let relayed: [Int32] = terminating + [Signal.windowChanged, Signal.terminalStop, Signal.continue]

  /// The pipe's ends; set once, before any handler is installed.
  nonisolated(unsafe) private static var pipe: (read: Int32, write: Int32) = (-1, -1)

  /// Set by the handler when a signal that ends the process has come, before the input
  /// thread has handled it: the process must not stop itself then.
  static let terminationPending = Atomic<Bool>(false)

  /// Creates the pipe and installs the handlers; returns the read end, or `nil` when no
  /// pipe can be made (the process has no descriptor left): the signals then keep their
  /// default actions.
  static func install() -> Int32? {
    guard let ends = try? FileDescriptor.pipe(read: .nonBlocking, write: .nonBlocking) else { return nil }
    pipe = (ends.read.rawValue, ends.write.rawValue)
    for signal in relayed where !Signal.isIgnored(signal) { installHandler(for: signal) }
    return pipe.read
  }

  /// Installs the relaying handler for one signal.
  static func installHandler(for signal: Int32) {
    Signal.handle(signal) { number in
      if number != Signal.windowChanged, number != Signal.terminalStop, number != Signal.continue {
        SignalRelay.terminationPending.store(true, ordering: .sequentiallyConsistent)
      }
      FileDescriptor(rawValue: SignalRelay.pipe.write).writeByteFromHandler(UInt8(truncatingIfNeeded: number))
    }
  }

  /// Ends the process the way `signal` would by default, once the terminal is restored.
  ///
  /// A quit from the keyboard (Ctrl-\) leaves no core file: the user asked to stop, and
  /// nothing went wrong.
  static func die(of signal: Int32) -> Never {
    if signal == Signal.quit { ThisProcess.leaveNoCoreFile() }
    Signal.restoreDefault(signal)
    Signal.unblock(signal)
    Signal.raise(signal)
    ThisProcess.exitImmediately(128 + signal)
  }

  /// Runs `body` with SIGTTOU blocked on this thread, so that putting the terminal back
  /// never stops the process, even when the shell has taken the terminal already.
  ///
  /// Without it, a process whose shell took the terminal first would be stopped by
  /// SIGTTOU in the middle of restoring it, and then stop again for Ctrl-Z once
  /// continued, with nobody left to continue it.
  static func withBackgroundOutputAllowed<Result>(_ body: () -> Result) -> Result {
    Signal.withBlocked(Signal.backgroundWrite, body)
  }

  /// Lets the relayed and job-control signals through on the calling thread (the input
  /// thread), which inherits the mask of whatever thread opened the terminal: Swift's
  /// pool threads block every signal.
  ///
  /// Without it, a background process could change a terminal it does not own and read
  /// EIO instead of being stopped; and a SIGTERM sent while every other thread blocks it
  /// (or is stopped) would wait for ever.
  static func unblockOnThisThread() {
    Signal.unblock(relayed + [Signal.backgroundRead, Signal.backgroundWrite])
  }

  /// Stops the process as Ctrl-Z would by default, and returns when it is continued; not
  /// when a signal that ends the process waits to be handled (see ``stopForTerminal()``).
  static func stopUntilContinued() {
    guard !terminationPending.load(ordering: .sequentiallyConsistent) else { return }
    Signal.restoreDefault(Signal.terminalStop)
    Signal.unblock(Signal.terminalStop)
    Signal.raise(Signal.terminalStop)
    installHandler(for: Signal.terminalStop)
  }

  /// Stops the process group as the terminal driver does when a background process
  /// touches the terminal (SIGTTOU), and returns when continued, or at once when the
  /// stop cannot happen (SIGTTOU ignored, or a group no shell will continue).
  ///
  /// Not when a signal that ends the process has come and waits to be handled: `timeout`
  /// sends SIGTERM and SIGCONT once, and a process that stopped after them would wait
  /// for ever.
  static func stopForTerminal() {
    guard !terminationPending.load(ordering: .sequentiallyConsistent) else { return }
    Signal.sendToOwnGroup(Signal.backgroundWrite)
  }
}
