import Glibc

/// The three standard descriptors, made sure of before anything else opens a file, and
/// what the process checks of them as it exits.
package enum StandardStreams {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 the process was started without
  /// (`cmd <&-`, `cmd >&-`), as programs that run as root do: the next file opened would
  /// take the number, and reading standard input would read a pipe of the program's own
  /// (its wake-up pipe), writing a result would write into the terminal, and so on.
  ///
  /// Each is opened read-only. A closed standard input then reads as an empty one; a
  /// closed standard output or error still refuses every write (`EBADF`), as the closed
  /// descriptor would have, so that a result written there is known to be lost rather
  /// than thrown away in silence.
  package static func openMissing() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // The lowest free number is `descriptor` itself.
      _ = open("/dev/null", O_RDONLY)
    }
  }

  /// Has `check` run as the process exits (`atexit`), after every hook registered later
  /// (the terminal's restoring, say): registered first, it runs last.
  package static func atExit(_ check: @convention(c) () -> Void) {
    atexit(check)
  }

  /// Writes out what the C library holds for its streams (`fflush(NULL)`): text printed
  /// with `print`, such as swift-argument-parser's help.
  ///
  /// - Returns: The error of the write that failed, if one did.
  package static func flushBuffered() -> Errno? {
    fflush(nil) == 0 ? nil : .current
  }
}
