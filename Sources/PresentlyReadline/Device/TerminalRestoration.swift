import PresentlySystem
import Synchronization

/// What must be undone on the terminal before the process ends, kept where a signal
/// handler can reach it.
///
/// Readline changes the terminal's modes while a line is open and turns on bracketed
/// paste; a full-screen presentation switches to the alternate screen. Whatever ends the
/// process (a return from `main`, a signal, a crash) calls ``restore()`` first, which
/// undoes only what is still in force, and only on a terminal this process has in the
/// foreground: the modes of a terminal the shell has taken back are the shell's.
///
/// Everything here is safe in a signal handler: atomics, `tcgetpgrp`, `write` and
/// `tcsetattr`, through `PresentlySystem`'s inlined wrappers.
enum TerminalRestoration {
  /// The terminal and its settings as found; set once, before any handler is installed.
  nonisolated(unsafe) private static var descriptor: Int32 = -1
  nonisolated(unsafe) private static var original: TerminalSettings?

  /// Whether readline has the terminal's modes changed now.
  static let modesChanged = Atomic<Bool>(false)
  /// Whether the alternate screen is on.
  static let alternateScreen = Atomic<Bool>(false)
  /// Whether keys are held (echo and line editing off while a widget reads none).
  static let keysHeld = Atomic<Bool>(false)

  /// The terminal recorded, if one was.
  static var recordedDescriptor: Int32? { descriptor >= 0 ? descriptor : nil }

  /// Records the terminal and the settings it was found with.
  static func record(_ device: TerminalDevice) {
    descriptor = device.descriptor
    original = device.original
  }

  /// Whether this process's group has the terminal in the foreground.
  static var isForeground: Bool {
    descriptor >= 0 && FileDescriptor(rawValue: descriptor).foregroundGroup == ThisProcess.group
  }

  /// Leaves the alternate screen, turns bracketed paste off and puts the modes back, if
  /// any of that is in force and the terminal is ours; safe in a signal handler.
  static func restore() {
    guard descriptor >= 0, isForeground else { return }
    SignalRelay.withBackgroundOutputAllowed {
      let terminal = FileDescriptor(rawValue: descriptor)
      if alternateScreen.exchange(false, ordering: .relaxed) { terminal.writeFromHandler("\u{1B}[?1049l") }
      if modesChanged.exchange(false, ordering: .relaxed) {
        terminal.writeFromHandler("\u{1B}[?2004l\r\n")
        original?.apply(to: terminal)
      }
      releaseHeldKeys()
    }
    // The terminal taken from the job the dialog ran in goes back to it, last.
    giveBack()
  }

  /// Ends a hold of keys (echo and flow control off while a widget reads none), if one is
  /// in force: what was typed meanwhile was meant for no one, not for the shell, and is
  /// thrown away, and the modes found are put back, on a terminal that is ours; safe in a
  /// signal handler.
  static func releaseHeldKeys() {
    guard keysHeld.exchange(false, ordering: .relaxed), descriptor >= 0, isForeground else { return }
    FileDescriptor(rawValue: descriptor).discardTypedInput()
    original?.apply(to: FileDescriptor(rawValue: descriptor))
  }

  /// Throws away what was typed and not yet read, if the terminal is ours; safe in a
  /// signal handler.
  ///
  /// For a process that a signal ends while it asks: the keys were meant for its prompt
  /// (a password among them), and the shell must not read them as a command, as the
  /// terminal driver itself discards them when Ctrl-C interrupts.
  static func discardTypedAhead() {
    guard descriptor >= 0, isForeground else { return }
    FileDescriptor(rawValue: descriptor).discardTypedInput()
  }

  /// Puts the settings found at the start back, whatever readline did; for a terminal
  /// known to be ours.
  static func restoreSettings() {
    guard descriptor >= 0 else { return }
    original?.apply(to: FileDescriptor(rawValue: descriptor))
  }
}
