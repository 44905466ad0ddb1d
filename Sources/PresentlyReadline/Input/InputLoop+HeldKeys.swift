import PresentlyCore
import PresentlySystem

/// Keys held while a widget that reads none is shown (``/PresentlyCore/Terminal/holdKeys(_:)``):
/// the terminal neither echoes them nor keeps them for the shell.
extension InputLoop {
  /// Holds keys from now until ``releaseKeys(_:)`` or the next line.
  func holdKeys(_ state: LoopState) {
    guard case .terminal(let device) = source, !state.holdsKeys else { return }
    state.holdsKeys = true
    applyHeldKeys(state, device)
  }

  /// Turns echo and flow control off while keys are held, no line is wanted and the
  /// terminal is ours; once done, it stays done until released. Where the keys send
  /// signals, Ctrl-C comes as a key the loop reads (`takeHeldKeys`), so that its SIGINT
  /// does not reach the calling shell, and the driver's line editing is off so that the
  /// key comes at once; Ctrl-Z and Ctrl-\ keep their signals. Where they send none
  /// (whiptail's and dialog's modes), the driver's line editing and signals stay on.
  func applyHeldKeys(_ state: LoopState, _ device: TerminalDevice) {
    guard state.holdsKeys, state.active == nil, !state.waitingForForeground,
      !TerminalRestoration.keysHeld.load(ordering: .relaxed)
    else { return }
    // Under the lock the exit's restoration takes: a hold handled after the process
    // began to exit would leave the shell a terminal that does not echo.
    mailbox.withLock { mailbox in
      guard !mailbox.isExiting, device.isForeground else { return }
      var settings = device.original
      settings.echoes = false
      // No flow control either, as while a line is read: a Ctrl-S typed would stop the
      // widget's drawing until a Ctrl-Q, and the work behind it with it.
      settings.flowControl = false
      if Readline.keyboardSignals {
        settings = InterruptKey.turnedOff(in: settings)
        settings.editsLines = false
        settings.deliverEachKey()
      }
      TerminalRestoration.keysHeld.store(true, ordering: .relaxed)
      settings.apply(to: FileDescriptor(rawValue: device.descriptor))
    }
  }

  /// Throws away what was typed while keys were held and puts the modes back.
  func releaseKeys(_ state: LoopState) {
    guard state.holdsKeys else { return }
    state.holdsKeys = false
    mailbox.withLock { _ in TerminalRestoration.releaseHeldKeys() }
  }

  /// Whether the loop reads the terminal while keys are held, for Ctrl-C: the keys send
  /// signals, the hold is in force, and no line is read.
  func readsHeldKeys(_ state: LoopState) -> Bool {
    Readline.keyboardSignals && state.holdsKeys && !state.isReading && !state.waitingForForeground
      && TerminalRestoration.keysHeld.load(ordering: .relaxed)
  }

  /// Reads what was typed while keys are held: meant for no one, and dropped, but for
  /// Ctrl-C, which interrupts as its signal would have (the process ends with the
  /// terminal restored; `presently spin` ends its command and exits 130).
  func takeHeldKeys(_ state: LoopState, _ device: TerminalDevice) {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count: Int
    do {
      count = try FileDescriptor(rawValue: device.keys).read(into: &buffer, retryOnInterrupt: false)
    } catch {
      count = error == .interrupted || error == .wouldBlock ? -1 : 0
    }
    if count > 0 {
      if buffer[..<count].contains(where: InterruptKey.matches) { handle(signal: Signal.interrupt, state) }
    } else if count == 0 {
      // The terminal is gone, or not ours: no more reading until a line is wanted.
      releaseKeys(state)
    }
  }
}
