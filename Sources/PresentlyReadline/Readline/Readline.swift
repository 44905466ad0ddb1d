@preconcurrency import CReadline
import PresentlyCore
import PresentlySystem

/// Every call into GNU readline, in one place.
///
/// Readline is a library of global state, so this is a namespace of static functions
/// over it. Everything here runs on the input thread only (see `InputLoop`), which is
/// what makes the `nonisolated(unsafe)` state below safe.
///
/// Readline never reads the terminal itself: every byte it reads comes from
/// ``keySource`` (installed as `rl_getc_function`), so that no read inside readline can
/// block the thread (see `InputLoop.nextKey`).
enum Readline {
  /// One line to read, prepared for readline.
  struct Line {
    /// The prompt with readline's invisible-character markers around escape sequences.
    var prompt: String
    /// The prompt as drawn, without markers.
    var visiblePrompt: String
    /// Text inserted into the line at the start: ``editable``'s line, or, for a line taken
    /// up again after Ctrl-Z, what it held.
    var initialText: String
    /// The initial text as given, and the way back from the line to it.
    var editable: EditableText
    /// The dimmed hint drawn while the line is empty, rendered, with its width.
    var placeholder: (text: String, width: Int)?
    /// The cells the last line of the prompt takes: where the placeholder starts.
    var promptWidth = 0
    var isSecret: Bool
    var completion: Completion?
    /// Earlier answers, already made safe to draw.
    var history: [String]
    /// Whether the terminal understands cursor movement and erasing.
    var cursorControl: Bool
    /// Whether text drawn must be ASCII (the terminal is not UTF-8).
    var asciiOnly: Bool
    /// The actions keys may end the line with.
    var keyActions: KeyActions = []
    /// The actions keys take even on a line with text.
    var keyActionsWithText: KeyActions = []
    /// Told when the line goes from empty to having text and back.
    var onTyping: (@Sendable (Bool) -> Void)?
    /// Told the whole text after a key changed it.
    var onEdit: (@Sendable (String) -> Void)?
    /// ASCII characters that answer at once on an empty line.
    var answerKeys: [UInt8] = []
    /// Whether the cursor starts before the initial text.
    var cursorAtStart = false
    /// Characters that do an action at once, typed alone on an empty line.
    var singleKeys: [UInt8: KeyAction] = [:]
    /// Whether an ending without a line erases it rather than leaving `^C` after it.
    var erasesOnEnding = false
    /// Whether the typed text is erased once the line is answered (``LineRequest/erasesAnswer``).
    var erasesAnswer = false
    /// Rows above the line's first row where the cursor waits for the first key.
    var cursorRestsAbove: Int?
  }

  /// How a line ended.
  enum Outcome {
    case accepted(String)
    /// A key took one of the line's actions; with the text typed so far.
    case action(KeyAction, String)
    case endOfInput
  }

  /// A line put aside while the process is stopped by Ctrl-Z.
  struct SuspendedLine {
    var line: Line
    var text: String
    var point: Int32
  }

  nonisolated(unsafe) static var current: Line?
  nonisolated(unsafe) static var outcome: Outcome?
  nonisolated(unsafe) static var placeholderShown = false
  nonisolated(unsafe) static var secretPromptShown = false
  /// Whether the terminal's keys send signals; set before ``setUp(applicationName:descriptor:ringsBell:)``.
  nonisolated(unsafe) static var keyboardSignals = true
  /// Whether the line had text when it was last drawn, for ``Line/onTyping``.
  nonisolated(unsafe) static var hadText = false
  /// The text last told to ``Line/onEdit``.
  nonisolated(unsafe) static var lastEdit: [UInt8] = []
  /// Where readline's keys come from: the next byte, or EOF (-1) to abandon whatever
  /// readline is reading.
  nonisolated(unsafe) static var keySource: () -> Int32 = { -1 }
  /// Whether a key is ready now, without waiting.
  nonisolated(unsafe) static var keyIsReady: () -> Bool = { false }
  /// The user's `enable-bracketed-paste`, put back after an incremental search.
  nonisolated(unsafe) private static var bracketedPaste = "on"
  nonisolated(unsafe) private static var pasteGuardOn = false

  /// Whether a line is being read.
  static var isReading: Bool { current != nil }

  /// Whether the line being read has any text.
  static var hasText: Bool { current != nil && rl_end > 0 }

  /// The state bits of readline now (`rl_readline_state`).
  static var state: UInt { UInt(rl_readline_state) }

  /// Whether an incremental search (Ctrl-R) is open.
  static var isSearching: Bool { state & UInt(RL_STATE_ISEARCH) != 0 }

  /// Whether `key` starts a longer key sequence in the keymap in use (Escape, Ctrl-X).
  static func isPrefix(_ key: UInt8) -> Bool {
    guard let keymap = rl_get_keymap() else { return false }
    return keymap[Int(key)].type == ISKMAP
  }

  /// The key that ends an incremental search and does nothing else: the first of the
  /// user's `isearch-terminators` other than Escape (Ctrl-J by default), or Ctrl-G.
  static var searchTerminator: UInt8 {
    let terminators = rl_variable_value("isearch-terminators").map { Array(String(cString: $0).utf8) } ?? []
    return terminators.first { $0 != 0x1B } ?? 0x07
  }

  /// Whether readline is reading more than one key for something (a search string, a
  /// character to overwrite, a multi-key command): a NUL read then makes it read on.
  static var isInsideCommand: Bool {
    let busy =
      UInt(RL_STATE_MOREINPUT | RL_STATE_ISEARCH | RL_STATE_NSEARCH | RL_STATE_OVERWRITE)
      | UInt(RL_STATE_CHARSEARCH | RL_STATE_VIMOTION | RL_STATE_MULTIKEY | RL_STATE_NUMERICARG)
    return state & busy != 0
  }

  /// Whether readline is inside a command that reads keys of its own (a bracketed paste,
  /// a multibyte character for a search), rather than between keys.
  static var isReadingMore: Bool { state & UInt(RL_STATE_MOREINPUT) != 0 }

  /// Whether ``setUp(applicationName:descriptor:ringsBell:)`` has run, and on which thread: the
  /// one thread that uses readline from then on.
  nonisolated(unsafe) static var setUpThread: ThreadIdentity?

  /// Whether readline is set up.
  static var isSetUp: Bool { setUpThread != nil }

  /// Configures readline once, before the first line: the application name for
  /// `~/.inputrc` `$if` sections, the terminal, and hooks that keep completion to the
  /// widget's candidates, leave signals to us and read keys through ``keySource``.
  ///
  /// - Parameter ringsBell: Whether readline's bell may ring: not on a terminal without
  ///   cursor control (`TERM=dumb`, an editor's shell buffer), which shows it as `^G`
  ///   among the text; readline's `bell-style` is `none` there.
  static func setUp(applicationName: String, descriptor: Int32, ringsBell: Bool) {
    setUpThread = .current
    rl_readline_name = UnsafePointer(strdup(applicationName))
    rl_instream = fdopen(FileDescriptor(rawValue: descriptor).duplicate().rawValue, "r")
    // Through the hold, on the terminal's own descriptor, as the loop's writes are (see
    // `HeldOutput`): a key's redraw reaches the screen in one piece.
    rl_outstream =
      heldStream(descriptor: descriptor) ?? fdopen(FileDescriptor(rawValue: descriptor).duplicate().rawValue, "w")
    rl_getc_function = nextKey
    rl_prep_term_function = prepareTerminal
    rl_deprep_term_function = restoreTerminal
    rl_catch_signals = 0
    rl_catch_sigwinch = 0
    rl_change_environment = 0
    rl_completer_word_break_characters = UnsafePointer(strdup(""))
    rl_attempted_completion_function = complete
    rl_completion_display_matches_hook = displayMatches
    rl_sort_completion_matches = 0
    rl_ignore_completion_duplicates = 1
    rl_input_available_hook = inputAvailable
    // Before `rl_initialize` reads the user's ~/.inputrc, which may bind them again, or
    // bind the actions by name. What readline says of a line of it it cannot read goes to
    // the terminal, never among the results on standard error.
    unbindEditingModeSwitch()
    registerActions()
    // Before ~/.inputrc too, so that the user's own `set keyseq-timeout` wins.
    rl_variable_bind("keyseq-timeout", defaultKeySequenceTimeout)
    withErrorStreamOnTerminal {
      rl_initialize()
      bindDefaultKeys()
    }
    if !ringsBell { rl_variable_bind("bell-style", "none") }
    if let value = rl_variable_value("enable-bracketed-paste") { bracketedPaste = String(cString: value) }
  }

  /// Shows the prompt and starts reading `line`.
  static func begin(_ line: Line) {
    // Quiet while the line is set up: readline draws it empty, then with its initial
    // text, neither of which the user typed.
    var quiet = line
    quiet.onEdit = nil
    current = quiet
    outcome = nil
    placeholderShown = false
    secretPromptShown = false
    pendingAction = nil
    hadText = false
    clear_history()
    if !line.isSecret {
      for entry in line.history { add_history(entry) }
    }
    rl_redisplay_function = line.isSecret ? redisplaySecret : redisplay
    rl_callback_handler_install(line.prompt, lineHandler)
    if !line.initialText.isEmpty {
      rl_insert_text(line.initialText)
      if line.cursorAtStart { rl_point = 0 }
      rl_redisplay_function()
    }
    lastEdit = rl_line_buffer.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(rl_end))) } ?? []
    current = line
    if let rows = line.cursorRestsAbove, rows > 0, line.cursorControl, !line.isSecret { restCursor(rowsAbove: rows) }
  }

  /// Lets readline handle the next key (which ``keySource`` has ready); returns how the
  /// line ended, if it did.
  static func readCharacter() -> Outcome? {
    returnCursor()
    // The bell readline rings for the key goes to the terminal (see `Readline+Bell.swift`).
    withErrorStreamOnTerminal { rl_callback_read_char() }
    guard let outcome else { return nil }
    finish()
    return outcome
  }

  /// Keeps readline's own reading of a paste's start out of its commands.
  ///
  /// When a command of readline's reads a key itself (a search, Ctrl-] and vi's `f` and
  /// `r`, quoted insert) and the key is Escape, readline 8.2 reads on to see whether a
  /// paste starts, and pushes back what it read when none does. In the callback mode
  /// that leaves it with state that points nowhere: Ctrl-] then Escape then `]` follows
  /// a null pointer (`rl_callback_read_char`), and so does an Escape that ends a Ctrl-R
  /// search with more than five bytes behind it. Pastes come whole from ``keySource``
  /// between commands, where readline's key bindings take them; inside a command, with
  /// `enable-bracketed-paste` off for that key, the Escape is just a key.
  static func guardPasteReading() {
    let inCommand = state & UInt(RL_STATE_MOREINPUT | RL_STATE_ISEARCH) != 0
    guard inCommand != pasteGuardOn else { return }
    pasteGuardOn = inCommand
    rl_variable_bind("enable-bracketed-paste", inCommand ? "off" : bracketedPaste)
  }

  /// Abandons the line being read.
  ///
  /// - Parameter echo: Shown at the end of the line before leaving it, such as `^C`;
  ///   with `nil`, or for a line that ``Line/erasesOnEnding`` where the cursor can move,
  ///   the line, prompt and all, is erased from the screen.
  static func abandon(echo: String?) {
    guard let line = current else { return }
    if let echo, !(line.erasesOnEnding && line.cursorControl) {
      returnCursor()
      rl_point = rl_end
      rl_redisplay_function()
      if placeholderShown { emit("\u{1B}[K") }
      emit(echo + "\n")
    } else {
      erase(line)
    }
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_callback_handler_remove()
    finish()
  }

  /// Ends the line being read with `key` as its text, as if it had been typed and Enter
  /// pressed: for a character that answers at once (``Line/answerKeys``).
  static func answer(with key: UInt8) -> String {
    returnCursor()
    let text = String(decoding: [key], as: UTF8.self)
    // Drawing the line with the character erases the placeholder.
    rl_insert_text(text)
    rl_redisplay_function()
    emit("\n")
    rl_callback_handler_remove()
    finish()
    return text
  }

  /// Ends the line being read without a line: erases it from the screen and returns
  /// the text typed so far, for a key's action the loop took itself (a lone Escape).
  static func endKeepingText() -> String {
    guard let line = current, let buffer = rl_line_buffer else { return "" }
    let text = line.editable.text(
      of: String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(rl_end)), as: UTF8.self))
    erase(line)
    rl_free_line_state()
    rl_callback_sigcleanup()
    rl_callback_handler_remove()
    finish()
    return text
  }

  /// Shows `suffix` after the prompt (the seconds left before a timeout), or the prompt
  /// alone again with `nil`.
  static func setPromptSuffix(_ suffix: (marked: String, visible: String)?) {
    guard let line = current, line.cursorControl else { return }
    erase(line)
    if line.isSecret {
      emit(line.visiblePrompt + (suffix?.visible ?? ""))
      secretPromptShown = true
    } else {
      rl_set_prompt(line.prompt + (suffix?.marked ?? ""))
      rl_forced_update_display()
    }
  }

  /// Draws `text` above the line being read, then the line again, as it was, or with
  /// `prompt` (marked for readline, and as drawn) in place of its prompt. The line goes
  /// below the text's last line, or, when `endsOnEmptyLine` (the text ends with an erase),
  /// on the line the erase emptied: a line break there would leave a blank row behind
  /// each time a list is drawn again.
  static func printAbove(
    _ text: String, prompt: (marked: String, visible: String)? = nil, endsOnEmptyLine: Bool = false
  ) {
    guard var line = current else { return }
    erase(line)
    if let prompt, line.cursorControl {
      line.prompt = prompt.marked
      line.visiblePrompt = prompt.visible
      current = line
      if !line.isSecret { rl_set_prompt(line.prompt) }
    }
    if !text.isEmpty { emit(text.hasSuffix("\n") || endsOnEmptyLine ? text : text + "\n") }
    rl_forced_update_display()
  }

  /// Tells readline the window changed size.
  static func resize() {
    guard let line = current else { return }
    // Erase with the old width in mind, then let readline measure and draw anew.
    erase(line)
    rl_resize_terminal()
    if line.isSecret { rl_redisplay_function() }
  }

  /// Draws the line again in place, as after the process is continued.
  static func redraw() {
    guard let line = current else { return }
    erase(line)
    rl_forced_update_display()
  }

  /// Puts the line aside and the terminal back in its normal state, for Ctrl-Z.
  static func suspend() -> SuspendedLine? {
    guard let line = current else { return nil }
    let text = String(cString: rl_line_buffer)
    let point = rl_point
    emit("\n")
    rl_callback_sigcleanup()
    rl_callback_handler_remove()
    current = nil
    return SuspendedLine(line: line, text: text, point: point)
  }

  /// Takes up a line put aside by ``suspend()``.
  static func resume(_ suspended: SuspendedLine) {
    var line = suspended.line
    line.initialText = suspended.text
    begin(line)
    rl_point = min(suspended.point, rl_end)
    rl_redisplay_function()
  }

  /// Puts the terminal back in readline's mode for the open line and draws the line
  /// again, for a process continued after its shell had taken the terminal from it
  /// (and set its own modes) before the process could put the terminal back itself.
  static func prepareAgain() {
    guard current != nil else { return }
    rl_prep_term_function?(1)
    emit("\n")
    rl_forced_update_display()
  }

  /// Restores the terminal's modes when the process must end in the middle of a line.
  static func tearDown() {
    guard current != nil else { return }
    emit("\n")
    rl_callback_handler_remove()
    finish()
  }

  /// Clears what is left of an ended line, overwriting a secret.
  static func finish() {
    if current?.isSecret == true {
      if let buffer = rl_line_buffer { memset(buffer, 0, Int(rl_end)) }
      rl_free_undo_list()
    }
    rl_redisplay_function = rl_redisplay
    current = nil
    guardPasteReading()
  }
}
