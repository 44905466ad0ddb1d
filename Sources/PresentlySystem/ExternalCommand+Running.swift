import Synchronization

/// An ``ExternalCommand`` started: its process, the pipes its output comes on, and a
/// pipe that tells the thread reading them to stop.
final class RunningCommand: Sendable {
  /// What the reading thread gives back.
  struct Collected: Sendable {
    let outcome: ExternalCommand.Outcome
    /// Whether it ended because it was told to stop.
    let wasStopped: Bool
  }

  private let command: ExternalCommand
  private let child: ChildProcess
  private let output: FileDescriptor
  private let errors: FileDescriptor
  /// Written to by ``stop()``; `nil` once closed, so that a late stop writes nowhere.
  private let stopPipe: Mutex<(read: FileDescriptor, write: FileDescriptor)?>
  /// How long the output pipes are read after the program ended, for what it started
  /// and left holding them.
  private static let drainTime: Duration = .milliseconds(200)

  /// Starts `command`: its standard input `/dev/null`, its output and error on pipes, in
  /// a session of its own.
  ///
  /// - Throws: ``ExternalCommand/LaunchError`` when it cannot be started.
  init(_ command: ExternalCommand) throws(ExternalCommand.LaunchError) {
    self.command = command
    let failure = { (error: Errno) in
      ExternalCommand.LaunchError(program: command.program, code: error.rawValue, reason: error.description)
    }
    var opened: [FileDescriptor] = []
    do {
      let output = try FileDescriptor.pipe()
      opened += [output.read, output.write]
      let errors = try FileDescriptor.pipe()
      opened += [errors.read, errors.write]
      let stops = try FileDescriptor.pipe(write: .nonBlocking)
      opened += [stops.read, stops.write]
      let words = ([command.program] + command.arguments).map { Array($0.utf8) }
      child = try ChildProcess.spawn(
        command.program, arguments: words, searchingPath: !command.program.contains("/"),
        standardOutput: .descriptor(output.write), standardError: .descriptor(errors.write))
      output.write.close()
      errors.write.close()
      self.output = output.read
      self.errors = errors.read
      stopPipe = Mutex(stops)
    } catch {
      for descriptor in opened { descriptor.close() }
      throw failure(error)
    }
  }

  /// Tells the reading thread to end the program; nothing once the run is over.
  func stop() {
    stopPipe.withLock { pipe in
      guard let pipe else { return }
      _ = [UInt8(1)].withUnsafeBytes { try? pipe.write.write($0) }
    }
  }

  /// Closes the stop pipe, once the reading thread has finished.
  func close() {
    stopPipe.withLock { pipe in
      pipe?.read.close()
      pipe?.write.close()
      pipe = nil
    }
  }

  /// Reads the program's output until it ends (and its pipes close, or a moment after),
  /// the output passes its limit, or ``stop()`` is called; then ends whatever is left of
  /// its process group and reaps it. Blocks: for a thread of its own.
  func collect() -> Collected {
    guard let stops = stopPipe.withLock({ $0?.read }) else { preconditionFailure("collected after close") }
    var streams = Streams(output: output, errors: errors)
    var stopped = false
    var endedAt: ContinuousClock.Instant?
    while !streams.isDone {
      if endedAt == nil, child.hasEnded { endedAt = .now }
      if let endedAt, ContinuousClock.now - endedAt > Self.drainTime { break }
      let open = streams.open
      let ready = Poll.wait(open.map { .init($0) } + [.init(stops)], until: .now + .milliseconds(50))
      if !ready[open.count].isEmpty {
        stopped = true
        break
      }
      for (descriptor, events) in zip(open, ready) where !events.isEmpty {
        streams.read(descriptor, outputLimit: command.outputLimit, errorLimit: command.errorLimit)
      }
      if streams.isOutputCut { break }
    }
    // The output is read: the program may still be at work (and a cut or a stop wants
    // it gone); wait for its end, or a stop.
    while !stopped, !streams.isOutputCut, !child.hasEnded {
      if !Poll.wait([.init(stops)], until: .now + .milliseconds(50))[0].isEmpty { stopped = true }
    }
    streams.closeAll()
    let ending = child.terminate(grace: command.stopGrace)
    let status: ExternalCommand.Status =
      switch ending {
      case .exited(let code): .exited(code)
      case .signalled(let signal): .signalled(signal)
      }
    let outcome = ExternalCommand.Outcome(
      status: status, standardOutput: streams.output, standardError: streams.errors,
      isOutputCut: streams.isOutputCut)
    return Collected(outcome: outcome, wasStopped: stopped)
  }
}

/// The two pipes a command's output comes on, and what was read from them.
private struct Streams {
  private var outputPipe: FileDescriptor?
  private var errorPipe: FileDescriptor?
  private(set) var output: [UInt8] = []
  private(set) var errors: [UInt8] = []
  private(set) var isOutputCut = false
  private var buffer = [UInt8](repeating: 0, count: 16384)

  init(output: FileDescriptor, errors: FileDescriptor) {
    outputPipe = output
    errorPipe = errors
  }

  /// The pipes still open.
  var open: [FileDescriptor] { [outputPipe, errorPipe].compactMap { $0 } }
  /// Whether both pipes have ended.
  var isDone: Bool { outputPipe == nil && errorPipe == nil }

  /// Reads what `descriptor` has: the output up to `outputLimit` (past it, cut), the
  /// last `errorLimit` bytes of the error; closes a pipe at its end.
  mutating func read(_ descriptor: FileDescriptor, outputLimit: Int, errorLimit: Int) {
    let count = (try? descriptor.read(into: &buffer)) ?? 0
    guard count > 0 else {
      descriptor.close()
      if descriptor == outputPipe { outputPipe = nil } else { errorPipe = nil }
      return
    }
    if descriptor == outputPipe {
      let room = outputLimit - output.count
      output += buffer[..<min(count, room)]
      if count > room { isOutputCut = true }
    } else {
      errors += buffer[..<count]
      if errors.count > errorLimit { errors.removeFirst(errors.count - errorLimit) }
    }
  }

  /// Closes the pipes still open.
  mutating func closeAll() {
    for descriptor in open { descriptor.close() }
    outputPipe = nil
    errorPipe = nil
  }
}
