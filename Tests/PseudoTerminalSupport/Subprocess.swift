import Glibc
import PresentlySystem

/// Something went wrong starting a program.
public struct SpawnError: Error, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  /// The message.
  public var description: String { message }
}

/// File actions for `posix_spawn`, applied in order in the child.
public struct SpawnActions {
  /// A descriptor number out of the way of the standard ones, for the terminal.
  public static let terminalSlot: Int32 = 9

  var raw = posix_spawn_file_actions_t()

  /// No actions yet.
  public init() {
    posix_spawn_file_actions_init(&raw)
  }

  /// Opens `path` read-write onto `descriptor`.
  public mutating func open(_ descriptor: Int32, _ path: String) {
    posix_spawn_file_actions_addopen(&raw, descriptor, path, O_RDWR, 0)
  }

  /// Duplicates `source` onto `target`.
  public mutating func dup(_ source: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&raw, source, target)
  }

  /// Closes `descriptor`.
  public mutating func close(_ descriptor: Int32) {
    posix_spawn_file_actions_addclose(&raw, descriptor)
  }
}

/// Programs run without a terminal, for the cases where there is none.
public enum Subprocess {
  /// How a run without a terminal went.
  public struct Result: Sendable {
    /// How the program ended.
    public let ending: PseudoTerminal.Ending
    /// What it wrote to standard output.
    public let standardOutput: [UInt8]
    /// What it wrote to standard error.
    public let standardError: [UInt8]
    /// From the start to the program's end, as the waiting thread saw it.
    public let elapsed: Duration

    /// Standard output as text.
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as text.
    public var errors: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// Where standard input comes from in a run without a terminal.
  public enum Input: Sendable {
    /// These bytes, then the end.
    case bytes([UInt8])
    /// `/dev/null`.
    case null
    /// A closed descriptor.
    case closed
    /// A pipe that stays open and never carries anything.
    case silentPipe
    /// The file or device at this path (`/dev/zero`: input without end).
    case file(String)

    var isBytes: Bool {
      if case .bytes = self { true } else { false }
    }
  }

  /// Runs `program` in a new session with no controlling terminal and waits for it on a
  /// thread of its own, so that tests beside it on the concurrency pool run on.
  ///
  /// - Parameters:
  ///   - timeout: After this, the program is killed and the ending is the kill.
  public static func run(
    _ program: String,
    _ arguments: [String],
    input: Input = .null,
    environment: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) async throws -> Result {
    _ = brokenPipesIgnored
    var actions = SpawnActions()
    let (outRead, outWrite) = makePipe()
    let (errRead, errWrite) = makePipe()
    var inputWrite: Int32?
    var parentEnds = [outWrite, errWrite]
    switch input {
    case .null:
      actions.open(0, "/dev/null")
    case .file(let path):
      actions.open(0, path)
    case .closed:
      actions.close(0)
    case .bytes:
      let (read, write) = makePipe()
      actions.dup(read, to: 0)
      parentEnds.append(read)
      inputWrite = write
    case .silentPipe:
      let (read, write) = makePipe()
      actions.dup(read, to: 0)
      parentEnds.append(read)
      inputWrite = write
    }
    actions.dup(outWrite, to: 1)
    actions.dup(errWrite, to: 2)
    let start = ContinuousClock.now
    let pid = try spawn(
      program, arguments, environment: Self.environment(adding: environment), actions: &actions, newSession: true)
    for end in parentEnds { close(end) }
    var pendingInput: ArraySlice<UInt8> = []
    if case .bytes(let bytes) = input, let inputWrite {
      _ = fcntl(inputWrite, F_SETFL, fcntl(inputWrite, F_GETFL) | O_NONBLOCK)
      pendingInput = bytes[...]
    }
    var feeding = inputWrite.flatMap { input.isBytes ? $0 : nil }
    func feed() {
      guard let descriptor = feeding else { return }
      while !pendingInput.isEmpty {
        let count = pendingInput.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        pendingInput = pendingInput.dropFirst(count)
      }
      if pendingInput.isEmpty {
        close(descriptor)
        feeding = nil
      }
    }
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var ending: PseudoTerminal.Ending?
    let deadline = start + timeout
    var open = [outRead, errRead]
    var elapsed = Duration.zero
    // On a thread of its own, so that the ending is seen when it comes however busy the
    // concurrency pool is (see OwnThread).
    try await OwnThread.run {
      while ending == nil || !open.isEmpty {
        feed()
        var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&descriptors, nfds_t(descriptors.count), 5)
        for descriptor in descriptors where descriptor.revents != 0 {
          var buffer = [UInt8](repeating: 0, count: 65536)
          let count = read(descriptor.fd, &buffer, buffer.count)
          if count > 0 {
            if descriptor.fd == outRead { output += buffer[..<count] } else { errors += buffer[..<count] }
          } else {
            open.removeAll { $0 == descriptor.fd }
          }
        }
        if ending == nil {
          var status: Int32 = 0
          if waitpid(pid, &status, WNOHANG) == pid {
            elapsed = ContinuousClock.now - start
            let signal = status & 0x7f
            ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
          } else if ContinuousClock.now > deadline {
            kill(pid, SIGKILL)
          }
        }
        if ending != nil, ContinuousClock.now > deadline + .seconds(1) { break }
      }
    }
    close(outRead)
    close(errRead)
    if let inputWrite, case .silentPipe = input { close(inputWrite) }
    if let feeding { close(feeding) }
    return Result(ending: ending!, standardOutput: output, standardError: errors, elapsed: elapsed)
  }

  /// Input the program never reads fails to write with `EPIPE` instead of killing the
  /// test process with `SIGPIPE` (a program that ends before reading its input is no
  /// failure of the harness). Programs start with every signal at its default.
  private static let brokenPipesIgnored: Void = { _ = Glibc.signal(SIGPIPE, SIG_IGN) }()

  /// Starts a program with `posix_spawn`, optionally in a new session.
  static func spawn(
    _ program: String, _ arguments: [String], environment: [String], actions: inout SpawnActions,
    newSession: Bool
  ) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    if newSession { flags |= Int16(0x80) }  // POSIX_SPAWN_SETSID
    posix_spawnattr_setflags(&attributes, flags)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    defer { posix_spawn_file_actions_destroy(&actions.raw) }

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, program, &actions.raw, &attributes, argv, envp)
    guard result == 0 else { throw SpawnError(message: "could not start \(program): error \(result)") }
    return pid
  }

  /// A small, predictable environment for programs under test, plus `extra`.
  public static func environment(adding extra: [String: String]) -> [String] {
    var values: [String: String] = [
      "TERM": "xterm-256color",
      "LANG": "C.UTF-8",
      "PATH": String(cString: getenv("PATH") ?? strdup("/usr/bin:/bin")),
      "HOME": temporaryFolder(),
    ]
    for (key, value) in extra { values[key] = value }
    return values.filter { !$0.value.isEmpty || $0.key == "NO_COLOR" }.map { "\($0.key)=\($0.value)" }.sorted()
  }

  /// A new, empty folder, removed with what it holds when the test process exits.
  public static func temporaryFolder() -> String {
    var template = Array("/tmp/presently-test-XXXXXX".utf8CString)
    let folder = template.withUnsafeMutableBufferPointer { buffer in
      String(cString: mkdtemp(buffer.baseAddress!))
    }
    TemporaryFolders.keep(folder)
    return folder
  }

  /// Writes `text` to a file at `path`, replacing it.
  public static func writeFile(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else { preconditionFailure("cannot write \(path): errno \(errno)") }
    fputs(text, file)
    fclose(file)
  }

  /// The text of the file at `path` (invalid UTF-8 repaired), or "" when it cannot be read.
  public static func readFile(_ path: String) -> String {
    String(decoding: readBytes(path), as: UTF8.self)
  }

  /// Writes `bytes` to a file at `path`, exactly, replacing it.
  public static func writeBytes(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "w") else { preconditionFailure("cannot write \(path): errno \(errno)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  /// The bytes of the file at `path`, exactly, or none when it cannot be read.
  public static func readBytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// A new file named `name`, in a new temporary folder, holding `text`; returns its path.
  public static func temporaryFile(_ name: String, containing text: String) -> String {
    let path = temporaryFolder() + "/" + name
    writeFile(text, to: path)
    return path
  }

  static func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    FileDescriptor(rawValue: descriptor).writeAll(bytes)
  }
}
