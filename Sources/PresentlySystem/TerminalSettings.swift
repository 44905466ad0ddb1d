import Glibc

/// A terminal's modes (`struct termios`), read with `tcgetattr` and applied with
/// `tcsetattr`: the few switches Presently turns, by what they do for us.
///
/// ```swift
/// guard var settings = TerminalSettings(of: terminal) else { return }
/// settings.echoes = false
/// settings.flowControl = false
/// settings.apply(to: terminal)
/// ```
///
/// Darwin's `termios` has the same fields with `UInt` flags (`tcflag_t`) and a 20-slot
/// `c_cc`; `_POSIX_VDISABLE` is `0xFF` there, not 0 (``disabledCharacter``).
package struct TerminalSettings: Sendable {
  /// The C structure, for readline's own calls to compare with.
  @usableFromInline var modes: termios

  /// The modes of the terminal `descriptor` is open on (`tcgetattr`); `nil` when it is
  /// not a terminal.
  package init?(of descriptor: FileDescriptor) {
    var modes = termios()
    guard tcgetattr(descriptor.rawValue, &modes) == 0 else { return nil }
    self.modes = modes
  }

  /// Applies these modes to the terminal once what was written has been sent
  /// (`tcsetattr(TCSADRAIN)`); safe in a signal handler.
  ///
  /// - Returns: Whether the terminal took them.
  @inlinable @discardableResult
  package func apply(to descriptor: FileDescriptor) -> Bool {
    var modes = modes
    return tcsetattr(descriptor.rawValue, TCSADRAIN, &modes) == 0
  }

  /// Whether typed keys are echoed (`ECHO`); turned off, `ECHONL` goes too.
  package var echoes: Bool {
    get { modes.c_lflag & tcflag_t(ECHO) != 0 }
    set { set(&modes.c_lflag, tcflag_t(newValue ? ECHO : ECHO | ECHONL), newValue) }
  }

  /// Whether Ctrl-S and Ctrl-Q stop and start the output (`IXON`).
  package var flowControl: Bool {
    get { modes.c_iflag & tcflag_t(IXON) != 0 }
    set { set(&modes.c_iflag, tcflag_t(IXON), newValue) }
  }

  /// Whether the keys that signal (Ctrl-C, Ctrl-\, Ctrl-Z) send their signals (`ISIG`).
  package var keysSendSignals: Bool {
    get { modes.c_lflag & tcflag_t(ISIG) != 0 }
    set { set(&modes.c_lflag, tcflag_t(ISIG), newValue) }
  }

  /// Whether the driver edits a line before handing it over (`ICANON`).
  package var editsLines: Bool {
    get { modes.c_lflag & tcflag_t(ICANON) != 0 }
    set { set(&modes.c_lflag, tcflag_t(ICANON), newValue) }
  }

  /// The character that sends SIGINT (`c_cc[VINTR]`), ``disabledCharacter`` for none.
  package var interruptCharacter: UInt8 {
    get { withUnsafeBytes(of: modes.c_cc) { $0[Int(VINTR)] } }
    set { withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VINTR)] = newValue } }
  }

  /// Has a read without line editing return each key as it comes: at least one byte
  /// (`VMIN` 1), with no timer (`VTIME` 0).
  package mutating func deliverEachKey() {
    withUnsafeMutableBytes(of: &modes.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
  }

  /// The value of a control character that is turned off (`_POSIX_VDISABLE`: 0 on Linux).
  package static let disabledCharacter: UInt8 = 0

  /// Sets or clears `bits` in `flags`.
  private func set(_ flags: inout tcflag_t, _ bits: tcflag_t, _ on: Bool) {
    if on { flags |= bits } else { flags &= ~bits }
  }
}
