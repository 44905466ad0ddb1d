import Glibc

/// The program the process runs: its arguments as given, where it was started from, and
/// another program run in its place.
extension ThisProcess {
  /// Every argument after the program's name, as the bytes it was given in, whatever
  /// their encoding (`CommandLine.unsafeArgv`, `strlen`).
  package static var argumentBytes: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// The path of the running program's file (`readlink("/proc/self/exe")`), or `nil`.
  ///
  /// Linux's alone: Darwin has `_NSGetExecutablePath`, FreeBSD
  /// `sysctl(KERN_PROC_PATHNAME)`.
  package static var executablePath: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Runs the program at `path` in place of this process, with this process's own
  /// arguments (`execv`), when the file may be run (`access(X_OK)`). Returns only when
  /// it may not, or could not be run. Darwin has the same calls.
  package static func runInstead(_ path: String) {
    guard access(path, X_OK) == 0 else { return }
    execv(path, CommandLine.unsafeArgv)
  }
}
