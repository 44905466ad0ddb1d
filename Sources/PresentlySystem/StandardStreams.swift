import Glibc

/// The three standard descriptors, made sure of before anything else opens a file.
package enum StandardStreams {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 the process was started without
  /// (`cmd <&-`), as programs that run as root do: the next file opened would take the
  /// number, and reading standard input would read a pipe of the program's own (its
  /// wake-up pipe), writing a result would write into the terminal, and so on. A closed
  /// standard input then reads as an empty one.
  package static func openMissing() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // The lowest free number is `descriptor` itself.
      _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    }
  }
}
