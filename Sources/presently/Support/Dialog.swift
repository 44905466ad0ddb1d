import ArgumentParser
import Glibc
import Presentation
import ReadlineTerminal

/// Runs one dialog: opens the terminal, presents, and turns every ending into the exit
/// status `presently` promises.
enum Dialog {
  /// Opens the terminal for a dialog.
  ///
  /// - Parameters:
  ///   - standardInputIsData: Whether standard input carries items rather than answers.
  ///   - keepsHistory: Whether answers are saved under `$XDG_STATE_HOME/presently`.
  static func terminal(standardInputIsData: Bool = false, keepsHistory: Bool = false) -> ReadlineTerminal {
    ReadlineTerminal.open(
      .init(
        applicationName: "presently", persistsHistory: keepsHistory,
        readsAnswersFromStandardInput: !standardInputIsData))
  }

  /// Runs `body`, maps its ending to an exit status, and exits with it.
  static func run(_ body: () async throws -> ExitStatus) async -> Never {
    let status: ExitStatus
    do {
      status = try await body()
    } catch let error as PresentError {
      status = ExitStatus(error)
    } catch let error as DialogError {
      Output.error(error.message)
      status = error.status
    } catch {
      Output.error("\(error)")
      status = .declined
    }
    exit(status.rawValue)
  }
}

/// An ending of a dialog with a message for standard error.
struct DialogError: Error {
  var message: String
  var status: ExitStatus
}

/// Standard output (results only) and standard error (messages), unbuffered.
enum Output {
  /// Writes a result line: the bytes as they are, then a newline.
  static func result(_ bytes: [UInt8]) {
    write(STDOUT_FILENO, bytes + [UInt8(ascii: "\n")])
  }

  /// Writes a result line.
  static func result(_ text: String) {
    result(Array(text.utf8))
  }

  /// Writes a message to standard error, prefixed with the tool's name.
  static func error(_ message: String) {
    write(STDERR_FILENO, Array("presently: \(message)\n".utf8))
  }

  private static func write(_ descriptor: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}
