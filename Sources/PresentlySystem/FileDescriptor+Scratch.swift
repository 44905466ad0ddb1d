import Glibc

extension FileDescriptor {
  /// A new file that no path names, for bytes that need not stay in memory: made with
  /// `mkstemp` in `$TMPDIR` (or `/tmp`), closed on exec, and unlinked at once, so that
  /// it is gone when it is closed or the process ends, however it ends.
  ///
  /// - Throws: The error of `mkstemp`, as `Errno`: no such folder, no room, no right.
  package static func scratchFile() throws(Errno) -> FileDescriptor {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/presently-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      Result { () throws(Errno) in try valueOrErrno(retryOnInterrupt: true) { mkstemp(buffer.baseAddress!) } }
    }
    let file = FileDescriptor(rawValue: try made.get())
    unlink(template)
    try file.closeOnExec()
    return file
  }

  /// A new, empty file with a name, for a program of another to open: made with
  /// `mkstemps` in `$TMPDIR` (or `/tmp`), readable and writable by this user alone, its
  /// name ending in `suffix` (an editor picks its mode by it). The caller removes it.
  ///
  /// - Throws: The error of `mkstemps`, as `Errno`.
  package static func namedScratchFile(suffix: String) throws(Errno) -> (descriptor: FileDescriptor, path: [UInt8]) {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/presently-XXXXXX" + suffix).utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      Result { () throws(Errno) in
        try valueOrErrno(retryOnInterrupt: true) { mkstemps(buffer.baseAddress!, Int32(suffix.utf8.count)) }
      }
    }
    let file = FileDescriptor(rawValue: try made.get())
    try file.closeOnExec()
    return (file, template.dropLast().map { UInt8(bitPattern: $0) })
  }

  /// Writes all of `bytes` at `offset` without moving the file's position (`pwrite`,
  /// again after a short write).
  ///
  /// - Throws: The error, as `Errno`: `ENOSPC` when the disk is full; never EINTR.
  package func write(_ bytes: [UInt8], at offset: Int) throws(Errno) {
    var written = 0
    while written < bytes.count {
      let wrote = bytes.withUnsafeBytes { buffer in
        Result { () throws(Errno) in
          try valueOrErrno(retryOnInterrupt: true) {
            pwrite(rawValue, buffer.baseAddress! + written, buffer.count - written, off_t(offset + written))
          }
        }
      }
      written += try wrote.get()
    }
  }
}
