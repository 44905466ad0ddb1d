import PresentlySystem

/// The command line as the bytes it was given in: what the one reader reads
/// (``CommandLineReader``), so that an item, a file name or a command that is not UTF-8
/// reaches standard output, `open` or `sh` byte for byte.
package enum RawArguments {
  /// Every argument after the program's name, as bytes.
  package static let all: [[UInt8]] = ThisProcess.argumentBytes

  /// `decoded`, an argument whiptail's or dialog's parser read as text (their operands),
  /// as the bytes it was given in: the last argument that reads as it, scalar for scalar,
  /// or else `decoded`'s own UTF-8. Arguments that read alike differ only where they are
  /// not UTF-8, and the last is the one a box's initial value, its last operand, comes
  /// from.
  package static func bytes(ofLast decoded: String) -> [UInt8] {
    let found = all.last { String(decoding: $0, as: UTF8.self).unicodeScalars.elementsEqual(decoded.unicodeScalars) }
    return found ?? Array(decoded.utf8)
  }
}
