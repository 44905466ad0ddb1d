import Glibc

extension ThisProcess {
  /// The process's working folder (`getcwd`), as bytes; nil when it cannot be had (it
  /// was removed, or a parent cannot be read).
  ///
  /// ```swift
  /// let here = ThisProcess.workingFolder() ?? Array(".".utf8)
  /// ```
  package static func workingFolder() -> [UInt8]? {
    var size = 4096
    while size <= 1 << 20 {
      var buffer = [CChar](repeating: 0, count: size)
      if getcwd(&buffer, size) != nil {
        return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      }
      guard errno == ERANGE else { return nil }
      size *= 4
    }
    return nil
  }
}
