import Glibc

/// An exclusive lock on a file of its own (`flock`), for a read-change-write of a file
/// that other processes change too, such as a history list: held until ``release()``.
///
/// ```swift
/// let lock = FileLock.exclusive(path + ".lock")
/// defer { lock?.release() }
/// ```
///
/// Darwin has `flock` with the same meaning; it is advisory on both.
package struct FileLock: Sendable {
  private let descriptor: FileDescriptor

  /// Opens (creating, readable by the owner alone) the lock file at `path`, and waits
  /// until this process holds it alone (`flock(LOCK_EX)`, again after an interruption).
  /// `nil` when the file cannot be opened; then nothing is locked. A lock that cannot be
  /// taken for another reason is still returned, as the file is open.
  package static func exclusive(_ path: String) -> FileLock? {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    return FileLock(descriptor: FileDescriptor(rawValue: descriptor))
  }

  /// Lets the lock go, closing its file.
  package func release() {
    descriptor.close()
  }
}
