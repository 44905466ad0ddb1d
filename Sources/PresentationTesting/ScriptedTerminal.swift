import PresentlyCore
import Synchronization

/// A fake terminal that answers prompts from a script and records everything drawn.
///
/// Use it to test your own presentables without a terminal: give it the answers a
/// user would type, present, and assert on the result and the transcript.
///
/// ```swift
/// let terminal = ScriptedTerminal(answers: ["", "n"])
/// let proceed = try await terminal.present(confirmation)
/// #expect(proceed == false)
/// #expect(terminal.transcript.contains("Continue? [y/N]"))
/// ```
///
/// Answers are consumed one per prompt. When they run out, the next prompt ends as at
/// Ctrl-D, and a presentation that ends so throws ``ScriptRanOut``, which names the
/// prompt that wanted an answer and the answers consumed before it. With
/// ``OutOfAnswers/wait`` the prompt waits for ``type(_:)`` instead, so that a test can
/// drive a presentation step by step with ``nextPrompt(within:)``.
public final class ScriptedTerminal: Terminal {
  /// What happens at a prompt when the script has no answer left.
  public enum OutOfAnswers: Sendable {
    /// The prompt ends as at the end of input (a question with a default takes it), and
    /// a presentation that ends for want of the answer throws ``ScriptRanOut``: a test
    /// that gave too few answers says where. The default.
    case fail
    /// The prompt ends with ``/PresentlyCore/PresentError/endOfInput``, as when input runs out,
    /// and so does the presentation: for a test that ends its input by running out.
    case endOfInput
    /// The prompt waits for ``ScriptedTerminal/type(_:)`` or for cancellation.
    case wait
  }

  struct PendingRead {
    /// Tells this read from a later one, so that a late cancellation ends only its own.
    let id: Int
    let request: LineRequest
    let continuation: CheckedContinuation<LineAnswer, any Error>
    /// The text in the line: the initial text, or what ``ScriptedAnswer/typing(_:)`` put there.
    var text: String
  }

  struct State {
    var answers: [ScriptedAnswer]
    var size: TerminalSize
    var transcript = ""
    /// What the screen shows: the transcript since the last clear, less erased lines.
    var screen = ""
    var written = StyledText()
    var requests: [LineRequest] = []
    var screensAtPrompts: [String] = []
    var controls: [ScreenControl] = []
    var replacedPrompts: [StyledText] = []
    var pending: PendingRead?
    /// The answers consumed, with the prompts they went to.
    var consumed: [ScriptRanOut.Answer] = []
    /// The first prompt the script had no answer for, with ``OutOfAnswers/fail``.
    var ranOut: ScriptRanOut?
    var promptWaiters: [Int: CheckedContinuation<LineRequest?, Never>] = [:]
    /// The last identity given to a read or a waiter.
    var lastID = 0

    /// A new identity for a read or a waiter.
    mutating func nextID() -> Int {
      lastID += 1
      return lastID
    }

    /// Adds drawn text to the transcript and the screen.
    mutating func record(_ text: String) {
      transcript += text
      screen += text
    }

    /// Takes off the screen the line the cursor is on and the `lines` lines above it.
    mutating func eraseScreen(lines: Int) {
      var cut = screen.endIndex
      if let lastBreak = screen[..<cut].lastIndex(of: "\n") {
        cut = screen.index(after: lastBreak)
      } else {
        cut = screen.startIndex
      }
      for _ in 0..<max(0, lines) {
        guard cut > screen.startIndex else { break }
        let before = screen.index(before: cut)
        cut = screen[..<before].lastIndex(of: "\n").map { screen.index(after: $0) } ?? screen.startIndex
      }
      screen.removeSubrange(cut...)
    }
  }

  let state: Mutex<State>
  private let outOfAnswers: OutOfAnswers
  let sizes = Broadcast<TerminalSize>(bufferingPolicy: .unbounded)

  /// The queue of top-level presentations on this terminal.
  public let presentationQueue = PresentationQueue()
  /// Whether the fake claims a person is at the keyboard.
  public let isInteractive: Bool
  /// Whether the fake claims styles are drawn; the transcript is plain either way.
  public let allowsStyles: Bool
  /// Whether the fake claims the cursor can move up (``/PresentlyCore/ScreenControl/erase(lines:)``).
  public let allowsCursorControl: Bool
  /// Whether the fake claims to tell each edit as it is typed: then lists narrow on
  /// ``ScriptedAnswer/typing(_:)`` steps, and Enter takes what they highlight.
  public let reportsEdits: Bool

  /// Creates a scripted terminal.
  ///
  /// - Parameters:
  ///   - answers: What the user types, one answer per prompt.
  ///   - size: The window size: 80 by 24 unless given. A browser puts its detail beside
  ///     the list only from 100 columns, so a test of a browser usually gives one, such
  ///     as `TerminalSize(columns: 120, rows: 30)`.
  ///   - isInteractive: What ``isInteractive`` reports.
  ///   - allowsStyles: What ``allowsStyles`` reports.
  ///   - allowsCursorControl: What ``allowsCursorControl`` reports.
  ///   - reportsEdits: What ``reportsEdits`` reports: `false` reads whole lines, as
  ///     from a pipe, `true` types them key by key, as at a terminal.
  ///   - outOfAnswers: What a prompt does when no answer is left: by default, it ends as
  ///     at the end of input, and the presentation throws ``ScriptRanOut``.
  ///   - editor: The user's editor, for ``editInEditor(_:)`` (Ctrl-E in a text of several
  ///     lines): given the text, it returns what the user saved, or `nil` for an editor
  ///     that failed. Without one, no editor can be opened.
  public init(
    answers: [ScriptedAnswer] = [],
    size: TerminalSize = .standard,
    isInteractive: Bool = true,
    allowsStyles: Bool = true,
    allowsCursorControl: Bool = true,
    reportsEdits: Bool = false,
    outOfAnswers: OutOfAnswers = .fail,
    editor: (@Sendable (_ text: String) -> String?)? = nil
  ) {
    state = Mutex(State(answers: answers, size: size))
    self.isInteractive = isInteractive
    self.allowsStyles = allowsStyles
    self.allowsCursorControl = allowsCursorControl
    self.reportsEdits = reportsEdits
    self.outOfAnswers = outOfAnswers
    self.editor = editor
  }

  /// The user's editor, as the script plays it (see ``init(answers:size:isInteractive:allowsStyles:allowsCursorControl:reportsEdits:outOfAnswers:editor:)``).
  private let editor: (@Sendable (_ text: String) -> String?)?

  /// Whether the script has an editor.
  public var opensEditor: Bool { editor != nil }

  /// Plays the script's editor on `text`, noting `⟨editor⟩` in the transcript.
  public func editInEditor(_ text: String) async -> Result<String, EditorFailure> {
    state.withLock { $0.record("\u{27E8}editor\u{27E9}\n") }
    guard let editor else { return .failure(EditorFailure(reason: "No editor can be opened here.")) }
    guard let saved = editor(text) else {
      return .failure(EditorFailure(reason: "The editor ended with status 1; the text is as it was."))
    }
    return .success(saved)
  }

  // MARK: What a test reads

  /// Everything drawn so far as plain text: written text, and each prompt followed by
  /// what was typed at it (nothing for secret input), `^C` or `^D`.
  public var transcript: String { state.withLock { $0.transcript } }

  /// The transcript since the screen was last cleared.
  public var screen: String {
    state.withLock { $0.screen }
  }

  /// Everything written with ``write(_:)``, with its styles.
  public var written: StyledText { state.withLock { $0.written } }

  /// Every line request made so far, in order.
  public var requests: [LineRequest] { state.withLock { $0.requests } }

  /// What the screen showed as each line request was made, in the order of
  /// ``requests``: what a widget drew before its last prompt, which its ending line
  /// replaces once it ends.
  ///
  /// ```swift
  /// #expect(terminal.screensAtPrompts.last?.contains(" >2  banana") == true)
  /// ```
  public var screensAtPrompts: [String] { state.withLock { $0.screensAtPrompts } }

  /// The screen controls performed so far, in order.
  public var controls: [ScreenControl] { state.withLock { $0.controls } }

  /// The prompts shown in place of an open line's prompt, in order.
  public var replacedPrompts: [StyledText] { state.withLock { $0.replacedPrompts } }

  /// The answers not yet consumed.
  public var remainingAnswers: Int { state.withLock { $0.answers.count } }

  /// Whether a prompt is waiting for an answer now.
  public var isWaitingForAnswer: Bool { state.withLock { $0.pending != nil } }

  // MARK: What a test does

  /// Adds answers to the end of the script, answering a waiting prompt at once.
  public func type(_ answers: ScriptedAnswer...) {
    var resumes: [() -> Void] = []
    state.withLock { state in
      state.answers.append(contentsOf: answers)
      state.ranOut = nil
      if let pending = state.pending {
        state.pending = nil
        resumes = serve(pending, state: &state)
      }
    }
    for resume in resumes { resume() }
  }

  /// Waits until a prompt is waiting for an answer, and returns its request.
  ///
  /// ```swift
  /// let task = Task { try await terminal.present(browser) }
  /// let request = try await terminal.nextPrompt()
  /// #expect(request.prompt.plain == "> ")
  /// terminal.type("q")
  /// ```
  /// - Parameter limit: How long to wait; a presentation that ended, or never asks,
  ///   fails the wait instead of hanging the test.
  /// - Throws: ``NoPrompt`` when no prompt opened within `limit`, or the waiting task
  ///   was cancelled.
  public func nextPrompt(within limit: Duration = .seconds(30)) async throws(NoPrompt) -> LineRequest {
    try await nextPrompt(within: limit, clock: ContinuousClock())
  }

  /// Waits until a prompt is waiting for an answer, for at most `limit` on `clock`, and
  /// returns its request: with a ``ManualClock``, the wait ends exactly when the test
  /// moves the clock past it.
  ///
  /// - Throws: ``NoPrompt`` when no prompt opened within `limit`, or the waiting task
  ///   was cancelled.
  public func nextPrompt<C: Clock>(within limit: C.Duration, clock: C) async throws(NoPrompt) -> LineRequest
  where C.Duration: Sendable {
    let request = await withTaskGroup(of: LineRequest?.self) { group in
      group.addTask { await self.promptOrCancellation() }
      group.addTask {
        try? await clock.sleep(for: limit)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    guard let request else { throw NoPrompt(limit: "\(limit)", screen: screen) }
    return request
  }

  /// The error of a wait for a prompt that did not open.
  public struct NoPrompt: Error, CustomStringConvertible {
    /// How long the wait lasted, on its clock.
    public let limit: String
    /// What the screen showed when the wait gave up.
    public let screen: String

    /// The limit and the end of the screen, for a test's failure message.
    public var description: String {
      "No prompt opened within \(limit). The screen:\n\(screen.suffix(2000))"
    }
  }

  /// The next open prompt's request, or `nil` once the waiting task is cancelled.
  private func promptOrCancellation() async -> LineRequest? {
    let id = state.withLock { $0.nextID() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<LineRequest?, Never>) in
        let now = state.withLock { state -> LineRequest?? in
          if let pending = state.pending { return .some(pending.request) }
          if Task.isCancelled { return .some(nil) }
          state.promptWaiters[id] = continuation
          return .none
        }
        if let now { continuation.resume(returning: now) }
      }
    } onCancel: {
      let waiter = state.withLock { $0.promptWaiters.removeValue(forKey: id) }
      waiter?.resume(returning: nil)
    }
  }

  /// Changes the window size and tells the observers, as SIGWINCH would.
  public func resize(to size: TerminalSize) {
    state.withLock { $0.size = size }
    sizes.yield(size)
  }

  // MARK: Terminal

  /// Answers from the script: a line, or the end of the input or Ctrl-C as an error.
  /// Key steps do not apply to a line read this way: they are skipped.
  public func readLine(_ request: LineRequest) async throws(PresentError) -> String {
    try await readLineWithoutKeys(request)
  }

  /// Answers from the script: a line, or a ``ScriptedAnswer/key(_:)`` step whose action
  /// the request takes.
  public func read(_ request: LineRequest) async throws(PresentError) -> LineAnswer {
    if Task.isCancelled { throw .dismissed }
    let id = state.withLock { $0.nextID() }
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<LineAnswer, any Error>) in
          let resumes = state.withLock { state -> [() -> Void] in
            // A cancellation that came before this lock found nothing pending to end: end it here.
            if Task.isCancelled { return [{ continuation.resume(throwing: PresentError.dismissed) }] }
            state.requests.append(request)
            state.screensAtPrompts.append(state.screen)
            let text = request.isSecret ? "" : request.initialText
            let read = PendingRead(id: id, request: request, continuation: continuation, text: text)
            return serve(read, state: &state, outOfAnswers: outOfAnswers)
          }
          for resume in resumes { resume() }
        }
      } onCancel: {
        let pending = state.withLock { state -> PendingRead? in
          guard let pending = state.pending, pending.id == id else { return nil }
          state.pending = nil
          state.record(pending.request.prompt.plain + "\n")
          return pending
        }
        pending?.continuation.resume(throwing: PresentError.dismissed)
      }
    } catch let error as PresentError {
      throw error
    } catch {
      throw .dismissed
    }
  }

  /// The keys the fake's actions stand for: the default ones.
  public func keys(for action: KeyAction) -> [String] {
    action.defaultKeys
  }

  /// Records the text.
  public func write(_ text: StyledText) {
    state.withLock { state in
      state.record(text.plain)
      state.written.append(text)
    }
  }

  /// Records the control; ``/PresentlyCore/ScreenControl/clear`` starts a new ``screen``, and
  /// ``/PresentlyCore/ScreenControl/erase(lines:)`` takes lines off its end.
  public func perform(_ control: ScreenControl) {
    state.withLock { state in
      state.controls.append(control)
      switch control {
      case .clear, .enterAlternateScreen: state.screen = ""
      case .erase(let lines) where allowsCursorControl: state.eraseScreen(lines: lines)
      case .erase, .leaveAlternateScreen: break
      }
    }
  }

  /// Records the prompt, in ``replacedPrompts``.
  public func replacePrompt(_ prompt: StyledText) {
    state.withLock { $0.replacedPrompts.append(prompt) }
  }

  /// The scripted size.
  public var size: TerminalSize { state.withLock { $0.size } }

  /// Sizes set with ``resize(to:)`` from now on.
  public func sizeChanges() -> AsyncStream<TerminalSize> {
    sizes.stream()
  }
}
