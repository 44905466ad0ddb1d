import PresentlySystem

/// The controlling terminal, opened for reading keys and drawing, with the settings it
/// had when it was opened.
struct TerminalDevice: Sendable {
  /// The terminal, for writing and for its settings; writes block while it is stopped.
  let descriptor: Int32
  /// The terminal again, opened apart and non-blocking, for reading keys.
  ///
  /// A key `poll` reported may be gone by the time it is read: Ctrl-C and Ctrl-Z flush
  /// the terminal's input as they raise their signals. A blocking read would then wait
  /// for the next key with the signal unhandled; this one returns EAGAIN.
  let keys: Int32
  /// The settings found at open, restored after every ending.
  let original: TerminalSettings

  /// Who has the terminal now.
  enum Owner {
    /// This process's group: it may read keys and change modes.
    case us
    /// Another group (the shell, or a job in front of ours): we are a background job.
    case another
    /// Nobody: the terminal hung up.
    case nobody
  }

  /// Opens the controlling terminal, `/dev/tty`, whatever standard input and output
  /// are; falls back to standard input when it is a terminal that is not the
  /// controlling one. Returns `nil` when there is no terminal at all.
  static func open() -> TerminalDevice? {
    var path = "/dev/tty"
    var descriptor = FileDescriptor.openTerminal(path)
    if descriptor == nil, FileDescriptor.standardInput.isTerminal, let name = FileDescriptor.standardInput.terminalPath
    {
      path = name
      descriptor = FileDescriptor.openTerminal(path)
    }
    guard let descriptor else { return nil }
    let keys = FileDescriptor.openTerminal(path, forKeys: true)
    guard let keys, let settings = TerminalSettings(of: descriptor) else {
      descriptor.close()
      keys?.close()
      return nil
    }
    return TerminalDevice(descriptor: descriptor.rawValue, keys: keys.rawValue, original: settings)
  }

  /// The window size, or `nil` when the terminal does not know it.
  var size: (columns: Int, rows: Int)? {
    FileDescriptor(rawValue: descriptor).windowSize
  }

  /// Who has the terminal in the foreground (`tcgetpgrp`).
  var owner: Owner {
    let group = FileDescriptor(rawValue: descriptor).foregroundGroup
    if group < 0 { return .nobody }
    return group == ThisProcess.group ? .us : .another
  }

  /// Whether this process's group has the terminal: the shell has not taken it back.
  var isForeground: Bool { owner == .us }

  /// Puts the terminal settings back as they were found.
  func restoreSettings() {
    original.apply(to: FileDescriptor(rawValue: descriptor))
  }

  /// Writes all of `text`, retrying after interruptions; kept while output is held
  /// (``HeldOutput``).
  func write(_ text: String) {
    HeldOutput.write(text, to: FileDescriptor(rawValue: descriptor))
  }
}
