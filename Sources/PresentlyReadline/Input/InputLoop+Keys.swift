import PresentlyCore
import PresentlySystem

/// Keys: read from the terminal into the ``KeyBuffer``, and handed to readline.
extension InputLoop {
  /// Reads the next key waiting on the terminal (see `KeyBuffer.bytesWanted`).
  ///
  /// - Returns: `false` when the read failed: see ``handleReadFailure(_:_:)``.
  func readKeys(_ state: LoopState, _ device: TerminalDevice) -> Bool {
    var buffer = [UInt8](repeating: 0, count: state.keys.bytesWanted)
    let count: Int
    do {
      count = try FileDescriptor(rawValue: device.keys).read(into: &buffer, retryOnInterrupt: false)
    } catch {
      return error == .interrupted || error == .wouldBlock
    }
    if count > 0 {
      state.lastKeyTime = .now
      state.keys.append(buffer[..<count], at: state.lastKeyTime)
      return true
    }
    return false
  }

  /// When a lone Escape, the next key for a line that takes ``KeyAction/cancel``, cancels
  /// if nothing follows it: `keyseq-timeout` after it was typed, as readline would wait
  /// for the rest of a key sequence. `nil` when the next key is no lone Escape, or the
  /// line does not cancel on it (vi's insertion, where Escape goes to command mode, and
  /// vi's command mode with text in the line: see `Readline.escapeCancels`; inside a
  /// search or a command of readline's).
  ///
  /// Escapes typed together with nothing after them (Escape pressed twice fast, which
  /// comes in one write) are each a lone Escape, one level back each, rather than
  /// readline's M-Escape (`complete`), which does nothing a user sees: the first cancels
  /// now, the next cancels the line that opens after it. So typed text and then the list
  /// go, as fzf ends on them.
  func loneEscapeDeadline(_ state: LoopState) -> ContinuousClock.Instant? {
    guard state.isReading, state.pendingKey == nil, state.keys.waitsOnlyEscapes,
      state.readingLine?.keyActions.contains(.cancel) == true,
      Readline.escapeCancels, !Readline.isInsideCommand, case .terminal(let device) = source,
      !FileDescriptor(rawValue: device.keys).isReadable
    else { return nil }
    return state.lastKeyTime + Readline.keySequenceTimeout
  }

  /// Whether the next key is Ctrl-C, which the terminal sends no signal for while a line
  /// is read (see `InterruptKey`): then it is the loop's to handle, before readline sees
  /// it. Where the keys send no signals at all (whiptail's and dialog's modes), readline's
  /// own commands (a search, a vi motion) take it as they would.
  func isInterruptKey(_ state: LoopState) -> Bool {
    state.isReading && state.pendingKey == nil && InterruptKey.matches(state.keys.readyBytes.first)
      && (Readline.keyboardSignals || !Readline.isInsideCommand)
  }

  /// Whether the next key acts at once: one of the line's characters that answer it
  /// (``LineRequest/answerKeys``) or do an action (``LineRequest/singleKeys``), typed
  /// alone on an empty line, outside readline's commands. A key with more typed right
  /// behind it is typing, and goes to readline: `yes` and Enter, typed quickly, is the word.
  func isAnswerKey(_ state: LoopState) -> Bool {
    guard state.isReading, state.pendingKey == nil, let line = state.readingLine,
      !line.answerKeys.isEmpty || !line.singleKeys.isEmpty,
      state.keys.readyBytes.count == 1, let key = state.keys.readyBytes.first,
      line.answerKeys.contains(key) || line.singleKeys[key] != nil,
      !state.keys.isHolding, !Readline.hasText, !Readline.isInsideCommand, case .terminal(let device) = source
    else { return false }
    return !FileDescriptor(rawValue: device.keys).isReadable
  }

  /// Ends the line with the answer key as its text, drawn after the prompt; or, for a
  /// single key, with its action, the empty line erased as a bound key's is.
  func answerOnKey(_ state: LoopState) {
    guard let key = state.keys.next() else { return }
    if let action = state.readingLine?.singleKeys[key] {
      _ = Readline.endKeepingText()
      finishActive(state, with: .success(.action(action, text: "")))
    } else {
      let text = Readline.answer(with: key)
      finishActive(state, with: .success(.line(text)))
    }
    startNext(state)
  }

  /// Ctrl-C as a key: ends the line as its SIGINT did (interrupted); where the keys send
  /// no signals at all (whiptail's and dialog's modes), cancels a line that takes
  /// ``KeyAction/cancel``, else interrupts it. It cancels as if nothing were typed:
  /// Escape steps back one level (the narrowing typed in a menu first), Ctrl-C ends the
  /// box at once, as dialog's does.
  func interruptOnKey(_ state: LoopState) {
    _ = state.keys.next()
    if Readline.keyboardSignals {
      handle(signal: Signal.interrupt, state)
    } else if state.readingLine?.keyActions.contains(.cancel) == true {
      _ = Readline.endKeepingText()
      finishActive(state, with: .success(.action(.cancel, text: "")))
    } else {
      Readline.abandon(echo: "^C")
      finishActive(state, with: .failure(.interrupted))
    }
    startNext(state)
  }

  /// Ends the line with ``KeyAction/cancel`` for a lone Escape, with the text typed.
  func cancelOnEscape(_ state: LoopState) {
    _ = state.keys.next()
    let text = Readline.endKeepingText()
    finishActive(state, with: .success(.action(.cancel, text: text)))
    startNext(state)
  }

  /// `rl_input_available_hook`: whether a key is ready for readline now, without
  /// waiting. A key typed already but not read yet is read into the buffer first, so
  /// that the answer can be no when the next key is Escape: readline gathers typed-ahead
  /// characters into one insertion while input is available, and would read an Escape
  /// typed right after text into its own buffer, where the loop could no longer see a
  /// lone Escape that cancels, or Ctrl-C typed right after text while it is a key.
  func keyIsReady(_ state: LoopState, _ device: TerminalDevice) -> Bool {
    if state.pendingKey != nil { return true }
    if !state.keys.hasReady, FileDescriptor(rawValue: device.keys).isReadable { _ = readKeys(state, device) }
    // Nor when it is Ctrl-C as a key: readline would take it into the insertion and
    // drop it, and the loop must see it first.
    let next = state.keys.readyBytes.first
    return state.keys.hasReady && next != 0x1B && !InterruptKey.matches(next)
  }

  /// A read from the terminal failed. That is not the end of the input unless the
  /// terminal is gone: EIO also comes to a background process that was not stopped
  /// (SIGTTIN ignored, or a group no shell will continue), which must wait for the
  /// terminal instead.
  func handleReadFailure(_ state: LoopState, _ device: TerminalDevice) {
    switch device.owner {
    case .another:
      if state.isReading {
        state.suspended = Readline.suspend()
        state.isReading = false
      }
      takeTerminal(state, device)
    case .us, .nobody:
      state.terminalGone = true
      if state.isReading { Readline.abandon(echo: "") }
      finishActive(state, with: .failure(.endOfInput))
    }
  }

  /// `rl_getc_function`: the next key for readline.
  ///
  /// Readline asks for a key when the loop gives it one that is ready, and again, from
  /// inside its commands, when it wants more (the rest of a search string, a paste, an
  /// answer to "Display all 300 possibilities?"). Then this waits as the loop does: a
  /// signal that ends the line, a cancellation or the deadline makes it return an end
  /// of file, so that readline lets go, and every key asked for after that is an end of
  /// file too until readline has returned.
  func nextKey(_ state: LoopState, _ device: TerminalDevice) -> Int32 {
    if state.abandoning != nil { return -1 }
    if let key = state.pendingKey {
      state.pendingKey = nil
      return Int32(key)
    }
    while true {
      if let byte = state.keys.next(dropsNUL: Readline.isInsideCommand) {
        if Readline.keyboardSignals, InterruptKey.matches(byte) {
          // Ctrl-C inside one of readline's commands: handled as its signal was.
          state.pendingSignals.append(Signal.interrupt)
          return abandon(state, .signal)
        }
        return Int32(endingSearch(before: byte, state))
      }
      let now = ContinuousClock.now
      var wakeAt = state.keys.releaseTime
      if Readline.isReadingMore, !state.keys.isHolding {
        wakeAt = earlier(wakeAt, state.lastKeyTime + KeyBuffer.pasteSilence)
      }
      if let deadline = state.active?.deadline?.instant { wakeAt = earlier(wakeAt, deadline) }
      let ready = waitOnce(input: device.keys, until: wakeAt)
      if let signals, ready.signals {
        let numbers = FileDescriptor(rawValue: signals).drain().map(Int32.init)
        state.pendingSignals += numbers
        if numbers.contains(where: { $0 != Signal.windowChanged && $0 != Signal.continue }) {
          return abandon(state, .signal)
        }
      }
      if ready.wake {
        _ = wake.read.drain()
        state.commandsPending = true
        let active = state.active
        let cancelled = mailbox.withLock { mailbox in
          mailbox.commands.contains { command in
            if case .cancel(let job) = command { return job === active }
            return false
          }
        }
        if cancelled || isLost { return abandon(state, .cancelled) }
      }
      if ready.input != 0, !readKeys(state, device) { return abandon(state, .inputFailed) }
      let later = ContinuousClock.now
      state.keys.release(at: later)
      if let deadline = state.active?.deadline?.instant, later >= deadline { return abandon(state, .timedOut) }
      if !state.keys.hasReady, Readline.isReadingMore, !state.keys.isHolding,
        later - state.lastKeyTime >= KeyBuffer.pasteSilence, now < later
      {
        // Readline is inside a paste whose start came before the buffer could see it.
        state.keys.endPaste()
      }
    }
  }

  /// The key to give readline for `key`: `key` itself, or, when `key` would start a key
  /// sequence inside an incremental search (Escape with keys behind it, Ctrl-X), the key
  /// that ends the search, with `key` held back for the next call.
  ///
  /// Readline 8.2's callback mode follows a null or freed pointer when a key sequence
  /// that names a command is typed during a Ctrl-R search (Ctrl-R, Ctrl-X, `)` is enough;
  /// Python's REPL dies of it too). Ending the search first does what readline means to
  /// do, the command then running outside the search, as an arrow key does.
  private func endingSearch(before key: UInt8, _ state: LoopState) -> UInt8 {
    guard Readline.isSearching, Readline.isPrefix(key) else { return key }
    if key == 0x1B, !Readline.keyIsReady() { return key }  // a lone Escape just ends the search
    state.pendingKey = key
    return Readline.searchTerminator
  }

  private func abandon(_ state: LoopState, _ reason: Abandonment) -> Int32 {
    state.abandoning = reason
    return -1
  }

  private func earlier(_ first: ContinuousClock.Instant?, _ second: ContinuousClock.Instant) -> ContinuousClock.Instant
  {
    guard let first else { return second }
    return min(first, second)
  }
}
