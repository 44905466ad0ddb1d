import Glibc

/// The controlling terminal, opened for reading keys and drawing, with the settings it
/// had when it was opened.
struct TerminalDevice: Sendable {
  /// Read and write end of the terminal.
  let descriptor: Int32
  /// The termios settings found at open, restored after every ending.
  let original: termios

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
    var descriptor = Glibc.open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    if descriptor < 0, isatty(STDIN_FILENO) == 1, let name = ttyname(STDIN_FILENO) {
      descriptor = Glibc.open(name, O_RDWR | O_CLOEXEC | O_NOCTTY)
    }
    guard descriptor >= 0 else { return nil }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else {
      close(descriptor)
      return nil
    }
    return TerminalDevice(descriptor: descriptor, original: settings)
  }

  /// The window size, or `nil` when the terminal does not know it.
  var size: (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return nil
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Who has the terminal in the foreground (`tcgetpgrp`).
  var owner: Owner {
    let group = tcgetpgrp(descriptor)
    if group < 0 { return .nobody }
    return group == getpgrp() ? .us : .another
  }

  /// Whether this process's group has the terminal: the shell has not taken it back.
  var isForeground: Bool { owner == .us }

  /// Puts the terminal settings back as they were found.
  func restoreSettings() {
    var settings = original
    _ = tcsetattr(descriptor, TCSADRAIN, &settings)
  }

  /// Writes all of `text`, retrying after interruptions.
  func write(_ text: String) {
    FileDescriptor.writeAll(descriptor, text)
  }
}
