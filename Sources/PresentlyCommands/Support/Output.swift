import PresentlyCore
import PresentlySystem

/// Standard output (results only) and standard error (messages), unbuffered.
///
/// Results are written exactly as they came in, and a result that cannot be written
/// ends the process with a failure (`write(result:to:failing:endsAtOnce:)`). Messages
/// are sanitized, whatever they hold: argument text, file names, errors from the parser
/// (see `Sanitizer`); and in ASCII when the locale is not UTF-8.
package enum Output {
  /// Writes a result line: the bytes as they are, then a newline.
  package static func result(_ bytes: [UInt8]) {
    write(result: bytes + [UInt8(ascii: "\n")])
  }

  /// Writes a result line from bytes held elsewhere (a line of megabytes in a store),
  /// with no copy of them: the bytes, then a newline.
  package static func result(_ bytes: ArraySlice<UInt8>) {
    write(result: bytes)
    write(result: [UInt8(ascii: "\n")])
  }

  /// Writes a result line.
  package static func result(_ text: String) {
    result(Array(text.utf8))
  }

  /// Writes a message to standard error, prefixed with the tool's name.
  package static func error(_ message: String) {
    standardError("presently: \(message)\n")
  }

  /// Writes text to standard error, sanitized.
  package static func standardError(_ text: String) {
    write(FileDescriptor.standardError.rawValue, Array(safe(text).utf8))
  }

  /// Passes a command's standard error on to ours: made harmless when ours is a terminal
  /// (escape sequences and controls shown, line breaks kept), as every byte a command
  /// writes is on its way to the screen; byte for byte to a file or a pipe.
  package static func commandError(_ bytes: [UInt8]) {
    if FileDescriptor.standardError.isTerminal {
      standardError(String(decoding: bytes, as: UTF8.self))
    } else {
      write(FileDescriptor.standardError.rawValue, bytes)
    }
  }

  /// Writes text of our own to standard output (help, the version), sanitized: a
  /// result like any other, which fails as `form` says when it cannot be written.
  package static func standardOutput(_ text: String, failing form: WriteFailure = .presently) {
    write(result: Array(safe(text).utf8), failing: form)
  }

  /// `text` with line breaks kept and every other control made visible.
  package static func safe(_ text: String) -> String {
    let sanitized = Sanitizer.sanitize(text, lineBreaks: .keep)
    return localeIsUTF8 ? sanitized : ASCIIFallback.transliterate(sanitized)
  }

  /// Whether the locale the tool runs in is UTF-8 (`LC_ALL`, `LC_CTYPE`, then `LANG`).
  static let localeIsUTF8: Bool = {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = Environment.text(name), !value.isEmpty else { continue }
      let upper = value.uppercased()
      return upper.contains("UTF-8") || upper.contains("UTF8")
    }
    return false
  }()

  private static func write(_ descriptor: Int32, _ bytes: [UInt8]) {
    FileDescriptor(rawValue: descriptor).writeAll(bytes)
  }
}
