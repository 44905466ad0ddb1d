import Glibc
import Synchronization

/// A shell command that shows the detail of a line, as `fzf --preview` does: `{}` is
/// replaced by the line, quoted for the shell, and the command runs with `sh -c`.
struct DetailCommand: Sendable {
  /// The command as given, with `{}` placeholders.
  let template: String
  /// The most output kept.
  var limit = 64 * 1024
  /// How long the command may run before it is stopped.
  var timeout: Duration = .seconds(5)

  /// The command line for `line`: every `{}` replaced by the line in single quotes.
  func commandLine(for line: [UInt8]) -> String {
    let quoted = Self.shellQuoted(line)
    return template.split(separator: "{}", omittingEmptySubsequences: false).joined(separator: quoted)
  }

  /// `'text'`, with each `'` written `'\''`; NUL bytes, which a command line cannot
  /// carry, are dropped.
  static func shellQuoted(_ bytes: [UInt8]) -> String {
    var quoted: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes where byte != 0 {
      if byte == UInt8(ascii: "'") { quoted += Array("'\\''".utf8) } else { quoted.append(byte) }
    }
    quoted.append(UInt8(ascii: "'"))
    return String(decoding: quoted, as: UTF8.self)
  }

  /// Runs the command for `line` and returns its output (standard output and error),
  /// or what it printed before the timeout. Cancelling the task stops the command.
  func run(for line: [UInt8]) async -> [UInt8] {
    let command = commandLine(for: line)
    let process = ShellProcess(command: command, limit: limit)
    guard let process else { return Array("(could not run sh)".utf8) }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        process.collect(timeout: timeout) { continuation.resume(returning: $0) }
      }
    } onCancel: {
      process.stop()
    }
  }
}

/// A running `sh -c` with its output read on a thread of its own.
private final class ShellProcess: Sendable {
  let pid: pid_t
  let output: Int32
  let limit: Int
  /// Set once the process has been waited for: its pid may then belong to another.
  private let reaped = Atomic<Bool>(false)

  init?(command: String, limit: Int) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
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
    // Its own process group, so that stopping it stops what it started; default signals.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    posix_spawnattr_setpgroup(&attributes, 0)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    let words: [String] = ["sh", "-c", command]
    let arguments = words.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environ)
    close(ends[1])
    guard result == 0 else {
      close(ends[0])
      return nil
    }
    self.pid = pid
    self.output = ends[0]
    self.limit = limit
  }

  /// Reads until the command ends, the limit is reached or the timeout passes, on a
  /// thread, then calls `done` with the output.
  func collect(timeout: Duration, done: @escaping @Sendable ([UInt8]) -> Void) {
    let job = Job(process: self, timeout: timeout, done: done)
    var thread = pthread_t()
    let box = Unmanaged.passRetained(job).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { argument in
        let job = Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue()
        job.done(job.process.readAll(timeout: job.timeout))
        return nil
      }, box)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Job>.fromOpaque(box).release()
      stop()
      done(Array("(could not start a thread)".utf8))
    }
  }

  /// Stops the command and what it started.
  func stop() {
    guard !reaped.load(ordering: .acquiring) else { return }
    kill(-pid, SIGTERM)
    kill(pid, SIGTERM)
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
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(1000, left.components.seconds * 1000 + 1))
      guard poll(&descriptor, 1, milliseconds) >= 0 || errno == EINTR else { break }
      guard descriptor.revents != 0 else { continue }
      let count = read(output, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      collected += buffer[..<min(count, limit - collected.count)]
    }
    close(output)
    stop()
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    reaped.store(true, ordering: .releasing)
    return collected
  }

  private final class Job: Sendable {
    let process: ShellProcess
    let timeout: Duration
    let done: @Sendable ([UInt8]) -> Void
    init(process: ShellProcess, timeout: Duration, done: @escaping @Sendable ([UInt8]) -> Void) {
      self.process = process
      self.timeout = timeout
      self.done = done
    }
  }
}
