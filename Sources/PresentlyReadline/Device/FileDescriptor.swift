import Glibc

/// Small helpers over file descriptors.
enum FileDescriptor {
  /// Writes all of `text` to `descriptor` (`write`), retrying after interruptions, short
  /// writes and a full non-blocking descriptor; gives up on any other error.
  static func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes` to `descriptor` (`write`); see ``writeAll(_:_:)-(_,String)``.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, 100)
          continue
        }
        return
      }
      offset += written
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

  /// A duplicate of `descriptor` that is closed on exec (`fcntl(F_DUPFD_CLOEXEC)`), so
  /// that no program started later inherits the terminal.
  static func duplicate(_ descriptor: Int32) -> Int32 {
    fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
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
