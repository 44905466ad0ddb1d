@preconcurrency import CReadline
import PresentlyCore
import PresentlySystem

/// The functions readline calls back: keys, the terminal's modes, the finished line,
/// drawing and completion.
extension Readline {
  /// `rl_getc_function`: every key readline reads comes from ``keySource``.
  static let nextKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    Watchdog.pause()
    defer { Watchdog.resume() }
    Readline.guardPasteReading()
    return Readline.keySource()
  }

  /// `rl_input_available_hook`: whether a key is ready, asked without waiting (readline's
  /// own check waits up to 0.1 s on the terminal, which misses the keys already read).
  static let inputAvailable: @convention(c) () -> Int32 = {
    Readline.keyIsReady() ? 1 : 0
  }

  /// `rl_prep_term_function`: readline's raw modes, on a terminal this process has in
  /// the foreground only.
  static let prepareTerminal: @convention(c) (Int32) -> Void = { meta in
    guard TerminalRestoration.isForeground else { return }
    if Readline.state & UInt(RL_STATE_TERMPREPPED) != 0 {
      // Readline still counts the terminal as prepared from before a stop, during which
      // the shell set its own modes: undo its count first, then prepare.
      rl_deprep_terminal()
    }
    rl_prep_terminal(meta)
    if let stream = rl_instream {
      let descriptor = FileDescriptor(rawValue: fileno(stream))
      if var settings = TerminalSettings(of: descriptor) {
        // No flow control while a line is read: readline leaves it on, and Ctrl-S would
        // stop the terminal's output, the prompt's drawing blocked until Ctrl-Q, with
        // no key or signal able to end it. Ctrl-S is readline's forward search instead.
        settings.flowControl = false
        if Readline.keyboardSignals {
          // Ctrl-C comes as a key, which the input loop reads: its SIGINT would reach the
          // calling shell too (see `InterruptKey`).
          settings = InterruptKey.turnedOff(in: settings)
        } else {
          // Ctrl-C, Ctrl-\ and Ctrl-Z come as keys: the process group is the caller's too.
          settings.keysSendSignals = false
        }
        settings.apply(to: descriptor)
      }
    }
    TerminalRestoration.modesChanged.store(true, ordering: .relaxed)
  }

  /// `rl_deprep_term_function`: the modes put back, unless the shell has the terminal
  /// now (then the modes are the shell's, and stay so).
  static let restoreTerminal: @convention(c) () -> Void = {
    SignalRelay.withBackgroundOutputAllowed {
      if TerminalRestoration.isForeground { rl_deprep_terminal() }
    }
    TerminalRestoration.modesChanged.store(false, ordering: .relaxed)
  }

  static let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { text in
    guard let text else {
      // Ctrl-D on an empty line: the end of a text of several lines, where one is read.
      if let line = Readline.current, line.keyActions.contains(.submit) {
        // As a key's action does: the empty line erased (readline has already gone down a
        // row for the end of input: back up to the prompt's), or left behind on a dumb
        // terminal.
        if line.cursorControl { Readline.eraseEnded(line) } else { Readline.emit("\n") }
        Readline.outcome = .action(.submit, "")
      } else {
        Readline.outcome = .endOfInput
        // The widget leaves a line of its own: this one goes, hint and all.
        if let line = Readline.current, line.erasesOnEnding, line.cursorControl { Readline.eraseEnded(line) }
      }
      rl_callback_handler_remove()
      return
    }
    let typed = String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
    // The initial text's units the user left as they were come back as given.
    let line = Readline.current?.editable.text(of: typed) ?? typed
    if let action = Readline.pendingAction {
      // The key erased the line from the screen: the widget draws what it changed.
      Readline.outcome = .action(action, line)
      free(text)
      rl_callback_handler_remove()
      return
    }
    Readline.outcome = .accepted(line)
    let secret = Readline.current?.isSecret == true
    if secret { memset(text, 0, strlen(text)) }
    free(text)
    if Readline.placeholderShown, let line = Readline.current { Readline.erasePlaceholder(after: line) }
    if let current = Readline.current, current.erasesAnswer, current.cursorControl, !secret, !typed.isEmpty {
      Readline.eraseAnswer(typed, after: current)
    }
    rl_callback_handler_remove()
    // Readline ends a line it drew with a newline; it never drew a secret one.
    if secret { Readline.emit("\n") }
  }

  /// Erases the placeholder of an empty line that was just accepted: readline has moved
  /// to the next line, leaving the dimmed hint drawn where the answer would be, which
  /// reads as if it had been typed.
  static func erasePlaceholder(after line: Line) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let column = columns > 0 ? line.promptWidth % Int(columns) : line.promptWidth
    emit("\u{1B}[A\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "\u{1B}[K\u{1B}[B\r")
    placeholderShown = false
  }

  /// How long an answer erased by ``eraseAnswer(_:after:)`` stays off the screen before
  /// the line is handed over (and the widget writes it again): long enough for a screen
  /// reader to read the screen in between, which Fenrir does once its PTY driver has
  /// gathered the output of a millisecond, and short enough to go unseen.
  static let erasedAnswerHold: Duration = .milliseconds(20)

  /// Erases the text of a line just answered (``LineRequest/erasesAnswer``), the prompt
  /// kept, and waits ``erasedAnswerHold``: the widget's ending line, written at once
  /// after the line is handed over, would otherwise come in the same read of the screen,
  /// the same text over itself, which a screen reader does not speak. Readline has moved
  /// to the row below the answer; the cursor goes back there, so that the ending finds
  /// the rows it counted.
  static func eraseAnswer(_ typed: String, after line: Line) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let width = max(1, Int(columns))
    // The rows the prompt's last line and the answer take, counted as the widget counts them.
    let taken = Feedback.rows(of: String(repeating: " ", count: line.promptWidth) + typed, width: width)
    let up = max(1, taken - line.promptWidth / width)
    let column = line.promptWidth % width
    emit("\u{1B}[\(up)A\r" + (column > 0 ? "\u{1B}[\(column)C" : "") + "\u{1B}[J\u{1B}[\(up)B\r")
    MonotonicClock.sleep(for: erasedAnswerHold)
  }

  /// Erases an empty line that Ctrl-D ended, prompt and hint: readline has moved to the
  /// next row already, and the cursor goes back to the start of the prompt's first row.
  static func eraseEnded(_ line: Line) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    rl_get_screen_size(&rows, &columns)
    let up = columns > 0 ? line.promptWidth / Int(columns) + 1 : 1
    emit("\r\u{1B}[\(up)A\u{1B}[J")
    placeholderShown = false
  }

  /// Readline's redisplay, plus the placeholder while the line is empty.
  static let redisplay: @convention(c) () -> Void = {
    Watchdog.pause()
    defer { Watchdog.resume() }
    if Readline.placeholderShown, rl_end > 0 {
      // The cursor sits where the placeholder starts: erase it before readline draws.
      fputs("\u{1B}[K", rl_outstream)
      Readline.placeholderShown = false
    }
    rl_redisplay()
    if let line = Readline.current, let onTyping = line.onTyping, (rl_end > 0) != Readline.hadText {
      Readline.hadText = rl_end > 0
      onTyping(Readline.hadText)
    }
    if let line = Readline.current, let onEdit = line.onEdit, !Readline.isSearching, let buffer = rl_line_buffer {
      let text = UnsafeRawBufferPointer(start: buffer, count: Int(rl_end))
      if !text.elementsEqual(Readline.lastEdit) {
        Readline.lastEdit = Array(text)
        onEdit(line.editable.text(of: String(decoding: text, as: UTF8.self)))
      }
    }
    if rl_end == 0, let line = Readline.current, line.cursorControl, let placeholder = line.placeholder {
      Readline.emit(placeholder.text + (placeholder.width > 0 ? "\u{1B}[\(placeholder.width)D" : ""))
      Readline.placeholderShown = true
    }
  }

  /// Secret input shows the prompt and nothing of what is typed.
  static let redisplaySecret: @convention(c) () -> Void = {
    guard !Readline.secretPromptShown, let line = Readline.current else { return }
    Readline.secretPromptShown = true
    Readline.emit(line.visiblePrompt)
  }

  /// Offers the widget's candidates for the whole line up to the cursor, never file names.
  static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
      _, _, _ in
      Watchdog.pause()
      defer { Watchdog.resume() }
      rl_attempted_completion_over = 1
      rl_completion_suppress_append = 1
      guard let line = Readline.current, !line.isSecret, let completion = line.completion,
        let buffer = rl_line_buffer
      else { return nil }
      let typed = String(
        decoding: UnsafeRawBufferPointer(start: buffer, count: Int(rl_point)), as: UTF8.self)
      var seen = Set<String>()
      let candidates = completion.candidates(typed)
        .map { SafeText.line($0, asciiOnly: line.asciiOnly) }
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
  static let displayMatches:
    @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = {
      matches, count, _ in
      Watchdog.pause()
      defer { Watchdog.resume() }
      guard let matches, count > 0 else { return }
      var candidates: [String] = []
      for index in 1...Int(count) {
        if let match = matches[index] { candidates.append(String(cString: match)) }
      }
      var rows: Int32 = 0
      var columns: Int32 = 0
      rl_get_screen_size(&rows, &columns)
      let listing = CompletionList.layout(candidates, width: Int(columns), maxRows: max(3, Int(rows) - 3))
      let ascii = Readline.current?.asciiOnly ?? false
      Readline.emit("\n" + (ascii ? ASCIIFallback.transliterate(listing) : listing))
      rl_forced_update_display()
    }
}
