import Glibc

extension FileDescriptor {
  /// Creates the file whose path is `path`'s bytes, or empties it if it is there, for
  /// writing (`open` with `O_CREAT | O_TRUNC`, mode 0666 less the umask, closed on exec).
  ///
  /// - Throws: `open`'s error, as `Errno`; never EINTR.
  package static func create(pathBytes path: [UInt8]) throws(Errno) -> FileDescriptor {
    try openForWriting(pathBytes: path, O_TRUNC)
  }

  /// Opens the file whose path is `path`'s bytes for writing, creating it (mode 0666 less
  /// the umask) when it is missing, closed on exec, with `flags` besides (`O_TRUNC`,
  /// `O_APPEND`).
  static func openForWriting(pathBytes path: [UInt8], _ flags: Int32) throws(Errno) -> FileDescriptor {
    let opened = withCPath(path) { path in
      Result { () throws(Errno) in
        try valueOrErrno(retryOnInterrupt: true) {
          Glibc.open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o666)
        }
      }
    }
    return FileDescriptor(rawValue: try opened.get())
  }
}
