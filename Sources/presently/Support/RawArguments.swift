import Glibc

/// The command line as the bytes it was given in.
///
/// ArgumentParser sees the arguments as Swift strings, in which bytes that are not
/// UTF-8 have become U+FFFD. An item, a file name or a command given that way must still
/// reach standard output, `open` or `sh` byte for byte, so the bytes are found again here.
enum RawArguments {
  /// Every argument after the program's name, as bytes.
  static let all: [[UInt8]] = (1..<Int(CommandLine.argc)).map { index in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
  }

  /// The bytes `value` was given in: its UTF-8 when it is valid text, else those of the
  /// first argument (or `--option=` value) from `position` on that reads as `value`.
  ///
  /// - Parameter position: Where to look from; moved past the argument found, so that
  ///   several values are found in order.
  static func bytes(of value: String, from position: inout Int) -> [UInt8] {
    guard value.unicodeScalars.contains("\u{FFFD}") else { return Array(value.utf8) }
    var index = position
    while index < all.count {
      let argument = all[index]
      index += 1
      for candidate in candidates(argument) where String(decoding: candidate, as: UTF8.self) == value {
        position = index
        return Array(candidate)
      }
    }
    return Array(value.utf8)
  }

  /// The bytes `value` was given in, looked for anywhere on the command line.
  static func bytes(of value: String) -> [UInt8] {
    var position = 0
    return bytes(of: value, from: &position)
  }

  /// An argument, and its value after `=` when it is an `--option=value`.
  private static func candidates(_ argument: [UInt8]) -> [ArraySlice<UInt8>] {
    var found = [argument[...]]
    if argument.starts(with: Array("--".utf8)), let equals = argument.firstIndex(of: UInt8(ascii: "=")) {
      found.append(argument[(equals + 1)...])
    }
    return found
  }
}
