import Glibc

extension FileDescriptor {
  /// Opens the file whose path is `path`'s bytes, whatever their encoding (`open`, closed
  /// on exec), read-only unless `flags` say otherwise.
  ///
  /// - Throws: The error, as `Errno`; never EINTR.
  package static func open(pathBytes path: [UInt8], flags: Int32 = O_RDONLY) throws(Errno) -> FileDescriptor {
    let opened = withCPath(path) { path in
      Result { () throws(Errno) in try valueOrErrno(retryOnInterrupt: true) { Glibc.open(path, flags | O_CLOEXEC) } }
    }
    return FileDescriptor(rawValue: try opened.get())
  }

  /// Reads up to `count` bytes at `offset` without moving the file's position (`pread`);
  /// fewer, or none, at the end of the file.
  ///
  /// - Throws: The error, as `Errno`; never EINTR.
  package func read(at offset: Int, upTo count: Int) throws(Errno) -> [UInt8] {
    var failure: Errno?
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      do throws(Errno) {
        filled = try valueOrErrno(retryOnInterrupt: true) {
          pread(rawValue, buffer.baseAddress, count, off_t(offset))
        }
      } catch {
        failure = error
        filled = 0
      }
    }
    if let failure { throw failure }
    return bytes
  }

  /// The size of the regular file the descriptor is open on (`fstat`); `nil` for a pipe,
  /// a terminal, a socket or a device, which are read in order.
  ///
  /// - Throws: The error, as `Errno`.
  package func regularFileSize() throws(Errno) -> Int? {
    var status = stat()
    _ = try valueOrErrno(retryOnInterrupt: true) { fstat(rawValue, &status) }
    return status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
  }

}
