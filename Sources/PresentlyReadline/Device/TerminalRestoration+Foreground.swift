import PresentlySystem
import Synchronization

/// Taking the terminal for a dialog run in a background group of the job the user is
/// running, and giving it back.
///
/// `timeout 4 presently input` in a script puts `presently` in a process group of its
/// own (`timeout` makes one), which is not the terminal's foreground group: a process
/// there is stopped when it touches the terminal, as a job started with `&` is, and
/// nothing it asks can be answered; meanwhile the terminal's own echo shows what the user
/// types (a password too) and the shell reads it after. That group is a background group
/// of the foreground job, though: the foreground group holds an ancestor of this process
/// that is not the session leader (the `bash` running the script). Then the dialog takes
/// the terminal for itself, and gives it back to that group when it ends, however it
/// ends. Meanwhile keys send no signals (Ctrl-C comes as a key, and cancels; Ctrl-Z does
/// nothing): the group is not a job the shell knows, and stopping it would leave the
/// user's job waiting for it. A job started with `&` from an interactive shell is
/// different: the foreground group is the shell's own, whose process is the session
/// leader; it still stops, as job control intends.
extension TerminalRestoration {
  /// The group the terminal was taken from, to give it back to; 0 when it was not taken.
  static let takenFrom = Atomic<Int32>(0)

  /// Takes the terminal when this process is in a background group of the foreground
  /// job (see above); returns whether it did. `SIGTTOU` is blocked meanwhile, as a
  /// process outside the foreground group must block it to call `tcsetpgrp`.
  static func takeFromOwnJob() -> Bool {
    guard let descriptor = recordedDescriptor else { return false }
    let foreground = FileDescriptor(rawValue: descriptor).foregroundGroup
    let group = ThisProcess.group
    guard foreground > 0, foreground != group, holdsAncestorOtherThanLeader(foreground) else { return false }
    let taken = SignalRelay.withBackgroundOutputAllowed {
      FileDescriptor(rawValue: descriptor).setForegroundGroup(group)
    }
    if taken { takenFrom.store(foreground, ordering: .sequentiallyConsistent) }
    return taken
  }

  /// Gives the terminal back to the group it was taken from, if it was; safe in a
  /// signal handler (an atomic, `pthread_sigmask` and `tcsetpgrp`).
  static func giveBack() {
    let lender = takenFrom.exchange(0, ordering: .sequentiallyConsistent)
    guard lender > 0, let descriptor = recordedDescriptor else { return }
    SignalRelay.withBackgroundOutputAllowed { _ = FileDescriptor(rawValue: descriptor).setForegroundGroup(lender) }
  }

  /// Whether the terminal is held by the interactive shell this process was started from,
  /// with the result going to a pipe: `x=$(timeout 5 presently input)` typed at a prompt,
  /// where `timeout` puts `presently` in a group of its own. The shell waits for the
  /// result, but it is the session leader, so the terminal is not taken from it (a job
  /// started with `&` looks the same from here): the user is told why nothing shows.
  static var isHeldByCallingShell: Bool {
    guard let descriptor = recordedDescriptor, !FileDescriptor.standardOutput.isTerminal else { return false }
    let foreground = FileDescriptor(rawValue: descriptor).foregroundGroup
    let leader = ThisProcess.session
    // The shell's own child is a job it started (`presently input > out &`), whose
    // stopping the shell reports; a program between them made the group.
    return foreground > 0 && foreground == leader && foreground != ThisProcess.group
      && ThisProcess.parentID != leader && isAncestor(leader)
  }

  /// Whether `pid` is an ancestor of this process.
  private static func isAncestor(_ pid: Int32) -> Bool {
    var current = ThisProcess.parentID
    var steps = 0
    while current > 1, steps < 64 {
      if current == pid { return true }
      guard let (parent, _) = parentAndGroup(of: current) else { return false }
      current = parent
      steps += 1
    }
    return false
  }

  /// Whether `group` holds an ancestor of this process that is not the session leader:
  /// the parents are walked up through `/proc/PID/stat`.
  private static func holdsAncestorOtherThanLeader(_ group: Int32) -> Bool {
    let leader = ThisProcess.session
    var pid = ThisProcess.parentID
    var steps = 0
    while pid > 1, steps < 64, let (parent, parentGroup) = parentAndGroup(of: pid) {
      if parentGroup == group { return pid != leader }
      pid = parent
      steps += 1
    }
    return false
  }

  /// A process's parent and process group, from `/proc/PID/stat`: `pid (comm) state ppid
  /// pgrp …`, read after the last `)`, since a command's name may hold anything.
  private static func parentAndGroup(of pid: Int32) -> (parent: Int32, group: Int32)? {
    guard let bytes = FileDescriptor.contents(ofFile: "/proc/\(pid)/stat"),
      let close = bytes.lastIndex(of: UInt8(ascii: ")"))
    else { return nil }
    let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
    guard fields.count >= 3, let parent = Int32(String(decoding: fields[1], as: UTF8.self)),
      let group = Int32(String(decoding: fields[2], as: UTF8.self))
    else { return nil }
    return (parent, group)
  }
}
