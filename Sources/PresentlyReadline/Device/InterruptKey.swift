import PresentlySystem

/// Ctrl-C as a key while a prompt is open.
///
/// The terminal driver sends SIGINT for Ctrl-C to the whole foreground process group:
/// the shell that ran the prompt as `x=$(presently input)` gets it too, and bash ends its
/// script on it whatever the prompt then does. So while a line is read, and while a
/// widget that reads none holds the keys, the driver's interrupt character is turned off
/// (`VINTR` set to `_POSIX_VDISABLE`) and the input loop reads the character as a key,
/// ending the prompt as the signal would have: ``/PresentlyCore/PresentError/interrupted``,
/// 130 to a script, which carries on. Ctrl-Z and Ctrl-\ keep their signals; a SIGINT sent
/// from outside (`kill -INT`) ends a prompt as before. Where the keys send no signals at
/// all (whiptail's and dialog's modes, `ISIG` off), Ctrl-C is a key already.
enum InterruptKey {
  /// The character that interrupts, as the terminal was found (`stty intr`): Ctrl-C unless
  /// the user chose another; `nil` when none interrupts. Set once, when the terminal is
  /// recorded.
  nonisolated(unsafe) static var character: UInt8? = 0x03

  /// Records the interrupt character of the settings the terminal was found with.
  static func record(from settings: TerminalSettings) {
    let found = settings.interruptCharacter
    character = found == disabled ? nil : found
  }

  /// `settings` with the interrupt character turned off, so that it comes as a key.
  static func turnedOff(in settings: TerminalSettings) -> TerminalSettings {
    var settings = settings
    settings.interruptCharacter = disabled
    return settings
  }

  /// Whether `byte` is the key that interrupts: the recorded character, where the keys
  /// send signals; Ctrl-C where they do not (`ISIG` off: whiptail's and dialog's modes).
  static func matches(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return Readline.keyboardSignals ? byte == character : byte == 0x03
  }

  /// `_POSIX_VDISABLE`.
  private static let disabled = TerminalSettings.disabledCharacter
}
