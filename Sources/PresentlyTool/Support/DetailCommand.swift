import Glibc
import PresentlySystem
import Synchronization

/// A shell command that shows the detail of a line, as `fzf --preview` does: `{}` is
/// replaced by the line, quoted for the shell, and the command runs with `sh -c`.
///
/// The command and the line are bytes, passed on as they came, valid UTF-8 or not. The
/// command runs without a terminal: standard input is `/dev/null`, and it is the leader
/// of a session of its own, so that it can neither read keys nor be stopped for trying
/// (`/dev/tty` cannot be opened). Stopping it sends SIGTERM to everything it started,
/// then SIGKILL to what is left after ``gracePeriod``; the browser's own ending stops
/// every command still running (see ``RunningCommands``).
struct DetailCommand: Sendable {
  /// The command as given, with `{}` placeholders.
  let template: [UInt8]
  /// The most output kept.
  var limit = 64 * 1024
  /// How long the command may run before it is stopped.
  var timeout: Duration = .seconds(5)
  /// How long a stopped command has to end before it is killed.
  static let gracePeriod: Duration = .milliseconds(300)

  /// The command line for `line`: every `{}` replaced by the line in single quotes.
  func commandLine(for line: [UInt8]) -> [UInt8] {
    let quoted = Self.shellQuoted(line)
    var result: [UInt8] = []
    var index = 0
    while index < template.count {
      if template[index] == UInt8(ascii: "{"), index + 1 < template.count, template[index + 1] == UInt8(ascii: "}") {
        result += quoted
        index += 2
      } else {
        result.append(template[index])
        index += 1
      }
    }
    return result
  }

  /// `'text'`, with each `'` written `'\''`; NUL bytes, which a command line cannot
  /// carry, are dropped.
  static func shellQuoted(_ bytes: [UInt8]) -> [UInt8] {
    var quoted: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes where byte != 0 {
      if byte == UInt8(ascii: "'") { quoted += Array("'\\''".utf8) } else { quoted.append(byte) }
    }
    quoted.append(UInt8(ascii: "'"))
    return quoted
  }

  /// Runs the command for `line` and returns its output (standard output and error),
  /// or what it printed before the timeout. Cancelling the task stops the command.
  func run(for line: [UInt8]) async -> [UInt8] {
    guard let process = ShellProcess(command: commandLine(for: line), limit: limit) else {
      return Array("(could not run sh)".utf8)
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        process.collect(timeout: timeout) { continuation.resume(returning: $0) }
      }
    } onCancel: {
      process.stop()
    }
  }
}

/// The detail commands running now, so that whatever ends the browser ends them too.
enum RunningCommands {
  private static let groups = Mutex<Set<pid_t>>([])

  static func add(_ group: pid_t) { _ = groups.withLock { $0.insert(group) } }
  static func remove(_ group: pid_t) { _ = groups.withLock { $0.remove(group) } }

  /// Kills every command still running and what it started; for the process's end.
  static func killAll() {
    for group in groups.withLock({ $0 }) { kill(-group, SIGKILL) }
  }
}

/// A running `sh -c` with its output read on a thread of its own.
private final class ShellProcess: Sendable {
  let pid: pid_t
  let output: Int32
  let limit: Int
  /// Written to when the command is to stop, waking the reading thread.
  let stopPipe: (read: Int32, write: Int32)

  init?(command: [UInt8], limit: Int) {
    var ends: [Int32] = [-1, -1]
    var stops: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    guard pipe(&stops) == 0 else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    for descriptor in [ends[0], stops[0], stops[1]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(stops[1], F_SETFL, fcntl(stops[1], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A session of its own: no controlling terminal to read from or be stopped by, and a
    // process group that stopping it stops as a whole. Default signals, none blocked.
    let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID
    posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    let words: [[UInt8]] = [Array("sh".utf8), Array("-c".utf8), command]
    let arguments: [UnsafeMutablePointer<CChar>?] =
      words.map { word in
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: word.count + 1)
        for (index, byte) in word.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[word.count] = 0
        return pointer
      } + [nil]
    defer { for argument in arguments { argument?.deallocate() } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environ)
    close(ends[1])
    guard result == 0 else {
      for descriptor in [ends[0], stops[0], stops[1]] { close(descriptor) }
      return nil
    }
    self.pid = pid
    self.output = ends[0]
    self.limit = limit
    self.stopPipe = (stops[0], stops[1])
    RunningCommands.add(pid)
  }

  /// Reads until the command ends, the limit is reached, the timeout passes or it is
  /// stopped, on a thread, then calls `done` with the output.
  func collect(timeout: Duration, done: @escaping @Sendable ([UInt8]) -> Void) {
    Threads.start("a detail command's output") { done(self.readAll(timeout: timeout)) }
  }

  /// Asks the reading thread to stop the command.
  func stop() {
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
  }

  private func readAll(timeout: Duration) -> [UInt8] {
    let deadline = ContinuousClock.now + timeout
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while collected.count < limit {
      let left = deadline - ContinuousClock.now
      if left <= .zero {
        collected += Array("\n(stopped after \(timeout))".utf8)
        break
      }
      var descriptors = [
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = Int32(min(1000, left.components.seconds * 1000 + 1))
      guard poll(&descriptors, 2, milliseconds) >= 0 || errno == EINTR else { break }
      if descriptors[1].revents != 0 { break }
      guard descriptors[0].revents != 0 else { continue }
      guard let count = try? FileDescriptor(rawValue: output).read(into: &buffer), count > 0 else { break }
      collected += buffer[..<min(count, limit - collected.count)]
    }
    close(output)
    end()
    close(stopPipe.read)
    close(stopPipe.write)
    return collected
  }

  /// Ends the command and everything it started: SIGTERM, then SIGKILL after the grace
  /// period. The shell is reaped last, so that its group's number cannot be anyone
  /// else's while the group is killed.
  private func end() {
    kill(-pid, SIGTERM)
    let graceEnd = ContinuousClock.now + DetailCommand.gracePeriod
    var info = siginfo_t()
    while true {
      info = siginfo_t()
      let exited = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._kill.si_pid != 0
      if exited { break }
      if ContinuousClock.now >= graceEnd {
        kill(-pid, SIGKILL)
        _ = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
        break
      }
      usleep(10_000)
    }
    // What the shell started may outlive it in the group: none of it is wanted.
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    RunningCommands.remove(pid)
  }

}
