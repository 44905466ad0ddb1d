import PresentlySystem
import Synchronization

/// The command `presently spin` runs: started in a session of its own, its standard
/// error kept, its standard output passed on or handed over line by line, and its end
/// awaited on a thread of its own.
///
/// Being a session leader, the command has no terminal: a key typed goes to the spinner's
/// process, never to the command, and a command that tries to open `/dev/tty` is told
/// there is none instead of being stopped for ever. Ending it (Ctrl-C, `--timeout`) ends
/// everything it started.
final class SpunProcess: Sendable {
  /// Where the command's standard output goes.
  enum OutputRoute: Sendable {
    /// Straight to ours: the fast path, byte for byte.
    case inherited
    /// Through a pipe, each chunk to `copy` (to ours, as it came), each whole line to
    /// `line` (above the spinner).
    case piped(copy: (@Sendable (ArraySlice<UInt8>) -> Void)?)
  }

  let child: ChildProcess
  /// The most standard error kept; beyond it, the oldest is dropped.
  static let keptLimit = 16 << 20
  private let kept = Mutex<[UInt8]>([])
  private let ended = Atomic<Bool>(false)
  /// Where the command's standard error is read from, when it is kept.
  private let errorPipe: FileDescriptor?
  /// Where its standard output is read from, when it is piped.
  private let outputPipe: FileDescriptor?
  private let output: OutputRoute

  /// Starts `arguments` (the program's name first, searched on `PATH`).
  ///
  /// - Parameters:
  ///   - keepsError: Whether its standard error is kept (``standardError``) rather than
  ///     passed on to ours.
  ///   - mergesError: Whether its standard error goes where a piped standard output goes,
  ///     line by line with it, as dialog's `--prgbox` shows both: never straight to the
  ///     terminal, unsanitized.
  /// - Throws: `Errno` from `posix_spawn`: `ENOENT` when there is no such program,
  ///   `EACCES` when it cannot be run.
  init(
    _ arguments: [[UInt8]], standardInput: ChildProcess.Stream, output: OutputRoute, keepsError: Bool,
    mergesError: Bool = false
  ) throws(Errno) {
    let errors = keepsError ? try FileDescriptor.pipe() : nil
    let piped: (read: FileDescriptor, write: FileDescriptor)?
    if case .piped = output { piped = try FileDescriptor.pipe() } else { piped = nil }
    let program = String(decoding: arguments[0], as: UTF8.self)
    let merged = mergesError ? piped.map { ChildProcess.Stream.descriptor($0.write) } : nil
    do {
      child = try ChildProcess.spawn(
        program, arguments: arguments, searchingPath: true, standardInput: standardInput,
        standardOutput: piped.map { .descriptor($0.write) } ?? .inherited,
        standardError: errors.map { .descriptor($0.write) } ?? merged ?? .inherited)
    } catch {
      for end in [errors?.read, errors?.write, piped?.read, piped?.write].compactMap({ $0 }) { end.close() }
      throw error
    }
    errors?.write.close()
    piped?.write.close()
    errorPipe = errors?.read
    self.output = output
    outputPipe = piped?.read
  }

  /// Whether the command has ended (its leader, that is).
  var hasEnded: Bool { ended.load(ordering: .acquiring) }

  /// Standard error as kept so far.
  var standardError: [UInt8] { kept.withLock { $0 } }

  /// Waits for the command to end, its output read to the end (or for at most
  /// `drainTime` after it ended, should something it started hold the pipes open),
  /// giving each whole line of a piped standard output to `line`.
  func wait(
    line: @escaping @Sendable ([UInt8]) -> Void, drainTime: Duration = .milliseconds(500)
  ) async -> ChildProcess.Ending {
    let (events, post) = AsyncStream.makeStream(of: Int.self)
    var readers = 0
    if let errors = errorPipe {
      readers += 1
      errors.readOnThread("the command's standard error", chunk: { self.keep($0) }, end: { post.yield(0) })
    }
    if case .piped(let copy) = output, let out = outputPipe {
      readers += 1
      let lines = LineSplitter(line)
      out.readOnThread(
        "the command's standard output",
        chunk: { chunk in
          copy?(chunk)
          lines.take(chunk)
        },
        end: {
          lines.finish()
          post.yield(0)
        })
    }
    let ending = await withCheckedContinuation { continuation in
      Threads.start("waiting for the command") {
        let ending = self.child.waitForExit()
        self.ended.store(true, ordering: .releasing)
        continuation.resume(returning: ending)
      }
    }
    // The pipes end when the last process holding them does; wait a little for that.
    let deadline = ContinuousClock.now + drainTime
    let timer = Task {
      try? await Task.sleep(until: deadline)
      post.finish()
    }
    var finished = 0
    for await _ in events {
      finished += 1
      if finished == readers { break }
    }
    timer.cancel()
    return ending
  }

  /// Ends the command's whole group: SIGINT, then SIGTERM, then SIGKILL.
  func interrupt(grace: Duration = .seconds(1)) {
    child.interruptGroup(grace: grace) { hasEnded }
  }

  private func keep(_ chunk: ArraySlice<UInt8>) {
    kept.withLock { kept in
      kept += chunk
      if kept.count > Self.keptLimit { kept.removeFirst(kept.count - Self.keptLimit) }
    }
  }
}
