import PresentlySystem

extension ExitStatus {
  /// Ends the process with this status after writing `message` and a line break to
  /// standard error, sanitized (a message may carry an untrusted name or a command's
  /// output, and standard error is often the terminal).
  ///
  /// ```swift
  /// ExitStatus(rawValue: 2).exit(reporting: "gitpick: \(error)")
  /// ```
  public func exit(reporting message: String) -> Never {
    var bytes = Array(Sanitizer.sanitize(message, lineBreaks: .keep).utf8)
    bytes.append(UInt8(ascii: "\n"))
    FileDescriptor.standardError.writeAll(bytes)
    exit()
  }
}
