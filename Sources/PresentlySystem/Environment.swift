import Glibc

/// The process's environment variables.
package enum Environment {
  /// The value of the variable `name`, as bytes, or `nil` when it is not set (`getenv`).
  package static func bytes(_ name: String) -> [UInt8]? {
    guard let value = getenv(name) else { return nil }
    return Array(
      UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value)))
  }

  /// The value of the variable `name` as text (invalid UTF-8 replaced), or `nil` when it
  /// is not set.
  package static func text(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
