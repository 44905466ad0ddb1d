import PresentlyCore
import PresentlySystem

/// Lines: taking requests, opening them with readline (or reading them plainly),
/// feeding readline its keys, and finishing them.
extension InputLoop {
  func handleCommands(_ state: LoopState) {
    let commands = mailbox.withLock { mailbox in
      defer { mailbox.commands = [] }
      return mailbox.commands
    }
    var outputs: [Output] = []
    for command in commands {
      switch command {
      case .read(let job):
        state.waiting.append(job)
      case .cancel(let job):
        if state.active === job {
          flush(outputs, state)
          outputs = []
          if state.isReading { Readline.abandon(echo: nil) }
          finishActive(state, with: .failure(.dismissed))
        } else if let index = state.waiting.firstIndex(where: { $0 === job }) {
          state.waiting.remove(at: index)
          finish(job, with: .failure(.dismissed))
        }
      case .holdKeys(let held):
        // In order with what was drawn before it.
        flush(outputs, state)
        outputs = []
        if held { holdKeys(state) } else { releaseKeys(state) }
      case .output(let output):
        outputs.append(output)
      }
    }
    flush(outputs, state)
    startNext(state)
    // No line wanted now: keys held meanwhile are held on the terminal again.
    if state.active == nil, case .terminal(let device) = source { applyHeldKeys(state, device) }
  }

  func startNext(_ state: LoopState) {
    while state.active == nil, !state.waiting.isEmpty {
      let job = state.waiting.removeFirst()
      if job.isCancelled {
        finish(job, with: .failure(.dismissed))
        continue
      }
      if state.terminalGone {
        finish(job, with: .failure(.endOfInput))
        continue
      }
      state.active = job
      mailbox.withLock { $0.lineIsOpen = true }
      switch source {
      case .terminal(let device):
        if !state.waitingForForeground, device.isForeground {
          beginLine(state)
        } else {
          takeTerminal(state, device)
        }
      case .plain(let input, let output):
        if let output { FileDescriptor(rawValue: output).writeAll(job.request.prompt.rendered(withStyles: false)) }
        if input == nil {
          if let output { FileDescriptor(rawValue: output).writeAll("\n") }
          finishActive(state, with: .failure(.endOfInput))
        } else {
          servePlain(state)
        }
      }
    }
  }

  /// Opens the active job's line with readline; the terminal is ours.
  func beginLine(_ state: LoopState) {
    guard let job = state.active, !state.isReading else { return }
    // Readline takes the modes it finds as the ones to put back: never the held ones.
    releaseKeys(state)
    let line = prepare(job.request)
    // A lone Escape, held to see whether a paste starts, goes on within the user's
    // `keyseq-timeout` (read again for each line: an inputrc may have been read since).
    state.keys.startWait = min(KeyBuffer.completionWait, Readline.keySequenceTimeout)
    Readline.begin(line)
    // The line is drawn again after a key: the screen changes once (see `HeldOutput`).
    HeldOutput.release()
    state.readingLine = line
    state.isReading = true
    state.countdownShown = nil
    handleTimers(state)
  }

  /// Lets readline handle one key, then whatever happened while it had the thread.
  func feedReadline(_ state: LoopState) {
    let line = state.readingLine
    Watchdog.begin()
    let outcome = Readline.readCharacter()
    Watchdog.end()
    guard !isLost else { return }
    let abandonment = state.abandoning
    state.abandoning = nil
    if abandonment == nil, let outcome {
      switch outcome {
      case .accepted(let text):
        if let request = state.active?.request, let key = request.historyKey, !request.isSecret {
          settings.history.record(text, for: key)
        }
        finishActive(state, with: .success(.line(text)))
      case .action(let action, let text):
        finishActive(state, with: .success(.action(action, text: text)))
      case .endOfInput:
        finishActive(state, with: .failure(.endOfInput))
      }
    } else if outcome != nil {
      // Readline ended the line on the end of file it was given to let go: the reason
      // decides, below; if the line is still wanted after it, it is opened again.
      state.isReading = false
    }
    if abandonment == .inputFailed, case .terminal(let device) = source { handleReadFailure(state, device) }
    let signals = state.pendingSignals
    state.pendingSignals = []
    for number in signals { handle(signal: number, state) }
    if state.commandsPending {
      state.commandsPending = false
      handleCommands(state)
    }
    handleTimers(state)
    if state.active != nil, !state.isReading, !state.waitingForForeground, let line, abandonment != nil {
      var again = line
      again.initialText = ""
      Readline.begin(again)
      state.isReading = true
    }
  }

  /// Reads what the input has for the open line.
  func takeInput(_ state: LoopState, hangUp: Bool) {
    switch source {
    case .terminal(let device) where !state.isReading:
      takeHeldKeys(state, device)
    case .terminal(let device):
      if !readKeys(state, device) { handleReadFailure(state, device) }
    case .plain:
      if hangUp { state.plainReader?.markEnded() } else { state.plainReader?.fill() }
      servePlain(state)
    }
  }

  func servePlain(_ state: LoopState) {
    guard let job = state.active, let line = state.plainReader?.next() else { return }
    if case .plain(_, let output?) = source { FileDescriptor(rawValue: output).writeAll("\n") }
    switch line {
    case .line(let text):
      // An empty answer keeps the initial text, as Enter does at a terminal.
      let initial = job.request.isSecret ? "" : job.request.initialText
      finishActive(state, with: .success(.line(text.isEmpty ? initial : text)))
    case .endOfInput where job.request.keyActions.contains(.submit):
      // The end of the input ends a text of several lines, as Ctrl-D does at a terminal.
      finishActive(state, with: .success(.action(.submit, text: "")))
    case .endOfInput:
      finishActive(state, with: .failure(.endOfInput))
    case .tooLong:
      if case .plain(_, let output?) = source {
        FileDescriptor(rawValue: output).writeAll(
          "An answer is longer than \(PlainLineReader.lineLimit >> 20) MiB: the input is not read further.\n")
      }
      finishActive(state, with: .failure(.endOfInput))
    }
  }

  /// Closes the active line: draws what was queued for it, then resumes its task.
  func finishActive(_ state: LoopState, with result: Result<LineAnswer, PresentError>) {
    guard let job = state.active else { return }
    state.active = nil
    state.isReading = false
    state.readingLine = nil
    state.countdownShown = nil
    var held: [Output] = []
    mailbox.withLock { mailbox in
      mailbox.lineIsOpen = false
      var kept: [Command] = []
      for command in mailbox.commands {
        if case .output(let output) = command { held.append(output) } else { kept.append(command) }
      }
      mailbox.commands = kept
      if !kept.isEmpty { signalWake() }
    }
    flush(held, state)
    finish(job, with: result)
  }

  /// Resumes a job's task, once, and forgets it.
  func finish(_ job: LineJob, with result: Result<LineAnswer, PresentError>) {
    mailbox.withLock { $0.outstanding.removeAll { $0 === job } }
    job.finish(result)
  }

  // MARK: Preparing a line

  func prepare(_ request: LineRequest) -> Readline.Line {
    let styles = settings.allowsStyles
    let ascii = settings.asciiOnly
    let promptWidth = DisplayWidth.of(request.prompt.lines.last?.plain ?? "")
    let room = (settings.columns() ?? TerminalSize.standard.columns) - promptWidth - 1
    let placeholder = request.placeholder.map { hint -> (text: String, width: Int) in
      // Without styles a dimmed hint would read as a value: it is set apart in words.
      let shown =
        styles
        ? StyledText(hint, style: TextStyle.dim.union(request.placeholderStyle))
        : "(e.g. " + StyledText(hint, lineBreaks: .show) + ")"
      let text = shown.truncated(toWidth: max(0, room))
      return (
        text.rendered(withStyles: styles, colors: settings.colorDepth, asciiOnly: ascii), DisplayWidth.of(text.plain)
      )
    }
    // The text as it is, but for what readline would draw raw (see `EditableText`).
    let editable = EditableText(request.isSecret ? "" : request.initialText, asciiOnly: ascii)
    return Readline.Line(
      prompt: request.prompt.rendered(
        withStyles: styles, colors: settings.colorDepth, invisibleMarkers: ("\u{01}", "\u{02}"), asciiOnly: ascii),
      visiblePrompt: request.prompt.rendered(withStyles: styles, colors: settings.colorDepth, asciiOnly: ascii),
      initialText: editable.line,
      editable: editable,
      placeholder: placeholder,
      promptWidth: promptWidth,
      isSecret: request.isSecret,
      completion: request.completion,
      history: request.historyKey.map { settings.history.entries(for: $0).map { SafeText.line($0, asciiOnly: ascii) } }
        ?? [],
      cursorControl: settings.cursorControl,
      asciiOnly: ascii,
      keyActions: request.keyActions,
      keyActionsWithText: request.keyActionsWithText,
      onTyping: request.onTyping,
      onEdit: request.isSecret ? nil : request.onEdit,
      answerKeys: Array(request.answerKeys.utf8.filter { $0 > 0x20 && $0 < 0x7F }),
      cursorAtStart: request.cursorAtStart,
      singleKeys: Self.singleKeys(request.singleKeys),
      erasesOnEnding: request.erasesOnEnding,
      erasesAnswer: request.erasesAnswer,
      cursorRestsAbove: request.cursorRestsAbove)
  }

  /// The single keys of a request, as bytes: printable ASCII characters only (Space is a
  /// key readline binds).
  static func singleKeys(_ keys: [Character: KeyAction]) -> [UInt8: KeyAction] {
    var bytes: [UInt8: KeyAction] = [:]
    for (character, action) in keys {
      guard let byte = character.asciiValue, byte > 0x20, byte < 0x7F else { continue }
      bytes[byte] = action
    }
    return bytes
  }
}
