import Glibc
import PresentlyCore

/// Keys held while a widget that reads none is shown (``ScreenControl/holdKeys``): the
/// terminal neither echoes them nor keeps them for the shell.
extension InputLoop {
  /// Holds keys from now until ``releaseKeys(_:)`` or the next line.
  func holdKeys(_ state: LoopState) {
    guard case .terminal(let device) = source, !state.holdsKeys else { return }
    state.holdsKeys = true
    applyHeldKeys(state, device)
  }

  /// Turns echo and the driver's line editing off while keys are held, no line is read
  /// and the terminal is ours; signals stay on, so Ctrl-C and Ctrl-Z work as before.
  func applyHeldKeys(_ state: LoopState, _ device: TerminalDevice) {
    guard state.holdsKeys, !state.isReading, !state.waitingForForeground else { return }
    // Under the lock the exit's restoration takes: a hold handled after the process
    // began to exit would leave the shell a terminal that does not echo.
    mailbox.withLock { _ in
      guard !TerminalRestoration.isExiting.load(ordering: .relaxed), device.isForeground else { return }
      var settings = device.original
      settings.c_lflag &= ~tcflag_t(ECHO | ICANON)
      TerminalRestoration.keysHeld.store(true, ordering: .relaxed)
      _ = tcsetattr(device.descriptor, TCSADRAIN, &settings)
    }
  }

  /// Throws away what was typed while keys were held and puts the modes back.
  func releaseKeys(_ state: LoopState) {
    guard state.holdsKeys, case .terminal(let device) = source else { return }
    state.holdsKeys = false
    mailbox.withLock { _ in
      guard TerminalRestoration.keysHeld.exchange(false, ordering: .relaxed), device.isForeground else { return }
      _ = tcflush(device.descriptor, TCIFLUSH)
      device.restoreSettings()
    }
  }
}
