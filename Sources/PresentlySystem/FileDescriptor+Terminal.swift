import Glibc

/// What a descriptor open on a terminal can be asked and told: its window size, its
/// foreground process group, its name, what was typed and not read. The modes are
/// ``TerminalSettings``; whether it is a terminal at all, ``FileDescriptor/isTerminal``.
///
/// Darwin has the same calls; its `ioctl` takes the request as `UInt` too, and
/// `TIOCGWINSZ` has another value.
extension FileDescriptor {
  /// Opens the terminal at `path` (`open` with `O_NOCTTY`, closed on exec), for reading
  /// and writing, or for reading keys without waiting (`O_NONBLOCK`).
  package static func openTerminal(_ path: String, forKeys: Bool = false) -> FileDescriptor? {
    let flags = forKeys ? O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY : O_RDWR | O_CLOEXEC | O_NOCTTY
    let descriptor = Glibc.open(path, flags)
    return descriptor >= 0 ? FileDescriptor(rawValue: descriptor) : nil
  }

  /// The path of the terminal the descriptor is open on (`ttyname`), or `nil`.
  package var terminalPath: String? {
    ttyname(rawValue).map { String(cString: $0) }
  }

  /// The terminal's window size (`ioctl(TIOCGWINSZ)`), or `nil` when it does not know it
  /// (either is 0).
  package var windowSize: (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(rawValue, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return nil
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// The process group in the terminal's foreground (`tcgetpgrp`): negative when
  /// nobody's (the terminal hung up). Safe in a signal handler.
  @inlinable package var foregroundGroup: Int32 { tcgetpgrp(rawValue) }

  /// Puts `group` in the terminal's foreground (`tcsetpgrp`); safe in a signal handler.
  /// A process outside the foreground group must block SIGTTOU meanwhile
  /// (``Signal/withBlocked(_:_:)``).
  ///
  /// - Returns: Whether it did.
  @inlinable @discardableResult
  package func setForegroundGroup(_ group: Int32) -> Bool {
    tcsetpgrp(rawValue, group) == 0
  }

  /// Throws away what was typed and not yet read (`tcflush(TCIFLUSH)`); safe in a
  /// signal handler.
  @inlinable package func discardTypedInput() {
    _ = tcflush(rawValue, TCIFLUSH)
  }

  /// Writes one byte, once, keeping `errno` as it was (`write`): what a signal handler
  /// may do. Inlined, so that the handler calls nothing but `write`.
  @inlinable package func writeByteFromHandler(_ byte: UInt8) {
    var byte = byte
    let saved = errno
    _ = Glibc.write(rawValue, &byte, 1)
    errno = saved
  }

  /// Writes a literal in full without allocating, again after an interruption, as a
  /// signal handler must (`write`); stops at any other failure.
  @inlinable package func writeFromHandler(_ text: StaticString) {
    var offset = 0
    while offset < text.utf8CodeUnitCount {
      let count = Glibc.write(rawValue, text.utf8Start + offset, text.utf8CodeUnitCount - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}
