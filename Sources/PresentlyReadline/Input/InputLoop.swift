import PresentlyCore
import PresentlySystem
import Synchronization

/// The input thread: the one thread that reads keys, drives readline and draws while a
/// line is open.
///
/// Tasks never block on the terminal. They hand a ``LineJob`` to this loop and suspend;
/// the loop waits in `poll()` on the input, a wake-up pipe (new jobs, cancellations,
/// text to draw) and the signal pipe, and finishes the job when its line is done. A
/// cancellation reaches the loop through the wake-up pipe at once, so an abandoned line
/// is off the screen within milliseconds.
///
/// Readline reads its keys from this loop too (`nextKey`), from a ``KeyBuffer`` that
/// hands over only whole characters and whole pastes. When readline wants a key that
/// has not come, the loop waits for it in the same `poll()`, so that a cancellation, a
/// deadline or a signal still ends the line: readline is given an end of file and lets
/// go. Nothing readline does can hold the thread, and the ``Watchdog`` covers a loop
/// inside readline itself.
///
/// A background job never touches the terminal: before it reads, changes modes or draws,
/// the loop makes sure its process group has the terminal, and stops the group as the
/// terminal driver would (SIGTTOU) until the shell brings it to the foreground.
final class InputLoop: Sendable {
  /// What is drawn: text already rendered for the device, or a screen control.
  enum Output: Sendable {
    case text(String)
    case control(ScreenControl)
    /// A new prompt for the open line: marked for readline, and as drawn.
    case prompt(marked: String, visible: String)
  }

  /// Where lines come from.
  enum Source: Sendable {
    /// A terminal: keys go through readline, output goes to the terminal.
    case terminal(TerminalDevice)
    /// A pipe or file: plain lines are read and the prompts go to `output` (if any).
    case plain(input: Int32?, output: Int32?)
  }

  /// How lines are prepared and what is reported back.
  struct Settings: Sendable {
    var allowsStyles: Bool
    /// How many colours the terminal draws.
    var colorDepth: ColorDepth
    var cursorControl: Bool
    /// Whether drawn text must be ASCII: the terminal is not UTF-8.
    var asciiOnly: Bool
    var history: HistoryStore
    /// The current width, for fitting the placeholder.
    var columns: @Sendable () -> Int?
    /// Called on the input thread after the window may have changed size.
    var onResize: @Sendable () -> Void
    /// Called on the input thread before the process ends by a signal.
    var onTermination: @Sendable (Int32) -> Void
    /// Whether the terminal's keys send signals (`ISIG`); without, Ctrl-C is a key.
    var keyboardSignals = true
    /// The status to exit with when a signal ends the process; `nil` to die by it.
    var terminationStatus: Int32?
    /// The status to exit with when SIGINT ends the process; `nil` for the rule above.
    var interruptStatus: Int32?
  }

  enum Command: Sendable {
    case read(LineJob)
    case cancel(LineJob)
    case output(Output)
    /// Keys typed while no line is read are held (`true`) or released (`Terminal.holdKeys`).
    case holdKeys(Bool)
  }

  struct Mailbox {
    var commands: [Command] = []
    /// Whether a line is being read: output then goes through the loop.
    var lineIsOpen = false
    /// Jobs submitted and not yet finished, for the watchdog.
    var outstanding: [LineJob] = []
    /// Whether readline was found stuck: no line is read any more.
    var isLost = false
    /// Whether the process is exiting and the terminal was restored for it: held keys
    /// must not change the modes again.
    var isExiting = false
  }

  let source: Source
  let settings: Settings
  /// The name `~/.inputrc` knows the application by, for readline's set-up.
  let applicationName: String
  let mailbox = Mutex(Mailbox())
  /// How many times the process was stopped with the terminal (Ctrl-Z): the shell wrote
  /// on the screen meanwhile (`Terminal.timesScreenTaken`).
  let screenTaken = Atomic<Int>(0)
  let wake = InputLoop.wakePipe()
  let signals: Int32?

  static let enterAlternateScreen = "\u{1B}[?1049h"
  static let leaveAlternateScreen = "\u{1B}[?1049l"

  init(source: Source, settings: Settings, applicationName: String) {
    self.source = source
    self.settings = settings
    self.applicationName = applicationName
    if case .terminal(let device) = source {
      TerminalRestoration.record(device)
      InterruptKey.record(from: device.original)
      Readline.keyboardSignals = settings.keyboardSignals
      signals = SignalRelay.install()
      CrashGuard.install()
    } else {
      signals = nil
    }
  }

  /// The pipe that wakes the thread. A process with no descriptor left cannot read a
  /// line at all: it ends here, saying why, before the terminal is touched.
  private static func wakePipe() -> (read: FileDescriptor, write: FileDescriptor) {
    do {
      return try FileDescriptor.pipe(read: .nonBlocking, write: .nonBlocking)
    } catch {
      preconditionFailure("Presently cannot read lines: no pipe can be made (\(error.description)).")
    }
  }

  /// Starts the thread (and, on a terminal, its watchdog); they run for the rest of the
  /// process.
  func start() {
    armWatchdog()
    Threads.start("the terminal's input") { self.run() }
  }

  /// Runs the loop on the calling thread, for the rest of the process: a program whose
  /// first thread has nothing else to do reaches its first prompt without handing the
  /// work to a thread that must first be started and scheduled (which, with every core
  /// busy, waits its turn).
  func runOnThisThread() -> Never {
    armWatchdog()
    run()
    // Lost (see `lose`): nothing is read any more; the process ends from elsewhere.
    ThisProcess.waitForSignalsForever()
  }

  /// Sets readline up on the calling thread, which will run the loop
  /// (``runOnThisThread()``), before the loop runs.
  func prepareOnThisThread() {
    guard case .terminal(let device) = source else { return }
    Readline.setUp(
      applicationName: applicationName, descriptor: device.descriptor, ringsBell: settings.cursorControl)
  }

  /// Arms the watchdog before the loop starts, which reads it.
  private func armWatchdog() {
    if case .terminal(let device) = source {
      Watchdog.start { self.lose(device) }
    }
  }

  // MARK: Called from any thread

  /// Queues a line request.
  func submit(_ job: LineJob) {
    let lost = mailbox.withLock { mailbox in
      if !mailbox.isLost { mailbox.outstanding.append(job) }
      return mailbox.isLost
    }
    if lost {
      job.finish(.failure(.endOfInput))
    } else {
      post(.read(job))
    }
  }

  /// Abandons a line request: the loop clears it from the screen and finishes it as dismissed.
  func cancel(_ job: LineJob) {
    job.markCancelled()
    post(.cancel(job))
  }

  /// Draws now, or through the loop: above the open line, or once the terminal is ours.
  func draw(_ output: Output) {
    mailbox.withLock { mailbox in
      if mailbox.lineIsOpen || !isForeground {
        mailbox.commands.append(.output(output))
        signalWake()
      } else {
        perform(output)
      }
    }
  }

  /// Restores the terminal when the process exits with a line open or the alternate screen on.
  func restoreAtExit() {
    guard case .terminal = source else { return }
    // An editor opened on the text (Ctrl-E) ends with the process, and its file goes.
    ExternalEditor.abandon()
    mailbox.withLock { mailbox in
      // What a key's redraw drew is written before the terminal is put back.
      HeldOutput.release()
      // Keys held by a command still in the mailbox must not change the modes after this.
      mailbox.isExiting = true
      TerminalRestoration.restore()
    }
  }

  func post(_ command: Command) {
    mailbox.withLock { $0.commands.append(command) }
    signalWake()
  }

  func signalWake() {
    // One try: a full pipe already holds a wake-up, and waiting for room could wait on
    // the very thread that empties it.
    _ = [UInt8(1)].withUnsafeBytes { try? wake.write.write($0) }
  }

  /// Whether drawing may go straight to the terminal: there is none, or it is ours.
  var isForeground: Bool {
    guard case .terminal = source else { return true }
    return TerminalRestoration.isForeground
  }

  var isLost: Bool { mailbox.withLock { $0.isLost } }

  /// The watchdog found readline stuck: restore the terminal, end every line waiting, and
  /// read no more. The input thread is left where it is.
  private func lose(_ device: TerminalDevice) {
    let jobs = mailbox.withLock { mailbox in
      mailbox.isLost = true
      mailbox.lineIsOpen = false
      defer { mailbox.outstanding = [] }
      return mailbox.outstanding
    }
    TerminalRestoration.restore()
    if TerminalRestoration.isForeground {
      device.write("The line editor stopped responding; the terminal is restored.\r\n")
    }
    for job in jobs { job.finish(.failure(.endOfInput)) }
  }

  // MARK: The thread

  /// Why readline is being made to let go of what it was reading.
  enum Abandonment: Equatable {
    case signal
    case cancelled
    case timedOut
    /// Reading the terminal failed (see `handleReadFailure`).
    case inputFailed
  }

  /// The state of the input thread; touched by it alone.
  final class LoopState {
    /// The job whose line is wanted now.
    var active: LineJob?
    /// Whether readline has the active job's line open.
    var isReading = false
    /// The line readline has open, to take up again when an abandoned read ended it.
    var readingLine: Readline.Line?
    var waiting: [LineJob] = []
    var plainReader: PlainLineReader?
    var keys = KeyBuffer()
    var lastKeyTime = ContinuousClock.now
    /// A key held back for one call, while a search is ended before it.
    var pendingKey: UInt8?
    /// Signals taken from the pipe while readline had the thread, handled once it returns.
    var pendingSignals: [Int32] = []
    /// Commands announced while readline had the thread, handled once it returns.
    var commandsPending = false
    /// Set while readline is made to let go: every key it asks for is an end of file.
    var abandoning: Abandonment?
    /// Whether the loop waits for the terminal to be its process group's again.
    var waitingForForeground = false
    /// When to look again whether the terminal is ours, when stopping did not happen.
    var foregroundRetry: ContinuousClock.Instant?
    /// Output kept while the terminal was not ours.
    var outputs: [Output] = []
    /// A line put aside for Ctrl-Z, to take up once the terminal is ours.
    var suspended: Readline.SuspendedLine?
    /// Readline kept its line through a stop while the shell set its own modes.
    var needsPreparing = false
    /// Whether the alternate screen was on before a stop.
    var alternateBeforeStop = false
    /// Whether the user was told that the calling shell holds the terminal.
    var toldWhyWaiting = false
    /// Set after a stop of our own, whose continuation has been handled already.
    var continuedFromOwnStop = false
    /// The seconds left shown in the prompt, if any.
    var countdownShown: Int?
    /// The terminal hung up: every line ends as the input does.
    var terminalGone = false
    /// Whether keys are held: a widget that reads none is shown (``ScreenControl/holdKeys``).
    var holdsKeys = false
  }

  private func run() {
    SignalRelay.unblockOnThisThread()
    let state = LoopState()
    switch source {
    case .terminal(let device):
      // Readline is set up here, on the thread that is its only user, while the caller
      // goes on drawing its first lines: reading ~/.inputrc and the terminal's
      // description is then off the way to the first prompt. A loop run on the thread
      // that opened the terminal set it up already (`prepareOnThisThread`).
      if !Readline.isSetUp {
        Readline.setUp(
          applicationName: applicationName, descriptor: device.descriptor, ringsBell: settings.cursorControl)
      }
      Readline.keySource = { self.nextKey(state, device) }
      Readline.keyIsReady = { self.keyIsReady(state, device) }
    case .plain(let input?, _):
      state.plainReader = PlainLineReader(descriptor: input)
    case .plain:
      break
    }
    while !isLost {
      turn(state)
    }
  }

  /// One turn of the loop: a key for readline if one is ready, then whatever the
  /// descriptors and the clock say.
  private func turn(_ state: LoopState) {
    if isInterruptKey(state) {
      interruptOnKey(state)
      return
    }
    if isAnswerKey(state) {
      answerOnKey(state)
      return
    }
    var escape = loneEscapeDeadline(state)
    if let deadline = escape, ContinuousClock.now >= deadline {
      cancelOnEscape(state)
      escape = nil
    } else if escape == nil, state.isReading, state.keys.hasReady || state.pendingKey != nil {
      feedReadline(state)
      guard !isLost else { return }
    }
    let feeding = state.isReading && (state.keys.hasReady || state.pendingKey != nil) && escape == nil
    var until = feeding ? .now : nextTimer(state, now: .now)
    if let escape { until = until.map { min($0, escape) } ?? escape }
    if !Readline.hasRecordedBoundKeys, case .terminal = source, !feeding, mailbox.withLock({ $0.commands.isEmpty }) {
      // Off the way to the first prompt: only the help and the footer name the keys.
      Readline.recordBoundKeys()
    }
    let ready = waitOnce(input: inputDescriptor(state), until: until)
    if let signals, ready.signals {
      for number in FileDescriptor(rawValue: signals).drain() { handle(signal: Int32(number), state) }
    }
    if ready.wake {
      _ = wake.read.drain()
      handleCommands(state)
    }
    if ready.input != 0 { takeInput(state, hangUp: ready.input & Poll.Events.input.rawValue == 0) }
    handleTimers(state)
  }

  /// What `poll` found.
  struct Ready {
    var signals = false
    var wake = false
    var input: Int16 = 0
  }

  /// Waits until a descriptor is ready or `deadline` passes (for ever without one).
  func waitOnce(input: Int32?, until deadline: ContinuousClock.Instant?) -> Ready {
    var entries = [Poll.Entry(wake.read)]
    if let signals { entries.append(Poll.Entry(FileDescriptor(rawValue: signals))) }
    if let input { entries.append(Poll.Entry(FileDescriptor(rawValue: input))) }
    let found = Poll.wait(entries, until: deadline)
    var ready = Ready(wake: !found[0].isEmpty)
    if signals != nil { ready.signals = !found[1].isEmpty }
    if input != nil { ready.input = found[found.count - 1].rawValue }
    return ready
  }

  /// The descriptor keys or lines are read from now, if any.
  private func inputDescriptor(_ state: LoopState) -> Int32? {
    switch source {
    case .terminal(let device):
      (state.isReading && !state.waitingForForeground) || readsHeldKeys(state) ? device.keys : nil
    case .plain:
      state.active == nil ? nil : state.plainReader?.descriptor
    }
  }
}
