import Glibc

/// A program running on a real pseudo-terminal, driven as a person at a keyboard would:
/// keys in, screen out, window resized, signals sent.
///
/// ```swift
/// let session = try PseudoTerminal(program: Products.path("demo"), arguments: ["prompt"])
/// try await session.waitForPrompt("fruit: ")
/// session.send("\u{01}green \r")                 // Ctrl-A, type, Enter
/// try await session.waitFor("line: green apple")
/// #expect(try await session.waitForExit() == .exited(0))
/// ```
public final class PseudoTerminal {
  /// How a program ended.
  public enum Ending: Equatable, CustomStringConvertible, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    /// `exited with 1`, `killed by signal 15`.
    public var description: String {
      switch self {
      case .exited(let status): "exited with \(status)"
      case .signaled(let signal): "killed by signal \(signal)"
      }
    }
  }

  /// What a standard stream of the program is connected to.
  public enum Stream: Sendable {
    /// The pseudo-terminal.
    case terminal
    /// A pipe whose output is collected (``standardOutput``), or which feeds `bytes`
    /// as input and then ends (or stays open with `close: false`).
    case pipe(bytes: [UInt8] = [], close: Bool = true)
    /// `/dev/null`.
    case null
  }

  /// The error of a wait that saw too little.
  public struct Timeout: Error, CustomStringConvertible {
    /// What was waited for.
    public let waitingFor: String
    /// What the screen showed when the wait gave up.
    public let screen: String
    /// Every byte the program wrote, as text.
    public let output: String
    /// All three, for a failure message.
    public var description: String {
      "Timed out waiting for \(waitingFor).\n--- screen ---\n\(screen)\n--- raw output ---\n\(output.debugDescription)"
    }
  }

  /// The master side of the pseudo-terminal.
  public let master: Int32
  /// The program's process.
  public let pid: pid_t
  /// The terminal settings before the program started.
  public let settingsBefore: termios
  /// What the terminal shows, as a small VT100 would.
  public private(set) var screen: Screen
  /// Every byte the program wrote to the terminal.
  public private(set) var output: [UInt8] = []

  private var decodedText: (count: Int, text: String) = (0, "")
  private var outputPipe: Int32?
  private var collectedStandardOutput: [UInt8] = []
  private var ending: Ending?
  private var inputPipe: Int32?
  private var pendingInput: ArraySlice<UInt8> = []
  private var closesInputWhenFed = false

  /// Starts `program` on a new pseudo-terminal that becomes its controlling terminal.
  ///
  /// - Parameters:
  ///   - program: The executable's path.
  ///   - arguments: Its arguments, without the program name.
  ///   - environment: Variables added to a small clean environment (`TERM=xterm-256color`,
  ///     `PATH`, `HOME` set to a fresh temporary folder, `LANG=C.UTF-8`).
  ///   - columns: The window width.
  ///   - rows: The window height.
  ///   - standardInput: Where its standard input comes from.
  ///   - standardOutput: Where its standard output goes.
  public init(
    program: String,
    arguments: [String] = [],
    environment: [String: String] = [:],
    columns: Int = 80,
    rows: Int = 24,
    standardInput: Stream = .terminal,
    standardOutput: Stream = .terminal
  ) throws {
    // posix_openpt, unlockpt and ptsname, by hand: Swift's Glibc does not import them.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
      ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
    else {
      throw SpawnError(message: "could not open a pseudo-terminal: errno \(errno)")
    }
    let slavePath = "/dev/pts/\(number)"
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    screen = Screen(columns: columns, rows: rows)

    // Open the slave once in the parent so its settings can be read before the child runs.
    let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    var settings = termios()
    tcgetattr(slave, &settings)
    settingsBefore = settings

    var actions = SpawnActions()
    var parentEnds: [Int32] = []
    // The first terminal a new session leader opens becomes its controlling terminal.
    actions.open(SpawnActions.terminalSlot, slavePath)
    switch standardInput {
    case .terminal: actions.dup(SpawnActions.terminalSlot, to: 0)
    case .null: actions.open(0, "/dev/null")
    case .pipe(let bytes, let close):
      let (read, write) = Subprocess.makePipe()
      actions.dup(read, to: 0)
      // Fed from the poll loop as the program reads, so that input larger than a pipe's
      // buffer never blocks the test.
      _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK)
      inputPipe = write
      pendingInput = bytes[...]
      closesInputWhenFed = close
      parentEnds.append(read)
    }
    switch standardOutput {
    case .terminal: actions.dup(SpawnActions.terminalSlot, to: 1)
    case .null: actions.open(1, "/dev/null")
    case .pipe:
      let (read, write) = Subprocess.makePipe()
      actions.dup(write, to: 1)
      parentEnds.append(write)
      outputPipe = read
    }
    actions.dup(SpawnActions.terminalSlot, to: 2)
    actions.close(SpawnActions.terminalSlot)

    pid = try Subprocess.spawn(
      program, arguments, environment: Subprocess.environment(adding: environment), actions: &actions,
      newSession: true)
    close(slave)
    for end in parentEnds { close(end) }
    feedInput()
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    if let outputPipe { close(outputPipe) }
    if let inputPipe { close(inputPipe) }
  }

  // MARK: Keys and signals

  /// Types `text`; control characters are keys (`"\r"` Enter, `"\u{03}"` Ctrl-C, `"\t"` Tab).
  public func send(_ text: String) {
    Subprocess.writeAll(master, Array(text.utf8))
  }

  /// Sends `bytes` in one write, so that they reach the program in one read, as a fast
  /// typist, a paste or a terminal's key sequence does; any bytes, UTF-8 or not.
  public func send(bytes: [UInt8]) {
    Subprocess.writeAll(master, bytes)
  }

  /// Resizes the window; the kernel sends SIGWINCH to the program.
  public func resize(columns: Int, rows: Int) {
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    screen.resize(columns: columns, rows: rows)
  }

  /// Sends a signal to the program.
  public func signal(_ number: Int32) {
    kill(pid, number)
  }

  /// The terminal settings now.
  public var settingsNow: termios {
    var settings = termios()
    tcgetattr(master, &settings)
    return settings
  }

  /// Whether the settings now are those from before the program started.
  public var settingsAreRestored: Bool {
    TerminalSettings(settingsBefore) == TerminalSettings(settingsNow)
  }

  // MARK: Reading

  /// All output so far, decoded.
  public var text: String {
    // Waits test it after every read: decoding is done again only when output has come.
    if decodedText.count != output.count { decodedText = (output.count, String(decoding: output, as: UTF8.self)) }
    return decodedText.text
  }

  /// What the program wrote to its standard output pipe.
  public var standardOutput: String { String(decoding: collectedStandardOutput, as: UTF8.self) }

  /// The bytes the program wrote to its standard output pipe, exactly.
  public var standardOutputBytes: [UInt8] { collectedStandardOutput }

  /// Whether the program reads keys one at a time now, as a line editor does while a
  /// prompt is open, rather than whole lines.
  public var readsKeys: Bool { settingsNow.c_lflag & tcflag_t(ICANON) == 0 }

  /// Reads until the screen (or the raw output) contains `text`, then until the program
  /// has drawn nothing for a moment, so that the frame `text` is part of is complete.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(30)) async throws -> Screen {
    try await waitUntil("\(text.debugDescription)", timeout: timeout) {
      $0.screen.text.contains(text) || $0.text.contains(text)
    }
    await waitForQuiet()
    return screen
  }

  /// Reads until `text` shows and a prompt is open for typing: the program reads keys one
  /// at a time, so that a control key (Ctrl-C, Ctrl-D, Ctrl-Z) reaches it as that key
  /// rather than being taken by the terminal's line discipline.
  @discardableResult
  public func waitForPrompt(_ text: String, timeout: Duration = .seconds(30)) async throws -> Screen {
    try await waitFor(text, timeout: timeout)
    try await waitUntil("a prompt open for typing after \(text.debugDescription)", timeout: timeout) { $0.readsKeys }
    return screen
  }

  /// Waits until the cursor rests on the list row numbered `number` with a line open for
  /// typing: where a key moved a list's highlight, Presently leaves the cursor on the
  /// highlighted row (as whiptail does), and the prompt's text does not change.
  @discardableResult
  public func waitForRow(_ number: Int, timeout: Duration = .seconds(30)) async throws -> Screen {
    try await waitUntil("the cursor on row \(number), a prompt open", timeout: timeout) { session in
      session.screen.cursorLine.drop { $0 == " " }.hasPrefix("\(number)  ") && session.readsKeys
    }
    return screen
  }

  /// Reads until `condition` holds.
  ///
  /// The wait runs on a thread of its own (see ``OwnThread``), so that it sees output as
  /// it comes however busy the concurrency pool is, and leaves the pool to the tests
  /// beside it.
  public func waitUntil(
    _ description: String, timeout: Duration = .seconds(30), _ condition: (PseudoTerminal) -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    try await OwnThread.run {
      while !condition(self) {
        guard ContinuousClock.now < deadline else {
          throw Timeout(waitingFor: description, screen: screen.text, output: text)
        }
        if !pump() { pause() }
      }
    }
  }

  /// Reads whatever arrives during `duration`.
  public func settle(for duration: Duration = .milliseconds(200)) async {
    let deadline = ContinuousClock.now + duration
    _ = try? await OwnThread.run {
      while ContinuousClock.now < deadline {
        if !pump() { pause() }
      }
    }
  }

  /// Reads until nothing has arrived for `quiet`, for at most `limit`: the program has
  /// finished drawing for now.
  private func waitForQuiet(_ quiet: Duration = .milliseconds(50), within limit: Duration = .seconds(2)) async {
    let deadline = ContinuousClock.now + limit
    _ = try? await OwnThread.run {
      var lastOutput = ContinuousClock.now
      while ContinuousClock.now < deadline, ContinuousClock.now - lastOutput < quiet {
        if pump() { lastOutput = ContinuousClock.now } else { pause() }
      }
    }
  }

  /// Waits up to 10 ms for output, after a read that found none. A terminal whose program
  /// has closed it reports a hang-up at once and for ever, so that is a plain pause.
  private func pause() {
    var descriptors = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    if let outputPipe { descriptors.append(pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&descriptors, nfds_t(descriptors.count), 10)
    if ready > 0, !descriptors.contains(where: { $0.revents & Int16(POLLIN) != 0 }) { usleep(10_000) }
  }

  /// Waits for the program to end, reading its output meanwhile.
  public func waitForExit(timeout: Duration = .seconds(30)) async throws -> Ending {
    try await waitUntil("the program to exit", timeout: timeout) { session in
      session.reap()
      return session.ending != nil
    }
    while pump() {}
    drainStandardOutput()
    return ending!
  }

  /// Whether the program has ended (it is reaped here, and ``waitForExit(timeout:)``
  /// then returns its ending at once).
  public var hasEnded: Bool {
    reap()
    return ending != nil
  }

  private func reap() {
    guard ending == nil else { return }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      let signal = status & 0x7f
      ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
  }

  /// Writes what the program's input pipe takes now; closes it once everything is written
  /// (when asked to).
  private func feedInput() {
    guard let inputPipe else { return }
    while !pendingInput.isEmpty {
      let count = pendingInput.withUnsafeBytes { write(inputPipe, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      pendingInput = pendingInput.dropFirst(count)
    }
    if pendingInput.isEmpty, closesInputWhenFed {
      close(inputPipe)
      self.inputPipe = nil
    }
  }

  /// Feeds input and reads what has arrived, without waiting; returns whether anything
  /// came from the terminal.
  @discardableResult
  private func pump() -> Bool {
    feedInput()
    var descriptors = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
    if let outputPipe { descriptors.append(pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)) }
    guard poll(&descriptors, nfds_t(descriptors.count), 0) > 0 else { return false }
    var read = false
    if descriptors[0].revents & Int16(POLLIN) != 0 {
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = Glibc.read(master, &buffer, buffer.count)
      if count > 0 {
        output.append(contentsOf: buffer[..<count])
        screen.feed(buffer[..<count])
        read = true
      }
    }
    if descriptors.count > 1, descriptors[1].revents != 0 { drainStandardOutput() }
    return read
  }

  private func drainStandardOutput() {
    guard let outputPipe else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var descriptor = [pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)]
      guard poll(&descriptor, 1, 0) > 0 else { return }
      let count = read(outputPipe, &buffer, buffer.count)
      guard count > 0 else { return }
      collectedStandardOutput.append(contentsOf: buffer[..<count])
    }
  }
}

/// The parts of `termios` a program could leave changed.
public struct TerminalSettings: Equatable {
  let input, output, control, local: UInt32
  let characters: [UInt8]

  /// The parts of `settings` that are compared.
  public init(_ settings: termios) {
    input = settings.c_iflag
    output = settings.c_oflag
    control = settings.c_cflag
    local = settings.c_lflag
    var copy = settings
    characters = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
  }
}

/// Where the products of this package are built.
public enum Products {
  /// The path of an executable product built next to the test bundle.
  public static func path(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let executable = String(decoding: buffer[..<max(0, count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var folder = executable
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      if access(folder + "/" + name, X_OK) == 0 { return folder + "/" + name }
      if folder.hasSuffix(".build") { break }
    }
    return name
  }
}
