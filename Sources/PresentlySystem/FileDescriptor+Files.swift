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

  /// Opens the file whose path is `path`'s bytes for reading, as ``open(pathBytes:flags:)``
  /// does, but gives up at `deadline` (never, without one), and never holds the calling
  /// thread while it waits.
  ///
  /// The open of a FIFO waits until something opens it for writing, for ever if nothing
  /// does. A FIFO is told from anything else by opening it without waiting
  /// (`O_NONBLOCK`); anything else is then handed back at once, blocking again. For a
  /// FIFO the caller suspends while a thread of its own waits: for its writer to open it
  /// (a blocking `open`), or, with a deadline, until the writer has written or has come
  /// and gone (`poll`) or the deadline has passed. So the calling thread is free
  /// meanwhile: the first thread of `presently` serves the terminal's keys and signals
  /// (Ctrl-C, SIGTERM) during the wait. The descriptor handed back blocks, so that reading
  /// it waits for its writer as it would have.
  ///
  /// - Throws: `ETIMEDOUT` when the deadline passed first; otherwise `open`'s error, as
  ///   `Errno`.
  package static func open(
    pathBytes path: [UInt8], until deadline: ContinuousClock.Instant?
  ) async throws(Errno) -> FileDescriptor {
    let probe = try open(pathBytes: path, flags: O_RDONLY | O_NONBLOCK)
    var status = stat()
    guard fstat(probe.rawValue, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else {
      _ = fcntl(probe.rawValue, F_SETFL, fcntl(probe.rawValue, F_GETFL) & ~O_NONBLOCK)
      return probe
    }
    let opened = await withCheckedContinuation { continuation in
      Threads.start("waiting for a writer") {
        continuation.resume(returning: waitForWriter(probe, path: path, until: deadline))
      }
    }
    return try opened.get()
  }

  /// Waits, on the calling thread, for the writer of the FIFO `probe` is a reader of
  /// without waiting; see ``open(pathBytes:until:)``.
  private static func waitForWriter(
    _ probe: FileDescriptor, path: [UInt8], until deadline: ContinuousClock.Instant?
  ) -> Result<FileDescriptor, Errno> {
    guard let deadline else {
      defer { probe.close() }
      return Result { () throws(Errno) in try open(pathBytes: path) }
    }
    // A signal ends a poll early, as nothing ready: only the deadline ends the wait.
    while Poll.wait([.init(probe)], until: deadline)[0].isEmpty {
      guard ContinuousClock.now < deadline else {
        probe.close()
        return .failure(.timedOut)
      }
    }
    _ = fcntl(probe.rawValue, F_SETFL, fcntl(probe.rawValue, F_GETFL) & ~O_NONBLOCK)
    return .success(probe)
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

extension FileDescriptor {
  /// Opens the file whose path is `path`'s bytes for appending, creating it (mode 0666
  /// less the umask) when it is missing, closed on exec.
  ///
  /// - Throws: `open`'s error, as `Errno`; never EINTR.
  package static func openForAppending(pathBytes path: [UInt8]) throws(Errno) -> FileDescriptor {
    try openForWriting(pathBytes: path, O_APPEND)
  }
}
