import PresentlyCore
import PresentlySystem
import Synchronization

/// The real terminal: lines edited with GNU readline on the controlling terminal.
///
/// - Lines are edited by readline, so the user's `~/.inputrc` applies (in `$if`
///   sections named by ``Configuration/applicationName``), with history per key and
///   completion limited to the candidates a widget offers.
/// - Keys are read from and text drawn on `/dev/tty`, so `x=$(tool)` and
///   `ls | tool` work; standard output is never touched, it belongs to your results.
///   Neither is standard error: readline's bell and its warnings about `~/.inputrc`
///   go to the terminal too, so that `x=$(tool 3>&1 1>&2 2>&3)` gets the result alone.
/// - Without any terminal, answers are read as plain lines from standard input,
///   prompts go to standard error without escape sequences, and the end of input
///   throws ``/PresentlyCore/PresentError/endOfInput`` rather than hanging.
/// - Reading happens on a thread of its own, so awaiting a line never blocks Swift's
///   cooperative pool; cancelling the task clears the half-typed line within
///   milliseconds.
/// - Ctrl-C at a prompt throws ``/PresentlyCore/PresentError/interrupted``. While a
///   prompt is open (and while a widget that reads no line holds the keys), Ctrl-C is a
///   key, not a SIGINT to the whole foreground group: a shell script that asked with
///   `x=$(tool)` carries on to its next line, as after `x=$(fzf)`. A SIGINT sent from
///   outside (`kill -INT`) ends a prompt the same way. Ctrl-Z and `fg` redraw the prompt;
///   a window resize is reported through ``sizeChanges()``.
/// - Every signal that ends a process by default (SIGTERM, SIGHUP, SIGQUIT, SIGPIPE,
///   SIGALRM, SIGUSR1 and the rest) restores the terminal first, then ends the process
///   with that signal (status 128 + N); a crash restores it too. A signal the process
///   was started with ignored (as `nohup` ignores SIGHUP) stays ignored.
/// - A background job (`tool &`, or `timeout 10 tool` in a script) never reads, changes
///   or draws on the terminal: it stops as the terminal driver stops background jobs,
///   and carries on after `fg`.
/// - No key sequence can hold the input thread: readline reads its keys from Presently,
///   which hands them over whole (characters, pastes) and can make readline let go at
///   any time. Text that is not UTF-8 and C1 controls become U+FFFD as they are typed.
/// - On a terminal that is not UTF-8 (`LANG=C`), everything drawn is ASCII.
///
/// Readline is one per process, and so is this terminal:
///
/// ```swift
/// let terminal = ReadlineTerminal.open()
/// let name = try await terminal.readLine(LineRequest(prompt: "Name: ", initialText: "Ada"))
/// ```
public final class ReadlineTerminal: Terminal {
  /// How the terminal is opened.
  public struct Configuration: Sendable {
    /// The name readline gives `~/.inputrc` for `$if` sections (`rl_readline_name`),
    /// and, lowercased, the folder of persistent history.
    public var applicationName: String
    /// Whether history is saved under `$XDG_STATE_HOME` (or `~/.local/state`), in
    /// `<application name>/history/<key>`. Off by default: history lasts the process.
    public var persistsHistory: Bool
    /// Whether, without a terminal, answers may be read from standard input. Turn it
    /// off when standard input carries data, such as the items of a list.
    public var readsAnswersFromStandardInput: Bool
    /// Whether Ctrl-\ and Ctrl-Z send their signals to the process group (the terminal's
    /// `ISIG`). On (the default), Ctrl-C at a prompt is a key all the same, which throws
    /// ``/PresentlyCore/PresentError/interrupted`` without signalling the caller's group.
    /// Turned off, as a dialog run by another program should (the caller is in the same
    /// group), no key sends a signal, and Ctrl-C cancels a line that takes
    /// ``/PresentlyCore/KeyAction/cancel`` and interrupts any other.
    public var keyboardSignals: Bool
    /// The status the process exits with when a signal ends it (SIGTERM, SIGHUP…),
    /// once the terminal is restored; `nil` (the default) to end by the signal itself,
    /// 128 + N to the shell. A program whose caller reads a death by signal as success
    /// (debconf) sets a status.
    public var terminationStatus: Int32?
    /// The status the process exits with when Ctrl-C's SIGINT ends it (keys send
    /// signals and no line is read: a spinner shows), once the terminal is restored;
    /// `nil` (the default) for ``terminationStatus``'s rule. A tool whose scripts test
    /// for 130 after Ctrl-C sets 130: the calling shell then carries on, as after a
    /// dialog's Ctrl-C typed at a prompt.
    public var interruptStatus: Int32?
    /// Whether, without a terminal, what is drawn goes to standard error, a transcript
    /// for a log. Off where standard error carries the results (dialog's).
    public var drawsWithoutTerminal = true

    /// Creates a configuration.
    public init(
      applicationName: String = "Presently",
      persistsHistory: Bool = false,
      readsAnswersFromStandardInput: Bool = true,
      keyboardSignals: Bool = true,
      terminationStatus: Int32? = nil
    ) {
      self.applicationName = applicationName
      self.persistsHistory = persistsHistory
      self.readsAnswersFromStandardInput = readsAnswersFromStandardInput
      self.keyboardSignals = keyboardSignals
      self.terminationStatus = terminationStatus
    }
  }

  nonisolated(unsafe) private static var opened: ReadlineTerminal?
  /// The thread that will serve the input loop of the next ``open(_:)`` it makes itself
  /// (``deferInputLoop()``), if any.
  nonisolated(unsafe) private static var servingThread: ThreadIdentity?
  /// The loop an ``open(_:)`` left to ``serveDeferredInput()``, until it takes it.
  nonisolated(unsafe) private static var deferredLoop: InputLoop?
  private static let openLock = Mutex(())

  /// The queue of top-level presentations on this terminal.
  public let presentationQueue = PresentationQueue()
  /// Whether a person is at a terminal (false when answers come from a pipe or file).
  public let isInteractive: Bool
  /// Whether styles are drawn: not when `NO_COLOR` is set, `TERM` is `dumb`, or the
  /// output is not a terminal, unless `CLICOLOR_FORCE` is set.
  public let allowsStyles: Bool

  /// How many colours the terminal draws, as `TERM`, `COLORTERM` and friends declare them
  /// (charmbracelet/colorprofile's reading); the 16 where they declare nothing.
  public let colorDepth: ColorDepth
  /// Whether everything drawn is ASCII, the terminal not being UTF-8.
  private let asciiOnly: Bool
  private let cursorControl: Bool

  private let loop: InputLoop
  private let device: TerminalDevice?
  private let currentSize: SizeCell
  private let sizes = Broadcast<TerminalSize>()
  private let terminationHandlers = TerminationHandlers()

  /// Opens the terminal of this process; later calls return the same terminal and
  /// ignore `configuration`.
  ///
  /// - Parameter configuration: The application name, history and input settings.
  public static func open(_ configuration: Configuration = Configuration()) -> ReadlineTerminal {
    openLock.withLock { _ in
      if let opened { return opened }
      let terminal = ReadlineTerminal(configuration: configuration)
      opened = terminal
      if let thread = servingThread, thread == .current {
        // Readline is set up now, on the thread that will use it: what asks it before the
        // loop runs (the keys bound to an action) is answered here.
        terminal.loop.prepareOnThisThread()
        deferredLoop = terminal.loop
      } else {
        terminal.loop.start()
      }
      StandardStreams.atExit { ReadlineTerminal.opened?.loop.restoreAtExit() }
      return terminal
    }
  }

  private init(configuration: Configuration) {
    let terminalIsUTF8 = Self.chooseUTF8Locale()
    let environment = Environment.current
    let device = TerminalDevice.open()
    self.device = device
    isInteractive = device != nil
    asciiOnly = !terminalIsUTF8
    allowsStyles = StylePolicy.allowsStyles(variable: { environment[$0] }, isTerminal: device != nil)
    colorDepth = StylePolicy.declaredColors(variable: { environment[$0] }) ?? .ansi16
    let size =
      device?.size.map { TerminalSize(columns: $0.columns, rows: $0.rows) }
      ?? Environment.sizeFromVariables(environment) ?? .standard
    let currentSize = SizeCell(size)
    self.currentSize = currentSize
    let sizes = self.sizes
    let historyDirectory =
      configuration.persistsHistory
      ? Environment.stateDirectory(environment).map { "\($0)/\(configuration.applicationName.lowercased())/history" }
      : nil
    let handlers = terminationHandlers
    cursorControl = StylePolicy.allowsCursorControl(variable: { environment[$0] }, isTerminal: device != nil)
    let settings = InputLoop.Settings(
      allowsStyles: allowsStyles,
      colorDepth: colorDepth,
      cursorControl: cursorControl,
      asciiOnly: !terminalIsUTF8,
      history: HistoryStore(directory: historyDirectory),
      columns: { currentSize.value.columns },
      onResize: {
        guard let measured = device?.size else { return }
        let size = TerminalSize(columns: measured.columns, rows: measured.rows)
        currentSize.value = size
        sizes.yield(size)
      },
      onTermination: { signal in
        handlers.run(signal)
      },
      keyboardSignals: configuration.keyboardSignals,
      terminationStatus: configuration.terminationStatus,
      interruptStatus: configuration.interruptStatus)
    let source: InputLoop.Source =
      if let device {
        .terminal(device)
      } else {
        .plain(
          input: configuration.readsAnswersFromStandardInput && FileDescriptor.standardInput.isStream
            ? FileDescriptor.standardInput.rawValue : nil,
          output: configuration.drawsWithoutTerminal && FileDescriptor.standardError.isStream
            ? FileDescriptor.standardError.rawValue : nil)
      }
    loop = InputLoop(source: source, settings: settings, applicationName: configuration.applicationName)
  }

  /// Makes the next ``open(_:)`` called on this thread leave its input loop for this
  /// thread's ``serveDeferredInput()``, instead of starting a thread for it; an open on
  /// any other thread starts one as usual.
  ///
  /// For a program whose first thread starts one task and then only waits for the
  /// process to end (the `presently` tool): that thread then reads the keys itself, and
  /// the first prompt is drawn without waiting for another thread to be scheduled.
  package static func deferInputLoop() {
    openLock.withLock { _ in servingThread = .current }
  }

  /// Runs, on the calling thread and for the rest of the process, the input loop an
  /// ``open(_:)`` left to it after ``deferInputLoop()``; returns at once when no terminal
  /// was opened meanwhile, and from then on ``open(_:)`` starts its own thread again.
  package static func serveDeferredInput() {
    let loop: InputLoop? = openLock.withLock { _ in
      servingThread = nil
      defer { deferredLoop = nil }
      return deferredLoop
    }
    loop?.runOnThisThread()
  }

  /// Reads one line with readline (or, without a terminal, a plain line of standard input).
  ///
  /// Read by a presentation with a timeout (see `LineDeadline`), the prompt shows the
  /// seconds left during the last ten, and at the deadline the line ends with
  /// ``/PresentlyCore/PresentError/timedOut``, the question left on the screen with what was decided.
  public func readLine(_ request: LineRequest) async throws(PresentError) -> String {
    try await readLineWithoutKeys(request)
  }

  /// Reads one edited line, or a key bound to one of the request's actions: the keys
  /// Presently binds (the arrows, Page Up and Down, Home, End, Space, Tab, Shift-Tab,
  /// Shift-Up and Shift-Down), a lone Escape (once `keyseq-timeout` has passed, 50 ms
  /// unless `~/.inputrc` sets it: in emacs mode at once; in vi mode, where the first
  /// Escape goes to command mode, in command mode on an empty line), and any key
  /// `~/.inputrc` binds to a `presently-…` function.
  public func read(_ request: LineRequest) async throws(PresentError) -> LineAnswer {
    let job = LineJob(request: request, deadline: LineDeadline.current)
    // Unsafe rather than checked: the job resumes it exactly once (see `LineJob`), and
    // `withCheckedContinuation` makes a generic type whose `Error` requirement the
    // runtime checks by scanning every conformance record, on the way to the first prompt.
    let ending = await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        job.attach(continuation)
        loop.submit(job)
      }
    } onCancel: {
      loop.cancel(job)
    }
    switch ending {
    case .answer(let answer): return answer
    case .failure(let error): throw error
    }
  }

  /// Starts reading, as ``read(_:)`` does, and returns at once: the input thread takes
  /// the line before the caller next waits, and no task is started for it.
  public func startReading(
    _ request: LineRequest, completion: @escaping @Sendable (Result<LineAnswer, PresentError>) -> Void
  ) -> @Sendable () -> Void {
    let job = LineJob(request: request, deadline: LineDeadline.current)
    job.attach { ending in
      switch ending {
      case .answer(let answer): completion(.success(answer))
      case .failure(let error): completion(.failure(error))
      }
    }
    loop.submit(job)
    return { [loop] in loop.cancel(job) }
  }

  /// The keys bound to `action`, as `~/.inputrc` and Presently's defaults left them.
  public func keys(for action: KeyAction) -> [String] {
    isInteractive ? Readline.boundKeys(for: action) : []
  }

  /// Whether the terminal moves its cursor: not when `TERM` is `dumb` or unset.
  public var allowsCursorControl: Bool { cursorControl }
  /// Whether the terminal's character set is UTF-8; where it is not, everything drawn
  /// is spelled in ASCII.
  public var allowsUnicode: Bool { !asciiOnly }

  /// Draws `text` without ending the line: styles where allowed, ASCII where the
  /// terminal is not UTF-8, and above a prompt that is open, which is drawn again below.
  public func write(_ text: StyledText) {
    loop.draw(.text(text.rendered(withStyles: allowsStyles, colors: colorDepth, asciiOnly: asciiOnly)))
  }

  /// Registers work to do before a signal ends the process, such as stopping the
  /// programs it started; `handler` receives the signal's number.
  ///
  /// Handlers run on the terminal's input thread, before the terminal is restored and
  /// the process ends with the signal; they must be quick and must not wait for the
  /// terminal.
  ///
  /// ```swift
  /// terminal.onTermination { _ in kill(-child, SIGKILL) }
  /// ```
  public func onTermination(_ handler: @escaping @Sendable (_ signal: Int32) -> Void) {
    terminationHandlers.add(handler)
  }

  /// Clears the screen or switches screens; ignored without cursor control.
  public func perform(_ control: ScreenControl) {
    loop.draw(.control(control))
  }

  /// Whether each edit of a line is told as it is typed: at a terminal, not from a pipe.
  public var reportsEdits: Bool { isInteractive }

  /// Whether the user's editor can be opened: at a terminal.
  public var opensEditor: Bool { device != nil }

  /// Opens the user's editor (`$VISUAL`, `$EDITOR`, Debian's `editor`, or `vi`) on `text`
  /// in a file of its own, gives it the terminal, and returns what it saved
  /// (``/PresentlyCore/Terminal/editInEditor(_:)``). The editor runs in this process's
  /// group, so that Ctrl-Z and `fg` stop and continue it with this process.
  public func editInEditor(_ text: String) async -> Result<String, EditorFailure> {
    guard let device else { return .failure(EditorFailure(reason: "No editor can be opened without a terminal.")) }
    // What the key that asked for the editor drew goes out before the editor draws.
    HeldOutput.release()
    let edited = await ExternalEditor.edit(Array(text.utf8), terminal: FileDescriptor(rawValue: device.descriptor))
    return edited.map { String(decoding: $0, as: UTF8.self) }.mapError { EditorFailure(reason: $0.reason) }
  }

  /// How many times the process was stopped with Ctrl-Z and continued: a body drawn
  /// before is no longer right above the cursor.
  public var timesScreenTaken: Int { loop.screenTaken.load(ordering: .relaxed) }

  /// Holds or releases the keys typed while no line is read (``/PresentlyCore/Terminal/holdKeys(_:)``):
  /// the input thread turns echo off, or throws away what was typed and puts the modes
  /// back, in order with what was drawn before; with no terminal, nothing.
  public func holdKeys(_ held: Bool) {
    loop.post(.holdKeys(held))
  }

  /// Shows `prompt` in place of the open line's prompt, with what was typed; ignored
  /// without cursor control, and when no line is open.
  public func replacePrompt(_ prompt: StyledText) {
    guard allowsCursorControl else { return }
    loop.draw(
      .prompt(
        marked: prompt.rendered(
          withStyles: allowsStyles, colors: colorDepth, invisibleMarkers: ("\u{01}", "\u{02}"), asciiOnly: asciiOnly),
        visible: prompt.rendered(withStyles: allowsStyles, colors: colorDepth, asciiOnly: asciiOnly)))
  }

  /// The window size, kept up to date on SIGWINCH.
  public var size: TerminalSize { currentSize.value }

  /// The sizes the window takes from now on.
  public func sizeChanges() -> AsyncStream<TerminalSize> {
    sizes.stream()
  }
  /// Calls `observer` with each new size, on the input thread, with no task of its own.
  public func observeSizes(_ observer: @escaping @Sendable (TerminalSize) -> Void) -> @Sendable () -> Void {
    sizes.observe(observer)
  }

  /// Work to do before a signal ends the process.
  private final class TerminationHandlers: Sendable {
    private let list = Mutex<[@Sendable (Int32) -> Void]>([])
    func add(_ handler: @escaping @Sendable (Int32) -> Void) { list.withLock { $0.append(handler) } }
    func run(_ signal: Int32) {
      for handler in list.withLock({ $0 }) { handler(signal) }
    }
  }

  /// The window size, shared with the input thread.
  private final class SizeCell: Sendable {
    private let storage: Mutex<TerminalSize>
    init(_ size: TerminalSize) { storage = Mutex(size) }
    var value: TerminalSize {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }

  /// Readline decodes multibyte input only in a UTF-8 locale; Swift programs start in
  /// the C locale, so take the user's, or C.UTF-8 when theirs is not UTF-8.
  ///
  /// - Returns: Whether the user's locale is UTF-8, and so, presumably, the terminal.
  private static func chooseUTF8Locale() -> Bool {
    guard TextLocale.adoptUsersCharacters() else {
      TextLocale.useCharacters("C.UTF-8")
      return false
    }
    return true
  }
}
