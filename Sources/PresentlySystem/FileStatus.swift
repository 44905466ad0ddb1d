import Glibc

/// What `lstat` or `stat` says of a file: its type, size, permissions and times.
///
/// ```swift
/// let status = try FileStatus(path: Array("notes.txt".utf8), followingLinks: false)
/// print(status.type, status.size, status.modified.seconds)
/// ```
package struct FileStatus: Equatable, Sendable {
  /// What the file is.
  package var type: FileType
  /// Its size in bytes (`st_size`).
  package var size: Int64
  /// Its mode: type and permission bits (`st_mode`).
  package var mode: UInt32
  /// When its contents last changed (`st_mtim`).
  package var modified: FileTime
  /// When its status last changed (`st_ctim`).
  package var changed: FileTime
  /// Its inode number (`st_ino`), which tells a replaced folder from the one before.
  package var inode: UInt64

  /// Describes a file with fixed values, as a test would.
  package init(type: FileType, size: Int64, mode: UInt32, modified: FileTime) {
    self.type = type
    self.size = size
    self.mode = mode
    self.modified = modified
    self.changed = modified
    self.inode = 0
  }

  /// Asks the file system about the file at `path` (`lstat`, or `stat` when following
  /// links).
  ///
  /// - Parameters:
  ///   - path: The file's path, as bytes.
  ///   - followingLinks: Whether a symbolic link is followed to its target.
  /// - Throws: The call's error, as `Errno`.
  package init(path: [UInt8], followingLinks: Bool) throws(Errno) {
    var status = stat()
    let result = withCPath(path) { followingLinks ? stat($0, &status) : lstat($0, &status) }
    guard result == 0 else { throw Errno.current }
    type = FileType(mode: UInt32(status.st_mode))
    size = Int64(status.st_size)
    mode = UInt32(status.st_mode)
    modified = FileTime(status.st_mtim)
    changed = FileTime(status.st_ctim)
    inode = UInt64(status.st_ino)
  }

  /// The target of the symbolic link at `path` (`readlink`), as bytes.
  ///
  /// - Throws: The call's error, as `Errno`.
  package static func linkTarget(of path: [UInt8]) throws(Errno) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
    let count = buffer.withUnsafeMutableBufferPointer { target in
      withCPath(path) {
        readlink($0, UnsafeMutableRawPointer(target.baseAddress!).assumingMemoryBound(to: CChar.self), target.count)
      }
    }
    guard count >= 0 else { throw Errno.current }
    return Array(buffer.prefix(count))
  }

  /// Why the file at `path` cannot be read as a file, `nil` when it can: it cannot be
  /// read (`access`), or it is a folder (EISDIR), which reads as nothing.
  package static func readingProblem(of path: [UInt8]) -> Errno? {
    withCPath(path) { path -> Errno? in
      if access(path, R_OK) != 0 { return Errno.current }
      var status = stat()
      return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR ? Errno(rawValue: EISDIR) : nil
    }
  }

  /// Up to `count` bytes from the start of the regular file at `path` (`open` without
  /// blocking, `read`). Anything but a regular file reads as nothing: a FIFO or a device
  /// is never opened.
  ///
  /// - Throws: The error of `open` or `read`, as `Errno`.
  package static func firstBytes(of path: [UInt8], count: Int) throws(Errno) -> [UInt8] {
    let file = try FileDescriptor.open(pathBytes: path, flags: O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
    defer { file.close() }
    guard (try? file.regularFileSize()) != nil else { return [] }
    var bytes: [UInt8] = []
    while bytes.count < count {
      let chunk = try file.read(upTo: count - bytes.count)
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return bytes
  }
}

/// A time as the file system keeps it: seconds and nanoseconds since 1970, UTC.
package struct FileTime: Hashable, Sendable {
  /// Whole seconds since 1970-01-01 00:00:00 UTC.
  package var seconds: Int
  /// Nanoseconds past them.
  package var nanoseconds: Int

  /// A time from its parts.
  package init(seconds: Int, nanoseconds: Int = 0) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The time now (`clock_gettime` of `CLOCK_REALTIME`).
  package static var now: FileTime {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return FileTime(time)
  }

  /// A time from a `timespec`.
  init(_ time: timespec) {
    self.init(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
  }

  /// The time as `strftime` writes it with `format`, in local time (`localtime_r`) or
  /// in UTC (`gmtime_r`).
  ///
  /// ```swift
  /// FileTime(seconds: 0).formatted("%Y-%m-%d %H:%M", local: false)  // "1970-01-01 00:00"
  /// ```
  package func formatted(_ format: String, local: Bool = true) -> String {
    var time = time_t(seconds)
    var parts = tm()
    let converted = local ? localtime_r(&time, &parts) : gmtime_r(&time, &parts)
    guard converted != nil else { return "\(seconds)" }
    var buffer = [CChar](repeating: 0, count: 128)
    let count = strftime(&buffer, buffer.count, format, &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
