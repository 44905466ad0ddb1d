import Glibc

/// The command line as the bytes it was given in.
///
/// ArgumentParser sees the arguments as Swift strings, in which bytes that are not
/// UTF-8 have become U+FFFD. An item, a file name or a command given that way must still
/// reach standard output, `open` or `sh` byte for byte, so the bytes are found again here,
/// by walking the command line as the parser did.
package struct RawArguments {
  /// Every argument after the program's name, as bytes.
  package static let all: [[UInt8]] = (1..<Int(CommandLine.argc)).map { index in
    guard let argument = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
  }

  /// The options of the subcommand that take a value (`--header TEXT`), with their `--`.
  package let optionsWithValues: Set<String>

  /// Reads the command line knowing which options take a value.
  package init(optionsWithValues: Set<String>) {
    self.optionsWithValues = optionsWithValues
  }

  /// The positional arguments after the subcommand's name, as given: everything that is
  /// neither an option nor an option's value, and everything after `--`.
  package var positionals: [[UInt8]] {
    var found: [[UInt8]] = []
    var index = 1  // after the subcommand's name
    var optionsEnded = false
    while index < Self.all.count {
      let argument = Self.all[index]
      index += 1
      if optionsEnded || argument.first != UInt8(ascii: "-") || argument.count == 1 {
        found.append(argument)
      } else if argument == Array("--".utf8) {
        optionsEnded = true
      } else if optionsWithValues.contains(String(decoding: argument, as: UTF8.self)) {
        index += 1
      }
    }
    return found
  }

  /// The value of `option` as given (the last one, as the parser takes), if it is there.
  package func value(of option: String) -> [UInt8]? {
    let name = Array(option.utf8)
    var found: [UInt8]?
    var index = 1
    while index < Self.all.count {
      let argument = Self.all[index]
      index += 1
      if argument == Array("--".utf8) { break }
      if argument == name, index < Self.all.count {
        found = Self.all[index]
        index += 1
      } else if argument.starts(with: name + [UInt8(ascii: "=")]) {
        found = Array(argument.dropFirst(name.count + 1))
      } else if argument.first == UInt8(ascii: "-"),
        optionsWithValues.contains(String(decoding: argument, as: UTF8.self))
      {
        index += 1
      }
    }
    return found
  }

  /// `decoded`, an argument a parser read as text (whiptail's and dialog's operands), as
  /// the bytes it was given in: the last argument that reads as it, scalar for scalar, or
  /// else `decoded`'s own UTF-8. Arguments that read alike differ only where they are not
  /// UTF-8, and the last is the one a box's initial value, its last operand, comes from.
  package static func bytes(ofLast decoded: String) -> [UInt8] {
    let found = all.last { String(decoding: $0, as: UTF8.self).unicodeScalars.elementsEqual(decoded.unicodeScalars) }
    return found ?? Array(decoded.utf8)
  }

  /// `decoded`, a value the parser read, as the bytes it was given in: `raw` when that
  /// reads as `decoded` (it is the same argument), else `decoded`'s own UTF-8.
  package static func bytes(_ raw: [UInt8]?, for decoded: String) -> [UInt8] {
    guard let raw, String(decoding: raw, as: UTF8.self) == decoded else { return Array(decoded.utf8) }
    return raw
  }
}
