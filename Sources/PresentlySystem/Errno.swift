import Glibc

/// An error number, as a C call set it.
package struct Errno: Error, RawRepresentable, Hashable, Sendable {
  /// The number.
  package let rawValue: Int32

  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The number the last failed call on this thread set (`errno`).
  package static var current: Errno { Errno(rawValue: errno) }

  package static let interrupted = Errno(rawValue: EINTR)
  package static let wouldBlock = Errno(rawValue: EAGAIN)
  package static let ioError = Errno(rawValue: EIO)
  /// `ETIMEDOUT`: a wait with a deadline ran past it.
  package static let timedOut = Errno(rawValue: ETIMEDOUT)
  /// `ENOENT`: no file, or no program, of that name.
  package static let noSuchFile = Errno(rawValue: ENOENT)

  /// The C library's words for it (`strerror`): `No such file or directory`.
  package var description: String { String(cString: strerror(rawValue)) }
}

/// Calls a C function that returns -1 and sets `errno` on failure, again after an
/// interruption (`EINTR`) unless told not to: the one retry loop of the package, in the
/// shape of swift-system's.
///
/// ```swift
/// let count = try valueOrErrno(retryOnInterrupt: true) { Glibc.read(descriptor, buffer, size) }
/// ```
/// - Returns: What the call returned, when it is not -1.
/// - Throws: The call's error, as `Errno`.
package func valueOrErrno<Value: FixedWidthInteger>(
  retryOnInterrupt: Bool, _ call: () -> Value
) throws(Errno) -> Value {
  while true {
    let value = call()
    if value != -1 { return value }
    let error = Errno.current
    if error == .interrupted, retryOnInterrupt { continue }
    throw error
  }
}
