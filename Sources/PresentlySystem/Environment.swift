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

extension Environment {
  /// The value of the variable `name` as C reads a number (`strtol` in base 0: decimal,
  /// `0x` hexadecimal or `0` octal, kept within `Int`'s range), when it is set to one and
  /// to nothing else; `nil` when it is unset, empty or not a number.
  package static func integer(_ name: String) -> Int? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    var end: UnsafeMutablePointer<CChar>?
    let number = strtol(value, &end, 0)
    guard let end, end.pointee == 0 else { return nil }
    return number
  }
}
