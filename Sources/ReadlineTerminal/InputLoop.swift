import Glibc
import Presentation
import Synchronization

/// The input thread: the one thread that reads keys, drives readline and draws while a
/// line is open.
///
/// Tasks never block on the terminal. They hand a ``LineJob`` to this loop and suspend;
/// the loop waits in `poll()` on the input, a wake-up pipe (new jobs, cancellations,
/// text to draw) and the signal pipe, and finishes the job when its line is done. A
/// cancellation reaches the loop through the wake-up pipe at once, so an abandoned line
/// is off the screen within milliseconds.
final class InputLoop: Sendable {
  /// What is drawn: text already rendered for the device, or a screen control.
  enum Output: Sendable {
    case text(String)
    case control(ScreenControl)
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
    var cursorControl: Bool
    var history: HistoryStore
    /// The current width, for fitting the placeholder.
    var columns: @Sendable () -> Int?
    /// Called on the input thread after the window may have changed size.
    var onResize: @Sendable () -> Void
  }

  private enum Command: Sendable {
    case read(LineJob)
    case cancel(LineJob)
    case output(Output)
  }

  private struct Mailbox {
    var commands: [Command] = []
    var lineIsOpen = false
    var alternateScreen = false
  }

  private let source: Source
  private let settings: Settings
  private let mailbox = Mutex(Mailbox())
  private let wake = FileDescriptor.makePipe()
  private let signals: Int32?

  init(source: Source, settings: Settings, applicationName: String) {
    self.source = source
    self.settings = settings
    if case .terminal(let device) = source {
      Readline.setUp(applicationName: applicationName, descriptor: device.descriptor)
      signals = SignalRelay.install()
    } else {
      signals = nil
    }
  }

  /// Starts the thread; it runs for the rest of the process.
  func start() {
    let box = Unmanaged.passRetained(self).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { argument in
        let loop = Unmanaged<InputLoop>.fromOpaque(argument!).takeRetainedValue()
        loop.run()
        return nil
      }, box)
    precondition(result == 0, "Could not start the terminal input thread: \(result)")
    pthread_detach(thread)
  }

  // MARK: Called from any thread

  /// Queues a line request.
  func submit(_ job: LineJob) {
    post(.read(job))
  }

  /// Abandons a line request: the loop clears it from the screen and finishes it as dismissed.
  func cancel(_ job: LineJob) {
    job.markCancelled()
    post(.cancel(job))
  }

  /// Draws now, or above the open line through the loop.
  func draw(_ output: Output) {
    mailbox.withLock { mailbox in
      if mailbox.lineIsOpen {
        mailbox.commands.append(.output(output))
        signalWake()
      } else {
        perform(output, in: &mailbox)
      }
    }
  }

  /// Restores the terminal when the process exits with a line open or the alternate screen on.
  func restoreAtExit() {
    guard case .terminal(let device) = source else { return }
    mailbox.withLock { mailbox in
      if mailbox.alternateScreen { device.write(Self.leaveAlternateScreen) }
      if mailbox.lineIsOpen { device.write("\u{1B}[?2004l\n") }
      mailbox.alternateScreen = false
    }
    device.restoreSettings()
  }

  private func post(_ command: Command) {
    mailbox.withLock { $0.commands.append(command) }
    signalWake()
  }

  private func signalWake() {
    var byte: UInt8 = 1
    _ = Glibc.write(wake.write, &byte, 1)
  }

  // MARK: The thread

  private final class Jobs {
    var active: LineJob?
    var waiting: [LineJob] = []
    var plainReader: PlainLineReader?
    /// Set after a stop for Ctrl-Z, whose continuation has been drawn already.
    var continuedFromOwnStop = false
  }

  private func run() {
    let jobs = Jobs()
    if case .plain(let input?, _) = source { jobs.plainReader = PlainLineReader(descriptor: input) }
    while true {
      var descriptors = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
      if let signals { descriptors.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
      let input = jobs.active == nil ? nil : inputDescriptor(jobs)
      if let input { descriptors.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
      let count = poll(&descriptors, nfds_t(descriptors.count), -1)
      if count < 0 { continue }

      if let signals, descriptors[1].revents != 0 {
        for number in FileDescriptor.drain(signals) { handle(signal: Int32(number), jobs) }
      }
      if descriptors[0].revents != 0 {
        _ = FileDescriptor.drain(wake.read)
        handleCommands(jobs)
      }
      if input != nil, let last = descriptors.last, last.revents != 0, jobs.active != nil {
        readInput(jobs, hangUp: last.revents & Int16(POLLIN) == 0)
      }
    }
  }

  private func inputDescriptor(_ jobs: Jobs) -> Int32? {
    switch source {
    case .terminal(let device): device.descriptor
    case .plain: jobs.plainReader?.descriptor
    }
  }

  private func handleCommands(_ jobs: Jobs) {
    let commands = mailbox.withLock { mailbox in
      defer { mailbox.commands = [] }
      return mailbox.commands
    }
    var outputs: [Output] = []
    for command in commands {
      switch command {
      case .read(let job):
        jobs.waiting.append(job)
      case .cancel(let job):
        if jobs.active === job {
          flush(outputs)
          outputs = []
          Readline.abandon(echo: nil)
          finishActive(jobs, with: .failure(.dismissed))
        } else if let index = jobs.waiting.firstIndex(where: { $0 === job }) {
          jobs.waiting.remove(at: index)
          job.finish(.failure(.dismissed))
        }
      case .output(let output):
        outputs.append(output)
      }
    }
    flush(outputs)
    startNext(jobs)
  }

  /// Draws outputs queued while a line was open: above it if it still is.
  private func flush(_ outputs: [Output]) {
    guard !outputs.isEmpty else { return }
    mailbox.withLock { mailbox in
      let text = outputs.map { render($0, in: &mailbox) }.joined()
      if Readline.isReading { Readline.printAbove(text) } else { write(text) }
    }
  }

  private func startNext(_ jobs: Jobs) {
    while jobs.active == nil, !jobs.waiting.isEmpty {
      let job = jobs.waiting.removeFirst()
      if job.isCancelled {
        job.finish(.failure(.dismissed))
        continue
      }
      jobs.active = job
      mailbox.withLock { $0.lineIsOpen = true }
      switch source {
      case .terminal:
        Readline.begin(prepare(job.request))
      case .plain(let input, let output):
        if let output { FileDescriptor.writeAll(output, job.request.prompt.rendered(withStyles: false)) }
        if input == nil {
          if let output { FileDescriptor.writeAll(output, "\n") }
          finishActive(jobs, with: .failure(.endOfInput))
        } else {
          servePlain(jobs)
        }
      }
    }
  }

  private func readInput(_ jobs: Jobs, hangUp: Bool) {
    switch source {
    case .terminal:
      guard let outcome = Readline.readCharacter() else { return }
      switch outcome {
      case .accepted(let line):
        if let key = jobs.active?.request.historyKey, jobs.active?.request.isSecret == false {
          settings.history.record(line, for: key)
        }
        finishActive(jobs, with: .success(line))
      case .endOfInput:
        finishActive(jobs, with: .failure(.endOfInput))
      }
    case .plain:
      if hangUp { jobs.plainReader?.markEnded() } else { jobs.plainReader?.fill() }
      servePlain(jobs)
    }
  }

  private func servePlain(_ jobs: Jobs) {
    guard let line = jobs.plainReader?.next() else { return }
    if case .plain(_, let output?) = source { FileDescriptor.writeAll(output, "\n") }
    switch line {
    case .line(let text): finishActive(jobs, with: .success(text))
    case .endOfInput: finishActive(jobs, with: .failure(.endOfInput))
    }
  }

  /// Closes the open line: draws what was queued for it, then resumes its task.
  private func finishActive(_ jobs: Jobs, with result: Result<String, PresentError>) {
    guard let job = jobs.active else { return }
    jobs.active = nil
    mailbox.withLock { mailbox in
      mailbox.lineIsOpen = false
      var kept: [Command] = []
      for command in mailbox.commands {
        if case .output(let output) = command { perform(output, in: &mailbox) } else { kept.append(command) }
      }
      mailbox.commands = kept
      if !kept.isEmpty { signalWake() }
    }
    job.finish(result)
  }

  // MARK: Signals

  private func handle(signal: Int32, _ jobs: Jobs) {
    guard case .terminal(let device) = source else { return }
    switch signal {
    case SIGINT:
      guard jobs.active != nil else { dieRestoring(device, of: SIGINT) }
      Readline.abandon(echo: "^C")
      finishActive(jobs, with: .failure(.interrupted))
      startNext(jobs)
    case SIGTERM, SIGHUP:
      dieRestoring(device, of: signal)
    case SIGWINCH:
      Readline.resize()
      settings.onResize()
    case SIGTSTP:
      stop(device, jobs)
    case SIGCONT:
      if jobs.continuedFromOwnStop {
        jobs.continuedFromOwnStop = false
      } else {
        Readline.redraw()
      }
    default:
      break
    }
  }

  /// Ctrl-Z: puts the terminal back as it was found, stops, and takes the line up again
  /// once continued.
  ///
  /// The shell may have taken the terminal already, when another process of the same
  /// job stopped first (a subshell, say): then the terminal is left with the shell's
  /// modes, and readline's are set again on continuing.
  private func stop(_ device: TerminalDevice, _ jobs: Jobs) {
    let alternate = mailbox.withLock { $0.alternateScreen }
    let ownsTerminal = device.isForeground
    let suspended = SignalRelay.withBackgroundOutputAllowed { () -> Readline.SuspendedLine? in
      let suspended = ownsTerminal ? Readline.suspend() : nil
      // The shell's screen is the normal one, whoever has the terminal now.
      if alternate { device.write(Self.leaveAlternateScreen) }
      if ownsTerminal { device.restoreSettings() }
      return suspended
    }
    SignalRelay.stopUntilContinued()
    if alternate { device.write(Self.enterAlternateScreen) }
    if ownsTerminal {
      if let suspended { Readline.resume(suspended) }
    } else {
      Readline.prepareAgain()
    }
    jobs.continuedFromOwnStop = true
    settings.onResize()
  }

  private func dieRestoring(_ device: TerminalDevice, of signal: Int32) -> Never {
    Readline.tearDown()
    mailbox.withLock { mailbox in
      if mailbox.alternateScreen { device.write(Self.leaveAlternateScreen) }
      mailbox.alternateScreen = false
    }
    device.restoreSettings()
    SignalRelay.die(of: signal)
  }

  // MARK: Drawing

  private static let enterAlternateScreen = "\u{1B}[?1049h"
  private static let leaveAlternateScreen = "\u{1B}[?1049l"

  private func perform(_ output: Output, in mailbox: inout Mailbox) {
    write(render(output, in: &mailbox))
  }

  private func render(_ output: Output, in mailbox: inout Mailbox) -> String {
    switch output {
    case .text(let text):
      return text
    case .control(let control):
      guard settings.cursorControl else { return "" }
      switch control {
      case .clear:
        return "\u{1B}[H\u{1B}[2J"
      case .enterAlternateScreen:
        guard !mailbox.alternateScreen else { return "" }
        mailbox.alternateScreen = true
        return Self.enterAlternateScreen
      case .leaveAlternateScreen:
        guard mailbox.alternateScreen else { return "" }
        mailbox.alternateScreen = false
        return Self.leaveAlternateScreen
      }
    }
  }

  private func write(_ text: String) {
    guard !text.isEmpty else { return }
    switch source {
    case .terminal(let device): device.write(text)
    case .plain(_, let output?): FileDescriptor.writeAll(output, text)
    case .plain(_, nil): break
    }
  }

  // MARK: Preparing a line

  private func prepare(_ request: LineRequest) -> Readline.Line {
    let styles = settings.allowsStyles
    let promptWidth = DisplayWidth.of(request.prompt.lines.last?.plain ?? "")
    let room = (settings.columns() ?? TerminalSize.standard.columns) - promptWidth - 1
    let placeholder = request.placeholder.map { hint -> (text: String, width: Int) in
      let text = StyledText(hint, style: .dim).truncated(toWidth: max(0, room))
      return (text.rendered(withStyles: styles), DisplayWidth.of(text.plain))
    }
    return Readline.Line(
      prompt: request.prompt.rendered(withStyles: styles, invisibleMarkers: ("\u{01}", "\u{02}")),
      visiblePrompt: request.prompt.rendered(withStyles: styles),
      initialText: Sanitizer.sanitize(request.initialText, lineBreaks: .show),
      placeholder: placeholder,
      promptWidth: promptWidth,
      isSecret: request.isSecret,
      completion: request.completion,
      history: request.historyKey.map { settings.history.entries(for: $0) } ?? [],
      cursorControl: settings.cursorControl)
  }
}
