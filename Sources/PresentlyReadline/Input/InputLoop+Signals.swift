import PresentlyCore
import PresentlySystem

/// Signals and job control: Ctrl-C, Ctrl-Z and `fg`, window sizes, and the signals that
/// end the process.
extension InputLoop {
  func handle(signal: Int32, _ state: LoopState) {
    guard case .terminal(let device) = source else { return }
    // What a key's redraw drew comes first, before a stop, an ending or a new size.
    HeldOutput.release()
    switch signal {
    case Signal.interrupt:
      guard state.active != nil else { dieRestoring(state, of: Signal.interrupt) }
      if state.isReading { Readline.abandon(echo: "^C") }
      // As the terminal forgets keys typed ahead of an interrupt.
      state.keys.removeAll()
      finishActive(state, with: .failure(.interrupted))
      startNext(state)
    case Signal.windowChanged:
      if state.isReading { Readline.resize() }
      settings.onResize()
    case Signal.terminalStop:
      stop(state, device)
    case Signal.`continue`:
      if state.continuedFromOwnStop {
        state.continuedFromOwnStop = false
      } else if state.waitingForForeground {
        takeTerminal(state, device)
      } else {
        Readline.redraw()
      }
    default:
      dieRestoring(state, of: signal)
    }
  }

  /// Ctrl-Z: puts the terminal back as it was found, stops, and takes the line up again
  /// once continued in the foreground.
  ///
  /// The shell may have taken the terminal already, when another process of the same
  /// job stopped first (a subshell, say): then the terminal is left with the shell's
  /// modes, and readline's are set again on continuing.
  func stop(_ state: LoopState, _ device: TerminalDevice) {
    let alternate = TerminalRestoration.alternateScreen.load(ordering: .relaxed)
    let ownsTerminal = device.isForeground
    SignalRelay.withBackgroundOutputAllowed {
      if ownsTerminal, state.isReading {
        state.suspended = Readline.suspend()
        state.isReading = false
      } else if state.isReading {
        state.needsPreparing = true
      }
      // The shell's screen is the normal one, whoever has the terminal now.
      if alternate { device.write(Self.leaveAlternateScreen) }
      if ownsTerminal {
        // Keys typed while held were never the shell's; they are held again on `fg`.
        TerminalRestoration.releaseHeldKeys()
        device.restoreSettings()
      }
    }
    state.alternateBeforeStop = alternate
    // Counted before the stop: a draw after `fg` sees it, however soon it comes.
    screenTaken.add(1, ordering: .relaxed)
    SignalRelay.stopUntilContinued()
    state.continuedFromOwnStop = true
    state.waitingForForeground = true
    takeTerminal(state, device)
  }

  /// What is said when the terminal is the calling shell's, which waits for the result
  /// (`x=$(timeout 5 presently input)` at a prompt): the command cannot be answered there.
  static let waitingForShell =
    "presently: waiting for the terminal, which the shell holds: this command runs in a process group "
    + "of its own (timeout makes one; `timeout --foreground` does not).\r\n"

  /// Takes the terminal up again, if it is ours: the screen, the outputs kept, and the
  /// line. When it is not, stops the process group as the terminal driver would, and
  /// looks again when continued (or shortly, when it could not be stopped).
  func takeTerminal(_ state: LoopState, _ device: TerminalDevice) {
    state.waitingForForeground = true
    if !device.isForeground, TerminalRestoration.takeFromOwnJob() {
      // Borrowed from the job the dialog runs in: keys send no signals meanwhile (a
      // Ctrl-Z would stop a group the shell does not know as its job), Ctrl-C comes as
      // a key that cancels, and the terminal goes back to the job when the dialog ends.
      Readline.keyboardSignals = false
    }
    if !device.isForeground {
      if !state.toldWhyWaiting, TerminalRestoration.isHeldByCallingShell {
        // Said once, before the stop: otherwise nothing shows until the command ends.
        state.toldWhyWaiting = true
        device.write(Self.waitingForShell)
      }
      // Stopped until `fg`: the shell writes on the screen meanwhile.
      screenTaken.add(1, ordering: .relaxed)
      SignalRelay.stopForTerminal()
      state.continuedFromOwnStop = true
      guard device.isForeground else {
        state.foregroundRetry = .now + .milliseconds(250)
        return
      }
    }
    state.waitingForForeground = false
    state.foregroundRetry = nil
    if state.alternateBeforeStop {
      state.alternateBeforeStop = false
      device.write(Self.enterAlternateScreen)
    }
    let kept = state.outputs
    state.outputs = []
    flush(kept, state)
    if let suspended = state.suspended {
      state.suspended = nil
      Readline.resume(suspended)
      state.readingLine = suspended.line
      state.isReading = true
    } else if state.needsPreparing {
      state.needsPreparing = false
      Readline.prepareAgain()
    } else if state.active != nil, !state.isReading {
      beginLine(state)
    } else {
      applyHeldKeys(state, device)
    }
    settings.onResize()
  }

  func dieRestoring(_ state: LoopState, of signal: Int32) -> Never {
    // The open line ends first, with its line break, so that what the handlers say goes
    // on a line of its own rather than after the text typed.
    SignalRelay.withBackgroundOutputAllowed {
      if state.isReading, TerminalRestoration.isForeground { Readline.tearDown() }
    }
    settings.onTermination(signal)
    // Keys typed for a prompt are not the shell's (held ones go in `restore`); with no
    // prompt open, what was typed ahead is left for the shell.
    if state.active != nil { TerminalRestoration.discardTypedAhead() }
    ExternalEditor.abandon()
    TerminalRestoration.restore()
    if signal == Signal.interrupt, let status = settings.interruptStatus { ThisProcess.exitImmediately(status) }
    if let status = settings.terminationStatus { ThisProcess.exitImmediately(status) }
    SignalRelay.die(of: signal)
  }
}
