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
  private static let groups = Mutex<Set<Int32>>([])

  static func add(_ group: Int32) { _ = groups.withLock { $0.insert(group) } }
  static func remove(_ group: Int32) { _ = groups.withLock { $0.remove(group) } }

  /// Kills every command still running and what it started; for the process's end.
  static func killAll() {
    for group in groups.withLock({ $0 }) { Signal.send(Signal.kill, toGroup: group) }
  }
}

/// A running `sh -c` with its output read on a thread of its own.
private final class ShellProcess: Sendable {
  let child: ChildProcess
  let output: FileDescriptor
  let limit: Int
  /// Written to when the command is to stop, waking the reading thread.
  let stopPipe: (read: FileDescriptor, write: FileDescriptor)

  init?(command: [UInt8], limit: Int) {
    guard let output = try? FileDescriptor.pipe() else { return nil }
    guard let stops = try? FileDescriptor.pipe(write: .nonBlocking) else {
      output.read.close()
      output.write.close()
      return nil
    }
    let words: [[UInt8]] = [Array("sh".utf8), Array("-c".utf8), command]
    let child = try? ChildProcess.spawn(
      "/bin/sh", arguments: words, standardOutput: .descriptor(output.write), standardError: .descriptor(output.write))
    output.write.close()
    guard let child else {
      for end in [output.read, stops.read, stops.write] { end.close() }
      return nil
    }
    self.child = child
    self.output = output.read
    self.limit = limit
    self.stopPipe = stops
    RunningCommands.add(child.pid)
  }

  /// Reads until the command ends, the limit is reached, the timeout passes or it is
  /// stopped, on a thread, then calls `done` with the output.
  func collect(timeout: Duration, done: @escaping @Sendable ([UInt8]) -> Void) {
    Threads.start("a detail command's output") { done(self.readAll(timeout: timeout)) }
  }

  /// Asks the reading thread to stop the command.
  func stop() {
    _ = [UInt8(1)].withUnsafeBytes { try? stopPipe.write.write($0) }
  }

  private func readAll(timeout: Duration) -> [UInt8] {
    let deadline = ContinuousClock.now + timeout
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while collected.count < limit {
      guard ContinuousClock.now < deadline else {
        collected += Array("\n(stopped after \(timeout))".utf8)
        break
      }
      let ready = Poll.wait([.init(output), .init(stopPipe.read)], until: min(deadline, .now + .seconds(1)))
      if !ready[1].isEmpty { break }
      guard !ready[0].isEmpty else { continue }
      guard let count = try? output.read(into: &buffer), count > 0 else { break }
      collected += buffer[..<min(count, limit - collected.count)]
    }
    output.close()
    // What the shell started may outlive it in the group: none of it is wanted.
    child.terminate(grace: DetailCommand.gracePeriod)
    RunningCommands.remove(child.pid)
    stopPipe.read.close()
    stopPipe.write.close()
    return collected
  }
}
