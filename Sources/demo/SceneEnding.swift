import Presently
import PresentlySystem

/// How a scene reports the end of a presentation: the value on standard output, an
/// ending on standard error, and the exit status the `presently` tool also uses
/// (``ExitStatus``).
enum SceneEnding {
  /// Prints `error` as `ending: <name>` and exits with its status.
  static func exit(with error: any Error) -> Never {
    let name = (error as? PresentError).map { "\($0)" } ?? "\(error)"
    FileOutput.standardError("ending: \(caseName(error)) (\(name))\n")
    ExitStatus(error).exit()
  }

  private static func caseName(_ error: any Error) -> String {
    switch error as? PresentError {
    case .interrupted: "interrupted"
    case .endOfInput: "endOfInput"
    case .timedOut: "timedOut"
    case .dismissed: "dismissed"
    case .blocked: "blocked"
    case nil: "error"
    }
  }
}

/// Unbuffered writes to the standard streams, so output interleaves with the terminal's.
enum FileOutput {
  static func standardOutput(_ text: String) {
    write(FileDescriptor.standardOutput.rawValue, text)
  }

  static func standardError(_ text: String) {
    write(FileDescriptor.standardError.rawValue, text)
  }

  private static func write(_ descriptor: Int32, _ text: String) {
    FileDescriptor(rawValue: descriptor).writeAll(text)
  }
}
