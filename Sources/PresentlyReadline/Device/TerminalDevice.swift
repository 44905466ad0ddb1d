import Glibc
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
    var path = "/dev/tty"
    var descriptor = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
    if descriptor < 0, isatty(STDIN_FILENO) == 1, let name = ttyname(STDIN_FILENO) {
      path = String(cString: name)
      descriptor = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
    }
    guard descriptor >= 0 else { return nil }
    var settings = termios()
    let keys = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard keys >= 0, tcgetattr(descriptor, &settings) == 0 else {
      close(descriptor)
      if keys >= 0 { close(keys) }
      return nil
    }
    return TerminalDevice(descriptor: descriptor, keys: keys, original: settings)
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
    FileDescriptor(rawValue: descriptor).writeAll(text)
  }
}
