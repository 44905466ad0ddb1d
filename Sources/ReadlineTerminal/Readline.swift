@preconcurrency import CReadline
import Glibc
import Presentation

/// Every call into GNU readline, in one place.
///
/// Readline is a library of global state, so this is a namespace of static functions
/// over it. Everything here runs on the input thread only (see `InputLoop`), which is
/// what makes the `nonisolated(unsafe)` state below safe.
enum Readline {
  /// One line to read, prepared for readline.
  struct Line {
    /// The prompt with readline's invisible-character markers around escape sequences.
    var prompt: String
    /// The prompt as drawn, without markers.
    var visiblePrompt: String
    /// Text inserted into the line at the start; already sanitized.
    var initialText: String
    /// The dimmed hint drawn while the line is empty, rendered, with its width.
    var placeholder: (text: String, width: Int)?
    /// The cells the last line of the prompt takes: where the placeholder starts.
    var promptWidth = 0
    var isSecret: Bool
    var completion: Completion?
    var history: [String]
    /// Whether the terminal understands cursor movement and erasing.
    var cursorControl: Bool
  }

  /// How a line ended.
  enum Outcome {
    case accepted(String)
    case endOfInput
  }

  /// A line put aside while the process is stopped by Ctrl-Z.
  struct SuspendedLine {
    var line: Line
    var text: String
    var point: Int32
  }

  nonisolated(unsafe) private static var current: Line?
  nonisolated(unsafe) private static var outcome: Outcome?
  nonisolated(unsafe) private static var placeholderShown = false
  nonisolated(unsafe) private static var secretPromptShown = false

  /// Whether a line is being read.
  static var isReading: Bool { current != nil }

  /// Configures readline once, before the first line: the application name for
  /// `~/.inputrc` `$if` sections, the terminal, and hooks that keep completion to the
  /// widget's candidates and leave signals to us.
  static func setUp(applicationName: String, descriptor: Int32) {
    rl_readline_name = UnsafePointer(strdup(applicationName))
    rl_instream = fdopen(dup(descriptor), "r")
    rl_outstream = fdopen(dup(descriptor), "w")
    rl_catch_signals = 0
    rl_catch_sigwinch = 0
    rl_change_environment = 0
    rl_completer_word_break_characters = UnsafePointer(strdup(""))
    rl_attempted_completion_function = complete
    rl_completion_display_matches_hook = displayMatches
    rl_sort_completion_matches = 0
    rl_ignore_completion_duplicates = 1
    rl_initialize()
  }

  /// Shows the prompt and starts reading `line`.
  static func begin(_ line: Line) {
    current = line
    outcome = nil
    placeholderShown = false
    secretPromptShown = false
    clear_history()
    if !line.isSecret {
      for entry in line.history { add_history(entry) }
    }
    rl_redisplay_function = line.isSecret ? redisplaySecret : redisplay
    rl_callback_handler_install(line.prompt, lineHandler)
    if !line.initialText.isEmpty {
      rl_insert_text(line.initialText)
      rl_redisplay_function()
    }
  }

  /// Feeds readline the key waiting on the terminal; returns how the line ended, if it did.
  static func readCharacter() -> Outcome? {
    rl_callback_read_char()
    guard let outcome else { return nil }
    finish()
    return outcome
  }

  /// Abandons the line being read.
  ///
  /// - Parameter echo: Shown at the end of the line before leaving it, such as `^C`;
  ///   with `nil` the line, prompt and all, is erased from the screen.
  static func abandon(echo: String?) {
    guard let line = current else { return }
    if let echo {
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

  /// Draws `text` above the line being read, then the line again, as it was.
  static func printAbove(_ text: String) {
    guard let line = current else { return }
    erase(line)
    emit(text.hasSuffix("\n") || text.isEmpty ? text : text + "\n")
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
    // Readline still counts the terminal as prepared: undo that first, then prepare.
    rl_deprep_term_function?()
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

  // MARK: Internals

  private static func finish() {
    if current?.isSecret == true {
      if let buffer = rl_line_buffer { memset(buffer, 0, Int(rl_end)) }
      rl_free_undo_list()
    }
    rl_redisplay_function = rl_redisplay
    current = nil
  }

  /// Writes through readline's own output stream, so that order is kept with what it draws.
  private static func emit(_ text: String) {
    fputs(text, rl_outstream)
    fflush(rl_outstream)
  }

  private static func erase(_ line: Line) {
    if line.isSecret {
      emit(line.cursorControl ? "\r\u{1B}[K" : "\n")
      secretPromptShown = false
    } else {
      rl_clear_visible_line()
      fflush(rl_outstream)
      placeholderShown = false
    }
  }

  private static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { text in
    guard let text else {
      Readline.outcome = .endOfInput
      rl_callback_handler_remove()
      return
    }
    Readline.outcome = .accepted(
      String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self))
    let secret = Readline.current?.isSecret == true
    if secret { memset(text, 0, strlen(text)) }
    free(text)
    if Readline.placeholderShown, let line = Readline.current { Readline.erasePlaceholder(after: line) }
    rl_callback_handler_remove()
    // Readline ends a line it drew with a newline; it never drew a secret one.
    if secret { Readline.emit("\n") }
  }

  /// Erases the placeholder of an empty line that was just accepted: readline has moved
  /// to the next line, leaving the dimmed hint drawn where the answer would be, which
  /// reads as if it had been typed.
  private static func erasePlaceholder(after line: Line) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let column = columns > 0 ? line.promptWidth % Int(columns) : line.promptWidth
    emit("\u{1B}[A\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "\u{1B}[K\u{1B}[B\r")
    placeholderShown = false
  }

  /// Readline's redisplay, plus the placeholder while the line is empty.
  private static let redisplay: @convention(c) () -> Void = {
    if Readline.placeholderShown, rl_end > 0 {
      // The cursor sits where the placeholder starts: erase it before readline draws.
      fputs("\u{1B}[K", rl_outstream)
      Readline.placeholderShown = false
    }
    rl_redisplay()
    if rl_end == 0, let line = Readline.current, line.cursorControl, let placeholder = line.placeholder {
      Readline.emit(placeholder.text + (placeholder.width > 0 ? "\u{1B}[\(placeholder.width)D" : ""))
      Readline.placeholderShown = true
    }
  }

  /// Secret input shows the prompt and nothing of what is typed.
  private static let redisplaySecret: @convention(c) () -> Void = {
    guard !Readline.secretPromptShown, let line = Readline.current else { return }
    Readline.secretPromptShown = true
    Readline.emit(line.visiblePrompt)
  }

  /// Offers the widget's candidates for the whole line up to the cursor, never file names.
  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
      _, _, _ in
      rl_attempted_completion_over = 1
      rl_completion_suppress_append = 1
      guard let line = Readline.current, !line.isSecret, let completion = line.completion,
        let buffer = rl_line_buffer
      else { return nil }
      let typed = String(
        decoding: UnsafeRawBufferPointer(start: buffer, count: Int(rl_point)), as: UTF8.self)
      var seen = Set<String>()
      let candidates = completion.candidates(typed)
        .map { Sanitizer.sanitize($0, lineBreaks: .show) }
        .filter { seen.insert($0).inserted }
      guard !candidates.isEmpty else { return nil }
      var common = CompletionList.commonPrefix(of: candidates)
      if common.count < typed.count { common = typed }
      let entries = candidates.count == 1 ? candidates : [common] + candidates
      // Readline frees the array and its strings with free(), so both come from malloc.
      let matches = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
      for (index, entry) in entries.enumerated() { matches[index] = strdup(entry) }
      matches[entries.count] = nil
      return matches
    }

  /// Lists candidates below the line, sanitized and in columns, then draws the line again.
  private static let displayMatches:
    @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = {
      matches, count, _ in
      guard let matches, count > 0 else { return }
      var candidates: [String] = []
      for index in 1...Int(count) {
        if let match = matches[index] { candidates.append(String(cString: match)) }
      }
      var rows: Int32 = 0
      var columns: Int32 = 0
      rl_get_screen_size(&rows, &columns)
      let listing = CompletionList.layout(candidates, width: Int(columns), maxRows: max(3, Int(rows) - 3))
      Readline.emit("\n" + listing)
      rl_forced_update_display()
    }
}
