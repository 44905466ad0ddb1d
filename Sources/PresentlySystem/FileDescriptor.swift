import Glibc

/// A file descriptor, in the shape of swift-system's: each method names the C call it
/// makes, and retries after an interruption unless told not to.
///
/// ```swift
/// let terminal = FileDescriptor(rawValue: STDERR_FILENO)
/// terminal.writeAll(Array("hello\n".utf8))
/// ```
package struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  /// The descriptor's number.
  package let rawValue: Int32

  /// Wraps a descriptor's number.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Standard input, output and error.
  package static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
  package static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
  package static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

  /// Reads what is available into `buffer` (`read`).
  ///
  /// - Returns: How many bytes were read: 0 at the end of the input.
  /// - Throws: The error, as `Errno`; never EINTR when `retryOnInterrupt`.
  package func read(into buffer: UnsafeMutableRawBufferPointer, retryOnInterrupt: Bool = true) throws(Errno) -> Int {
    try valueOrErrno(retryOnInterrupt: retryOnInterrupt) { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
  }

  /// Reads what is available into the start of `buffer` (`read`), which a reader of a
  /// stream keeps from one read to the next.
  ///
  /// - Returns: How many bytes were read: 0 at the end of the input.
  package func read(into buffer: inout [UInt8], retryOnInterrupt: Bool = true) throws(Errno) -> Int {
    // `withUnsafeMutableBytes` throws untyped errors: the failure is carried out by hand.
    var failure: Errno?
    let count = buffer.withUnsafeMutableBytes { bytes -> Int in
      do throws(Errno) {
        return try read(into: bytes, retryOnInterrupt: retryOnInterrupt)
      } catch {
        failure = error
        return 0
      }
    }
    if let failure { throw failure }
    return count
  }

  /// Reads up to `count` bytes (`read`), or none at the end of the input.
  package func read(upTo count: Int, retryOnInterrupt: Bool = true) throws(Errno) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let filled = try read(into: &bytes, retryOnInterrupt: retryOnInterrupt)
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// Writes what it can of `bytes` (`write`).
  ///
  /// - Returns: How many bytes were written.
  package func write(_ bytes: UnsafeRawBufferPointer, retryOnInterrupt: Bool = true) throws(Errno) -> Int {
    try valueOrErrno(retryOnInterrupt: retryOnInterrupt) { Glibc.write(rawValue, bytes.baseAddress, bytes.count) }
  }

  /// Writes all of `bytes` (`write`, again after a short write; on a full non-blocking
  /// descriptor, `poll` for room first).
  ///
  /// - Throws: The error that stopped it, as `Errno` (`ENOSPC` on a full disk, `EBADF` on
  ///   a descriptor not open for writing): what a writer of results reports.
  package func writeEntirely(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
    var offset = 0
    while offset < bytes.count {
      do {
        offset += try write(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
      } catch .wouldBlock {
        _ = Poll.wait([.init(self, for: .output)], until: .now + .milliseconds(100))
      }
    }
  }

  /// Writes all of `bytes`; see ``writeEntirely(_:)-(UnsafeRawBufferPointer)``.
  package func writeEntirely(_ bytes: [UInt8]) throws(Errno) {
    try writeEntirely(bytes[...])
  }

  /// Writes all of `bytes`, a part of an array held elsewhere, with no copy of them.
  package func writeEntirely(_ bytes: ArraySlice<UInt8>) throws(Errno) {
    var failure: Errno?
    bytes.withUnsafeBytes { buffer in
      do throws(Errno) { try writeEntirely(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes`, as ``writeEntirely(_:)`` does.
  ///
  /// - Returns: Whether every byte was written; `false` after an error (a closed pipe, a
  ///   terminal that hung up), which a writer of messages has no better answer to.
  @discardableResult
  package func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
    do throws(Errno) {
      try writeEntirely(bytes)
      return true
    } catch {
      return false
    }
  }

  /// Writes all of `bytes`; see ``writeAll(_:)-(UnsafeRawBufferPointer)``.
  @discardableResult
  package func writeAll(_ bytes: some Collection<UInt8>) -> Bool {
    if let written = bytes.withContiguousStorageIfAvailable({ writeAll(UnsafeRawBufferPointer($0)) }) {
      return written
    }
    return Array(bytes).withUnsafeBytes { writeAll($0) }
  }

  /// Writes all of `text`, as UTF-8.
  @discardableResult
  package func writeAll(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
  }

  /// Marks the descriptor to be closed on exec (`fcntl(F_SETFD, FD_CLOEXEC)`), so that
  /// no program started later inherits it.
  ///
  /// - Throws: `EBADF` when the descriptor is not open.
  package func closeOnExec() throws(Errno) {
    _ = try valueOrErrno(retryOnInterrupt: true) { fcntl(rawValue, F_SETFD, FD_CLOEXEC) }
  }

  /// Closes the descriptor (`close`).
  package func close() {
    _ = Glibc.close(rawValue)
  }

  /// Whether the descriptor is open on a file, pipe, socket or device (`fstat`).
  ///
  /// A program started with standard input closed finds descriptor 0 taken by whatever
  /// the runtime opened first (an eventfd, say); that is not input, and reading it would
  /// take the runtime's own wake-ups.
  package var isStream: Bool {
    var status = stat()
    guard fstat(rawValue, &status) == 0 else { return false }
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFCHR, S_IFSOCK, S_IFBLK: return true
    default: return false
    }
  }

  /// Whether the descriptor is open for writing (`fcntl(F_GETFL)`): open, and write-only
  /// or read-write, as `fdopen(descriptor, "w")` requires.
  package var isOpenForWriting: Bool {
    let flags = fcntl(rawValue, F_GETFL)
    return flags != -1 && (flags & O_ACCMODE == O_WRONLY || flags & O_ACCMODE == O_RDWR)
  }

  /// Whether results can be written to the descriptor: it is open for writing
  /// (``isOpenForWriting``); if so, it is marked to be closed on exec, so that no child
  /// writes there.
  package func claimForResults() -> Bool {
    isOpenForWriting && (try? closeOnExec()) != nil
  }

  /// Whether the descriptor is a terminal (`isatty`).
  package var isTerminal: Bool { isatty(rawValue) == 1 }

  /// Whether something can be read now, without waiting (`poll`).
  package var isReadable: Bool {
    !Poll.wait([.init(self)], until: .now)[0].isEmpty
  }

  /// A duplicate that is closed on exec (`fcntl(F_DUPFD_CLOEXEC)`), so that no program
  /// started later inherits it.
  package func duplicate() -> FileDescriptor {
    FileDescriptor(rawValue: fcntl(rawValue, F_DUPFD_CLOEXEC, 3))
  }

  /// How one end of a pipe is opened.
  package struct Options: OptionSet, Sendable {
    package let rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Reads and writes return at once (`O_NONBLOCK`) rather than wait.
    package static let nonBlocking = Options(rawValue: 1)
    /// A program started later inherits the end (no `FD_CLOEXEC`): the end a child is
    /// given as its standard output, say.
    package static let inherited = Options(rawValue: 2)
  }

  /// A pipe (`pipe`, then `fcntl`), each end closed on exec unless `inherited`, and
  /// non-blocking when asked.
  ///
  /// ```swift
  /// let wake = try FileDescriptor.pipe(read: .nonBlocking, write: .nonBlocking)
  /// ```
  /// - Throws: The error, as `Errno`: no descriptors left (`EMFILE`, `ENFILE`).
  package static func pipe(
    read readOptions: Options = [], write writeOptions: Options = []
  ) throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    guard Glibc.pipe(&ends) == 0 else { throw Errno.current }
    for (end, options) in zip(ends, [readOptions, writeOptions]) {
      if !options.contains(.inherited) { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      if options.contains(.nonBlocking) { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    }
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }

  /// Opens the file at `path` (`open`, closed on exec).
  ///
  /// - Throws: The error, as `Errno`.
  package static func open(_ path: String, writing: Bool = false) throws(Errno) -> FileDescriptor {
    try open(pathBytes: Array(path.utf8), flags: writing ? O_WRONLY : O_RDONLY)
  }

  /// Calls `body` on a thread of its own with each chunk read from the descriptor,
  /// until its end or an error, then `end`: where a program reads a pipe that may never
  /// end (a list's lines, a gauge's updates) while it goes on.
  ///
  /// - Parameters:
  ///   - purpose: What the thread is for, for the message if it cannot start.
  ///   - body: Called with each chunk, in order, on the reading thread.
  ///   - end: Called once, after the last chunk, on the reading thread.
  package func readOnThread(
    _ purpose: String, chunk body: @escaping @Sendable (ArraySlice<UInt8>) -> Void,
    end: @escaping @Sendable () -> Void
  ) {
    feedOnThread(
      purpose,
      to: { chunk in
        body(chunk)
        return true
      }, end: end)
  }

  /// Calls `body` on a thread of its own with each chunk read from the descriptor, as
  /// ``readOnThread(_:chunk:end:)`` does, and stops reading as soon as `body` returns
  /// `false` (it has taken all it can): input that never ends, such as `/dev/zero`, is
  /// then not read on for nothing.
  package func feedOnThread(
    _ purpose: String, to body: @escaping @Sendable (ArraySlice<UInt8>) -> Bool,
    end: @escaping @Sendable () -> Void
  ) {
    let descriptor = self
    Threads.start(purpose) {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while let count = try? descriptor.read(into: &buffer), count > 0, body(buffer[..<count]) {}
      end()
    }
  }

  /// Reads to the end of the input (`read`, until it returns 0).
  package func readToEnd() throws(Errno) -> [UInt8] {
    var bytes: [UInt8] = []
    while true {
      let chunk = try read(upTo: 1 << 16)
      if chunk.isEmpty { return bytes }
      bytes += chunk
    }
  }

  /// The bytes of the file at `path` (`open`, `read`, `close`), or `nil` when it cannot
  /// be opened or read.
  package static func contents(ofFile path: String) -> [UInt8]? {
    guard let descriptor = try? open(path) else { return nil }
    defer { descriptor.close() }
    return try? descriptor.readToEnd()
  }

  /// Reads and discards everything waiting in a non-blocking pipe; returns the bytes.
  package func drain() -> [UInt8] {
    var bytes: [UInt8] = []
    while let chunk = try? read(upTo: 256), !chunk.isEmpty { bytes += chunk }
    return bytes
  }
}
