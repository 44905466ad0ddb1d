/// A terminal that presentations draw on and read from: a few primitives that every
/// widget is written against.
///
/// Two terminals ship with Presently: `ReadlineTerminal`, the real one on GNU
/// readline, and `ScriptedTerminal` in `PresentationTesting`, a fake that answers
/// prompts from a script. Widgets know only this protocol.
///
/// Conforming types must be safe to call from any task; `readLine` serves one line at
/// a time, and ``write(_:)`` while a line is being read draws above it without losing
/// what was typed.
public protocol Terminal: Presenter, AnyObject {
  /// Reads one edited line.
  ///
  /// - Parameter request: The prompt, initial text, completion, secrecy and history.
  /// - Returns: The line, without its line terminator.
  /// - Throws: ``PresentError/interrupted`` for Ctrl-C, ``PresentError/endOfInput``
  ///   for Ctrl-D or the end of input, ``PresentError/dismissed`` when the calling
  ///   task is cancelled (the half-typed line is cleared from the screen).
  func readLine(_ request: LineRequest) async throws(PresentError) -> String

  /// Reads one edited line, or a key that does one of the request's
  /// ``LineRequest/keyActions``.
  ///
  /// A terminal without keys of its own reads a line: the default implementation
  /// calls ``readLine(_:)``.
  ///
  /// - Throws: As ``readLine(_:)``.
  func read(_ request: LineRequest) async throws(PresentError) -> LineAnswer

  /// Starts reading as ``read(_:)`` does, and returns at once; `completion` is told,
  /// once and on any thread, how the read ended. The closure returned cancels the read:
  /// its completion then says ``PresentError/dismissed``, unless the line ended first.
  ///
  /// The default implementation reads in a task of its own.
  func startReading(
    _ request: LineRequest, completion: @escaping @Sendable (Result<LineAnswer, PresentError>) -> Void
  ) -> @Sendable () -> Void

  /// The keys that do `action` now, by name (`Down`, `Ctrl-T`), for help and hints.
  func keys(for action: KeyAction) -> [String]

  /// Writes text at the cursor. While a line is being read, the text goes above it
  /// and the line is drawn again below, as it was.
  func write(_ text: StyledText)

  /// Changes the whole screen; ignored where the terminal cannot.
  func perform(_ control: ScreenControl)

  /// Shows `prompt` in place of the prompt of the line being read, keeping what was
  /// typed and where the cursor is: a list's count as the user narrows it. Ignored when
  /// no line is open, and where the terminal cannot draw in place.
  func replacePrompt(_ prompt: StyledText)

  /// Holds or releases the keys typed while no line is read. Held, what is typed is
  /// neither echoed nor kept, and Ctrl-C still interrupts: for a widget that reads no
  /// keys (a spinner, a gauge), so that keys typed while it shows neither garble its
  /// line nor reach the shell after it. Released (or once the next line opens), what was
  /// typed meanwhile is thrown away and the terminal's modes are put back. Ignored where
  /// nobody types.
  func holdKeys(_ held: Bool)

  /// How many times the screen was taken from the program and given back (stopped with
  /// Ctrl-Z, then `fg`): when it changed, what was drawn before is no longer right above
  /// the cursor (the shell's lines are in between), and a body is drawn anew below
  /// rather than over itself.
  var timesScreenTaken: Int { get }

  /// The current size in cells.
  var size: TerminalSize { get }

  /// The sizes the terminal takes from now on, one element per change, until the
  /// consuming task is cancelled. An element may repeat the size: the screen was taken
  /// from the program meanwhile (it was stopped with Ctrl-Z and continued) and what a
  /// full-screen presentation drew may be gone.
  func sizeChanges() -> AsyncStream<TerminalSize>

  /// Calls `observer` with each size ``sizeChanges()`` delivers, from now until the
  /// returned closure is called, on whatever thread learns of it: for a loop that must
  /// not start a task to listen (a dialog's first prompt starts no thread).
  ///
  /// The default implementation listens in a task of its own.
  func observeSizes(_ observer: @escaping @Sendable (TerminalSize) -> Void) -> @Sendable () -> Void

  /// Whether a person is at the keyboard: false when answers come from a pipe or file.
  var isInteractive: Bool { get }

  /// Whether styles are drawn: not when `NO_COLOR` is set, `TERM` is `dumb`, or the
  /// output is not a terminal.
  var allowsStyles: Bool { get }

  /// How many colours the terminal draws, where it draws styles: a colour it lacks is
  /// drawn as the nearest it has. The default is ``ColorDepth/trueColor``.
  var colorDepth: ColorDepth { get }

  /// Whether the cursor can be moved up to draw again in place (``ScreenControl/erase(lines:)``);
  /// without it a widget prints what changed on new lines.
  var allowsCursorControl: Bool { get }

  /// Whether a request's ``LineRequest/onEdit`` is told each change of the line as it is
  /// typed: a terminal with keys of its own. A terminal that reads whole lines (answers
  /// from a pipe) does not.
  var reportsEdits: Bool { get }

  /// Whether ``editInEditor(_:)`` can open the user's editor: a terminal with a screen
  /// and keys to give it.
  var opensEditor: Bool { get }
  /// Opens the user's editor (`$VISUAL`, `$EDITOR`) on `text`, gives it the terminal
  /// until it ends, and returns the text it saved: what a text of several lines does on
  /// Ctrl-E (``KeyAction/openEditor``), as gum's does. Call it while no line is read.
  ///
  /// - Returns: The text saved, or why there is none (no editor could be opened, or it
  ///   ended with a failure: the text is then as it was).
  func editInEditor(_ text: String) async -> Result<String, EditorFailure>
  /// Whether characters beyond ASCII reach the screen as themselves: a UTF-8 terminal.
  /// Where they do not, text drawn is spelled in ASCII, and a widget that draws symbols
  /// (a spinner's frames) picks ASCII ones.
  var allowsUnicode: Bool { get }
}

extension Terminal {
  /// Reads a line: for terminals without keys of their own.
  public func read(_ request: LineRequest) async throws(PresentError) -> LineAnswer {
    .line(try await readLine(request))
  }

  /// Listens to ``sizeChanges()`` in a task of its own, subscribed before it returns: a
  /// size told once it has returned reaches `observer`, however late the task starts.
  public func observeSizes(_ observer: @escaping @Sendable (TerminalSize) -> Void) -> @Sendable () -> Void {
    let sizes = sizeChanges()
    let listener = Task {
      for await size in sizes { observer(size) }
    }
    return { listener.cancel() }
  }

  /// Reads in a task of its own.
  public func startReading(
    _ request: LineRequest, completion: @escaping @Sendable (Result<LineAnswer, PresentError>) -> Void
  ) -> @Sendable () -> Void {
    let reader = Task {
      do throws(PresentError) {
        completion(.success(try await read(request)))
      } catch {
        completion(.failure(error))
      }
    }
    return { reader.cancel() }
  }

  /// A line read through ``read(_:)`` with no key actions: ``readLine(_:)`` for a
  /// terminal that has keys of its own.
  package func readLineWithoutKeys(_ request: LineRequest) async throws(PresentError) -> String {
    var request = request
    request.keyActions = []
    guard case .line(let text) = try await read(request) else { throw .dismissed }
    return text
  }

  /// Every character: for terminals that draw into text, not a screen.
  public var allowsUnicode: Bool { true }

  /// Whole lines only: for terminals without keys of their own.
  public var reportsEdits: Bool { false }

  /// Never: for terminals with no screen and keys to give an editor.
  public var opensEditor: Bool { false }
  /// A failure: for terminals with no screen and keys to give an editor.
  public func editInEditor(_ text: String) async -> Result<String, EditorFailure> {
    .failure(EditorFailure(reason: "No editor can be opened here."))
  }
  /// Nothing: for terminals that cannot draw a prompt again.
  public func replacePrompt(_ prompt: StyledText) {}

  /// Nothing: for terminals nobody types at.
  public func holdKeys(_ held: Bool) {}

  /// Never: for terminals no shell takes back.
  public var timesScreenTaken: Int { 0 }

  /// The default keys: for terminals whose bindings cannot change.
  public func keys(for action: KeyAction) -> [String] {
    action.defaultKeys
  }

  /// Every colour as asked: for terminals that do not say.
  public var colorDepth: ColorDepth { .trueColor }

  /// Whether styles are drawn, which goes with cursor control on most terminals.
  public var allowsCursorControl: Bool { allowsStyles }

  /// The terminal itself: presentations started here are at the top level.
  public var terminal: any Terminal { self }

  /// Writes text followed by a line break.
  public func writeLine(_ text: StyledText = StyledText()) {
    write(text + "\n")
  }
}
