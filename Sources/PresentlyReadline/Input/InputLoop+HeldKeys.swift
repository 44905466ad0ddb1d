import Glibc
import PresentlyCore

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
  /// terminal is ours; once done, it stays done until released. The driver's line
  /// editing and signals stay on: Ctrl-C and Ctrl-Z work as before, and a prompt is not
  /// mistaken to be open.
  func applyHeldKeys(_ state: LoopState, _ device: TerminalDevice) {
    guard state.holdsKeys, state.active == nil, !state.waitingForForeground,
      !TerminalRestoration.keysHeld.load(ordering: .relaxed)
    else { return }
    // Under the lock the exit's restoration takes: a hold handled after the process
    // began to exit would leave the shell a terminal that does not echo.
    mailbox.withLock { mailbox in
      guard !mailbox.isExiting, device.isForeground else { return }
      var settings = device.original
      settings.c_lflag &= ~tcflag_t(ECHO | ECHONL)
      // No flow control either, as while a line is read: a Ctrl-S typed would stop the
      // widget's drawing until a Ctrl-Q, and the work behind it with it.
      settings.c_iflag &= ~tcflag_t(IXON)
      TerminalRestoration.keysHeld.store(true, ordering: .relaxed)
      _ = tcsetattr(device.descriptor, TCSADRAIN, &settings)
    }
  }

  /// Throws away what was typed while keys were held and puts the modes back.
  func releaseKeys(_ state: LoopState) {
    guard state.holdsKeys else { return }
    state.holdsKeys = false
    mailbox.withLock { _ in TerminalRestoration.releaseHeldKeys() }
  }
}
