import Glibc

/// The controlling terminal, opened for reading keys and drawing, with the settings it
/// had when it was opened.
struct TerminalDevice: Sendable {
  /// Read and write end of the terminal.
  let descriptor: Int32
  /// The termios settings found at open, restored after every ending.
  let original: termios

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

  /// Whether this process's group has the terminal: the shell has not taken it back.
  var isForeground: Bool {
    tcgetpgrp(descriptor) == getpgrp()
  }

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

/// Small helpers over file descriptors.
enum FileDescriptor {
  /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
  static func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  /// A pipe whose ends are closed on exec and whose read end does not block.
  static func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { fatalError("pipe failed: \(errno)") }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
  }

  /// Whether `descriptor` is open on a file, pipe, socket or device.
  ///
  /// A program started with standard input closed finds descriptor 0 taken by
  /// whatever the runtime opened first (an eventfd, say); that is not input.
  static func isStream(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFCHR, S_IFSOCK, S_IFBLK: return true
    default: return false
    }
  }

  /// Reads and discards everything waiting in a non-blocking pipe; returns the bytes.
  static func drain(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes.append(contentsOf: buffer[..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return bytes
      }
    }
  }
}
